/// The table a region should hold: its columns and, per row, each cell's Markdown.
public struct TableSpec: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var name: String
        /// Whether the column holds prose that a translation may translate (a title, a summary).
        public var isProse: Bool
        /// How the column is aligned; nil when the source does not say, and the document's
        /// table keeps the alignment it has.
        public var alignment: TableAlignment?

        public init(_ name: String, isProse: Bool = false, alignment: TableAlignment? = nil) {
            self.name = name
            self.isProse = isProse
            self.alignment = alignment
        }
    }

    public struct Row: Sendable, Equatable {
        /// The row's stable id: the plain text of its id column.
        public var id: String
        /// Each column's cell as Markdown, in column order.
        public var cells: [String]

        public init(id: String, cells: [String]) {
            self.id = id
            self.cells = cells
        }
    }

    public var columns: [Column]
    public var rows: [Row]
    /// The index of the column whose plain text is each row's id.
    public var idColumn: Int

    public init(columns: [Column], rows: [Row], idColumn: Int) {
        self.columns = columns
        self.rows = rows
        self.idColumn = idColumn
    }
}

extension TableSpec {
    /// The spec with each column the source does not align aligned as `existing`, the
    /// document's table, aligns it: the column of the same name, or else, when the table has
    /// as many columns as the spec (a translation names them otherwise), the one in its place.
    func keepingAlignments(of existing: Table?) -> TableSpec {
        guard let existing, !existing.alignments.isEmpty else { return self }
        let names = existing.header.cells.map(\.text)
        var result = self
        for (index, column) in columns.enumerated() where column.alignment == nil {
            let named = names.firstIndex(of: TableRenderer.plainText(ofCell: column.name))
            let place = named ?? (names.count == columns.count ? index : nil)
            result.columns[index].alignment = place.flatMap { existing.alignments.indices.contains($0) ? existing.alignments[$0] : nil }
        }
        return result
    }
}

/// Where a generated table's rows come from: a built-in catalog, a JSON file, ...
public protocol TableSource: Sendable {
    /// A short name for messages ("metadata", "rows.json").
    var name: String { get }
    func table() throws(TableSourceError) -> TableSpec
}

/// A table source that cannot give its rows; the run stops with exit status 2.
public struct TableSourceError: Error, Sendable, Equatable {
    public var path: String?
    public var location: SourceLocation?
    public var message: String

    public init(path: String? = nil, location: SourceLocation? = nil, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }
}
