import Testing

@testable import DocCheckKit

@Suite struct ExampleTestGeneratorTests {
    func source(_ text: String, path: String = "Docs/Guide.md") -> String? {
        let collector = ExampleCollector(documents: [MarkdownDocument(path: path, text: text)])
        return ExampleTestGenerator.source(for: collector.examples, documentPath: path)
    }

    @Test func testsKeepTheDocumentLines() throws {
        let text = "# Guide\n\n<!-- doccheck: test -->\n```swift\nimport Foo\nlet a = 1 // → 1\n```\n"
        let generated = try #require(source(text))
        #expect(generated.hasPrefix(ExampleTestGenerator.header))
        #expect(generated.contains("import Testing\nimport Foo\n"))
        #expect(generated.contains("@Test(\"Docs/Guide.md:4\")\nfunc line4() async throws {\n#sourceLocation(file: \"Docs/Guide.md\", line: 5)\n\nlet a = 1; #expect(a == 1)\n#sourceLocation()\n}"))
        #expect(generated.contains("struct Docs_GuideExamples {"))
    }

    @Test func continuationSharesTheTestAndModuleBlocksAreGuarded() throws {
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
            @main struct App {}
            ```
            """
        let generated = try #require(source(text))
        #expect(generated.components(separatedBy: "@Test(").count == 2)
        #expect(generated.contains("#sourceLocation(file: \"Docs/Guide.md\", line: 7)\nprint(a)"))
        #expect(generated.contains("#if canImport(SwiftUI)\nimport SwiftUI\nenum Docs_GuideExamples_line10 {"))
        #expect(generated.contains("\n      struct App {}\n"))
    }

    /// `// →` inside a string literal is text, never a result comment.
    @Test func resultCommentsAreNeverReadInsideStrings() throws {
        let text = #"""
            <!-- doccheck: test -->
            ```swift
            let s = "a // → b"
            let t = "// → c" // → "// → c"
            let u = #"\"// → d"#.count   // → 8
            ```
            """#
        let generated = try #require(source(text))
        #expect(generated.contains("\nlet s = \"a // → b\"\n"))
        #expect(generated.contains(#"\#nlet t = "// → c"; #expect(t == "// → c")\#n"#))
        #expect(generated.contains(##"\##nlet u = #"\"// → d"#.count; #expect(u == 8)\##n"##))
    }

    @Test func skippedAndManifestBlocksGenerateNothing() {
        #expect(source("<!-- doccheck: skip \"x\" -->\n```swift\nlet a = 1\n```\n<!-- doccheck: manifest -->\n```swift\n.package()\n```\n") == nil)
    }

    @Test func fileNamesAndIdentifiers() {
        #expect(ExampleTestGenerator.fileName(for: "README.md") == "README.swift")
        #expect(ExampleTestGenerator.fileName(for: "Docs/doccheck.docc/Getting Started.md") == "Docs_doccheck.docc_Getting_Started.swift")
        #expect(ExampleTestGenerator.identifier("Docs/a-b.md") == "Docs_a_bExamples")
    }
}
