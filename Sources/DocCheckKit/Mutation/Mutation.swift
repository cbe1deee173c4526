/// One way of breaking a repository's documents on purpose, applied through the document
/// model (it finds the table, the block, the pin), to see whether a check catches it.
public struct Mutation: Sendable {
    public var id: String
    public var summary: String
    /// The rules that should catch it (the rule whose `mutations` list it); a catch by
    /// another rule still counts, and is shown.
    public internal(set) var expectedRules: [String] = []
    /// Whether only a compile (`swift build --build-tests`, then the example tests) can catch it.
    public var needsCompile: Bool
    /// Whether only a check with the package's symbol graph can catch it.
    public var needsSymbolGraph: Bool
    /// Whether only `verify --consumer` can catch it (it builds a package, so it runs with `--compile`).
    public var needsConsumer: Bool
    /// Breaks the workspace; returns where, or nil when the repository has nothing to break.
    let apply: @Sendable (MutationWorkspace) throws -> MutationSite?

    public init(
        id: String, summary: String, needsCompile: Bool = false, needsSymbolGraph: Bool = false, needsConsumer: Bool = false,
        apply: @escaping @Sendable (MutationWorkspace) throws -> MutationSite?
    ) {
        self.id = id
        self.summary = summary
        self.needsCompile = needsCompile
        self.needsSymbolGraph = needsSymbolGraph
        self.needsConsumer = needsConsumer
        self.apply = apply
    }
}

/// Where a mutation broke the repository.
public struct MutationSite: Sendable, Equatable {
    public var path: String
    public var line: Int
}

/// What became of one mutation.
public enum MutationOutcome: Sendable, Equatable {
    case caught(rule: String, path: String?, line: Int?, expected: Bool)
    case survived
    case notApplicable
    case notRun(NotRun)

    /// Why a mutation was not run.
    public enum NotRun: String, Sendable, Equatable {
        case needsCompile = "needs --compile"
        case needsSymbolGraph = "needs the symbol graph (doccheck verify --symbols makes it)"

        /// How the summary counts it: "2 not run (need --compile)".
        public var plural: String {
            switch self {
            case .needsCompile: "need --compile"
            case .needsSymbolGraph: "need the symbol graph"
            }
        }
    }
}
