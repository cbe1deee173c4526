/// A position in a document: 1-based line and 1-based column counted in UTF-8 bytes,
/// the way compilers and editors report positions (a BOM is not counted).
///
/// Every inline run, link, heading and cell of every document holds two of these, so they are
/// stored in 32 bits each (a value beyond is held at the largest 32-bit number).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
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
