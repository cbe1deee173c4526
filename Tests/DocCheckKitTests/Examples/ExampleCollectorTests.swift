import Testing

@testable import DocCheckKit

/// Every Swift block gets a status from the annotation directly before it, or a finding.
@Suite struct ExampleCollectorTests {
    func collect(_ text: String) -> ExampleCollector {
        ExampleCollector(documents: [MarkdownDocument(path: "README.md", text: text)])
    }

    func messages(_ text: String) -> [String] {
        collect(text).diagnostics.map { "\($0.location?.line ?? 0) [\($0.ruleID)] \($0.message)" }
    }

    @Test func eachAnnotationGivesItsStatus() {
        let text = """
            <!-- doccheck: test -->
            ```swift
            let a = 1
            ```

            <!-- doccheck: test continues -->
            ```swift
            print(a)
            ```
            <!-- doccheck: requires SwiftUI -->
            ```swift
            import SwiftUI
            ```
            <!-- doccheck: manifest -->
            ```swift
            .package(url: "x", from: "1.0.0")
            ```
            <!-- doccheck: skip "needs a device with Apple Intelligence" -->
            ```swift
            let session = LanguageModelSession()
            ```

            ```sh
            swift test
            ```
            """
        let collector = collect(text)
        #expect(collector.diagnostics.isEmpty)
        #expect(
            collector.examples.map(\.status) == [
                .compiled(continues: false), .compiled(continues: true), .compiledWhere(module: "SwiftUI"), .manifest,
                .skipped(reason: "needs a device with Apple Intelligence"),
            ])
        #expect(collector.examples.map(\.line) == [2, 7, 11, 15, 19])
    }

    @Test func blockWithoutStatusIsAFindingAtItsLine() {
        #expect(
            messages("# T\n\n```swift\nlet a = 1\n```\n") == [
                "3 [swift-block-status] Swift block has no status; put an annotation such as <!-- doccheck: test --> or <!-- doccheck: skip \"why\" --> directly before it"
            ])
    }

    @Test func annotationsThatDoNotFitAreFindings() {
        #expect(
            messages("<!-- doccheck: compile -->\n```swift\nlet a = 1\n```\n").first?.hasPrefix("1 [swift-block-status] unknown annotation 'compile'")
                == true)
        #expect(
            messages("<!-- doccheck: skip -->\n```swift\nlet a = 1\n```\n").first?.hasPrefix("1 [swift-block-status] skip needs a reason") == true)
        #expect(
            messages("<!-- doccheck: test -->\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n")
                == ["1 [swift-block-status] Swift block at line 3 has 2 annotations; keep one"])
        #expect(
            messages("<!-- doccheck: test -->\n\nSome text.\n\n```swift\nlet a = 1\n```\n") == [
                "5 [swift-block-status] Swift block has no status; put an annotation such as <!-- doccheck: test --> or <!-- doccheck: skip \"why\" --> directly before it",
                "1 [swift-block-status] annotation is not directly before a Swift block; move it to the line before the block's opening fence",
            ])
        #expect(
            messages("<!-- doccheck: test -->\n```sh\nls\n```\n") == [
                "1 [swift-block-status] annotation is not directly before a Swift block; move it to the line before the block's opening fence"
            ])
        #expect(
            messages("<!-- doccheck: test continues -->\n```swift\nlet a = 1\n```\n")
                == ["1 [swift-block-status] 'test continues' needs an earlier 'test' block in README.md to continue"])
    }

    @Test func markersAndOtherCommentsAreNotAnnotations() {
        #expect(messages("<!-- a comment -->\n```swift\nlet a = 1\n```\n").first?.contains("has no status") == true)
        #expect(!ExampleAnnotation.isAnnotation("<!-- doccheck:begin demo-table -->"))
        #expect(ExampleAnnotation.isAnnotation("<!-- doccheck: test -->"))
    }

    @Test func unbalancedSwiftIsAFindingAtItsLine() {
        #expect(
            messages("<!-- doccheck: test -->\n```swift\nlet a = [1, 2\nprint(a)\n```\n")
                == ["3 [swift-block-syntax] Swift block is not valid Swift: '[' is never closed"])
        #expect(
            messages("<!-- doccheck: test -->\n```swift\nlet a = 1\n}\n```\n")
                == ["4 [swift-block-syntax] Swift block is not valid Swift: '}' has no matching '{'"])
        #expect(messages("<!-- doccheck: test -->\n```swift\nlet a = \"{ not code\" // }\n```\n").isEmpty)
    }

    /// A string that ends in an escaped backslash ends at its quote: the bracket after it counts.
    @Test func aBackslashBeforeAClosingQuoteIsEscapedItself() {
        let text = #"""
            <!-- doccheck: test -->
            ```swift
            let s = "\\"; let a = [1
            ```
            """#
        #expect(messages(text) == ["3 [swift-block-syntax] Swift block is not valid Swift: '[' is never closed"])
    }

    /// A result comment that cannot become an expectation is a finding at its line, and the
    /// block generates nothing (never a test file that does not compile).
    @Test(arguments: [
        ("let total = [1, 2, 3]\n    .reduce(0, +)   // → 12", 4, "its line continues the statement of line 3"),
        ("let total = 1 +\n    2   // → 3", 4, "its line continues the statement of line 3"),
        ("let a = [\n    1,   // → 1\n]", 4, "it is inside the '[' opened at line 3"),
        ("let a = max(1,   // → 1\n    2)", 3, "it is inside the '(' opened at line 3"),
        ("for x in [1] {\n    x   // → 1\n}", 4, "it is inside the '{' opened at line 3"),
        ("let a = [1, 2]   // → [1, 2]\n    .count", 3, "line 4 continues its statement"),
        ("let s = \"\"\"\n    a\n    \"\"\"   // → \"a\"", 5, "its line continues a multi-line string or comment"),
        ("var x = 1\nx = 2   // → 2", 4, "its line is an assignment, which has no value"),
        ("var x = 1\nx += 2   // → 3", 4, "its line is an assignment, which has no value"),
        ("if true {}   // → 1", 3, "'if' begins a statement that is not an expression"),
        ("let (a, b) = (1, 2)   // → 1", 3, "'let' binds no single name"),
        ("let a: Int   // → 1", 3, "'let a' has no value"),
        ("let a = 1; a + 1   // → 2", 3, "its line holds more than one statement"),
        ("let a = 1\n// → 1", 4, "no code comes before it on its line"),
        ("max(1, 2)   // →", 3, "it states no value"),
        ("let n = try parse(\"x\")   // → throws", 3, "'let n' binds no value when it throws; state 'throws' of the call alone"),
        (
            "parse(\"x\")   // → throws 3", 3,
            "'3' names no error type or value; write 'throws', 'throws ErrorType' or 'throws ErrorType.case'"
        ),
    ])
    func resultCommentsThatCannotBeExpectationsAreFindings(code: String, line: Int, reason: String) throws {
        let collector = collect("<!-- doccheck: test -->\n```swift\n\(code)\n```\n")
        let finding = try #require(collector.diagnostics.first)
        #expect(collector.diagnostics.count == 1)
        #expect(finding.ruleID == "swift-block-syntax")
        #expect(finding.location?.line == line)
        #expect(finding.message.hasPrefix("result comment '// →"), "\(finding.message)")
        #expect(finding.message.hasSuffix(": " + reason), "\(finding.message)")
        #expect(collector.examples.isEmpty)
        #expect(ExampleTestGenerator.source(for: collector.examples, documentPath: "README.md", typeName: "READMEExamples") == nil)
    }

    @Test func aResultCommentFindingPointsAtTheComment() throws {
        let collector = collect("<!-- doccheck: test -->\n  ```swift\n  let a = [1]\n      .count   // → 1\n  ```\n")
        let finding = try #require(collector.diagnostics.first)
        #expect(finding.location == SourceLocation(line: 4, column: 16))
        #expect(finding.message == "result comment '// → 1' cannot become an expectation: its line continues the statement of line 3")
    }

    /// One finding per result comment, each at its own line and column, however many there are.
    @Test func everyResultCommentThatCannotBeAnExpectationIsAFinding() {
        let code = Array(repeating: "a +\n    1   // → 2", count: 5_000).joined(separator: "\n")
        let collector = collect("<!-- doccheck: test -->\n```swift\n\(code)\n```\n")
        #expect(collector.diagnostics.count == 5_000)
        #expect(collector.diagnostics.last?.location == SourceLocation(line: 10_002, column: 9))
    }

    @Test func blocksCompiledWhereAModuleExistsAreCheckedToo() {
        #expect(
            messages("<!-- doccheck: requires SwiftUI -->\n```swift\nlet a = [1]\n    .count   // → 1\n```\n")
                == ["4 [swift-block-syntax] result comment '// → 1' cannot become an expectation: its line continues the statement of line 3"])
        #expect(
            messages("<!-- doccheck: requires SwiftUI -->\n```swift\nlet a = (1\n```\n")
                == ["3 [swift-block-syntax] Swift block is not valid Swift: '(' is never closed"])
    }

    /// GitHub reads the info string's first word, ignoring case: these blocks are Swift.
    @Test(arguments: ["Swift", "SWIFT", "swift title=\"x\"", "Swift\tnumbered"])
    func swiftIsTheInfoStringsFirstWordInAnyCase(_ info: String) throws {
        #expect(messages("# T\n\n```\(info)\nlet a = 1\n```\n").first?.hasPrefix("3 [swift-block-status] Swift block has no status") == true)
        let collector = collect("<!-- doccheck: test -->\n```\(info)\nlet a = 1   // → 1\n```\n")
        #expect(collector.diagnostics.isEmpty)
        #expect(collector.examples.map(\.status) == [.compiled(continues: false)])
        let generated = try #require(ExampleTestGenerator.source(for: collector.examples, documentPath: "README.md", typeName: "READMEExamples"))
        #expect(generated.contains("\nlet a = 1; #expect(a == 1)\n"))
    }

    @Test(arguments: ["swifty", "sh", "", "objective-c", "~~~swift"])
    func otherInfoStringsAreNotSwift(_ info: String) {
        #expect(collect("# T\n\n```\(info)\nlet a = 1\n```\n").diagnostics.isEmpty)
    }
}

/// The splitter keeps every line's number and moves only what must live at file scope.
@Suite struct SwiftBlockSplitterTests {
    @Test func importsAndExtensionsMoveOutKeepingLineNumbers() {
        let split = SwiftBlockSplitter(lines: ["import Foo", "let a = 1", "extension Int {", "  var b: Int { 1 }", "}", "print(a)"])
        #expect(split.imports == ["import Foo"])
        #expect(split.fileScope == [.init(firstLine: 2, lines: ["extension Int {", "  var b: Int { 1 }", "}"])])
        #expect(split.body == ["", "let a = 1", "", "", "", "print(a)"])
    }

    @Test(arguments: [
        ("let x = f()   // → 3", "let x = f(); #expect(x == 3)"),
        ("var y: Int = f() // → [1]", "var y: Int = f(); #expect(y == [1])"),
        ("  f(2)   // → .webView", "  #expect((f(2)) == .webView)"),
        ("let z = 1 // a plain comment", "let z = 1 // a plain comment"),
        ("let s = \"a // b\" // → \"a // b\"", "let s = \"a // b\"; #expect(s == \"a // b\")"),
        ("\ttry f(x: 1) /* one */  // →  3  ", "\t#expect((try f(x: 1) /* one */) == 3)"),
        ("open(url)   // → true", "#expect((open(url)) == true)"),
        ("a.b == c && !d   // → false", "#expect((a.b == c && !d) == false)"),
        ("let f: (Int) -> Int = { $0 = 1 }   // → g", "let f: (Int) -> Int = { $0 = 1 }; #expect(f == g)"),
        ("let s = \"\\(a // → b)\"", "let s = \"\\(a // → b)\""),
    ])
    func resultCommentsBecomeExpectations(_ line: String, _ expected: String) {
        let split = SwiftBlockSplitter(lines: [line])
        #expect(split.body == [expected])
    }
}
