import Testing

@testable import DocCheckKit

/// A snippet that states a result runs as a test, hidden lines included, at its own lines;
/// one that states none is left to SwiftPM's build.
@Suite struct SnippetExamplesTests {
    static let files = [
        "README.md": "# Kit\n\nA kit.\n",
        "Package.swift":
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
        "Snippets/Move.swift": "// snippet.hide\nimport Kit\n// snippet.show\nlet p = 1\np + 1   // → 2\n",
        "Snippets/Plain.swift": "print(\"a\")   // not → a result\nlet s = \"// → 3\"\n",
        "Snippets/Sub/Open.swift": "let a = [1,\n  2]   // → 2\n",
    ]

    @Test func aSnippetWithAResultIsATestAtItsLines() throws {
        let repo = try TemporaryRepository(files: Self.files)
        let plan = DocCheck(repository: try Repository(root: repo.root)).planExamples().plan
        let paths = plan.files.map(\.path)
        #expect(paths == ["Tests/ReadmeExamplesTests/Generated/Snippets_Move_swift.swift"])
        let source = String(decoding: try #require(plan.files.first?.new), as: UTF8.self)
        #expect(source.contains("import Testing\nimport Kit\n"))
        #expect(
            source.contains(
                "@Test(\"Snippets/Move.swift:1\")\nfunc line1() async throws {\n#sourceLocation(file: \"Snippets/Move.swift\", line: 1)\n// snippet.hide\n"
            ))
        #expect(source.contains("let p = 1\n#expect((p + 1) == 2)\n"))
    }

    /// A result comment that cannot become an expectation is a finding at its line in the snippet.
    @Test func aResultThatCannotBeAnExpectationIsAFindingAtItsLine() throws {
        let findings = try RuleRun.findings(Self.files).filter { $0.ruleID == SwiftBlockSyntaxRule.id }
        #expect(findings.map(\.path) == ["Snippets/Sub/Open.swift"])
        #expect(findings.map { $0.location?.line } == [2])
    }

    @Test func onlyALineCommentStatesAResult() {
        #expect(SnippetExamples.statesAResult("f()  // → 1\n"))
        #expect(!SnippetExamples.statesAResult("let s = \"// → 3\"\n/* // → 4 */\n"))
    }
}
