import Testing

@testable import DocCheckKit

/// Positions are 1-based lines and 1-based columns counted in UTF-8 bytes (a BOM is not
/// counted); a position cmark-gfm does not know is nil.
///
/// A table cell's location is where cmark-gfm starts the cell: the first byte after its
/// opening pipe, padding included (the byte a row without a leading pipe starts with, for
/// its first cell). `expectCell` also checks where the cell's text starts in the line.
@Suite struct SourcePositionTests {
    // MARK: Tables after a paragraph line (github/cmark-gfm#222)

    /// Positions are stored in 32 bits: they read back as given, order as lines then
    /// columns, and a value past 32 bits is held at the largest, never wrapped.
    @Test func locationsKeepTheirValuesInThirtyTwoBits() {
        let far = SourceLocation(line: 2_000_000_000, column: 50_000_001)
        #expect((far.line, far.column) == (2_000_000_000, 50_000_001))
        #expect(SourceLocation(line: 1, column: 9) < SourceLocation(line: 2, column: 1))
        #expect(SourceLocation(line: 3, column: 2) < SourceLocation(line: 3, column: 10))
        var moved = SourceLocation(line: 1, column: 1)
        moved.column = 70_001
        #expect(moved.column == 70_001)
        let beyond = SourceLocation(line: Int.max, column: Int(UInt32.max) + 5)
        #expect((beyond.line, beyond.column) == (Int(Int32.max), Int(Int32.max)))
    }

    /// A position of which only the line is known has no column, prints as the line alone,
    /// and comes before every column of its line.
    @Test func aLineAloneHasNoColumn() {
        let line = SourceLocation(line: 7)
        #expect(line.column == nil)
        #expect(line.description == "7")
        #expect(line < SourceLocation(line: 7, column: 1))
        #expect(SourceLocation(line: 6, column: 99) < line)
        let finding = MarkerRule.finding(path: "README.md", location: line, message: "m")
        #expect(XcodeReporter().report([finding]) == "README.md:7: error: [marker] m\n")
        #expect(GitHubActionsReporter().report([finding]) == "::error file=README.md,line=7,title=marker::m\n")
        #expect(!JSONReporter().report([finding]).contains("column"))
        #expect(!SARIFReporter().report([finding]).contains("startColumn"))
    }

    /// An HTML block's end is counted from its literal's lines, whatever the line endings.
    @Test(arguments: ["\n", "\r\n", "\r"]) func htmlBlockEndsOnItsLastLine(_ ending: String) throws {
        let text = ["<div>", "a", "</div>", "", "<!-- doccheck:begin t -->", "", "Text."].joined(separator: ending) + ending
        let document = MarkdownDocument(path: "README.md", text: text)
        #expect(document.html.map { $0.range?.start.line } == [1, 5])
        #expect(document.html.map { $0.range?.end.line } == [3, 5])
        #expect(MarkerScanner.regions(in: document).problems.isEmpty == false)  // begun, never ended
    }

    @Test func tableDirectlyAfterParagraphLine() throws {
        let document = parse("Some text\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 1)
        // cmark-gfm reports this header on line 1, counted from "Some text".
        #expect(table.header.line == 2)
        expectCell(table.header.cells[0], in: document, text: "a", at: 2, 2, textColumn: 3)
        expectCell(table.header.cells[1], in: document, text: "b", at: 2, 6, textColumn: 7)
        #expect(table.rows.map(\.line) == [4])
        expectCell(table.rows[0].cells[0], in: document, text: "1", at: 4, 2, textColumn: 3)
        expectCell(table.rows[0].cells[1], in: document, text: "2", at: 4, 6, textColumn: 7)
        #expect(table.range == SourceRange(start: loc(2, 1), end: loc(4, 9)))
    }

    @Test func tableAfterTwoLineParagraph() throws {
        let document = parse("Line one\nline two\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 1)
        #expect(table.header.line == 3)
        expectCell(table.header.cells[0], in: document, text: "a", at: 3, 2, textColumn: 3)
        expectCell(table.header.cells[1], in: document, text: "b", at: 3, 6, textColumn: 7)
        #expect(table.rows.map(\.line) == [5])
        #expect(table.range?.start == loc(3, 1))
    }

    @Test(arguments: ["Some text\n| a | b |\n|---|---|\n", "Some text\n| a | b |\n|---|---|\n\nMore text\n"])
    func headerOnlyTableAfterParagraphLine(text: String) throws {
        let document = parse(text)
        let table = try onlyTable(document, columns: 2, bodyRows: 0)
        #expect(table.rows.isEmpty)
        #expect(table.header.line == 2)
        expectCell(table.header.cells[0], in: document, text: "a", at: 2, 2, textColumn: 3)
        expectCell(table.header.cells[1], in: document, text: "b", at: 2, 6, textColumn: 7)
        #expect(table.range == SourceRange(start: loc(2, 1), end: loc(3, 9)))
    }

    @Test func tableInBlockquoteAfterParagraphLine() throws {
        let document = parse("> text\n> | a |\n> |---|\n> | 1 |\n")
        let table = try onlyTable(document, columns: 1, bodyRows: 1)
        #expect(table.header.line == 2)
        // "> | a |": the pipe is at column 3, the cell starts at 4, "a" is at 5.
        expectCell(table.header.cells[0], in: document, text: "a", at: 2, 4, textColumn: 5)
        #expect(table.rows.map(\.line) == [4])
        expectCell(table.rows[0].cells[0], in: document, text: "1", at: 4, 4, textColumn: 5)
        #expect(table.range?.start == loc(2, 3))
    }

    @Test func tableAfterCJKParagraphLine() throws {
        let document = parse("日本語\n| 日本 | x |\n|---|---|\n| 1 | 2 |\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 1)
        #expect(table.header.line == 2)
        expectCell(table.header.cells[0], in: document, text: "日本", at: 2, 2, textColumn: 3)
        expectCell(table.header.cells[1], in: document, text: "x", at: 2, 11, textColumn: 12)
    }

    /// A paragraph's later lines that hold only links around images without alt text: each
    /// link and image is at its own line's bracket, not at an earlier line's.
    @Test(arguments: ["", "  ", "> "]) func badgesWithoutTextOnLaterLinesKeepTheirLines(_ indent: String) throws {
        let text =
            "# P\n\n\(indent)Badges:\n\(indent)[![Build](b.svg)](https://ci.example.com)\n\(indent)[![](a.svg)](https://example.com/a)\n\(indent)[![](c.svg)](https://example.com/c)\n"
        let document = parse(text)
        let column = indent.utf8.count
        #expect(
            document.links.map { $0.location } == [
                loc(4, column + 1), loc(4, column + 2), loc(5, column + 1), loc(5, column + 2), loc(6, column + 1), loc(6, column + 2),
            ], "\(document.links.map { $0.location })")
    }

    /// cmark-gfm places the inlines of such a header from the same wrong start as its cells.
    @Test func linksInHeaderAfterParagraphLine() throws {
        let document = parse("Some text\n| [x](y) | ![i](p.png) |\n|---|---|\n")
        #expect(document.links.map(\.destination) == ["y", "p.png"])
        // "| [x](y) | ![i](p.png) |": "[" at 3, ")" at 8, "!" at 12, ")" at 22.
        #expect(
            document.links.map(\.range) == [
                SourceRange(start: loc(2, 3), end: loc(2, 8)), SourceRange(start: loc(2, 12), end: loc(2, 22)),
            ])
    }

    /// The header's text is cmark-gfm's own, with the document's link reference definitions;
    /// the link's position, which only a re-read of the header line could give, is unknown.
    @Test func referenceLinkInHeaderAfterParagraphLine() throws {
        let document = parse("Some text\n| [x][] | b |\n|---|---|\n| 1 | 2 |\n\n[x]: https://example.com\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 1)
        #expect(table.header.cells.map(\.text) == ["x", "b"])
        expectCell(table.header.cells[0], in: document, text: "x", at: 2, 2, textColumn: 3)
        let link = try #require(document.links.first)
        #expect(link.destination == "https://example.com")
        #expect(link.text == "x")
        #expect(link.range == nil)
    }

    // MARK: Tables positioned by cmark-gfm

    @Test func tableNotAfterParagraph() throws {
        let document = parse("# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 1)
        #expect(table.header.line == 3)
        expectCell(table.header.cells[0], in: document, text: "a", at: 3, 2, textColumn: 3)
        expectCell(table.header.cells[1], in: document, text: "b", at: 3, 6, textColumn: 7)
        #expect(table.rows.map(\.line) == [5])
        expectCell(table.rows[0].cells[1], in: document, text: "2", at: 5, 6, textColumn: 7)
        #expect(table.range == SourceRange(start: loc(3, 1), end: loc(5, 9)))
    }

    @Test func tableWithoutOuterPipes() throws {
        let document = parse("a | b\n--|--\n1 | 2\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 1)
        // A row without a leading pipe starts its first cell at its first byte.
        expectCell(table.header.cells[0], in: document, text: "a", at: 1, 1, textColumn: 1)
        expectCell(table.header.cells[1], in: document, text: "b", at: 1, 4, textColumn: 5)
        expectCell(table.rows[0].cells[0], in: document, text: "1", at: 3, 1, textColumn: 1)
    }

    /// cmark-gfm counts a body row's columns from the table's first column, not from the
    /// row's own start.
    @Test func bodyRowIndentedOtherwiseThanHeader() throws {
        let deeper = parse("| a |\n|---|\n  | 1 |\n")
        expectCell(try onlyTable(deeper, columns: 1, bodyRows: 1).rows[0].cells[0], in: deeper, text: "1", at: 3, 4, textColumn: 5)
        let shallower = parse("  | a |\n|---|\n| 1 |\n")
        let table = try onlyTable(shallower, columns: 1, bodyRows: 1)
        expectCell(table.header.cells[0], in: shallower, text: "a", at: 1, 4, textColumn: 5)
        expectCell(table.rows[0].cells[0], in: shallower, text: "1", at: 3, 2, textColumn: 3)
    }

    @Test func shortRowFilledInCellHasNoLocation() throws {
        let document = parse("| a | b |\n|---|---|\n| 1 |\n")
        let row = try onlyTable(document, columns: 2, bodyRows: 1).rows[0]
        #expect(row.line == 3)
        expectCell(row.cells[0], in: document, text: "1", at: 3, 2, textColumn: 3)
        #expect(row.cells[1].text == "")
        #expect(row.cells[1].location == nil)
    }

    // MARK: Line endings

    @Test(arguments: ["\r\n", "\r"])
    func otherLineEndingsGiveTheSamePositionsAsLF(ending: String) throws {
        let lines = [
            "# Title", "Some text", "| a | b |", "|---|---|", "| [l](u) | 2 |", "",
            "```swift", "let x = 1", "", "let y = 2", "```", "", "    indented", "    code", "",
            "See [docs](https://example.com) and <b>this</b>.", "", "<div>", "block", "</div>", "",
        ]
        let lf = parse(lines.joined(separator: "\n"))
        let other = parse(lines.joined(separator: ending))
        #expect(other.source.lineCount == lf.source.lineCount)
        try #require(lf.headings.count == 1 && lf.codeBlocks.count == 2 && lf.tables.count == 1)
        try #require(lf.links.count == 2 && lf.html.count == 3)
        #expect(other.headings == lf.headings)
        #expect(other.codeBlocks == lf.codeBlocks)
        #expect(other.tables == lf.tables)
        #expect(other.links == lf.links)
        #expect(other.html == lf.html)
        for block in other.codeBlocks { #expect(!block.content.contains("\r")) }
        // And the LF positions are the right ones.
        let fenced = try #require(lf.codeBlocks.first)
        #expect(fenced.firstContentLine == 8)
        #expect(fenced.lines.map(\.number) == [8, 9, 10])
        #expect(lf.codeBlocks[1].lines.map(\.number) == [13, 14])
        #expect(lf.tables[0].header.line == 3)
        #expect(lf.links[0].range?.start == loc(5, 3))
        #expect(lf.links[1].range?.start == loc(16, 5))
        #expect(lf.html.map(\.range?.start.line) == [16, 16, 18])
        #expect(lf.html[2].range?.end == loc(20, 6))
    }

    // MARK: Multi-byte characters

    @Test func headingWithCJKAndEmoji() throws {
        let document = parse("# 日本語 😀 title\n")
        let heading = try #require(document.headings.first)
        #expect(heading.text == "日本語 😀 title")
        // "# " is 2 bytes, 日本語 9, " " 1, 😀 4, " title" 6: 22 bytes.
        #expect(heading.range == SourceRange(start: loc(1, 1), end: loc(1, 22)))
    }

    @Test func cellAfterCJKCell() throws {
        let document = parse("| 日本 | x |\n|---|---|\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 0)
        // "| " is columns 1-2, 日本 columns 3-8 (3 bytes each), " " 9, "|" 10, " " 11, "x" 12.
        expectCell(table.header.cells[0], in: document, text: "日本", at: 1, 2, textColumn: 3)
        expectCell(table.header.cells[1], in: document, text: "x", at: 1, 11, textColumn: 12)
    }

    @Test func linkAfterEmoji() throws {
        let document = parse("😀 [link](https://example.com)\n")
        let link = try #require(document.links.first)
        // 😀 is columns 1-4, " " 5, "[" 6; "[link](https://example.com)" is 27 bytes, to 32.
        #expect(link.range == SourceRange(start: loc(1, 6), end: loc(1, 32)))
        #expect(link.text == "link")
    }

    // MARK: Byte order mark

    @Test func byteOrderMarkIsNotCounted() throws {
        let document = parse("\u{FEFF}# Hi\n[a](b) text\n")
        #expect(document.source.hasByteOrderMark)
        #expect(Array(document.source.lineStarts) == [3, 8])
        #expect(document.headings.first?.range == SourceRange(start: loc(1, 1), end: loc(1, 4)))
        #expect(document.links.first?.range?.start == loc(2, 1))
        let onFirstLine = parse("\u{FEFF}[a](b) text\n")
        #expect(onFirstLine.links.first?.range == SourceRange(start: loc(1, 1), end: loc(1, 6)))
    }

    /// A table that starts on line 1: cmark-gfm counts the BOM in the table's first column and
    /// so in the columns of all its rows.
    @Test func byteOrderMarkBeforeTable() throws {
        let document = parse("\u{FEFF}| a | b |\n|---|---|\n| [1](u) | 2 |\n")
        let table = try onlyTable(document, columns: 2, bodyRows: 1)
        expectCell(table.header.cells[0], in: document, text: "a", at: 1, 2, textColumn: 3)
        expectCell(table.rows[0].cells[0], in: document, text: "1", at: 3, 2, textColumn: 3)
        expectCell(table.rows[0].cells[1], in: document, text: "2", at: 3, 11, textColumn: 12)
        #expect(document.links.first?.range?.start == loc(3, 3))
        #expect(table.range == SourceRange(start: loc(1, 1), end: loc(3, 14)))

        let afterParagraph = parse("\u{FEFF}Some text\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        let second = try onlyTable(afterParagraph, columns: 2, bodyRows: 1)
        expectCell(second.header.cells[1], in: afterParagraph, text: "b", at: 2, 6, textColumn: 7)
        expectCell(second.rows[0].cells[1], in: afterParagraph, text: "2", at: 4, 6, textColumn: 7)
    }

    // MARK: HTML, code blocks, links

    @Test func htmlBlocksAndInlineHTML() throws {
        let document = parse("<!-- one -->\n\n<div>\nline\n</div>\n\nText <b>bold</b>.\n")
        try #require(document.html.map(\.kind) == [.htmlBlock, .htmlBlock, .htmlInline, .htmlInline])
        #expect(document.html[0].literal == "<!-- one -->\n")
        #expect(document.html[0].range == SourceRange(start: loc(1, 1), end: loc(1, 12)))
        #expect(document.html[1].range == SourceRange(start: loc(3, 1), end: loc(5, 6)))
        #expect(document.html[2].literal == "<b>")
        #expect(document.html[2].range == SourceRange(start: loc(7, 6), end: loc(7, 8)))
        #expect(document.html[3].range?.start == loc(7, 13))
    }

    @Test func htmlBlockAtEndWithoutNewline() throws {
        let document = parse("Text\n\n<div>\nline")
        #expect(document.html.map(\.range) == [SourceRange(start: loc(3, 1), end: loc(4, 4))])
    }

    @Test func fencedCodeBlock() throws {
        let document = parse("Intro\n\n```swift title\nlet x = 1\nlet y = 2\n```\n")
        let block = try #require(document.codeBlocks.first)
        #expect(block.isFenced)
        #expect(block.infoString == "swift title")
        #expect(block.language == "swift")
        #expect(block.range == SourceRange(start: loc(3, 1), end: loc(6, 3)))
        #expect(block.firstContentLine == 4)
        #expect(block.lines.map(\.number) == [4, 5])
        #expect(block.lines.map(\.text) == ["let x = 1", "let y = 2"])
    }

    /// cmark-gfm ends an indented block followed by a blank line at column 0 of the blank
    /// line: its range is unknown then, its lines are still numbered.
    @Test(arguments: ["Para\n\n    code one\n      code two\n", "Para\n\n    code one\n      code two\n\nNext\n"])
    func indentedCodeBlock(text: String) throws {
        let document = parse(text)
        let block = try #require(document.codeBlocks.first)
        #expect(!block.isFenced)
        #expect(block.language == "")
        #expect(block.firstContentLine == 3)
        #expect(block.lines.map(\.number) == [3, 4])
        #expect(block.lines.map(\.text) == ["code one", "  code two"])
    }

    @Test func linksAndImages() throws {
        let document = parse("See [the docs](https://example.com/docs \"Title\") and ![an *image*](img.png).\n\n<https://a.example>\n")
        try #require(document.links.count == 3)
        let link = document.links[0]
        #expect(link.kind == .link)
        #expect(link.destination == "https://example.com/docs")
        #expect(link.title == "Title")
        #expect(link.text == "the docs")
        #expect(link.range == SourceRange(start: loc(1, 5), end: loc(1, 48)))
        let image = document.links[1]
        #expect(image.kind == .image)
        #expect(image.destination == "img.png")
        #expect(image.text == "an image")
        #expect(image.range == SourceRange(start: loc(1, 54), end: loc(1, 75)))
        #expect(document.links[2].destination == "https://a.example")
        #expect(document.links[2].text == "https://a.example")
        #expect(document.links[2].range?.start == loc(3, 1))
    }

    // MARK: SourceText

    @Test(arguments: [
        ("a\nbc\nd\n", [0, 2, 5]),
        ("a\r\nbc\r\nd\r\n", [0, 3, 7]),
        ("a\rbc\rd\r", [0, 2, 5]),
        ("a\nbc\nd", [0, 2, 5]),
        ("a\n\n", [0, 2]),
        ("", [0]),
        ("\u{FEFF}a\nb", [3, 5]),
    ])
    func lineStarts(text: String, starts: [Int]) {
        let source = SourceText(bytes: Array(text.utf8))
        #expect(Array(source.lineStarts) == starts)
        #expect(source.lineCount == starts.count)
        // Held in 64 bits, as a text of 4 GiB or more has them, they read the same.
        let wide = SourceText(bytes: Array(text.utf8), narrowLimit: 0)
        #expect(Array(wide.lineStarts) == starts && wide.lineStarts == source.lineStarts)
    }

    @Test func linesWithoutTheirEndings() {
        let source = SourceText(bytes: Array("a\r\nbc\rd".utf8))
        #expect((1...3).map(source.line) == ["a", "bc", "d"])
        #expect(source.lineEnding == "\r\n")
        #expect(!source.endsWithNewline)
    }

    @Test(
        arguments: [
            (Array("ok\nab".utf8) + [0xFF], DocCheckKit.SourceLocation(line: 2, column: 3)),
            (Array("日".utf8) + [0xFF], DocCheckKit.SourceLocation(line: 1, column: 4)),
            ([0x61, 0xE6, 0x97], DocCheckKit.SourceLocation(line: 1, column: 2)),
            ([0xEF, 0xBB, 0xBF, 0x61, 0xC0, 0x80], DocCheckKit.SourceLocation(line: 1, column: 2)),
            (Array("a\r\n".utf8) + [0x80], DocCheckKit.SourceLocation(line: 2, column: 1)),
        ] as [([UInt8], DocCheckKit.SourceLocation)])
    func firstInvalidUTF8(bytes: [UInt8], location: DocCheckKit.SourceLocation) {
        #expect(SourceText(bytes: bytes).firstInvalidUTF8() == location)
    }

    @Test(arguments: ["", "plain\n", "日本語 😀\r\n", "\u{FEFF}x"])
    func validUTF8HasNoInvalidByte(text: String) {
        #expect(SourceText(bytes: Array(text.utf8)).firstInvalidUTF8() == nil)
    }

    @Test func locationOfByte() {
        let source = SourceText(bytes: Array("ab\ncd\r\nef".utf8))
        let locations = [0, 1, 2, 3, 4, 5, 6, 7, 8].map(source.location(ofByte:))
        #expect(
            locations == [
                loc(1, 1), loc(1, 2), loc(1, 3), loc(2, 1), loc(2, 2), loc(2, 3), loc(2, 4), loc(3, 1), loc(3, 2),
            ])
        let withBOM = SourceText(bytes: Array("\u{FEFF}ab\nc".utf8))
        #expect([3, 4, 6].map(withBOM.location(ofByte:)) == [loc(1, 1), loc(1, 2), loc(2, 1)])
    }

    // MARK: Helpers

    private func parse(_ text: String) -> MarkdownDocument {
        MarkdownDocument(path: "doc.md", text: text)
    }

    /// The document's only table, once it is known to have this shape.
    private func onlyTable(
        _ document: MarkdownDocument, columns: Int, bodyRows: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Table {
        try #require(document.tables.count == 1, sourceLocation: sourceLocation)
        let table = document.tables[0]
        try #require(table.rows.count == bodyRows, sourceLocation: sourceLocation)
        for row in [table.header] + table.rows {
            try #require(row.cells.count == columns, sourceLocation: sourceLocation)
        }
        return table
    }

    private func loc(_ line: Int, _ column: Int) -> DocCheckKit.SourceLocation {
        DocCheckKit.SourceLocation(line: line, column: column)
    }

    /// Checks a cell's text and location, that the location is right after a pipe (or at the
    /// line's first byte), and that the cell's text starts at `textColumn` after the padding.
    private func expectCell(
        _ cell: TableCell, in document: MarkdownDocument, text: String, at line: Int, _ column: Int, textColumn: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(cell.text == text, sourceLocation: sourceLocation)
        #expect(cell.location == loc(line, column), sourceLocation: sourceLocation)
        guard line <= document.source.lineCount else { return }
        let bytes = Array(document.source.bytes[document.source.byteRange(ofLine: line)])
        // Only padding lies between the cell's start and its text.
        let padding = bytes[min(column - 1, bytes.count)..<min(max(textColumn - 1, column - 1), bytes.count)]
        #expect(padding.allSatisfy { $0 == UInt8(ascii: " ") }, sourceLocation: sourceLocation)
        #expect(
            textColumn <= bytes.count && bytes[textColumn - 1] != UInt8(ascii: " "),
            "the text does not start at column \(textColumn) of line \(line)", sourceLocation: sourceLocation)
        if column > 1, column - 2 < bytes.count {
            #expect(bytes[column - 2] == UInt8(ascii: "|"), "no pipe before column \(column)", sourceLocation: sourceLocation)
        }
    }
}
