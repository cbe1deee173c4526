import Foundation

/// Table rows from a JSON file, so a package without a Swift catalog can use generated tables.
///
/// ```json
/// { "idColumn": "ID", "columns": ["ID", "Name"], "proseColumns": ["Name"],
///   "alignments": { "Name": "center" }, "rows": [ { "ID": "`alpha`", "Name": "Alpha" } ] }
/// ```
///
/// A column without an alignment keeps the one the document's table gives it.
public struct JSONTableSource: TableSource {
    public let path: String
    let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public var name: String { (path as NSString).lastPathComponent }

    public func table() throws(TableSourceError) -> TableSpec {
        do {
            return try parse()
        } catch {
            throw TableSourceError(path: error.path, location: error.location, message: error.message)
        }
    }

    private func parse() throws(ConfigurationError) -> TableSpec {
        let reader = JSONObjectReader(bytes: bytes, path: path)
        let object = try reader.rootObject()
        try reader.rejectUnknownKeys(in: object, allowed: ["idColumn", "columns", "proseColumns", "alignments", "rows"], at: "")
        guard let names = try reader.strings(object, "columns"), !names.isEmpty else {
            throw reader.error("missing key 'columns'")
        }
        let prose = Set(try reader.strings(object, "proseColumns") ?? [])
        for name in prose.sorted() where !names.contains(name) {
            throw reader.error("proseColumns names '\(name)', which is not a column", key: "proseColumns")
        }
        let alignments = try self.alignments(object, reader, columns: names)
        guard let idName = try reader.string(object, "idColumn") else { throw reader.error("missing key 'idColumn'") }
        guard let idColumn = names.firstIndex(of: idName) else {
            throw reader.error("idColumn '\(idName)' is not a column", key: "idColumn")
        }
        var rows: [[String]] = []
        for (index, row) in (try reader.objects(object, "rows") ?? []).enumerated() {
            let prefix = "rows[\(index)]."
            try reader.rejectUnknownKeys(in: row, allowed: names, at: prefix)
            var cells: [String] = []
            for name in names {
                guard let cell = try reader.string(row, name, prefix: prefix) else {
                    throw reader.error("missing key '\(prefix)\(name)'")
                }
                cells.append(cell)
            }
            rows.append(cells)
        }
        let ids = TableRenderer.plainTexts(ofCells: rows.map { $0[idColumn] })
        let columns = names.map { TableSpec.Column($0, isProse: prose.contains($0), alignment: alignments[$0]) }
        return TableSpec(columns: columns, rows: zip(ids, rows).map { TableSpec.Row(id: $0, cells: $1) }, idColumn: idColumn)
    }

    /// The alignments `"alignments": { "Column": "center" }` sets, by column name.
    private func alignments(
        _ object: [String: Any], _ reader: JSONObjectReader, columns: [String]
    ) throws(ConfigurationError) -> [String: TableAlignment] {
        guard let value = object["alignments"] else { return [:] }
        guard let entries = value as? [String: Any] else { throw reader.typeError("alignments", "an object", key: "alignments") }
        var result: [String: TableAlignment] = [:]
        for (name, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard columns.contains(name) else {
                throw reader.error("alignments names '\(name)', which is not a column", key: name, after: "alignments")
            }
            let known = TableAlignment.allCases.map(\.rawValue)
            guard let text = value as? String, let alignment = TableAlignment(rawValue: text) else {
                let found = (value as? String).map { "'\($0)'" } ?? "a value that is not a string"
                throw reader.error(
                    "key 'alignments.\(name)' must be one of \(known.joined(separator: ", ")); found \(found)", key: name, after: "alignments")
            }
            result[name] = alignment
        }
        return result
    }
}
