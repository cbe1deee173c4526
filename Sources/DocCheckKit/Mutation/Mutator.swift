import Foundation

/// Breaks a copy of a repository one mutation at a time and reports which checks catch each.
/// The repository itself is only read: every edit happens in the copy.
public struct Mutator: Sendable {
    public struct Result: Sendable {
        public var mutation: Mutation
        public var site: MutationSite?
        public var outcome: MutationOutcome
    }

    public enum Failure: Error, Sendable {
        /// The unmutated copy has findings: mutate cannot tell a catch from a false alarm.
        case notClean([Diagnostic])
        case compileFailed(String)
    }

    let source: Repository
    let makeEngine: @Sendable (Repository) -> DocCheck
    let compile: Bool
    /// Whether a warning catches a mutation, as it fails `verify --strict`; otherwise only
    /// errors do (a translation that falls behind is a warning).
    let strictness: Strictness
    let mutations: [Mutation]

    public init(
        repository: Repository, compile: Bool, strictness: Strictness = Strictness(isStrict: false), mutations: [Mutation] = MutationCatalogue.all,
        makeEngine: @escaping @Sendable (Repository) -> DocCheck
    ) {
        self.source = repository
        self.compile = compile
        self.strictness = strictness
        self.mutations = mutations
        self.makeEngine = makeEngine
    }

    /// Copies the repository (without build products) into `folder` and runs every mutation there.
    public func run(in folder: URL, progress: (Result) -> Void = { _ in }) throws -> [Result] {
        try Self.copy(source.root, to: folder)
        SymbolGraphCache(root: source.root).copyCurrent(to: SymbolGraphCache(root: folder))
        let workspace = try MutationWorkspace(root: folder)
        let baseline = try makeEngine(workspace.repository).verify().diagnostics.filter(strictness.fails)
        guard baseline.isEmpty else { throw Failure.notClean(baseline) }
        if compile, let failure = Self.build(folder, tests: false) { throw Failure.compileFailed(failure) }
        var results: [Result] = []
        for mutation in mutations {
            let result = try run(mutation, in: workspace)
            try workspace.restore()
            progress(result)
            results.append(result)
        }
        return results
    }

    private func run(_ mutation: Mutation, in workspace: MutationWorkspace) throws -> Result {
        guard let site = try mutation.apply(workspace) else { return Result(mutation: mutation, site: nil, outcome: .notApplicable) }
        let engine = makeEngine(workspace.repository)
        let expected = Set(mutation.expectedRules)
        if mutation.needsSymbolGraph, workspace.repository.configuration.symbolGraphs == nil,
            SymbolGraphCache(root: workspace.root).current() == nil
        {
            return Result(mutation: mutation, site: site, outcome: .notRun(.needsSymbolGraph))
        }
        if mutation.needsCompile {
            guard compile else { return Result(mutation: mutation, site: site, outcome: .notRun(.needsCompile)) }
            let plan = engine.planExamples().plan
            for file in plan.files where file.isChanged {
                if let bytes = file.new { try workspace.write(file.path, bytes) }
            }
            guard let output = Self.build(workspace.root, tests: true) else {
                return Result(mutation: mutation, site: site, outcome: .survived)
            }
            // A compile error names the path as written in `#sourceLocation`; a failed
            // expectation of swift-testing names the file alone.
            let name = site.path.split(separator: "/").last.map(String.init) ?? site.path
            let pattern = try Regex("(?:^|[\\s/])\(NSRegularExpression.escapedPattern(for: name)):(\\d+):")
            let line = output.firstMatch(of: pattern).flatMap { ($0.output[1].substring).flatMap { Int($0) } }
            return Result(
                mutation: mutation, site: site,
                outcome: .caught(rule: SwiftCompileRule.id, path: site.path, line: line, expected: expected.contains(SwiftCompileRule.id)))
        }
        var findings = try engine.verify().diagnostics.filter(strictness.fails)
        if mutation.needsConsumer {
            guard compile else { return Result(mutation: mutation, site: site, outcome: .notRun(.needsCompile)) }
            findings += ConsumerCheck(repository: workspace.repository).findings
        }
        guard let finding = findings.first(where: { expected.contains($0.ruleID) }) ?? findings.first else {
            return Result(mutation: mutation, site: site, outcome: .survived)
        }
        return Result(
            mutation: mutation, site: site,
            outcome: .caught(rule: finding.ruleID, path: finding.path, line: finding.location?.line, expected: expected.contains(finding.ruleID)))
    }

    /// Builds the copy (and runs its example tests); returns the output when that fails.
    static func build(_ folder: URL, tests: Bool) -> String? {
        let scratch = folder.deletingLastPathComponent().appendingPathComponent("build").path
        var commands = [["swift", "build", "--build-tests", "--package-path", folder.path, "--scratch-path", scratch]]
        if tests {
            commands.append([
                "swift", "test", "--skip-build", "--package-path", folder.path, "--scratch-path", scratch, "--filter", "ReadmeExamplesTests",
            ])
        }
        for command in commands {
            let result: Subprocess.Result
            do { result = try Subprocess.run(command, capture: .both) } catch { return error.message }
            if result.status != 0 { return result.text }
        }
        return nil
    }

    /// Copies every top-level entry but build products.
    static func copy(_ root: URL, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where ![".build", ".swiftpm"].contains(name) {
            try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }
}
