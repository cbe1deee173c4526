import Foundation
import Testing

@testable import DocCheckKit

/// The DocC rules' mutations on a small package whose catalog has a symbol link, a snippet and
/// an image: each is caught by its rule at the line it broke, and the symbol link's mutation
/// is not run when no symbol graph is at hand.
@Suite struct DocCMutationTests {
    static let page = """
        # ``Geo``

        Geometry with ``Point``.

        @Snippet(path: "Geo/Snippets/Tour")

        @Image(source: "chart.png", alt: "A chart of two points")

        """

    static func files(graph: Bool) -> [String: String] {
        var files = [
            "README.md": "# Geo\n", "Package.swift": "// swift-tools-version:5.9\n", "Snippets/Tour.swift": "print(1)\n",
            "Sources/Geo/Geo.docc/Geo.md": page, "Sources/Geo/Geo.docc/Resources/chart.png": "x",
        ]
        if graph {
            files[".doccheck.json"] = #"{"symbolGraphs": "graphs"}"#
            files["graphs/Geo.symbols.json"] = SymbolLinkRule.exampleGraph
        }
        return files
    }

    static func run(graph: Bool) throws -> [String: Mutator.Result] {
        let repo = try TemporaryRepository(files: files(graph: graph))
        let scratch = try TemporaryRepository(files: [:])
        let mutations = MutationCatalogue.all.filter { ["symbol-link-renamed", "docc-snippet-renamed", "docc-image-renamed"].contains($0.id) }
        #expect(mutations.count == 3)
        let mutator = Mutator(repository: try Repository(root: repo.root), compile: false, mutations: mutations) {
            DocCheck(repository: $0)
        }
        let results = try mutator.run(in: scratch.root.appendingPathComponent("copy"))
        return Dictionary(uniqueKeysWithValues: results.map { ($0.mutation.id, $0) })
    }

    @Test func eachIsCaughtByItsRuleAtItsLine() throws {
        let results = try Self.run(graph: true)
        let page = "Sources/Geo/Geo.docc/Geo.md"
        #expect(results["symbol-link-renamed"]?.outcome == .caught(rule: SymbolLinkRule.id, path: page, line: 3, expected: true))
        #expect(results["docc-snippet-renamed"]?.outcome == .caught(rule: SnippetRule.id, path: page, line: 5, expected: true))
        #expect(results["docc-image-renamed"]?.outcome == .caught(rule: ResourceRule.id, path: page, line: 7, expected: true))
    }

    @Test func withoutAGraphTheSymbolLinkMutationIsNotRun() throws {
        let results = try Self.run(graph: false)
        #expect(results["symbol-link-renamed"]?.outcome == .notRun(.needsSymbolGraph))
        #expect(
            results["docc-snippet-renamed"]?.outcome == .caught(rule: SnippetRule.id, path: "Sources/Geo/Geo.docc/Geo.md", line: 5, expected: true))
    }
}
