import DocCheckKit
import ShowcaseCatalog

/// The README's demo table, generated from `ShowcaseDemo`'s metadata.
///
/// This is the one place that knows both the engine and the catalog: it turns each demo
/// into a row of Markdown cells.
struct ShowcaseTableSource: TableSource {
    /// The name `.doccheck.json` uses for this source.
    static let sourceName = "showcase-catalog"

    var name: String { "metadata" }

    func table() -> TableSpec {
        let columns: [TableSpec.Column] = [
            .init("ID"), .init("Demo", isProse: true), .init("Summary", isProse: true), .init("Category", isProse: true),
            .init("APIs"), .init("Platforms"), .init("Requires"),
        ]
        let rows = ShowcaseDemo.allCases.map { demo in
            TableSpec.Row(
                id: demo.rawValue,
                cells: [
                    "`\(demo.rawValue)`",
                    demo.title,
                    demo.summary,
                    demo.category.title,
                    demo.apis.map { "`\($0)`" }.joined(separator: ", "),
                    demo.platforms.map(\.name).joined(separator: ", "),
                    demo.requirements.isEmpty ? "—" : demo.requirements.map(\.description).joined(separator: ", "),
                ])
        }
        return TableSpec(columns: columns, rows: rows, idColumn: 0)
    }
}
