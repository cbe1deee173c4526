/// A generated table agrees with its source row by row and cell by cell. Each finding names
/// its table's region in its facts (`"region": "demo-table"` in the examples).
struct GeneratedTableRule: ContextRule {
    static let id = "generated-table"

    var description: RuleDescription {
        let table = TableExamples.table
        return RuleDescription(
            id: Self.id, summary: "a generated table agrees with its source row by row and cell by cell",
            triggeringExamples: [
                TableExamples.repository("# P\n\n" + table.replacingOccurrences(of: "| Alpha |", with: "| Alfa |"), line: 6),
                TableExamples.repository("# P\n\n" + table.replacingOccurrences(of: "| `a` | Alpha |\n", with: ""), line: 4),
            ],
            nonTriggeringExamples: [TableExamples.repository("# P\n\n" + table)])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        Self.findings(context.tableFacts)
    }

    /// The findings of the generated tables' differences, each with its region as a fact.
    static func findings(_ facts: [TableFact]) -> [Diagnostic] {
        facts.compactMap { fact in
            guard case .generatedTable(let difference, let region) = fact.kind else { return nil }
            return finding(
                path: fact.path, location: difference.location, message: message(difference), notes: fact.notes,
                facts: difference.facts.merging(["region": region]) { $1 })
        }
    }

    /// What a difference says: a generated table's, and a translation's table, which differs
    /// from its source's in the same words.
    static func message(_ difference: TableDifference) -> String {
        let document = difference.documentName
        let source = difference.sourceName
        return switch difference.kind {
        case .noRegion(let name):
            "no region '\(name)'; add <!-- doccheck:begin \(name) --> and <!-- doccheck:end \(name) --> where the table belongs"
        case .noTable(let region): "region '\(region)' holds no table"
        case .columnCount(let found, let columns): "table has \(found) columns, \(source) has \(columns.count): \(columns.joined(separator: ", "))"
        case .header(let column, let found, let wanted): "column \(column): \(document) says '\(found)', \(source) says '\(wanted)'"
        case .repeatedRow(let id, let line): "row '\(id)' appears twice; the first is at line \(line)"
        case .unknownRow(let id): "row '\(id)' is not in the \(source)"
        case .outOfOrder(let id, let placement): "row '\(id)' is out of order: \(source) puts it \(placement)"
        case .missingRow(let id, let placement): "row '\(id)' is missing: \(source) puts it \(placement)"
        case .emptyProse(let id, let column, let wanted): "row '\(id)', column '\(column)' is empty; \(source) says '\(wanted)'"
        case .cell(let id, let column, let found, let wanted):
            "row '\(id)', column '\(column)': \(document) says '\(found)', \(source) says '\(wanted)'"
        }
    }
}

extension GeneratedTableRule {
    static let mutations: [Mutation] = [
        Mutation(id: "table-delete-row", summary: "delete a row of the README's generated table") { workspace in
            guard let (path, name) = MutationCatalogue.readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                let line = found.table.rows.first?.line
            else { return nil }
            try workspace.replaceLines(path, line...line, with: [])
            return MutationSite(path: path, line: line)
        },
        Mutation(id: "table-duplicate-row", summary: "repeat a row of the README's generated table") { workspace in
            guard let (path, name) = MutationCatalogue.readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                let line = found.table.rows.first?.line
            else { return nil }
            try workspace.replaceLines(path, line...line, with: [workspace.line(path, line), workspace.line(path, line)])
            return MutationSite(path: path, line: line + 1)
        },
        Mutation(id: "table-swap-rows", summary: "swap two rows of the README's generated table") { workspace in
            guard let (path, name) = MutationCatalogue.readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                found.table.rows.count >= 2, let first = found.table.rows[0].line, let second = found.table.rows[1].line,
                second == first + 1
            else { return nil }
            try workspace.replaceLines(path, first...second, with: [workspace.line(path, second), workspace.line(path, first)])
            return MutationSite(path: path, line: first)
        },
        Mutation(id: "table-edit-cell", summary: "change one cell of the README's generated table") { workspace in
            guard let (path, name) = MutationCatalogue.readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                let row = found.table.rows.first, let line = row.line, row.cells.count >= 2,
                let column = row.cells.last?.location?.column
            else { return nil }
            // Put a word at the start of the last cell, after the space that follows its pipe.
            var bytes = Array(workspace.line(path, line).utf8)
            bytes.insert(contentsOf: Array("Changed ".utf8), at: min(column, bytes.count))
            try workspace.replaceLines(path, line...line, with: [String(decoding: bytes, as: UTF8.self)])
            return MutationSite(path: path, line: line)
        },
    ]
}
