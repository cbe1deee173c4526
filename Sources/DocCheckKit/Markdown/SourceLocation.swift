/// A position in a document: 1-based line and 1-based column counted in UTF-8 bytes,
/// the way compilers and editors report positions (a BOM is not counted). Where only the
/// line is known the column is nil, and reporters print the line alone (`README.md:12:`),
/// never a guessed column.
///
/// Every inline run, link, heading and cell of every document holds two of these, so they are
/// stored in 32 bits each (a value beyond is held at the largest 32-bit number).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    /// The column, or 0 when it is not known.
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The column; nil for a position of which only the line is known.
    public var column: Int? {
        get { storedColumn > 0 ? Int(storedColumn) : nil }
        set { storedColumn = newValue.map { Int32(clamping: max($0, 1)) } ?? 0 }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: max(column, 1))
    }

    /// A position of which only the line is known.
    public init(line: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = 0
    }

    /// Orders by line, then column; a line alone comes before any column on it.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`, or `line` alone when the column is not known.
    public var description: String { column.map { "\(line):\($0)" } ?? "\(line)" }
}

extension SourceLocation {
    /// `" (line N)"` for a known line, nothing for an unknown one: a message never names a
    /// line 0.
    static func lineMention(_ line: Int?) -> String {
        line.map { " (line \($0))" } ?? ""
    }
}

/// The span of a node in its document; `end` is the last byte of the node, inclusive.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// Whether `line` lies within the range's lines.
    public func containsLine(_ line: Int) -> Bool {
        start.line <= line && line <= end.line
    }
}
