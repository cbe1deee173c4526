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
    /// Breaks the workspace; returns where, or nil when the repository has nothing to break.
    let apply: @Sendable (MutationWorkspace) throws -> MutationSite?

    public init(
        id: String, summary: String, needsCompile: Bool = false,
        apply: @escaping @Sendable (MutationWorkspace) throws -> MutationSite?
    ) {
        self.id = id
        self.summary = summary
        self.needsCompile = needsCompile
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
    case notRun(reason: String)
}
