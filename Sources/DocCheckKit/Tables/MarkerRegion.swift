/// A region of a document that doccheck owns, between two marker comments:
/// `<!-- doccheck:begin NAME -->` and `<!-- doccheck:end NAME -->`, each on a line of its own.
public struct MarkerRegion: Hashable, Sendable {
    public var name: String
    /// The line of the begin marker.
    public var beginLine: Int
    /// The line of the end marker.
    public var endLine: Int

    /// The lines strictly between the markers: the region's content.
    public var contentLines: Range<Int> { (beginLine + 1)..<endLine }
}

/// Finds marker regions through the document model: markers are HTML comments, so a
/// marker inside a code block or inline code is text, not a marker.
public enum MarkerScanner {
    /// The document's regions, or every problem with its markers (then no region is usable).
    public static func regions(in document: MarkdownDocument) -> (regions: [MarkerRegion], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var markers: [(begins: Bool, name: String, line: Int)] = []
        for comment in DirectiveComment.comments(in: document) where comment.kind == .regionBegin || comment.kind == .regionEnd {
            guard let location = comment.location else { continue }
            let name = comment.argument
            guard comment.isOneClosedLine, !name.isEmpty, name.utf8.allSatisfy(isNameByte) else {
                problems.append(
                    problem(
                        document, location, "malformed marker '\(comment.text)'; write <!-- doccheck:begin NAME --> or <!-- doccheck:end NAME -->"))
                continue
            }
            guard comment.standsAlone else {
                problems.append(problem(document, location, "marker '\(comment.text)' must stand on a line of its own"))
                continue
            }
            markers.append((comment.kind == .regionBegin, String(name), location.line))
        }
        var regions: [MarkerRegion] = []
        // Open regions, innermost last: a nested begin is one problem, and its own end
        // still closes it, so one mistake gives one finding.
        var open: [(name: String, line: Int)] = []
        for marker in markers {
            let location = SourceLocation(line: marker.line)
            if marker.begins {
                if let current = open.last {
                    problems.append(
                        problem(
                            document, location,
                            "region '\(marker.name)' begins inside region '\(current.name)' (begun at line \(current.line)); regions cannot nest"))
                } else if let first = regions.first(where: { $0.name == marker.name }) {
                    problems.append(problem(document, location, "region '\(marker.name)' appears twice; the first begins at line \(first.beginLine)"))
                }
                open.append((marker.name, marker.line))
            } else if let current = open.last {
                if current.name == marker.name {
                    regions.append(MarkerRegion(name: current.name, beginLine: current.line, endLine: marker.line))
                    open.removeLast()
                } else {
                    problems.append(
                        problem(
                            document, location,
                            "end of region '\(marker.name)' while region '\(current.name)' (begun at line \(current.line)) is open"))
                }
            } else {
                problems.append(problem(document, location, "end of region '\(marker.name)' has no begin marker before it"))
            }
        }
        for current in open.reversed() {
            problems.append(
                problem(
                    document, SourceLocation(line: current.line),
                    "region '\(current.name)' has no end marker; add <!-- doccheck:end \(current.name) -->"))
        }
        return problems.isEmpty ? (regions, []) : ([], problems)
    }

    /// Whether `byte` may be part of a region's name: `[A-Za-z0-9._-]`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func problem(_ document: MarkdownDocument, _ location: SourceLocation, _ message: String) -> Diagnostic {
        MarkerRule.finding(path: document.path, location: location, message: message)
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        var view = Substring(self)
        while let last = view.last, characters.contains(last) { view.removeLast() }
        return String(view)
    }
}
