/// A table's rows have as many cells as its header: GitHub drops the cells past the header's
/// count without a word, and fills a short row with empty cells (markdownlint's MD056).
struct TableColumnCountRule: ContextRule {
    static let id = "table-column-count"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a table row has as many cells as its header: GitHub drops the extra cells of a longer row (error) and fills a shorter one (warning)",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n| A | B | C |\n| --- | --- | --- |\n| 1 | 2 | 3 | 4 |\n", line: 5),
                RuleExample(readme: "# P\n\n| A | B |\n| --- | --- |\n| `a|b` | c |\n", line: 5),
                RuleExample(readme: "# P\n\n| A | B | C |\n| --- | --- | --- |\n| 1 | 2 |\n", line: 5),
            ],
            nonTriggeringExamples: [
                RuleExample(readme: "# P\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n| `a\\|b` | c \\| d |\n"),
                RuleExample(readme: "# P\n\nA | B\n--- | ---\n1 | 2\n|| |\n"),
                RuleExample(readme: "# P\n\n| A | B |\n| --- | --- |\n| 1 | 2 |  |\n"),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.documents.documents.flatMap { document in
            document.tableShapes.flatMap { table in
                let columns = table.header.cells.count
                return table.rows.compactMap { row -> Diagnostic? in
                    guard let written = row.writtenCellCount, written != columns else { return nil }
                    let counts = "row has \(written) \(written == 1 ? "cell" : "cells"), the header has \(columns)"
                    if written > columns {
                        return Self.finding(
                            path: document.path, location: row.firstDroppedCell,
                            message: "\(counts); GitHub drops the extra cells",
                            notes: ["escape a '|' that belongs in a cell as '\\|', or add the column to the header"])
                    }
                    return Self.finding(
                        .warning, path: document.path, location: row.cells.first?.location,
                        message: "\(counts); GitHub fills the row with empty cells")
                }
            }
        }
    }
}
