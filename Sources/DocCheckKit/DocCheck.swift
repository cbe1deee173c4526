import Foundation

/// The engine: runs the checks on a repository and plans the files its generators own.
///
/// It knows nothing of any catalog; tables come from the `TableSource`s it is given by
/// name (a command line wires in its built-in sources) or from JSON files the
/// configuration names.
public struct DocCheck: Sendable {
    public let repository: Repository
    public let builtInSources: [String: any TableSource]
    /// The sources fact markers may name: doccheck's own (`BuiltInFacts`) and those a
    /// command line gives.
    public let factSources: [String: FactSource]
    /// The rules that run: every finding `verify` reports comes from one of them.
    public let rules: [any ContextRule]
    /// Rule ids whose findings are dropped (a rule can be turned off to see what it alone catches).
    public let disabledRules: Set<String>
    /// Whether the translations are judged as if the repository tracked them (as
    /// `translations --mark-current` judges them before it marks them).
    var judgesUntrackedTranslations = false
    /// The documents `verify` reports on, repository-relative, when a command line names them
    /// (nil: every document). The others are still read, for what these link to.
    public var namedDocuments: [String]?

    public init(
        repository: Repository, builtInSources: [String: any TableSource] = [:], facts: [FactSource] = [],
        rules: [any ContextRule] = RuleRegistry.checks, disabledRules: Set<String> = []
    ) {
        self.repository = repository
        self.factSources = Dictionary((BuiltInFacts.all + facts).map { ($0.name, $0) }) { _, given in given }
        let own: [String: any TableSource] = [
            RulesTableSource.sourceName: RulesTableSource(), ConfigurationTableSource.sourceName: ConfigurationTableSource(),
            FactSourcesTableSource.sourceName: FactSourcesTableSource(sources: Array(factSources.values)),
        ]
        self.builtInSources = own.merging(builtInSources) { _, given in given }
        self.rules = rules
        // A rule off for the repository does not run, unless an override turns it on somewhere.
        let configuration = repository.configuration
        let onSomewhere = Set(configuration.overrides.flatMap { $0.rules.filter { $0.value != .off }.keys })
        self.disabledRules = disabledRules.union(configuration.rules.filter { $0.value == .off && !onSomewhere.contains($0.key) }.keys)
    }

    /// Every id a finding can carry: the rules'.
    public var knownRuleIDs: Set<String> {
        Set(RuleRegistry.all.map(\.id))
    }

    /// What to do about `id`, which no rule has: a table region's name points at the rule of
    /// its findings.
    public func adviceForUnknownRuleID(_ id: String) -> String {
        guard repository.configuration.tables.contains(where: { $0.region == id }) else { return "'doccheck rules' lists them" }
        return "'\(id)' is a table region, whose findings carry the rule id '\(GeneratedTableRule.id)'"
    }

    /// The rule ids in `ids` that no finding can carry.
    public func unknownRuleIDs(_ ids: some Sequence<String>) -> [String] {
        let known = knownRuleIDs
        return Set(ids).filter { !known.contains($0) }.sorted()
    }

    /// The result of `verify`: every finding, sorted, and how many documents were read.
    public struct Report: Sendable {
        public var diagnostics: [Diagnostic]
        public var documentCount: Int
        /// The files the generators would change, each as it is and as it would be written.
        public var changes: [FileChange]
        /// Every Swift block of the documents, with its status.
        public var examples: [SwiftExample]

        /// Under `--staged`, what was checked when it was less than everything.
        public var scope: String?

        /// The translations among the documents checked (`translationStatuses` reads them).
        var translations: [Translation] = []

        /// The checks that could not run, each with the reason and the setting that would
        /// let it run: said once, in the summary, never left silent.
        public var checksNotRun: [String] = []

        /// The facts the run inferred where the configuration does not give them, each with
        /// where it came from.
        public var inferred: [String] = []

        /// How many findings the baseline recorded and left out.
        public var baselineHidden = 0

        public var summary: Summary { Summary(diagnostics, documents: documentCount) }

        /// Unified diffs of the files the generators would change, made when asked for
        /// (`verify --diff`): most runs never need them.
        public var diffs: [String] {
            changes.map(\.diff)
        }

    }

    /// The baseline file the configuration names, nil when it does not exist.
    func readBaseline() throws(ConfigurationError) -> Baseline? {
        let path = repository.configuration.baseline
        guard let bytes = repository.contents(path) else { return nil }
        return try Baseline(bytes: bytes, path: path)
    }

    /// The baseline that records every finding that stands now, the baseline file's own
    /// findings aside, and how many it records.
    public func plannedBaseline() throws(ConfigurationError) -> (bytes: [UInt8], count: Int) {
        let findings = try verify(applyingBaseline: false).diagnostics.filter { $0.severity != .note }
        return (Baseline.encode(findings, context: FindingContext(repository: repository).text), findings.count)
    }

    /// Every document `verify` reads, in its order, and what it is taken for: the README, a
    /// translation of which source in which language, an article, the changelog, a document
    /// the configuration lists; "not found" for one that does not exist.
    public func documentList() -> [(path: String, role: String)] {
        let paths = repository.documentPaths()
        let documents = DocumentSet(repository: repository, paths: paths)
        let translations = Dictionary(
            TranslationIndex(repository: repository, documents: documents).translations.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }
        )
        let configuration = repository.configuration
        let articles = Set(repository.markdownFiles(under: configuration.docs))
        let catalogArticles = Set(repository.catalogFolders().flatMap(repository.markdownFiles(under:)))
        return paths.map { path in
            var role: String
            if path == configuration.readme {
                role = "README"
            } else if let translation = translations[path] {
                role = "translation of \(translation.sourcePath ?? translation.sourceName)"
                role += translation.languageCode.isEmpty ? "" : " in \(translation.languageCode)"
                // A country code or an English name stands for a language: say which.
                if let language = translation.language?.description, language.lowercased() != translation.languageCode.lowercased(),
                    language.lowercased() != translation.languageCode.replacingOccurrences(of: "_", with: "-").lowercased()
                {
                    role += " (\(language))"
                }
            } else if articles.contains(path) {
                role = "article in \(configuration.docs)/"
            } else if catalogArticles.contains(path) {
                role = "article in \(DocCatalog.folder(holding: path) ?? "")/"
            } else if path == configuration.changelog {
                role = "changelog"
            } else if let table = configuration.tables.first(where: { $0.documents.contains(path) }) {
                role = "holds the generated table '\(table.region)'"
            } else if !configuration.explicitKeys.contains("documents"), !path.contains("/" as Character) {
                role = "document at the root"
            } else {
                role = "listed in \(Configuration.fileName)"
            }
            if !repository.fileExists(path) { role += " (not found)" }
            return (path, role)
        }
    }

    /// The test files `regen-examples` would write; writes nothing itself. The plan is
    /// blocked (`blockDiagnostics` not empty) when a block has no valid status.
    public func planExamples() -> (plan: ExamplePlan, documentDiagnostics: [Diagnostic]) {
        let documents = DocumentSet(repository: repository, paths: repository.exampleDocumentPaths())
        let context = ruleContext(documents)
        return (context.examplePlan, (documents.diagnostics + SwiftBlockSyntaxRule.unclosedFences(documents)).sorted())
    }

    /// The files `regen-table` would write; writes nothing itself.
    public func planTables() throws(ConfigurationError) -> TablePlan {
        var seen = Set<String>()
        let paths = repository.configuration.tables.flatMap(\.documents).filter { seen.insert($0).inserted }
        let documents = DocumentSet(repository: repository, paths: paths + repository.translationFiles(of: paths))
        var plan = try tablePlan(documents, translations: TranslationIndex(repository: repository, documents: documents))
        plan.unreadable = documents.diagnostics
        plan.isBlocked = plan.isBlocked || !documents.diagnostics.isEmpty
        return plan
    }

    /// The configured tables' sources by their names in the configuration, read and parsed.
    struct TableSources: Sendable {
        var specs: [String: TableSpec]
        var names: [String: String]
    }

    func tablePlan(_ documents: DocumentSet, translations: TranslationIndex, sources: TableSources? = nil) throws(ConfigurationError) -> TablePlan {
        // (`??` would throw an untyped error.)
        let read: TableSources
        if let sources { read = sources } else { read = try readTableSources() }
        return TablePlan(repository: repository, documents: documents, translations: translations, sources: read.specs, sourceNames: read.names)
    }

    func readTableSources() throws(ConfigurationError) -> TableSources {
        var specs: [String: TableSpec] = [:]
        var names: [String: String] = [:]
        for (index, table) in repository.configuration.tables.enumerated() where specs[table.source] == nil {
            let source = try resolve(table.source, key: "tables[\(index)].source")
            do {
                specs[table.source] = try source.table()
            } catch {
                throw ConfigurationError(path: error.path ?? Configuration.fileName, location: error.location, message: error.message)
            }
            names[table.source] = source.name
        }
        return TableSources(specs: specs, names: names)
    }

    private func resolve(_ source: String, key: String) throws(ConfigurationError) -> any TableSource {
        if let builtIn = builtInSources[source] { return builtIn }
        guard source.hasSuffix(".json") else {
            let known = builtInSources.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw ConfigurationError(
                path: Configuration.fileName,
                message: "key '\(key)': unknown table source '\(source)'; name a built-in source (\(known.isEmpty ? "none" : known)) or a .json file")
        }
        switch DocumentLoader(repository: repository).read(source) {
        case .success(let bytes):
            return JSONTableSource(path: source, bytes: bytes)
        case .failure(let failure):
            throw ConfigurationError(path: Configuration.fileName, message: "key '\(key)': '\(source)': \(DocumentRule.message(failure.reason))")
        }
    }
}
