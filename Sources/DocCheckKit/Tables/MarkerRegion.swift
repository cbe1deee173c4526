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

/// What is wrong with one of a document's markers; `marker` makes the finding of it.
public struct MarkerProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Not `<!-- doccheck:begin NAME -->` or `<!-- doccheck:end NAME -->` on one line.
        case malformed(comment: String)
        /// Written beside other text.
        case notAlone(comment: String)
        case nested(name: String, inside: String, begunAt: Int)
        case repeated(name: String, firstAt: Int)
        case endOfAnother(name: String, open: String, begunAt: Int)
        case endWithoutBegin(name: String)
        case beginWithoutEnd(name: String)
    }

    public var path: String
    public var location: SourceLocation
    public var kind: Kind
}

/// Finds marker regions through the document model: markers are HTML comments, so a
/// marker inside a code block or inline code is text, not a marker.
public enum MarkerScanner {
    /// The document's regions, or every problem with its markers (then no region is usable).
    public static func regions(in document: MarkdownDocument) -> (regions: [MarkerRegion], problems: [MarkerProblem]) {
        var problems: [MarkerProblem] = []
        func problem(_ location: SourceLocation, _ kind: MarkerProblem.Kind) {
            problems.append(MarkerProblem(path: document.path, location: location, kind: kind))
        }
        var markers: [(begins: Bool, name: String, line: Int)] = []
        for comment in DirectiveComment.comments(in: document) where comment.kind == .regionBegin || comment.kind == .regionEnd {
            guard let location = comment.location else { continue }
            let name = comment.argument
            guard comment.isOneClosedLine, !name.isEmpty, name.utf8.allSatisfy(isNameByte) else {
                problem(location, .malformed(comment: comment.text))
                continue
            }
            guard comment.standsAlone else {
                problem(location, .notAlone(comment: comment.text))
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
                    problem(location, .nested(name: marker.name, inside: current.name, begunAt: current.line))
                } else if let first = regions.first(where: { $0.name == marker.name }) {
                    problem(location, .repeated(name: marker.name, firstAt: first.beginLine))
                }
                open.append((marker.name, marker.line))
            } else if let current = open.last {
                if current.name == marker.name {
                    regions.append(MarkerRegion(name: current.name, beginLine: current.line, endLine: marker.line))
                    open.removeLast()
                } else {
                    problem(location, .endOfAnother(name: marker.name, open: current.name, begunAt: current.line))
                }
            } else {
                problem(location, .endWithoutBegin(name: marker.name))
            }
        }
        for current in open.reversed() {
            problem(SourceLocation(line: current.line), .beginWithoutEnd(name: current.name))
        }
        return problems.isEmpty ? (regions, []) : ([], problems)
    }

    /// Whether `byte` may be part of a region's name: `[A-Za-z0-9._-]`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIWordByte || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        var view = Substring(self)
        while let last = view.last, characters.contains(last) { view.removeLast() }
        return String(view)
    }
}
