import Foundation

/// A link of a DocC document that names a symbol: ` ``Point/x`` ` (code in two backticks) or
/// a `<doc:Point/x>` that names no article, with where its path starts, so that a finding
/// is at the component DocC names, as docc reports it.
struct SymbolLinkOccurrence {
    /// The path as written, without backticks or `doc:` (`Point/moved(by:)`).
    var path: String
    /// Where the path starts; the link's own start when the path's is not known.
    var location: SourceLocation?
    /// Whether the path's components are on the line of `location`, so that an offset into
    /// the path is a column.
    var isOnOneLine: Bool
    /// Whether it is a `doc:` link, which may name an article as well as a symbol.
    var isDocLink: Bool
    /// Whether it is the document's title (`# ``Kit/Widget`` `), which makes the document the
    /// extension file of that symbol.
    var isTitle = false

    /// Where the path's UTF-8 byte `offset` is; docc places some findings before the path,
    /// never before the line's start.
    func location(ofOffset offset: Int) -> SourceLocation? {
        guard isOnOneLine, let location, let column = location.column else { return location }
        return SourceLocation(line: location.line, column: max(1, column + offset))
    }

    /// The document's symbol links written in two backticks; code in one or three is code.
    static func codeLinks(in document: MarkdownDocument) -> [SymbolLinkOccurrence] {
        let bytes = document.source.bytes
        let title = document.nodes(.heading).first
        return document.nodes(.code).compactMap { node in
            guard let range = node.range, let column = range.start.column, let literal = node.literal else { return nil }
            let at = document.source.lineStarts[range.start.line - 1] + column - 1
            let path = literal.trimmingWhitespace()
            guard !path.isEmpty, let pathColumn = Self.contentColumn(at: at, column: column, bytes: bytes, path: path) else { return nil }
            let isTitle = title.map { $0.headingLevel == 1 && $0.contains(node) } ?? false
            return SymbolLinkOccurrence(
                path: path, location: SourceLocation(line: range.start.line, column: pathColumn),
                isOnOneLine: range.end.line == range.start.line, isDocLink: false, isTitle: isTitle)
        }
    }

    /// The column of a code span's text when two backticks open it, nil for one or three:
    /// cmark-gfm places a code span at its text, after its backticks and the space it strips,
    /// or at its opening backticks.
    private static func contentColumn(at offset: Int, column: Int, bytes: [UInt8], path: String) -> Int? {
        let tick = UInt8(ascii: "`")
        var start = offset
        var startColumn = column
        if start < bytes.count, bytes[start] == tick {
            while start < bytes.count, bytes[start] == tick { start += 1 }
            guard start - offset == 2 else { return nil }
            startColumn += 2
        } else {
            var before = start - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
            var ticks = 0
            while before - ticks >= 0, bytes[before - ticks] == tick { ticks += 1 }
            guard ticks == 2 else { return nil }
        }
        // The text may start after spaces the span keeps or strips.
        while start < bytes.count, bytes[start] == UInt8(ascii: " "), path.utf8.first != UInt8(ascii: " ") {
            start += 1
            startColumn += 1
        }
        return startColumn
    }

    /// A `doc:` link's occurrence: its path (percent-decoded, without a fragment or query),
    /// at the name of an autolink (`<doc:Name>`); nil for a link that names a documentation
    /// bundle (`doc://com.example.Kit/…`), which doccheck does not resolve.
    static func docLink(_ link: Link, in document: MarkdownDocument) -> SymbolLinkOccurrence? {
        let destination = link.destination
        guard destination.hasPrefix("doc:"), !destination.hasPrefix("doc://") else { return nil }
        var path = destination.dropFirst(4)
        if let end = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = path[..<end] }
        guard !path.isEmpty else { return nil }
        let decoded = path.removingPercentEncoding ?? String(path)
        return SymbolLinkOccurrence(
            path: decoded, location: DocCatalog.docLinkLocation(link, offset: 4), isOnOneLine: link.location?.column != nil && decoded == path,
            isDocLink: true)
    }
}
