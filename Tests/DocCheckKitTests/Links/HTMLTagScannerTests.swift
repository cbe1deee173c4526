import Testing

@testable import DocCheckKit

/// The attribute scanner reads the tags of one HTML fragment, and the positions it reports
/// are the document's, inside block quotes and lists, after a BOM, with CRLF and wide text.
@Suite struct HTMLTagScannerTests {
    @Test func readsAttributesInEveryQuotingStyle() throws {
        let tags = HTMLTagScanner.tags(in: #"<a HREF="x.md?a=1&amp;b=2" title='Say "hi"' data-x=plain hidden>text</a>"#)
        let tag = try #require(tags.first)
        #expect(tag.name == "a")
        #expect(tag.attributes == ["href": "x.md?a=1&b=2", "title": "Say \"hi\"", "data-x": "plain", "hidden": ""])
        #expect(tags.map(\.isEnd) == [false, true])
    }

    @Test func tagsInsideCommentsAreNotTags() {
        let tags = HTMLTagScanner.tags(in: "<!-- <img src=\"old.png\"> -->\n<img src=\"new.png\" alt=\"New\">")
        #expect(tags.map { $0.attributes["src"] } == ["new.png"])
    }

    @Test func textDropsTagsAndDecodesReferences() {
        let literal = "<a href=\"x\">Read <b>the</b>\n  guide&#x21;</a>"
        let start = literal.utf8.count - "Read <b>the</b>\n  guide&#x21;</a>".utf8.count
        #expect(HTMLTagScanner.text(in: literal, start..<(literal.utf8.count - 4)) == "Read the guide!")
    }

    /// `text` strips as two regular expressions would: comments, `<!--` to the first `-->`,
    /// then every `<` to the next `>`.
    @Test func textStripsAsTheRegularExpressionsDo() {
        let pieces = ["<!--", "-->", "<", ">", "a", " ", "\n", "<b>", "</a>", "&amp;", "é", "-", "!"]
        for _ in 0..<2_000 {
            let inner = (0..<Int.random(in: 0...12)).map { _ in pieces.randomElement()! }.joined()
            let reference = inner.replacing(#/<!--[\s\S]*?-->/#, with: " ").replacing(#/<[^>]*>/#, with: " ")
            let expected = HTMLTagScanner.decodeCharacterReferences(reference).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(HTMLTagScanner.text(in: inner, 0..<inner.utf8.count) == expected, "\(inner.debugDescription)")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    static let positions: [Case] = [
        Case(name: "block", text: "# T\n\n<p>\n  <img src=\"a.png\">\n</p>\n", line: 4, column: 3),
        Case(name: "block quote", text: "# T\n\n> <p>\n> <img src=\"a.png\">\n> </p>\n", line: 4, column: 3),
        Case(name: "list item", text: "- item\n\n  <div>\n  <img src=\"a.png\">\n  </div>\n", line: 4, column: 3),
        Case(name: "inline after CJK and emoji", text: "# T\n\n漢字 😄 <img src=\"a.png\">\n", line: 3, column: 13),
        Case(name: "CRLF", text: "# T\r\n\r\n<p>\r\n<img src=\"a.png\">\r\n</p>\r\n", line: 4, column: 1),
        Case(name: "BOM on the first line", text: "\u{FEFF}<img src=\"a.png\">\n", line: 1, column: 1),
        Case(name: "table cell", text: "| A | B |\n| --- | --- |\n| x | <img src=\"a.png\"> |\n", line: 3, column: 7),
    ]

    @Test(arguments: positions) func imagePositionIsTheDocuments(_ testCase: Case) throws {
        let document = MarkdownDocument(path: "README.md", text: testCase.text)
        let image = try #require(LinkInventory.links(in: document).first { $0.destination == "a.png" })
        #expect(image.location == SourceLocation(line: testCase.line, column: testCase.column))
    }

    @Test func linksOfEveryKindAreFound() {
        let text = """
            # T

            [Guide](Docs/Guide.md) ![Chart](chart.png) <https://example.com>

            <picture><source srcset="dark.png 2x, dark@1x.png"><img src="light.png" alt="The chart"></picture>

            Inline <a href="x.md" aria-label="The x page">x</a> and <a href="y.md">
            the y page</a>.
            """
        let links = LinkInventory.links(in: MarkdownDocument(path: "README.md", text: text))
        #expect(
            links.map(\.destination) == [
                "Docs/Guide.md", "chart.png", "https://example.com", "dark.png", "dark@1x.png", "light.png", "x.md", "y.md",
            ])
        #expect(links.map(\.text) == ["Guide", "Chart", "https://example.com", nil, nil, "The chart", "The x page", "the y page"])
        #expect(links.map { $0.location?.line } == [3, 3, 3, 5, 5, 5, 7, 7])
    }

    /// An `<a>` opened before the last one closed ends that one, as HTML reads it, in one
    /// fragment or across a paragraph's inline HTML.
    @Test func anOpeningTagEndsTheLinkBeforeIt() {
        let text = """
            # T

            <p><a href="a.md">one <a href="b.md">two</a></p>

            See <a href="c.md">three <a href="d.md">four</a>.
            """
        let links = LinkInventory.links(in: MarkdownDocument(path: "README.md", text: text))
        #expect(links.map(\.destination) == ["a.md", "b.md", "c.md", "d.md"])
        #expect(links.map(\.text) == ["one", "two", "three", "four"])
    }
}
