import Foundation
import Testing

@testable import DocCheckKit

/// The document's tree: its shape, and positions where cmark-gfm's are wrong.
@Suite struct MarkupTreeTests {
    private func loc(_ line: Int, _ column: Int) -> DocCheckKit.SourceLocation { .init(line: line, column: column) }

    private func kinds(_ nodes: some Sequence<MarkupNode>) -> [MarkupKind] { nodes.map(\.kind) }

    @Test func blocksAndInlinesAreNested() throws {
        let document = MarkdownDocument(path: "README.md", text: "# Title\n\n> Quote [a *b*](x.md)\n\n- one\n- two\n")
        #expect(kinds(document.root.children) == [.heading, .blockQuote, .list])
        let quote = try #require(Array(document.root.children).dropFirst().first)
        let paragraph = try #require(Array(quote.children).first)
        #expect(kinds(paragraph.children) == [.text, .link])
        let link = try #require(Array(paragraph.children).last)
        #expect(kinds(link.children) == [.text, .emphasis])
        #expect(link.destination == "x.md")
        #expect(link.plainText() == "a b")
        #expect(link.parent == paragraph)
        #expect(link.passage == paragraph)
        #expect(quote.contains(link) && !link.contains(quote))
        #expect(link.previousSibling?.literal == "Quote ")
        #expect(link.nextSibling == nil)
        #expect(kinds(link.descendants) == [.text, .emphasis, .text])
        let list = try #require(Array(document.root.children).last)
        #expect(list.children.map { $0.plainText() } == ["one", "two"])
        #expect(list.previousSibling == quote)
        #expect(Array(document.root.children).first?.previousSibling == nil)
    }

    @Test func passagesAreParagraphsHeadingsAndCells() {
        let document = MarkdownDocument(path: "README.md", text: "# H\n\nText\n\n| a | b |\n|---|---|\n| c | d |\n")
        #expect(kinds(document.passages) == [.heading, .paragraph] + Array(repeating: .tableCell, count: 4))
        #expect(document.passages.map { $0.plainText() } == ["H", "Text", "a", "b", "c", "d"])
    }

    /// cmark-gfm counts a later line's columns from the block's first column.
    @Test(arguments: [
        ("para\n    more [x](y.md)\n", 2, 10),
        ("> q\nlazy [a](y.md)\n", 2, 6),
        ("- i\n      deep [c](y.md)\n", 2, 12),
        ("> > a\n> b [c](y.md)\n", 2, 5),
        ("a\n    > b [c](y.md)\n", 2, 9),
        ("para\n    more [x\n  y](z.md) and tail\n", 2, 10),
        ("Setext\n   two [x](y.md)\n===\n", 2, 8),
        // A code span's node starts at its content, after the backticks.
        ("See one\n[`interrupted`](#nowhere)\nevent.\n", 2, 1),
        ("See one\n  `code` and [x](y.md)\n", 2, 14),
    ])
    func continuationLinesHaveTheirOwnColumns(text: String, line: Int, column: Int) throws {
        let link = try #require(MarkdownDocument(path: "README.md", text: text).links.first)
        #expect(link.range?.start == loc(line, column), "\(text.debugDescription)")
    }

    /// cmark-gfm ends a setext heading, or a list, that a blank line follows at column 0 of
    /// the next line; the node ends where its last line does.
    @Test func aBlockBeforeABlankLineEndsOnItsLastLine() throws {
        let document = MarkdownDocument(path: "CHANGELOG.md", text: "Title [d][r]\n=====\n\n- a\n- b\n\nx\n\n[r]: https://x.org\n")
        let heading = try #require(document.headings.first)
        #expect(heading.range == SourceRange(start: loc(1, 1), end: loc(2, 5)))
        let list = try #require(document.root.descendants.first { $0.kind == .list })
        #expect(list.range == SourceRange(start: loc(4, 1), end: loc(5, 3)))
    }

    /// A message quotes a heading without the space an HTML anchor before its text leaves;
    /// its anchor is still made from the text as GitHub has it.
    @Test func aHeadingIsQuotedWithoutTheSpaceAnAnchorLeaves() throws {
        let heading = try #require(MarkdownDocument(path: "README.md", text: "## <a id=\"f\"></a> 功能\n").headings.first)
        #expect(heading.title == "功能")
        #expect(heading.text == " 功能")
    }

    @Test func textAndCodeOnContinuationLines() throws {
        let document = MarkdownDocument(path: "README.md", text: "- i\n      deep `code` end\n")
        let code = try #require(document.inlines.first { $0.kind == .code })
        #expect(code.range == SourceRange(start: loc(2, 12), end: loc(2, 17)) || code.range?.start == loc(2, 13))
        #expect(document.inlines.first { $0.literal == "deep " }?.range?.start == loc(2, 7))
    }

    @Test func anImageOverTwoContinuationLines() throws {
        let document = MarkdownDocument(path: "README.md", text: "para\n    more [x\n  y](z) and ![i\nj](k.png)\n")
        let image = try #require(document.links.first { $0.kind == .image })
        #expect(image.range == SourceRange(start: loc(3, 13), end: loc(4, 9)))
    }

    @Test(arguments: [
        ("see <http://x.y/z> now\n", 1, 5, 18),
        ("www.a.com and more\n", 1, 1, 9),
        ("and see www.b.com x\n", 1, 9, 17),
        ("x https://c.com/p y\n", 1, 3, 17),
        ("mail foo@bar.com now\n", 1, 6, 16),
        ("| h | i |\n|---|---|\n| www.c.com | <http://q.r> |\n", 3, 15, 26),
        ("\u{FEFF}see <http://x.y/z> now\n", 1, 5, 18),
    ])
    func autolinksAreWhereTheirTextIs(text: String, line: Int, start: Int, end: Int) throws {
        let links = MarkdownDocument(path: "README.md", text: text).links
        let link = try #require(links.last)
        #expect(link.range == SourceRange(start: loc(line, start), end: loc(line, end)), "\(text.debugDescription): \(links)")
    }

    /// The autolink extension reads `w` only in documents that write `www.`; documents
    /// parsed side by side, with and without, each get their own links.
    @Test func wwwAutolinksAreFoundBesideDocumentsWithoutThem() async {
        let texts = (0..<40).map { $0 % 2 == 0 ? "we walk with words, wide and well\n" : "we walk to www.example.com with words\n" }
        let counts = await withTaskGroup(of: (Int, Int).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask { (index, MarkdownDocument(path: "README.md", text: text).links.count) }
            }
            return await group.reduce(into: [Int: Int]()) { $0[$1.0] = $1.1 }
        }
        #expect(texts.indices.allSatisfy { counts[$0] == $0 % 2 })
    }

    @Test func proseWithoutWWWIsOneRunOfText() throws {
        let text = String(repeating: "word ", count: 2_000)
        let inlines = MarkdownDocument(path: "README.md", text: text + "\n").inlines
        #expect(inlines.map(\.literal) == [String(text.dropLast())])
        #expect(inlines.first?.range == SourceRange(start: loc(1, 1), end: loc(1, 9_999)))
    }

    /// A run of text of a megabyte or more is held as the document's bytes where it reads
    /// as written, and as its own string where it does not (an escape).
    @Test(arguments: ["", "\u{FEFF}"]) func megabyteRunsOfTextReadAsCmarkReadsThem(prefix: String) throws {
        let words = String(repeating: "word ", count: 220_000)
        let document = MarkdownDocument(path: "README.md", text: prefix + "# T\n\n> " + words + "end\n\n" + words + "\\* end\n")
        let inlines = document.inlines
        #expect(inlines.map(\.literal) == ["T", words + "end", words + "* end"])
        #expect(inlines.map { $0.range?.start } == [loc(1, 3), loc(3, 3), loc(5, 1)])
        #expect(document.passages.map { $0.plainText() } == ["T", words + "end", words + "* end"])
    }

    @Test func aLinkWhoseTextIsEscapedKeepsItsBracket() throws {
        let link = try #require(MarkdownDocument(path: "README.md", text: "[a\\*b](x.md) and a*b\n").links.first)
        #expect(link.range?.start == loc(1, 1))
    }

    @Test func theTextBeforeAnAutolinkEndsBeforeIt() throws {
        let document = MarkdownDocument(path: "README.md", text: "x https://c.com/p y\n")
        #expect(document.inlines.first?.range == SourceRange(start: loc(1, 1), end: loc(1, 2)))
    }

    /// The rules report a link on a continuation line where it is.
    @Test func ruleReportsAContinuationLinesLink() throws {
        let findings = try RuleRun.findings(["README.md": "# P\n\nSee the\n    [guide](missing.md) here.\n"]).filter { $0.ruleID == "link-path" }
        #expect(findings.map(\.location) == [loc(4, 5)])
    }
}
