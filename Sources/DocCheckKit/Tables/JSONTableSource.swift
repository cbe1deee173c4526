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

    /// The file's values before they are checked against each other.
    private struct Fields {
        var keys: [String]
        var idColumn: String?
        var columns: [String]?
        var proseColumns: [String]?
        /// By column name; nil for a value that is not a string.
        var alignments: [String: String?]?
        var rows: [[String: String]]?
    }

    /// The fields of a file whose every value has its type, read straight from the parsed
    /// file; nil for any other file, which `read` reads to say what is wrong where.
    private static func fields(_ root: JSONNode) -> Fields? {
        guard case .object(let members) = root.value else { return nil }
        func string(_ node: JSONNode) -> String? {
            if case .string(let text) = node.value { text } else { nil }
        }
        func strings(_ node: JSONNode) -> [String]? {
            guard case .array(let elements) = node.value else { return nil }
            let texts = elements.compactMap(string)
            return texts.count == elements.count ? texts : nil
        }
        func object(_ node: JSONNode) -> [(key: String, node: JSONNode)]? {
            if case .object(let members) = node.value { members } else { nil }
        }
        var fields = Fields(keys: members.map(\.key))
        for (key, node) in members {
            switch key {
            case "idColumn":
                guard let text = string(node) else { return nil }
                fields.idColumn = text
            case "columns", "proseColumns":
                guard let texts = strings(node) else { return nil }
                if key == "columns" { fields.columns = texts } else { fields.proseColumns = texts }
            case "alignments":
                guard let entries = object(node) else { return nil }
                fields.alignments = Dictionary(entries.map { ($0.key, string($0.node)) }, uniquingKeysWith: { $1 })
            case "rows":
                guard case .array(let elements) = node.value else { return nil }
                var rows: [[String: String]] = []
                rows.reserveCapacity(elements.count)
                for element in elements {
                    guard let cells = object(element) else { return nil }
                    var row: [String: String] = [:]
                    for cell in cells {
                        guard let text = string(cell.node) else { return nil }
                        row[cell.key] = text
                    }
                    rows.append(row)
                }
                fields.rows = rows
            default:
                continue
            }
        }
        return fields
    }

    private func parse() throws(ConfigurationError) -> TableSpec {
        let reader = JSONObjectReader(bytes: bytes, path: path)
        // A well-typed file (the usual one) is read straight from the parsed file.
        let fields: Fields
        if let typed = Self.fields(try reader.root()) { fields = typed } else { fields = try read(reader) }
        try reader.rejectUnknownKeys(in: fields.keys, allowed: ["idColumn", "columns", "proseColumns", "alignments", "rows"], at: "")
        guard let names = fields.columns, !names.isEmpty else {
            throw reader.missing("columns", in: "")
        }
        let prose = Set(fields.proseColumns ?? [])
        for name in prose.sorted() where !names.contains(name) {
            throw reader.error("proseColumns names '\(name)', which is not a column", key: "proseColumns")
        }
        let alignments = try self.alignments(fields.alignments ?? [:], reader, columns: names)
        guard let idName = fields.idColumn else { throw reader.missing("idColumn", in: "") }
        guard let idColumn = names.firstIndex(of: idName) else {
            throw reader.error("idColumn '\(idName)' is not a column", at: "idColumn")
        }
        var rows: [[String]] = []
        for (index, row) in (fields.rows ?? []).enumerated() {
            let prefix = "rows[\(index)]."
            try reader.rejectUnknownKeys(in: Array(row.keys), allowed: names, at: prefix)
            var cells: [String] = []
            for name in names {
                guard let cell = row[name] else { throw reader.missing(name, in: "rows[\(index)]") }
                cells.append(cell)
            }
            rows.append(cells)
        }
        let ids = TableRenderer.plainTexts(ofCells: rows.map { $0[idColumn] })
        let columns = names.map { TableSpec.Column($0, isProse: prose.contains($0), alignment: alignments[$0]) }
        return TableSpec(columns: columns, rows: zip(ids, rows).map { TableSpec.Row(id: $0, cells: $1) }, idColumn: idColumn)
    }

    /// The file's values read through the reader, which throws for a value of the wrong type.
    private func read(_ reader: JSONObjectReader) throws(ConfigurationError) -> Fields {
        let object = try reader.rootObject()
        var alignments: [String: String?]?
        if let value = object["alignments"] {
            guard let entries = value as? [String: Any] else { throw reader.typeError("alignments", "an object", key: "alignments") }
            alignments = entries.mapValues { $0 as? String }
        }
        var rows: [[String: String]]?
        if let objects = try reader.objects(object, "rows") {
            rows = []
            for (index, row) in objects.enumerated() {
                let prefix = "rows[\(index)]."
                var cells: [String: String] = [:]
                for key in row.keys.sorted() {
                    cells[key] = try reader.string(row, key, prefix: prefix)
                }
                rows?.append(cells)
            }
        }
        return Fields(
            keys: Array(object.keys), idColumn: try reader.string(object, "idColumn"), columns: try reader.strings(object, "columns"),
            proseColumns: try reader.strings(object, "proseColumns"), alignments: alignments, rows: rows)
    }

    /// The alignments `"alignments": { "Column": "center" }` sets, by column name.
    private func alignments(
        _ entries: [String: String?], _ reader: JSONObjectReader, columns: [String]
    ) throws(ConfigurationError) -> [String: TableAlignment] {
        var result: [String: TableAlignment] = [:]
        for (name, value) in entries.sorted(by: { $0.key < $1.key }) {
            guard columns.contains(name) else {
                throw reader.error("alignments names '\(name)', which is not a column", atKeyOf: "alignments.\(name)", key: name)
            }
            let known = TableAlignment.allCases.map(\.rawValue)
            guard let text = value, let alignment = TableAlignment(rawValue: text) else {
                let found = value.map { "'\($0)'" } ?? "a value that is not a string"
                throw reader.error(
                    "key 'alignments.\(name)' must be one of \(known.joined(separator: ", ")); found \(found)", at: "alignments.\(name)")
            }
            result[name] = alignment
        }
        return result
    }
}
