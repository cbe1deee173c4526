import Testing

@testable import DocCheckKit

/// The cells a row writes, counted past what cmark-gfm keeps, and the `table-column-count`
/// rule that reports a row with more or fewer cells than its header.
@Suite struct TableColumnCountTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// The cells the table's first body row writes.
        var written: Int
        /// Where its first dropped cell begins, as (line, column).
        var dropped: (Int, Int)?
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "one cell too many", text: "| a | b |\n|---|---|\n| 1 | 2 | 3 |\n", written: 3, dropped: (3, 10)),
        Row(name: "CRLF", text: "| a | b |\r\n|---|---|\r\n| 1 | 2 | 3 |\r\n", written: 3, dropped: (3, 10)),
        Row(name: "CR", text: "| a | b |\r|---|---|\r| 1 | 2 | 3 |", written: 3, dropped: (3, 10)),
        Row(name: "byte order mark", text: "\u{FEFF}| a | b |\n|---|---|\n| 1 | 2 | 3 |\n", written: 3, dropped: (3, 10)),
        Row(name: "emoji and CJK", text: "| a | b |\n|---|---|\n| 😀 | 日本 | x |\n", written: 3, dropped: (3, 18)),
        Row(name: "no outer pipes", text: "a | b\n--|--\n1 | 2 | 3\n", written: 3, dropped: (3, 8)),
        Row(name: "pipe in a code span", text: "| a | b |\n|---|---|\n| `x|y` | z |\n", written: 3, dropped: (3, 10)),
        Row(name: "block quote", text: "> | a | b |\n> |---|---|\n>  | 1 | 2 | 3 |\n", written: 3, dropped: (3, 13)),
        // Empty cells past the header's lose nothing when GitHub drops them: not counted.
        Row(name: "empty cells", text: "| a | b |\n|---|---|\n||||\n", written: 2),
        Row(name: "a trailing empty cell", text: "| a | b |\n|---|---|\n| 1 | 2 |  |\n", written: 2),
        Row(name: "escaped pipe", text: "| a | b |\n|---|---|\n| 1 \\| 2 | 3 |\n", written: 2),
        Row(name: "pipe after two backslashes", text: "| a | b |\n|---|---|\n| 1 \\\\| 2 | 3 |\n", written: 2),
        Row(name: "spaces after the trailing pipe", text: "| a |\n|---|\n| 1 |  \t\n", written: 1),
        Row(name: "short row", text: "| a | b | c |\n|---|---|---|\n| 1 |\n", written: 1),
        Row(name: "short row without pipes", text: "| a | b |\n|---|---|\nx\n", written: 1),
    ]

    @Test(arguments: rows) func rowCountsTheCellsItWrites(_ row: Row) throws {
        let table = try #require(MarkdownDocument(path: "README.md", text: row.text).tables.first)
        let body = try #require(table.rows.first)
        #expect(table.header.writtenCellCount == table.header.cells.count)
        #expect(body.writtenCellCount == row.written)
        #expect(body.firstDroppedCell == row.dropped.map { SourceLocation(line: $0.0, column: $0.1) })
    }

    /// The row's own split agrees with cmark-gfm's positions for every cell cmark-gfm keeps.
    @Test(arguments: rows) func splitAgreesWithCmarkGFM(_ row: Row) throws {
        let document = MarkdownDocument(path: "README.md", text: row.text)
        let body = try #require(document.tables.first?.rows.first)
        let line = try #require(body.line)
        let range = document.source.byteRange(ofLine: line)
        let start = try #require(range.first { ![0x20, 0x09, UInt8(ascii: ">")].contains(document.source.bytes[$0]) })
        let columns = TableRowCells.starts(document.source.bytes[start..<range.upperBound]).map { $0 - range.lowerBound + 1 }
        let kept = body.cells.compactMap(\.location)
        #expect(kept.map(\.column) == Array(columns.prefix(kept.count)))
    }

    static let broken: [BrokenInput] = [
        BrokenInput(
            name: "a row with a fourth cell", files: ["README.md": "# P\n\n| A | B | C |\n| --- | --- | --- |\n| 1 | 2 | 3 |\n| 1 | 2 | 3 | 4 |\n"],
            rule: "table-column-count", line: 6, says: "row has 4 cells, the header has 3; GitHub drops the extra cells"),
        BrokenInput(
            name: "an unescaped pipe in code", files: ["README.md": "# P\n\n| Option | Values |\n| --- | --- |\n| `mode` | `a|b` |\n"],
            rule: "table-column-count", line: 5, says: "row has 3 cells, the header has 2"),
        BrokenInput(
            name: "a short row", files: ["README.md": "# P\n\n| A | B | C |\n| --- | --- | --- |\n| 1 | 2 |\n"],
            rule: "table-column-count", line: 5, says: "row has 2 cells, the header has 3; GitHub fills the row with empty cells",
            severity: .warning),
        BrokenInput(
            name: "a row in a Docs article", files: ["README.md": "# P\n", "Docs/Guide.md": "# G\n\nA | B\n--|--\n1 | 2 | 3\n"],
            rule: "table-column-count", path: "Docs/Guide.md", line: 5, says: "row has 3 cells, the header has 2"),
    ]

    @Test(arguments: broken) func reportsBrokenInput(_ input: BrokenInput) throws {
        let findings = try RuleRun.findings(input.files)
        #expect(RuleRun.matches(input, findings), "\(findings)")
    }

    @Test func extraCellIsReportedWhereItBegins() throws {
        let findings = try RuleRun.findings(["README.md": "# P\n\n| A | B |\n| --- | --- |\n| 日本 | 2 | 3 |\n"])
        let finding = try #require(findings.first { $0.ruleID == "table-column-count" })
        #expect(finding.location == SourceLocation(line: 5, column: 15))
        #expect(finding.severity == .error)
    }
}
