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
        #expect(collector.examples.map(\.status) == [
            .compiled(continues: false), .compiled(continues: true), .compiledWhere(module: "SwiftUI"), .manifest,
            .skipped(reason: "needs a device with Apple Intelligence"),
        ])
        #expect(collector.examples.map(\.line) == [2, 8, 12, 16, 20])
    }

    @Test func blockWithoutStatusIsAFindingAtItsLine() {
        #expect(messages("# T\n\n```swift\nlet a = 1\n```\n") == [
            "3 [swift-block-status] Swift block has no status; put an annotation such as <!-- doccheck: test --> or <!-- doccheck: skip \"why\" --> directly before it"
        ])
    }

    @Test func annotationsThatDoNotFitAreFindings() {
        #expect(messages("<!-- doccheck: compile -->\n```swift\nlet a = 1\n```\n").first?.hasPrefix("1 [swift-block-status] unknown annotation 'compile'") == true)
        #expect(messages("<!-- doccheck: skip -->\n```swift\nlet a = 1\n```\n").first?.hasPrefix("1 [swift-block-status] skip needs a reason") == true)
        #expect(messages("<!-- doccheck: test -->\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n")
            == ["1 [swift-block-status] Swift block at line 3 has 2 annotations; keep one"])
        #expect(messages("<!-- doccheck: test -->\n\nSome text.\n\n```swift\nlet a = 1\n```\n") == [
            "5 [swift-block-status] Swift block has no status; put an annotation such as <!-- doccheck: test --> or <!-- doccheck: skip \"why\" --> directly before it",
            "1 [swift-block-status] annotation is not directly before a Swift block; move it to the line before the block's opening fence",
        ])
        #expect(messages("<!-- doccheck: test -->\n```sh\nls\n```\n") == [
            "1 [swift-block-status] annotation is not directly before a Swift block; move it to the line before the block's opening fence"
        ])
        #expect(messages("<!-- doccheck: test continues -->\n```swift\nlet a = 1\n```\n")
            == ["1 [swift-block-status] 'test continues' needs an earlier 'test' block in README.md to continue"])
    }

    @Test func markersAndOtherCommentsAreNotAnnotations() {
        #expect(messages("<!-- a comment -->\n```swift\nlet a = 1\n```\n").first?.contains("has no status") == true)
        #expect(!ExampleAnnotation.isAnnotation("<!-- doccheck:begin demo-table -->"))
        #expect(ExampleAnnotation.isAnnotation("<!-- doccheck: test -->"))
    }

    @Test func unbalancedSwiftIsAFindingAtItsLine() {
        #expect(messages("<!-- doccheck: test -->\n```swift\nlet a = [1, 2\nprint(a)\n```\n")
            == ["3 [swift-block-syntax] Swift block is not valid Swift: '[' is never closed"])
        #expect(messages("<!-- doccheck: test -->\n```swift\nlet a = 1\n}\n```\n")
            == ["4 [swift-block-syntax] Swift block is not valid Swift: '}' has no matching '{'"])
        #expect(messages("<!-- doccheck: test -->\n```swift\nlet a = \"{ not code\" // }\n```\n").isEmpty)
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
    ])
    func resultCommentsBecomeExpectations(_ line: String, _ expected: String) {
        #expect(SwiftBlockSplitter.expectation(from: line) == expected)
    }
}
