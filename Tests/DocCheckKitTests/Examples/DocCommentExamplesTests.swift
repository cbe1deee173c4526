import Testing

@testable import DocCheckKit

/// The Swift blocks of the targets' doc comments are examples like a document's: the same
/// statuses, compiled in a file of their own at the source's lines.
@Suite struct DocCommentExamplesTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Kit", targets: [.target(name: "Kit"), .executableTarget(name: "Tool")])
        """
    static let point = """
        /// A point.
        ///
        /// <!-- doccheck: test -->
        /// ```swift
        /// let p = Point(x: 1)
        /// p.x   // → 1
        /// ```
        public struct Point {
            public var x: Int

            /**
             * Moved by `dx`.
             *
             * ```swift
             * Point(x: 1).moved(by: 2)
             * ```
             */
            public func moved(by dx: Int) -> Point { Point(x: x + dx) }
        }

        """

    static let files = [
        "README.md": "# Kit\n\nA kit.\n", "Package.swift": manifest, "Sources/Kit/Point.swift": point,
        "Sources/Tool/main.swift": "/// ```swift\n/// run()\n/// ```\nfunc run() {}\n",
    ]

    @Test func aDocCommentBlockIsCompiledAtItsSourceLines() throws {
        let repo = try TemporaryRepository(files: Self.files)
        let plan = DocCheck(repository: try Repository(root: repo.root)).planExamples().plan
        let file = try #require(plan.files.first { $0.path.hasSuffix("/Sources_Kit_Point_swift.swift") })
        let source = String(decoding: try #require(file.new), as: UTF8.self)
        #expect(source.contains("import Testing\nimport Kit\n"))
        #expect(
            source.contains(
                "@Test(\"Sources/Kit/Point.swift:4\")\nfunc line4() async throws {\n#sourceLocation(file: \"Sources/Kit/Point.swift\", line: 5)\n"))
        #expect(source.contains("#expect((p.x) == 1)"))
        // An executable target cannot be imported: its comments are not examples.
        #expect(!plan.files.contains { $0.path.contains("Tool") })
    }

    /// A block with no status is a finding at its fence in the file, once the repository has
    /// opted in (here, by the other block's status).
    @Test func aBlockWithoutStatusIsAFindingAtItsFenceInTheFile() throws {
        let findings = try RuleRun.findings(Self.files).filter { $0.ruleID == SwiftBlockStatusRule.id }
        #expect(findings.map(\.path) == ["Sources/Kit/Point.swift"])
        #expect(findings.map(\.location) == [SourceLocation(line: 14, column: 8)])
        #expect(findings.first?.severity == .error)
    }

    @Test func withoutAnyStatusTheRepositoryGetsOneNote() throws {
        var files = Self.files
        files["Sources/Kit/Point.swift"] = Self.point.replacingOccurrences(of: "/// <!-- doccheck: test -->\n", with: "")
        let findings = try RuleRun.findings(files).filter { $0.ruleID == SwiftBlockStatusRule.id }
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.message.hasPrefix("2 Swift blocks in 1 document have no status") == true)
    }
}
