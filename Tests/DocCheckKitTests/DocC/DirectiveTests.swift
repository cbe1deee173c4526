import Foundation
import Testing

@testable import DocCheckKit

/// DocC's directives as doccheck reads them from libcmark-gfm's blocks, and the rules over
/// them (`docc-snippet`, `docc-resource`, `docc-directive`, `image-alt` for `@Image`), each
/// finding in docc's words at the line and column `docc convert --analyze` gives.
@Suite struct DirectiveTests {
    static func directives(_ text: String) -> [DocCDirective] {
        DocCDirective.directives(in: MarkdownDocument(path: "Geo.docc/Geo.md", text: text))
    }

    @Test func argumentsAreReadWithTheirColumnsAcrossLines() {
        let found = Self.directives(
            "# Geo\n\n@Image(source: \"chart.png\", alt: \"A \\\"big\\\" chart\")\n\n@Video(\n  source: \"movie.mp4\",\n  poster: poster.png\n)\n\n@PageColor(blue)\n"
        )
        #expect(found.map(\.name) == ["Image", "Video", "PageColor"])
        #expect(found[0].location == SourceLocation(line: 3, column: 1))
        #expect(found[0].argument("source")?.location == SourceLocation(line: 3, column: 17))
        #expect(found[0].argument("alt")?.value == "A \"big\" chart")
        #expect(found[0].argument("alt")?.isVerbatim == false)
        #expect(found[1].argument("source")?.location == SourceLocation(line: 6, column: 12))
        #expect(found[1].argument("poster")?.value == "poster.png")
        #expect(
            found[2].arguments == [
                DocCDirective.Argument(label: nil, value: "blue", location: SourceLocation(line: 10, column: 12), isVerbatim: true)
            ])
    }

    @Test func nestedDirectivesAreFoundInParagraphsAndIndentedBlocks() {
        let found = Self.directives(
            "# Geo\n\n@Row {\n  @Column {\n    Text.\n  }\n\n    @Column {\n        @Image(source: \"a.png\", alt: \"A\")\n    }\n}\n")
        #expect(found.map(\.name) == ["Row", "Column", "Column", "Image"])
        #expect(found.map(\.location.line) == [3, 4, 8, 9])
        #expect(found.map(\.location.column) == [1, 3, 5, 9])
    }

    @Test func codeQuotesAndMidLineAtSignsAreNotDirectives() {
        let found = Self.directives(
            "# Geo\n\n```swift\n@MainActor func f() {}\n```\n\n> @Sendable here\n\nRuns on the @MainActor.\n\n`@Image(source: \"a\")`\n")
        #expect(found.isEmpty)
    }

    @Test(arguments: [
        ("Geo/Snippets/First", "First", 13), ("Snippets/First", "First", 9), ("First", "First", 0),
        ("Geo/Snippets/Sub/Second", "Sub/Second", 13), ("Snippets/Snippets/Run", "Run", 18), ("Geo/Snippets", "Geo/Snippets", 0),
        ("/Geo//Snippets/First", "First", 15),
    ])
    func snippetPathsAreReadAsDoccReadsThem(_ written: String, _ path: String, _ offset: Int) {
        #expect(SnippetRule.snippetPath(written) == (path, offset))
    }

    @Test func slicesAreTheNamedMarkers() {
        let text = "// snippet.setup\nlet a = 1\n// snippet.end\n  //snippet.hide\nlet b = 2\n// snippet.show\n// snippet.Main\nprint(a)\n"
        #expect(SnippetRule.slices(in: Array(text.utf8)) == ["setup", "Main"])
    }

    /// The findings of `rule` on the example package of `docc-snippet` with `body` on its root page.
    static func findings(_ rule: String, _ body: String, files extra: [String: String] = [:]) throws -> [Diagnostic] {
        let files = SnippetRule.example(body).files.merging(extra) { _, given in given }
        return try RuleRun.findings(files).filter { $0.ruleID == rule }
    }

    @Test func aMissingSnippetIsAtItsOwnPathsColumn() throws {
        let findings = try Self.findings(
            SnippetRule.id,
            "@Snippet(path: \"Geo/Snippets/Missing\")\n\n@Snippet(path: \"Sub/Gone\")\n\n@Snippet(path: \"Geo/Snippets/First\", slice: \"nope\")\n")
        #expect(
            findings.map(\.location) == [
                SourceLocation(line: 5, column: 30), SourceLocation(line: 7, column: 17), SourceLocation(line: 9, column: 46),
            ])
        #expect(
            findings.map(\.message) == [
                "Snippet named 'Missing' couldn't be found", "Snippet named 'Sub/Gone' couldn't be found",
                "Slice named 'nope' doesn't exist in snippet 'First'",
            ])
    }

    @Test func snippetsAreThoseOfTheNearestPackageAboveTheCatalog() throws {
        let files = [
            "README.md": "# Demo\n", "Snippets/First.swift": "print(0)\n",
            "Demo/Package.swift": "// swift-tools-version:5.9\n", "Demo/Snippets/Demo.swift": "print(1)\n",
            "Demo/Sources/Demo.docc/Demo.md": "# Demo\n\nDemos.\n\n@Snippet(path: \"Demo\")\n\n@Snippet(path: \"First\")\n",
        ]
        let findings = try RuleRun.findings(files).filter { $0.ruleID == SnippetRule.id }
        #expect(findings.map(\.path) == ["Demo/Sources/Demo.docc/Demo.md"])
        #expect(findings.map(\.location?.line) == [7])
    }

    @Test func resourcesAreFoundByNameAndVariantsAnywhereInTheCatalog() throws {
        let body =
            "@Image(source: \"chart.png\", alt: \"A chart\")\n\n@Image(source: \"intro\", alt: \"The intro\")\n\n@Image(source: \"chart.jpg\", alt: \"A chart\")\n\n  @Video(source: \"demo.mov\", alt: \"A demo\")\n\n    @Image(source: \"code.png\", alt: \"Code\")\n"
        let files = ResourceRule.example(body).files
        let findings = try RuleRun.findings(files).filter { $0.ruleID == ResourceRule.id }
        // An indented block at the top level is code; `chart.jpg` is not `chart.png`.
        #expect(findings.map(\.location) == [SourceLocation(line: 9, column: 1), SourceLocation(line: 11, column: 3)])
        #expect(findings.map(\.message) == ["Image resource 'chart.jpg' couldn't be found", "Video resource 'demo.mov' couldn't be found"])
    }

    @Test func unknownDirectivesAreReportedAtTheirAtSign() throws {
        let files = [
            "Geo.docc/Geo.md": "# Geo\n\nGeometry.\n\n@MainActor isolates it.\n\n@Metadata {\n  @DisplayName(\"Geo\")\n  @TechnologyRot\n}\n"
        ]
        let findings = try RuleRun.findings(files).filter { $0.ruleID == DirectiveRule.id }
        #expect(findings.map(\.location) == [SourceLocation(line: 5, column: 1), SourceLocation(line: 9, column: 3)])
        #expect(findings.first?.message == "Unknown directive 'MainActor'; this element will be ignored")
    }

    @Test func anImageDirectiveNeedsAltText() throws {
        let body =
            "@Image(source: \"chart.png\")\n\n@Image(source: \"chart.png\", alt: \" \")\n\n@Image(source: \"chart.png\", alt: \"chart.png\")\n\n@Image(source: \"chart.png\", alt: \"Sales by month\")\n"
        let findings = try RuleRun.findings(ResourceRule.example(body).files).filter { $0.ruleID == ImageAltRule.id }
        #expect(
            findings.map(\.location) == [
                SourceLocation(line: 5, column: 1), SourceLocation(line: 7, column: 35), SourceLocation(line: 9, column: 35),
            ])
        #expect(findings.first?.message == "@Image 'chart.png' has no alt argument; add alt: \"what it shows\"")
    }
}
