import Foundation

/// The generated test files the documents' Swift blocks call for, and how the files on
/// disk differ from them. `verify` reports the differences; `regen-examples` writes.
public struct ExamplePlan: Sendable {

    public internal(set) var examples: [SwiftExample] = []
    public internal(set) var files: [FileChange] = []
    /// Findings about the blocks themselves (missing status, bad annotations, bad Swift).
    public internal(set) var blockProblems: [SwiftBlockProblem] = []
    /// The findings of `blockProblems`, which block writing the generated tests.
    public var blockDiagnostics: [Diagnostic] { blockProblems.map(\.finding) }

    /// Whether `repository` has opted in to compiled examples: it configures or has an
    /// examples folder, or gives any Swift block a status (a bad one included).
    func isOptedIn(_ repository: Repository) -> Bool {
        let configuration = repository.configuration
        return configuration.explicitKeys.contains("examplesFolder") || repository.fileExists(configuration.examplesFolder)
            || !examples.isEmpty
            || blockProblems.contains { problem in
                if case .syntax = problem.kind { false } else { problem.kind != .noStatus }
            }
    }

    /// The plan for `documents`, whose generated names are made among `documentPaths`, every
    /// document that can have examples (read once by the caller).
    /// The doc comments of `sources` are examples too, each file's compiled in one test file
    /// that imports the file's module, and so are the `snippets` that state a result.
    init(
        repository: Repository, documents: [MarkdownDocument], documentPaths: [String], sources: [DocCommentSource] = [],
        snippets: [(path: String, text: String)] = []
    ) {
        let collector = ExampleCollector(documents: documents, sources: sources, snippets: snippets)
        examples = collector.examples
        blockProblems = collector.problems
        let folder = repository.configuration.examplesFolder
        var expected: [String: [UInt8]] = [:]
        // Grouped once: filtering every example for every document grew with their product.
        let byDocument = Dictionary(grouping: examples, by: \.path)
        // Named among every document that can have examples, so a staged run names alike.
        let names = ExampleTestGenerator.Naming(documentPaths + documents.map(\.path) + sources.map(\.path) + snippets.map(\.path))
        let generated = documents.map { ($0.path, [String]()) } + sources.map { ($0.path, [$0.module]) } + snippets.map { ($0.path, [String]()) }
        for (path, imports) in generated {
            // A document without a tested block has no file, and needs no name.
            guard let own = byDocument[path], own.contains(where: \.status.isTested), let name = names[path] else { continue }
            if let source = ExampleTestGenerator.source(for: own, documentPath: path, typeName: name.typeName, importing: imports) {
                expected[folder + "/" + name.fileName] = Array(source.utf8)
            }
        }
        if ExampleTestGenerator.needsSupport(examples) {
            expected[folder + "/" + ExampleTestGenerator.supportFileName] = Array(ExampleTestGenerator.supportSource.utf8)
        }
        var paths = Set(expected.keys)
        // The generated files of documents that were not read (one that cannot be read has its
        // own finding) are neither judged nor removed: nothing is known of their blocks.
        let read = Set(documents.map(\.path))
        var unread = Set(documentPaths.filter { !read.contains($0) }.compactMap { names[$0].map { folder + "/" + $0.fileName } })
        // An unread document may be the one whose blocks need the support file.
        if !unread.isEmpty { unread.insert(folder + "/" + ExampleTestGenerator.supportFileName) }
        // Generated files that no document calls for any more are stale.
        for name in repository.fileNames(in: folder) where name.hasSuffix(".swift") {
            let path = folder + "/" + name
            if unread.contains(path) { continue }
            if let data = repository.contents(path), data.starts(with: Array(ExampleTestGenerator.header.utf8)) {
                paths.insert(path)
            }
        }
        for path in paths.sorted() {
            files.append(FileChange(path: path, old: repository.contents(path), new: expected[path]))
        }
    }

    /// One finding for each generated file that differs from what `regen-examples` writes.
    public var fileDiagnostics: [Diagnostic] {
        files.filter(\.isChanged).map { ExamplesGeneratedRule.finding(generated: $0) }
    }
}
