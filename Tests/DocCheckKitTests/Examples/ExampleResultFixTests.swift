import Testing

@testable import DocCheckKit

/// `fix-examples` reads swift-testing's failures and rewrites only a stated value.
@Suite struct ExampleResultFixTests {
    @Test func failuresAreReadFromTheTestOutput() {
        let output = """
            ✘ Test "Sources/Tiny/Point.swift:4" recorded an issue at Point.swift:6:1: Expectation failed: ((p.x) → 1) == 2
            ✘ Test "README.md:40 fails to compile" recorded an issue at README.md:40:25: Issue recorded
            ✘ Test "README.md:6" recorded an issue at Other.md:9:1: Expectation failed: (a → 1) == 2
            ✘ Test "README.md:6" failed after 0.001 seconds with 1 issue.
            """
        #expect(
            ExampleResultFix.failures(in: output) == [
                .init(path: "Sources/Tiny/Point.swift", line: 6, message: "Expectation failed: ((p.x) → 1) == 2"),
                .init(path: "README.md", line: 40, message: "Issue recorded"),
            ])
    }

    @Test func theProducedValueIsTheLeftSides() {
        #expect(ExampleResultFix.producedValue("Expectation failed: ((p.x) → 1) == 2", stated: "2") == "1")
        #expect(
            ExampleResultFix.producedValue(#"Expectation failed: (text → "Hello, Ada!") == "Hello, Bob!""#, stated: #""Hello, Bob!""#)
                == #""Hello, Ada!""#)
        // An arrow in a string of the expression is not the one before the value.
        #expect(ExampleResultFix.producedValue(#"Expectation failed: ((f("a → b")) → [2, 4]) == []"#, stated: "[]") == "[2, 4]")
        #expect(ExampleResultFix.producedValue("Expectation failed: ((p.x) → 1) == 2", stated: "3") == nil)
        #expect(ExampleResultFix.producedValue("an error was expected but none was thrown", stated: "throws") == nil)
    }

    @Test(arguments: [
        ("1", true), ("-2.5e3", true), (#""a → \"b\"""#, true), ("[2, 4]", true), (#"["a": 1, "b": nil]"#, true), ("(1, true)", true),
        ("Point(x: 1, y: 3)", false), ("ShowcaseDemo.glassButtons", false), ("{ 1 }", false), (#""open"#, false), ("1 // no", false),
    ])
    func onlyLiteralsAreWritten(_ value: String, _ literal: Bool) {
        #expect(ExampleResultFix.isLiteral(value) == literal)
    }

    /// The value is replaced in the file's own line: a doc comment's `///` and a CRLF stay.
    @Test func theRewriteKeepsTheRestOfTheLine() throws {
        let source = "/// A point.\r\n///\r\n/// <!-- doccheck: test -->\r\n/// ```swift\r\n/// p.x   // → 2  \r\n/// ```\r\npublic struct P {}\r\n"
        let path = "Sources/K/P.swift"
        let comments = DocComment.comments(in: source).filter(\.holdsFence)
        let document = DocCommentSource(path: path, module: "K", comments: comments.map { ($0, $0.document(path: path)) })
        let collector = ExampleCollector(documents: [], sources: [document])
        try #require(collector.examples.count == 1)
        let failure = ExampleResultFix.Failure(path: "Sources/K/P.swift", line: 5, message: "Expectation failed: ((p.x) → 1) == 2")
        let fix = ExampleResultFix(failures: [failure], examples: collector.examples, contents: { _ in Array(source.utf8) })
        #expect(fix.unfixable.isEmpty)
        let fixed = String(decoding: fix.applied(to: Array(source.utf8), path: "Sources/K/P.swift"), as: UTF8.self)
        #expect(fixed == source.replacingOccurrences(of: "// → 2  ", with: "// → 1  "))
    }
}
