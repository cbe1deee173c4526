/// A position in a document: 1-based line and 1-based column counted in UTF-8 bytes,
/// the way compilers and editors report positions (a BOM is not counted).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
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
