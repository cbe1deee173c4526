/// The table a region should hold: its columns and, per row, each cell's Markdown.
public struct TableSpec: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var name: String
        /// Whether the column holds prose that a translation may translate (a title, a summary).
        public var isProse: Bool

        public init(_ name: String, isProse: Bool = false) {
            self.name = name
            self.isProse = isProse
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
