/// What changed between two versions of a document, said by section: a section is a heading
/// with the text up to the next heading, named by the heading's text ("'Usage' changed,
/// 'Limits' added"). The text before the first heading is a section too.
struct SectionChanges: Equatable {
    enum Kind: String { case changed, added, removed }

    struct Change: Equatable {
        /// The heading's text; nil for the text before the first heading.
        var title: String?
        /// Which of the headings with that text it is (1 for the first), so repeats stay apart.
        var occurrence: Int
        var kind: Kind

        var description: String {
            guard let title else { return "the text before the first heading \(kind.rawValue)" }
            return "'\(title)'\(occurrence > 1 ? " (\(occurrence))" : "") \(kind.rawValue)"
        }
    }

    private(set) var changes: [Change] = []

    init(from old: MarkdownDocument, to new: MarkdownDocument) {
        let before = Self.sections(of: old)
        let after = Self.sections(of: new)
        let oldTexts = Dictionary(before.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(after.map(\.key))
        for section in after {
            if let text = oldTexts[section.key] {
                if text != section.text { changes.append(Change(title: section.key.title, occurrence: section.key.occurrence, kind: .changed)) }
            } else {
                changes.append(Change(title: section.key.title, occurrence: section.key.occurrence, kind: .added))
            }
        }
        for section in before where !newKeys.contains(section.key) {
            changes.append(Change(title: section.key.title, occurrence: section.key.occurrence, kind: .removed))
        }
    }

    /// "'Usage' changed, 'Limits' added", or what changed when no section's text did.
    var summary: String {
        changes.isEmpty ? "only line endings or blank lines changed" : changes.map(\.description).joined(separator: ", ")
    }

    private struct Key: Hashable {
        var title: String?
        var occurrence: Int
    }

    /// The document's sections in order, each with its lines' text (line endings and the
    /// blank lines at its end left out).
    private static func sections(of document: MarkdownDocument) -> [(key: Key, text: [String])] {
        let starts = document.headings.compactMap { heading in heading.range.map { (heading.text, $0.start.line) } }
        var result: [(key: Key, text: [String])] = []
        var seen: [String: Int] = [:]
        let lineCount = document.source.lineCount
        let boundaries: [(title: String?, line: Int)] = [(nil, 1)] + starts.map { ($0.0, $0.1) }
        for (index, boundary) in boundaries.enumerated() {
            let end = index + 1 < boundaries.count ? boundaries[index + 1].line : lineCount + 1
            var lines = (boundary.line..<max(end, boundary.line)).filter { $0 <= lineCount }.map { document.source.line($0) }
            while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
            if boundary.title == nil && lines.isEmpty { continue }
            var occurrence = 1
            if let title = boundary.title {
                occurrence = seen[title, default: 0] + 1
                seen[title] = occurrence
            }
            result.append((Key(title: boundary.title, occurrence: occurrence), lines))
        }
        return result
    }
}
