/// Every link and image of a document: the Markdown ones from the document model, and the
/// `<a href>`, `<img src>` and `<source srcset>` tags of its HTML blocks and inline HTML.
enum LinkInventory {
    static func links(in document: MarkdownDocument) -> [LinkOccurrence] {
        let scan = Scan(document)
        return markdownLinks(document, scan) + htmlLinks(document, scan)
    }

    /// What is read once per document: each HTML fragment's tags, and the positions of the
    /// images and text runs in document order (so a link's content is found by bisection).
    private struct Scan {
        let tags: [[HTMLTag]]
        let images: [SourceRange]
        let inlines: [(range: SourceRange, literal: String)]

        init(_ document: MarkdownDocument) {
            tags = document.html.map { HTMLTagScanner.tags(in: $0.literal) }
            let htmlImages = document.html.indices.filter { [tags] in tags[$0].contains { $0.name == "img" } }.compactMap { document.html[$0].range }
            images = (document.links.filter { $0.kind == .image }.compactMap(\.range) + htmlImages).sorted { $0.start < $1.start }
            inlines = document.inlines.compactMap { inline in inline.range.map { ($0, inline.literal) } }.sorted { $0.range.start < $1.range.start }
        }

        /// The index of the first of `items` (sorted by start) that starts after `location`.
        static func firstIndex<T>(in items: [T], after location: SourceLocation, _ start: (T) -> SourceLocation) -> Int {
            var low = 0
            var high = items.count
            while low < high {
                let mid = (low + high) / 2
                if start(items[mid]) > location { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    private static func markdownLinks(_ document: MarkdownDocument, _ scan: Scan) -> [LinkOccurrence] {
        document.links.map { link in
            let holdsImage =
                link.kind == .link
                && link.range.map { range in
                    scan.images[Scan.firstIndex(in: scan.images, after: range.start, \.start)...].prefix { $0.start <= range.end }
                        .contains { inside($0, range) }
                } == true
            return LinkOccurrence(
                kind: link.kind == .image ? .image : .link, syntax: .markdown, destination: link.destination, text: link.text,
                holdsImage: holdsImage, location: link.range?.start)
        }
    }

    private static func htmlLinks(_ document: MarkdownDocument, _ scan: Scan) -> [LinkOccurrence] {
        var result: [LinkOccurrence] = []
        for (index, fragment) in document.html.enumerated() {
            let tags = scan.tags[index]
            for (tagIndex, tag) in tags.enumerated() where !tag.isEnd {
                let location = fragment.location(ofOffset: tag.range.lowerBound, in: document.source)
                switch tag.name {
                case "a":
                    guard let href = tag.attributes["href"] else { continue }
                    var link = LinkOccurrence(kind: .link, syntax: .html, destination: href, attribute: "href", location: location)
                    content(of: tagIndex, fragmentIndex: index, document, scan, into: &link)
                    if let label = tag.attributes["aria-label"]?.trimmingAllWhitespace(), !label.isEmpty { link.text = label }
                    if link.text?.isEmpty == true, let title = tag.attributes["title"]?.trimmingAllWhitespace(), !title.isEmpty {
                        link.text = title
                    }
                    result.append(link)
                case "img":
                    let alt = tag.attributes["alt"]
                    let role = tag.attributes["role"]?.lowercased()
                    let decorative = alt == "" || tag.attributes["aria-hidden"]?.lowercased() == "true" || role == "presentation" || role == "none"
                    if let source = tag.attributes["src"] {
                        result.append(
                            LinkOccurrence(
                                kind: .image, syntax: .html, destination: source, text: alt, hasAltAttribute: alt != nil,
                                isDecorative: decorative, attribute: "src", location: location))
                    }
                    result += sourceSet(tag, location, decorative: true)
                case "source":
                    if let source = tag.attributes["src"] {
                        result.append(
                            LinkOccurrence(
                                kind: .image, syntax: .html, destination: source, isDecorative: true, attribute: "src", location: location))
                    }
                    result += sourceSet(tag, location, decorative: true)
                default:
                    continue
                }
            }
        }
        return result
    }

    /// The candidates of a `srcset`: each one's address, its first word. They are the same
    /// image as the `<img>` they belong to, so only their paths are checked.
    private static func sourceSet(_ tag: HTMLTag, _ location: SourceLocation?, decorative: Bool) -> [LinkOccurrence] {
        guard let set = tag.attributes["srcset"] else { return [] }
        return set.split(separator: ",").compactMap { candidate in
            guard let address = candidate.split(whereSeparator: \.isWhitespace).first else { return nil }
            return LinkOccurrence(
                kind: .image, syntax: .html, destination: String(address), isDecorative: decorative, attribute: "srcset", location: location)
        }
    }

    /// Fills in the text of the `<a>` at `tags[tagIndex]`: up to its `</a>` in the same
    /// fragment, or, for inline HTML, the text and images of the paragraph up to the inline
    /// `</a>` that closes it.
    private static func content(
        of tagIndex: Int, fragmentIndex: Int, _ document: MarkdownDocument, _ scan: Scan, into link: inout LinkOccurrence
    ) {
        let fragment = document.html[fragmentIndex]
        let tags = scan.tags[fragmentIndex]
        if let end = tags[(tagIndex + 1)...].firstIndex(where: { $0.name == "a" && $0.isEnd }) {
            link.text = HTMLTagScanner.text(in: fragment.literal, tags[tagIndex].range.upperBound..<tags[end].range.lowerBound)
            link.holdsImage = tags[(tagIndex + 1)..<end].contains { $0.name == "img" }
            return
        }
        guard fragment.kind == .inline, let start = fragment.range?.end else { return }
        let closing = document.html.indices.dropFirst(fragmentIndex + 1).first { index in
            document.html[index].kind == .inline && scan.tags[index].contains { $0.name == "a" && $0.isEnd }
        }
        guard let end = closing.flatMap({ document.html[$0].range?.start }) else { return }
        var text = ""
        var previousLine: Int?
        for (range, literal) in scan.inlines[Scan.firstIndex(in: scan.inlines, after: start, \.range.start)...] {
            if range.start >= end { break }
            guard range.end < end else { continue }
            if let previousLine, range.start.line > previousLine { text += " " }
            text += literal
            previousLine = range.end.line
        }
        link.text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        link.holdsImage = scan.images[Scan.firstIndex(in: scan.images, after: start, \.start)...].prefix { $0.start < end }.contains { $0.end < end }
    }

    private static func inside(_ inner: SourceRange, _ outer: SourceRange) -> Bool {
        inner.start > outer.start && inner.end <= outer.end
    }
}
