/// One way a table in a document differs from the table its source says it should be;
/// `generated-table` and `translation-table` make the findings of it.
struct TableDifference: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case noRegion(name: String)
        case noTable(region: String)
        case columnCount(found: Int, columns: [String])
        case header(column: Int, found: String, wanted: String)
        case repeatedRow(id: String, firstLine: Int)
        case unknownRow(id: String)
        case outOfOrder(id: String, placement: String)
        case missingRow(id: String, placement: String)
        case emptyProse(id: String, column: String, wanted: String)
        case cell(id: String, column: String, found: String, wanted: String)
    }

    var location: SourceLocation?
    var kind: Kind
    /// How the document is named ("README" for README.md).
    var documentName: String
    /// The source's name ("metadata").
    var sourceName: String

    /// What a program reads of the difference: a cell's row, column and both values.
    var facts: [String: String] {
        guard case .cell(let id, let column, let found, let wanted) = kind else { return [:] }
        return ["row": id, "column": column, "actual": found, "expected": wanted]
    }
}

/// Compares a table in a document with the table its source says it should be, row by row
/// and cell by cell; each difference is at the document's line and column.
struct TableComparison {
    let document: MarkdownDocument
    let spec: TableSpec
    /// The source's name in messages ("metadata").
    let sourceName: String
    /// For a translation: header names and prose cells may be translated, prose must not be empty.
    var translatesProse = false

    /// How the document is named in messages: "README" for README.md.
    var documentName: String {
        let file = document.path.split(separator: "/").last.map(String.init) ?? document.path
        return file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    }

    func differences(actual: Table, expected: Table) -> [TableDifference] {
        let headerLine = actual.header.line
        let names = spec.columns.map(\.name)
        guard actual.header.cells.count == expected.header.cells.count else {
            let location = actual.range?.start ?? headerLine.map { SourceLocation(line: $0) }
            return [finding(location, .columnCount(found: actual.header.cells.count, columns: names))]
        }
        var findings: [TableDifference] = []
        for (index, (found, wanted)) in zip(actual.header.cells, expected.header.cells).enumerated()
        where !translatesProse && found.text != wanted.text {
            findings.append(finding(found.location, .header(column: index + 1, found: found.text, wanted: wanted.text)))
        }
        findings += rowDifferences(actual: actual, expected: expected)
        return findings
    }

    private func rowDifferences(actual: Table, expected: Table) -> [TableDifference] {
        var findings: [TableDifference] = []
        let expectedIDs = spec.rows.map(\.id)
        let expectedIndex = Dictionary(expectedIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var firstLine: [String: Int] = [:]
        var seen: [(id: String, row: TableRow)] = []
        for row in actual.rows {
            let id = row.cells.indices.contains(spec.idColumn) ? row.cells[spec.idColumn].text : ""
            let location = row.cells.first?.location ?? row.line.map { SourceLocation(line: $0) }
            if let line = firstLine[id] {
                findings.append(finding(location, .repeatedRow(id: id, firstLine: line)))
                continue
            }
            firstLine[id] = row.line ?? 0
            if expectedIndex[id] == nil {
                findings.append(finding(location, .unknownRow(id: id)))
                continue
            }
            seen.append((id, row))
        }
        // Rows outside the longest run already in the right order are the ones out of order.
        let inOrder = Set(longestIncreasingRun(seen.map { expectedIndex[$0.id]! }).map { seen[$0].id })
        for (id, row) in seen where !inOrder.contains(id) {
            let location = row.cells.first?.location ?? row.line.map { SourceLocation(line: $0) }
            findings.append(finding(location, .outOfOrder(id: id, placement: placement(of: id))))
        }
        let present = Set(seen.map(\.id))
        for id in expectedIDs where !present.contains(id) {
            let previous = expectedIDs[..<expectedIndex[id]!].last(where: { present.contains($0) })
            let anchorRow = previous.flatMap { prior in seen.first { $0.id == prior }?.row } ?? actual.header
            let location = anchorRow.cells.first?.location ?? anchorRow.line.map { SourceLocation(line: $0) }
            findings.append(finding(location, .missingRow(id: id, placement: placement(of: id))))
        }
        let expectedRows = Dictionary(zip(expectedIDs, expected.rows), uniquingKeysWith: { first, _ in first })
        for (id, row) in seen {
            guard let wanted = expectedRows[id] else { continue }
            for (column, (found, want)) in zip(row.cells, wanted.cells).enumerated() {
                let location = found.location ?? row.line.map { SourceLocation(line: $0) }
                if translatesProse && spec.columns[column].isProse {
                    if found.text.trimmingWhitespace().isEmpty {
                        findings.append(finding(location, .emptyProse(id: id, column: spec.columns[column].name, wanted: want.text)))
                    }
                } else if found.text != want.text {
                    findings.append(finding(location, .cell(id: id, column: spec.columns[column].name, found: found.text, wanted: want.text)))
                }
            }
        }
        return findings
    }

    private func placement(of id: String) -> String {
        let ids = spec.rows.map(\.id)
        guard let index = ids.firstIndex(of: id), index > 0 else { return "first" }
        return "after '\(ids[index - 1])'"
    }

    private func finding(_ location: SourceLocation?, _ kind: TableDifference.Kind) -> TableDifference {
        TableDifference(location: location, kind: kind, documentName: documentName, sourceName: sourceName)
    }
}
