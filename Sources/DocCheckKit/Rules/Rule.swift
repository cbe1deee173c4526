import Foundation

/// What a rule checks, said once: its id, a one-line summary, and the examples that show
/// it firing and staying quiet. The rules reference and the rule tests are made from these,
/// so a rule without an example that makes it fire cannot exist.
public struct RuleDescription: Sendable {
    public var id: String
    public var summary: String
    public var severity: Severity
    /// Repositories in which the rule must report a finding.
    public var triggeringExamples: [RuleExample]
    /// Repositories in which the rule must stay quiet.
    public var nonTriggeringExamples: [RuleExample]
    /// What finds the rule's problems, and so what runs its examples.
    public var checker: Checker

    /// What finds a rule's problems.
    public enum Checker: Sendable {
        /// `doccheck verify` reports them as findings.
        case verify
        /// Reading the configuration stops the run (exit status 2) with the rule's id.
        case configuration
        /// The Swift compiler, building the tests generated from the documents' blocks
        /// (`swift test`; `doccheck mutate` names it).
        case compiler
    }

    public init(
        id: String, summary: String, severity: Severity = .error, checker: Checker = .verify, triggeringExamples: [RuleExample],
        nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.summary = summary
        self.severity = severity
        self.checker = checker
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small repository, file by file, and where the finding must be when the rule fires.
public struct RuleExample: Sendable {
    public var files: [String: String]
    /// The file and line the finding must name (for triggering examples).
    public var path: String?
    public var line: Int?

    public init(_ files: [String: String], path: String? = nil, line: Int? = nil) {
        self.files = files
        self.path = path
        self.line = line
    }

    /// A repository with only a README.
    public init(readme: String, line: Int? = nil) {
        self.init(["README.md": readme], path: "README.md", line: line)
    }
}

/// A check over the documents of a run. Checks that also generate files (tables, examples)
/// live in the engine; their descriptions are registered all the same.
public protocol Rule: Sendable {
    /// The rule's id, as its findings and `description` carry it (cheap, unlike `description`,
    /// which builds the examples).
    static var id: String { get }
    var description: RuleDescription { get }
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    /// The rule's id (`Self.id`).
    public var id: String { Self.id }
}

/// What a rule may read: the repository and its documents, each parsed once, and the facts
/// several rules share (the translations, the links' targets, the version facts), worked
/// out once per run by the first rule that asks.
public struct RuleContext: Sendable {
    public let repository: Repository
    public let documents: DocumentSet
    private let translationIndex = Once<TranslationIndex>()
    private let resolvedLinks = Once<LinkTargets>()
    private let facts = Once<VersionFacts>()

    public init(repository: Repository, documents: DocumentSet) {
        self.repository = repository
        self.documents = documents
    }

    /// The translations of the documents.
    var translations: TranslationIndex {
        translationIndex.value { TranslationIndex(repository: repository, documents: documents) }
    }

    /// Every link of the documents with what it points at.
    var linkTargets: LinkTargets {
        resolvedLinks.value { LinkTargets(self) }
    }

    /// The release, the manifest, the CHANGELOG and the tags.
    var versionFacts: VersionFacts {
        facts.value { VersionFacts(repository: repository, documents: documents) }
    }
}
