/// Every link and image of a document: the Markdown ones from the document's tree, and the
/// `<a href>`, `<img src>` and `<source srcset>` tags of its HTML blocks and inline HTML.
enum LinkInventory {
    static func links(in document: MarkdownDocument) -> [Link] {
        var html: [Link] = []
        for node in document.root.views(where: { $0 == .htmlBlock || $0 == .htmlInline }, { $0 }) {
            html += htmlLinks(node, document)
        }
        // The tree's links, not the document's list of them: the caller keeps what it needs,
        // and a list kept for every document of a run would be a second copy.
        return document.root.links + html
    }

    private static func htmlLinks(_ node: MarkupNode, _ document: MarkdownDocument) -> [Link] {
        guard let fragment = HTMLFragment(node) else { return [] }
        let tags = HTMLTagScanner.tags(in: fragment.literal)
        var result: [Link] = []
        var locator = fragment.locator(in: document.source)
        // After each tag, the next that opens or closes an `<a>`, found in one pass from the end:
        // a link's text runs to its `</a>` or to the next `<a>`, which closes it in HTML.
        var boundaries = [Int?](repeating: nil, count: tags.count)
        var next: Int?
        for index in tags.indices.reversed() {
            boundaries[index] = next
            if tags[index].name == "a" { next = index }
        }
        for (tagIndex, tag) in tags.enumerated() where !tag.isEnd {
            let location = locator.location(ofOffset: tag.range.lowerBound)
            switch tag.name {
            case "a":
                guard let href = tag.attributes["href"] else { continue }
                var link = Link(kind: .link, syntax: .html, destination: href, attribute: "href", location: location)
                content(of: tagIndex, in: tags, upTo: boundaries[tagIndex], fragment, node, into: &link)
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
                        Link(
                            kind: .image, syntax: .html, destination: source, text: alt, hasAltAttribute: alt != nil,
                            isDecorative: decorative, attribute: "src", location: location))
                }
                result += sourceSet(tag, location, decorative: true)
            case "source":
                if let source = tag.attributes["src"] {
                    result.append(
                        Link(
                            kind: .image, syntax: .html, destination: source, isDecorative: true, attribute: "src", location: location))
                }
                result += sourceSet(tag, location, decorative: true)
            default:
                continue
            }
        }
        return result
    }

    /// The candidates of a `srcset`: each one's address, its first word. They are the same
    /// image as the `<img>` they belong to, so only their paths are checked.
    private static func sourceSet(_ tag: HTMLTag, _ location: SourceLocation?, decorative: Bool) -> [Link] {
        guard let set = tag.attributes["srcset"] else { return [] }
        return set.split(separator: ",").compactMap { candidate in
            guard let address = candidate.split(whereSeparator: \.isWhitespace).first else { return nil }
            return Link(
                kind: .image, syntax: .html, destination: String(address), isDecorative: decorative, attribute: "srcset", location: location)
        }
    }

    /// Fills in the text of the `<a>` at `tags[tagIndex]`: up to `boundary`, the fragment's
    /// next `</a>` or `<a>`, or, for inline HTML, the text and images of its passage up to the
    /// inline HTML that closes it (an `</a>`, or an `<a>` that opens the next link).
    private static func content(
        of tagIndex: Int, in tags: [HTMLTag], upTo boundary: Int?, _ fragment: HTMLFragment, _ node: MarkupNode, into link: inout Link
    ) {
        if let end = boundary {
            link.text = HTMLTagScanner.text(in: fragment.literal, tags[tagIndex].range.upperBound..<tags[end].range.lowerBound)
            link.holdsImage = tags[(tagIndex + 1)..<end].contains { $0.name == "img" }
            return
        }
        guard node.kind == .htmlInline, let passage = node.passage else { return }
        var text = ""
        var image = false
        for content in node.following(within: passage) {
            switch content.kind {
            case .htmlInline where HTMLTagScanner.tags(in: content.literal ?? "").contains(where: { $0.name == "a" }):
                link.text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                link.holdsImage = image
                return
            case .text, .code: text += content.literal ?? ""
            case .softBreak, .lineBreak: text += " "
            default: break
            }
            image = image || Link.isImage(content)
        }
    }
}
