import Foundation

/// Table rows from a JSON file, so a package without a Swift catalog can use generated tables.
///
/// ```json
/// { "idColumn": "ID", "columns": ["ID", "Name"], "proseColumns": ["Name"],
///   "rows": [ { "ID": "`alpha`", "Name": "Alpha" } ] }
/// ```
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
        try reader.rejectUnknownKeys(in: object, allowed: ["idColumn", "columns", "proseColumns", "rows"], at: "")
        guard let names = try reader.strings(object, "columns"), !names.isEmpty else {
            throw reader.error("missing key 'columns'")
        }
        let prose = Set(try reader.strings(object, "proseColumns") ?? [])
        for name in prose.sorted() where !names.contains(name) {
            throw reader.error("proseColumns names '\(name)', which is not a column", key: "proseColumns")
        }
        guard let idName = try reader.string(object, "idColumn") else { throw reader.error("missing key 'idColumn'") }
        guard let idColumn = names.firstIndex(of: idName) else {
            throw reader.error("idColumn '\(idName)' is not a column", key: "idColumn")
        }
        var rows: [TableSpec.Row] = []
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
            let id = TableRenderer.plainText(ofCell: cells[idColumn])
            rows.append(TableSpec.Row(id: id, cells: cells))
        }
        return TableSpec(columns: names.map { TableSpec.Column($0, isProse: prose.contains($0)) }, rows: rows, idColumn: idColumn)
    }
}
