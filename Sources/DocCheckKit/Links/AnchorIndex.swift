import Foundation

/// The anchors a document offers to links, as its renderer makes them. On GitHub: each
/// heading's GitHub anchor, in document order through one `Slugger`, and every HTML anchor
/// (`<a name="…">`, any tag's `id="…"`). In a DocC catalog: each heading's DocC fragment but
/// the title's (level 1), its capitals kept and a repeated one not numbered; DocC renders no
/// HTML, so no HTML anchor.
struct AnchorIndex: Sendable {
    /// Whose anchors the document offers.
    enum Style: Sendable, Hashable {
        case gitHub, docC
    }

    struct Anchor: Sendable, Equatable {
        var name: String
        /// The title of the heading the anchor is made from; nil for an HTML anchor.
        var headingTitle: String?
        var line: Int?
        /// The index of the heading the anchor is, or stands in (`### <a name="x"></a> Title`);
        /// nil for an HTML anchor outside headings.
        var heading: Int? = nil
        /// What a `<doc:Article#…>` link writes for a DocC anchor: the anchor, or, where DocC
        /// would make the anchor itself into another (`Intro--setup` into `Intro-setup`), the
        /// heading's text with its spaces as hyphens (`Intro-&-setup`).
        var docLinkFragment: String? = nil

        /// What the anchor belongs to, for messages: `heading 'Install'` or `HTML anchor`
        /// (worded when a message needs it: every heading of every document has an anchor).
        var owner: String { headingTitle.map { "heading '\($0)'" } ?? "HTML anchor" }
    }

    /// The outcome of looking a fragment up.
    enum Match: Equatable {
        case found
        /// Only when case is ignored: the anchor as it is spelled.
        case caseOnly(Anchor)
        /// No anchor; the closest one, when the document has any.
        case missing(closest: Anchor?)
    }

    private(set) var anchors: [Anchor] = []
    /// Whether the document is a README, which GitHub shows on its folder's page inside an
    /// element whose id is `readme` (`[Back to top](#readme)`).
    private var isReadme = false
    let style: Style

    init(document: MarkdownDocument, style: Style = .gitHub) {
        self.style = style
        // The file name's first part between dots, read by bytes: every document has an index.
        let path = document.path.utf8
        let name = path[(path.lastIndex(of: UInt8(ascii: "/")).map { path.index(after: $0) } ?? path.startIndex)...]
        let stem = name.drop { $0 == UInt8(ascii: ".") }.prefix { $0 != UInt8(ascii: ".") }
        isReadme = stem.count == 6 && zip(stem, "readme".utf8).allSatisfy { $0.asciiLowercased == $1 }
        guard style == .gitHub else {
            let headings = zip(document.headings, document.nodes(.heading)).enumerated()
            anchors = headings.compactMap { index, pair in
                let (heading, node) = pair
                guard heading.level > 1 else { return nil }
                let text = node.docCPlainText()
                let name = DocCNames.fragment(text)
                return Anchor(
                    name: name, headingTitle: heading.title, line: heading.range?.start.line, heading: index,
                    docLinkFragment: DocCNames.fragment(name) == name ? name : Self.encoded(DocCNames.hyphenated(text)))
            }
            return
        }
        var slugger = Slugger()
        var found: [(Anchor, SourceLocation)] = []
        let headings = document.headings
        let headingLines = document.headingLines
        for (index, heading) in headings.enumerated() {
            let anchor = Anchor(
                name: slugger.slug(heading.anchorText), headingTitle: heading.title, line: heading.range?.start.line, heading: index)
            found.append((anchor, heading.range?.start ?? SourceLocation(line: 0, column: 0)))
        }
        for fragment in document.html {
            var locator = fragment.locator(in: document.source)
            for tag in HTMLTagScanner.tags(in: fragment.literal) where !tag.isEnd {
                let names = [tag.attributes["id"], tag.name == "a" ? tag.attributes["name"] : nil].compactMap { $0 }
                let location = locator.location(ofOffset: tag.range.lowerBound)
                for name in names where !name.isEmpty {
                    let heading = location.flatMap { location in headingLines.firstIndex(of: location.line) }
                    let anchor = Anchor(name: name, line: location?.line, heading: heading)
                    found.append((anchor, location ?? SourceLocation(line: 0, column: 0)))
                }
            }
        }
        anchors = found.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// `text` as a URL's fragment may hold it, percent-encoded where it must be.
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? text
    }

    /// Looks up a link's fragment (percent-decoded). GitHub prefixes the ids it renders with
    /// `user-content-` and scrolls to either spelling; `top` is the top of the page (HTML), and
    /// `readme` a README's own top on its folder's page. Anchors match exactly, as a browser matches a fragment.
    func match(_ fragment: String) -> Match {
        var name = fragment
        if style == .gitHub, name.hasPrefix("user-content-"), name.count > "user-content-".count { name.removeFirst("user-content-".count) }
        if anchors.contains(where: { $0.name == name }) || name == "top" || (isReadme && name == "readme") { return .found }
        if let anchor = anchors.first(where: { $0.name.lowercased() == name.lowercased() }) { return .caseOnly(anchor) }
        return .missing(closest: closest(to: name.lowercased()))
    }

    /// The anchor a fragment names exactly (with or without GitHub's `user-content-`).
    func anchor(named fragment: String) -> Anchor? {
        var name = fragment
        if style == .gitHub, name.hasPrefix("user-content-"), name.count > "user-content-".count { name.removeFirst("user-content-".count) }
        return anchors.first { $0.name == name }
    }

    /// The anchor a fragment most likely meant. A slip of a letter or a hyphen
    /// (`mid-points` for "Midpoints") is the anchor within a fifth of the fragment's letters
    /// (one at least), the nearest first; otherwise the one sharing the most words with it (a
    /// word shared in part, such as "install" in "installation" and "installing", counts in
    /// part, and a word shared by several anchors counts as a share of one), then the fewest
    /// edits, then the first in the document.
    private func closest(to fragment: String) -> Anchor? {
        let ranked = anchors.enumerated().map { index, anchor in
            let name = anchor.name.lowercased()
            return (anchor: anchor, edits: EditDistance.between(name, fragment), index: index)
        }
        let slips = max(1, fragment.count / 5)
        if let slip = ranked.filter({ $0.edits <= slips }).min(by: { ($0.edits, $0.index) < ($1.edits, $1.index) }) {
            return slip.anchor
        }
        let words = fragment.split(separator: "-")
        let anchorWords = ranked.map { $0.anchor.name.lowercased().split(separator: "-") }
        // How much each word of the fragment shares with each anchor; a word many anchors
        // share ("plugin" of '#vscode-plugin') tells less than one only a few have ("vscode").
        let overlaps = anchorWords.map { names in words.map { word in names.map { Self.overlap(word, $0) }.max() ?? 0 } }
        let weights = words.indices.map { word in 1 / Double(max(1, overlaps.count { $0[word] > 0 })) }
        return ranked.indices.map { index in
            let shared = zip(overlaps[index], weights).reduce(0.0) { $0 + $1.0 * $1.1 }
            return (ranked[index].anchor, shared, ranked[index].edits, ranked[index].index)
        }.min { lhs, rhs in (-lhs.1, lhs.2, lhs.3) < (-rhs.1, rhs.2, rhs.3) }?.0
    }

    /// 1 for the same word, the share of a common beginning of three letters or more, else 0.
    private static func overlap(_ lhs: Substring, _ rhs: Substring) -> Double {
        if lhs == rhs { return 1 }
        let common = zip(lhs, rhs).prefix { $0 == $1 }.count
        return common >= 3 ? Double(common) / Double(max(lhs.count, rhs.count)) : 0
    }
}
