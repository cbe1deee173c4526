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
        var markers: [(kind: Substring, name: String, line: Int)] = []
        for fragment in document.html {
            // Most HTML holds no marker: only fragments that do are cut into lines.
            guard let start = fragment.range?.start,
                fragment.literal.includes("doccheck:begin") || fragment.literal.includes("doccheck:end")
            else { continue }
            let lines = fragment.literal.split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, rawLine) in lines.enumerated() where rawLine.includes("doccheck:begin") || rawLine.includes("doccheck:end") {
                let location = offset == 0 ? start : SourceLocation(line: start.line + offset)
                let text = String(rawLine).trimmingWhitespace().trimmingCharacters(in: "\r")
                guard let match = text.wholeMatch(of: cached(/<!--\s*doccheck:(begin|end)\s+([A-Za-z0-9._-]+)\s*-->/)) else {
                    problems.append(
                        problem(document, location, "malformed marker '\(text)'; write <!-- doccheck:begin NAME --> or <!-- doccheck:end NAME -->"))
                    continue
                }
                if fragment.kind == .inline {
                    problems.append(problem(document, location, "marker '\(text)' must stand on a line of its own"))
                    continue
                }
                markers.append((match.1, String(match.2), location.line))
            }
        }
        var regions: [MarkerRegion] = []
        // Open regions, innermost last: a nested begin is one problem, and its own end
        // still closes it, so one mistake gives one finding.
        var open: [(name: String, line: Int)] = []
        for marker in markers {
            let location = SourceLocation(line: marker.line)
            if marker.kind == "begin" {
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

    private static func problem(_ document: MarkdownDocument, _ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(path: document.path, location: location, ruleID: MarkerRule.id, message: message)
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        var view = Substring(self)
        while let last = view.last, characters.contains(last) { view.removeLast() }
        return String(view)
    }
}
