import Foundation

/// What a rule checks, said once: its id, a one-line summary, and the examples that show
/// it firing and staying quiet. The rules reference and the rule tests are made from these,
/// so a rule without an example that makes it fire cannot exist.
public struct RuleDescription: Sendable {
    public var id: String
    public var summary: String
    public var severity: Severity = .error
    /// What finds the rule's problems, and so what runs its examples.
    public var checker: Checker = .verify
    /// Repositories in which the rule must report a finding.
    public var triggeringExamples: [RuleExample]
    /// Repositories in which the rule must stay quiet.
    public var nonTriggeringExamples: [RuleExample]

    /// What finds a rule's problems.
    public enum Checker: Sendable {
        /// `doccheck verify` reports them as findings.
        case verify
        /// Reading the configuration stops the run (exit status 2) with the rule's id.
        case configuration
        /// The Swift compiler, building the tests generated from the documents' blocks
        /// (`swift test`; `doccheck mutate` names it).
        case compiler
        /// `doccheck verify --consumer`, building a package made of the README's installation
        /// snippet and examples.
        case consumer
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

/// A rule: its id, said once, and what it checks (`description`, whose examples are its
/// tests); its findings are made only by `finding(...)`, which stamps the id. Most rules read
/// a run's documents (`ContextRule`); the others judge what a later stage of `verify` knows
/// (the silencing, the baseline) or the configuration, or name what the compiler finds.
public protocol Rule: Sendable {
    /// The rule's id, as its findings and `description` carry it (cheap, unlike `description`,
    /// which builds the examples).
    static var id: String { get }
    var description: RuleDescription { get }
    /// How `doccheck mutate` plants the rule's problem in a copy of a real repository, one
    /// mutation per way (none for a rule whose problem a repository's documents cannot be
    /// made to have by an edit, or that only judges the configuration or the silencing).
    static var mutations: [Mutation] { get }
}

extension Rule {
    /// The rule's id (`Self.id`).
    public var id: String { Self.id }

    public static var mutations: [Mutation] { [] }
}

/// A rule over the documents of a run and the facts they share (`RuleContext`): `verify` runs
/// every one side by side. Checks that also generate files (tables, examples) read the plans
/// the context builds once.
public protocol ContextRule: Rule {
    func check(_ context: RuleContext) -> [Diagnostic]
    /// Whether `--disable` of `disabled` turns the whole rule off, so it need not run.
    func isDisabled(by disabled: Set<String>) -> Bool
}

extension ContextRule {
    public func isDisabled(by disabled: Set<String>) -> Bool { disabled.contains(id) }
}

/// What a rule may read: the repository and its documents, each parsed once, and the facts
/// several rules share (the translations, the links' targets, the version facts, the table
/// and example plans), worked out once per run by the first rule that asks.
public struct RuleContext: Sendable {
    public let repository: Repository
    public let documents: DocumentSet
    private let translationIndex = Once<TranslationIndex>()
    private let resolvedLinks = Once<LinkTargets>()
    private let facts = Once<VersionFacts>()
    private let tables = Once<Result<TablePlan, ConfigurationError>>()
    private let examples = Once<ExamplePlan>()
    private let symbols = Once<SymbolHierarchy?>()
    private let factValues = Once<FactPlan>()
    /// The fact sources markers may name, by name (the engine's).
    let factSources: [String: FactSource]
    private let makeTablePlan: @Sendable (RuleContext) -> Result<TablePlan, ConfigurationError>

    /// A context whose table plan is built by `tablePlan` (the engine knows the table sources).
    init(
        repository: Repository, documents: DocumentSet, judgesUntrackedTranslations: Bool = false,
        factSources: [String: FactSource] = [:], tablePlan: @escaping @Sendable (RuleContext) -> Result<TablePlan, ConfigurationError>
    ) {
        self.repository = repository
        self.documents = documents
        self.judgesUntrackedTranslations = judgesUntrackedTranslations
        self.factSources = factSources
        self.makeTablePlan = tablePlan
    }

    /// Whether the translations are judged as if the repository tracked them, as it will
    /// once they are marked current.
    private let judgesUntrackedTranslations: Bool

    /// The translations of the documents.
    var translations: TranslationIndex {
        translationIndex.value {
            TranslationIndex(repository: repository, documents: documents, judgedAsTracked: judgesUntrackedTranslations)
        }
    }

    /// The rules that read `linkTargets`, which `verify` runs first, making the targets before
    /// them and letting go of them after. A rule missing here still gets them, made again
    /// when it first asks.
    static let linkTargetReaders: Set<String> = [
        LinkPathRule.id, LinkAnchorRule.id, LinkURLRule.id, LinkLinesRule.id, LinkOutsideRule.id, LinkTextRule.id, ImageAltRule.id,
        SymbolLinkRule.id,
    ]

    /// Every link of the documents with what it points at.
    var linkTargets: LinkTargets {
        resolvedLinks.value { LinkTargets(self) }
    }

    /// Lets go of the links' targets once every rule that reads them has run.
    func forgetLinkTargets() { resolvedLinks.forget() }

    /// The release, the manifest, the CHANGELOG and the tags.
    var versionFacts: VersionFacts {
        facts.value { VersionFacts(repository: repository, documents: documents) }
    }

    /// The pages of the package's repository at its canonical URL, which links may name in
    /// place of repository paths; nil when the canonical URL is not known.
    var repositoryPages: RepositoryPages? {
        versionFacts.canonical.map { RepositoryPages(url: $0, readme: repository.configuration.readme) }
    }

    /// The generated tables as `regen-table` would write them, with their findings; the
    /// configuration error that keeps them from being built (exit status 2).
    var tablePlan: Result<TablePlan, ConfigurationError> {
        tables.value { makeTablePlan(self) }
    }

    /// What the table plan found, for the table rules to word; nothing when the configuration
    /// keeps the plan from being built (`verify` throws that error instead).
    var tableFacts: [TableFact] {
        (try? tablePlan.get())?.facts ?? []
    }

    /// The package's symbols, from the symbol graph `.doccheck.json`'s `symbolGraphs` names
    /// or the current one of doccheck's cache; nil when neither is at hand.
    var symbolHierarchy: SymbolHierarchy? {
        symbols.value {
            if let folder = repository.configuration.symbolGraphs {
                return SymbolHierarchy.read(folder: repository.root.appendingPathComponent(folder))
            }
            return SymbolGraphCache(root: repository.root).current()
        }
    }

    /// Every fact marker of the documents with its source's value, each document's numbers in
    /// words written in its language (a translation's, else English).
    var factPlan: FactPlan {
        factValues.value {
            let languages = Dictionary(translations.translations.map { ($0.path, $0.languageCode) }) { first, _ in first }
            return FactPlan(repository: repository, documents: documents.documents, sources: factSources) { languages[$0] ?? "en" }
        }
    }

    /// The generated tests the Swift blocks of the example documents call for, with their findings.
    var examplePlan: ExamplePlan {
        examples.value {
            let listed = repository.exampleDocumentPaths()
            let paths = Set(listed)
            return ExamplePlan(
                repository: repository, documents: documents.documents.filter { paths.contains($0.path) }, documentPaths: listed,
                sources: DocCommentSource.sources(in: repository), snippets: SnippetExamples.snippets(in: repository))
        }
    }
}
