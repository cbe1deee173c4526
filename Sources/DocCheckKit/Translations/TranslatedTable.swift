/// A generated table in a translation: the source's rows in the source's order with the
/// source's non-prose cells, and the translation's own header names and prose cells, kept by
/// row id. A row the translation lacks gets the source's text until it is translated.
enum TranslatedTable {
    /// `spec` with the header names and prose cells of `existing`, the translation's table as it is.
    static func spec(_ spec: TableSpec, keeping existing: Table?) -> TableSpec {
        guard let existing else { return spec }
        var result = spec
        if existing.header.cells.count == spec.columns.count {
            for (index, cell) in existing.header.cells.enumerated() {
                if let markdown = cell.markdown, !markdown.isEmpty { result.columns[index].name = markdown }
            }
        }
        let rows = rowsByID(existing, idColumn: spec.idColumn)
        let prose = spec.columns.indices.filter { spec.columns[$0].isProse }
        for (index, row) in result.rows.enumerated() {
            guard let old = rows[row.id] else { continue }
            for column in prose where old.cells.indices.contains(column) {
                if let markdown = old.cells[column].markdown, !markdown.isEmpty { result.rows[index].cells[column] = markdown }
            }
        }
        return result
    }

    /// The table inside `region` of `document`, nil when the region holds none.
    static func table(in document: MarkdownDocument, _ region: MarkerRegion) -> Table? {
        document.nodes(.table).first { table in table.range.map { region.contentLines.contains($0.start.line) } ?? false }
            .map { Table($0, source: document.source) }
    }

    /// The rows of a translation's table whose prose the source added or changed since the
    /// version the translation was made from (`stored`, that version's table; nil when that
    /// version had no such table): their text is the source's, not yet translated.
    static func untranslatedRows(
        _ table: Table, spec: TableSpec, stored: Table?, sourcePath: String, language: String
    ) -> [UntranslatedRow] {
        let storedRows = stored.map { rowsByID($0, idColumn: spec.idColumn) } ?? [:]
        let specRows = Dictionary(spec.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let prose = spec.columns.indices.filter { spec.columns[$0].isProse }
        var findings: [UntranslatedRow] = []
        for row in table.rows where row.cells.indices.contains(spec.idColumn) {
            let id = row.cells[spec.idColumn].text
            guard let wanted = specRows[id], !prose.isEmpty else { continue }
            let proseNames = prose.map { spec.columns[$0].name }
            guard let old = storedRows[id] else {
                let location = row.cells.indices.contains(prose[0]) ? row.cells[prose[0]].location : nil
                findings.append(
                    UntranslatedRow(
                        id: id, changed: nil, location: location ?? row.line.map { SourceLocation(line: $0) }, source: sourcePath,
                        prose: proseNames, language: language))
                continue
            }
            let changed = prose.filter { column in
                old.cells.indices.contains(column) && old.cells[column].text != TableRenderer.plainText(ofCell: wanted.cells[column])
            }
            guard let first = changed.first else { continue }
            let location = row.cells.indices.contains(first) ? row.cells[first].location : nil
            findings.append(
                UntranslatedRow(
                    id: id, changed: changed.map { spec.columns[$0].name }, location: location ?? row.line.map { SourceLocation(line: $0) },
                    source: sourcePath, prose: proseNames, language: language))
        }
        return findings
    }

    private static func rowsByID(_ table: Table, idColumn: Int) -> [String: TableRow] {
        var rows: [String: TableRow] = [:]
        for row in table.rows where row.cells.indices.contains(idColumn) && rows[row.cells[idColumn].text] == nil {
            rows[row.cells[idColumn].text] = row
        }
        return rows
    }
}
