import Testing

@testable import DocCheckKit

@Suite struct ExampleTestGeneratorTests {
    func source(_ text: String, path: String = "Docs/Guide.md") -> String? {
        let collector = ExampleCollector(documents: [MarkdownDocument(path: path, text: text)])
        return ExampleTestGenerator.source(for: collector.examples, documentPath: path, typeName: ExampleTestGenerator.identifier(path))
    }

    @Test func testsKeepTheDocumentLines() throws {
        let text = "# Guide\n\n<!-- doccheck: test -->\n```swift\nimport Foo\nlet a = 1 // → 1\n```\n"
        let generated = try #require(source(text))
        #expect(generated.hasPrefix(ExampleTestGenerator.header))
        #expect(generated.contains("import Testing\nimport Foo\n"))
        #expect(
            generated.contains(
                "@Test(\"Docs/Guide.md:4\")\nfunc line4() async throws {\n#sourceLocation(file: \"Docs/Guide.md\", line: 5)\n\nlet a = 1; #expect(a == 1)\n#sourceLocation()\n}"
            ))
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

    /// `// → throws` expects the line to throw: any error, an error type or an error value.
    @Test func throwsExpectsTheLineToThrow() throws {
        let text = """
            <!-- doccheck: test -->
            ```swift
            parse("x")              // → throws
            try parse("x")          // → throws ParseError
            await load("y")         // → throws ParseError.empty
            ```
            """
        let generated = try #require(source(text))
        #expect(generated.contains(#"\#n#expect(throws: (any Error).self) { try parse("x") }\#n"#))
        #expect(generated.contains(#"\#n#expect(throws: ParseError.self) { try parse("x") }\#n"#))
        #expect(generated.contains(#"\#n#expect(throws: ParseError.empty) { try await load("y") }\#n"#))
    }

    /// Setup lines in the annotation run first, under their own document lines.
    @Test func setupLinesRunBeforeTheBlockAtTheirLines() throws {
        let text = "# Guide\n\n<!-- doccheck: test\nlet base = 20\n-->\n```swift\nbase + 1   // → 21\n```\n"
        let generated = try #require(source(text))
        #expect(
            generated.contains(
                "func line6() async throws {\n#sourceLocation(file: \"Docs/Guide.md\", line: 4)\nlet base = 20\n#sourceLocation()\n#sourceLocation(file: \"Docs/Guide.md\", line: 7)\n#expect((base + 1) == 21)\n"
            ), "\(generated)")
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

    /// A must-fail block is compiled on its own at test time, its lines kept as written; a
    /// `continues` block after it joins the compiled block before it.
    @Test func mustFailBlocksAreCompiledOnTheirOwn() throws {
        let text = """
            <!-- doccheck: test -->
            ```swift
            let a = 1
            ```
            <!-- doccheck: fails "cannot find 'foo' in scope" -->
            ```swift
            foo("\\")
            ```
            <!-- doccheck: test continues -->
            ```swift
            print(a)
            ```
            """
        let generated = try #require(source(text))
        #expect(ExampleTestGenerator.needsSupport(ExampleCollector(documents: [MarkdownDocument(path: "Docs/Guide.md", text: text)]).examples))
        #expect(ExampleTestGenerator.supportSource.contains("\nfunc expectCompileFailure("))
        #expect(
            generated.contains(
                #"""
                @Test("Docs/Guide.md:6 fails to compile")
                func line6() throws {
                #sourceLocation(file: "Docs/Guide.md", line: 6)
                try expectCompileFailure(["foo(\"\\\")"], file: "Docs/Guide.md", line: 7, diagnostic: "cannot find 'foo' in scope", imports: [])
                """#), "\(generated)")
        let joined = "let a = 1\n#sourceLocation()\n#sourceLocation(file: \"Docs/Guide.md\", line: 11)\nprint(a)"
        #expect(generated.contains("#sourceLocation(file: \"Docs/Guide.md\", line: 3)\n" + joined))
        #expect(generated.components(separatedBy: "@Test(").count == 3)
    }

    @Test func skippedAndManifestBlocksGenerateNothing() {
        #expect(source("<!-- doccheck: skip \"x\" -->\n```swift\nlet a = 1\n```\n<!-- doccheck: manifest -->\n```swift\n.package()\n```\n") == nil)
    }

    @Test func fileNamesAndIdentifiers() {
        let names = ExampleTestGenerator.names(for: ["README.md", "Docs/doccheck.docc/Getting Started.md", "Docs/a-b.md"])
        #expect(names["README.md"] == .init(fileName: "README.swift", typeName: "READMEExamples"))
        #expect(names["Docs/doccheck.docc/Getting Started.md"]?.fileName == "Docs_doccheck.docc_Getting_Started.swift")
        #expect(names["Docs/a-b.md"] == .init(fileName: "Docs_a-b.swift", typeName: "Docs_a_bExamples"))
        #expect(ExampleTestGenerator.identifier("Docs/Über uns 2.md") == "Docs_Über_uns_2Examples")
        #expect(ExampleTestGenerator.identifier("Docs/日本語/é\u{301}.md") == "Docs_日本語_é_Examples")
    }

    /// Paths whose names would be the same each get a name of their own, file and type alike.
    @Test(arguments: [
        ["Docs/A_B.md", "Docs/A/B.md"],
        ["Docs/Getting Started.md", "Docs/Getting_Started.md", "Docs/Getting/Started.md"],
        ["Docs/a-b.md", "Docs/a.b.md"],
    ])
    func pathsThatWouldShareANameAreToldApart(_ paths: [String]) {
        let names = ExampleTestGenerator.names(for: paths + ["README.md"])
        #expect(Set(paths.compactMap { names[$0]?.fileName }).count == paths.count)
        #expect(Set(paths.compactMap { names[$0]?.typeName }).count == paths.count)
        #expect(names["README.md"]?.fileName == "README.swift")
    }

    /// Both documents' blocks are generated, each into a file of its own.
    @Test func documentsWhoseNamesWouldClashAreBothGenerated() throws {
        let block = "# G\n\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n"
        let repo = try TemporaryRepository(files: ["README.md": "# P\n", "Docs/A_B.md": block, "Docs/A/B.md": block])
        let plan = DocCheck(repository: try Repository(root: repo.root)).planExamples().plan
        let written = plan.files.filter { $0.new != nil }
        #expect(written.count == 2)
        #expect(Set(written.map(\.path)).count == 2)
        let sources = written.compactMap { $0.new.map { String(decoding: $0, as: UTF8.self) } }
        #expect(sources.contains { $0.contains("#sourceLocation(file: \"Docs/A_B.md\"") })
        #expect(sources.contains { $0.contains("#sourceLocation(file: \"Docs/A/B.md\"") })
    }
}
