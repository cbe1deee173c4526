/// A link or image of a document: written in Markdown (an inline link or image, an autolink,
/// a reference link after resolution) or in HTML (`<a href>`, `<img src>`, a `srcset`
/// candidate), with what a screen reader announces for it.
public struct Link: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case link, image
    }

    public enum Syntax: Hashable, Sendable {
        case markdown, html
    }

    public var kind: Kind
    public var syntax: Syntax
    public var destination: String
    /// A Markdown link's title ("" when it has none or is written in HTML).
    public var title = ""
    /// The link text (an HTML link's `aria-label` or `title` when it has one) or the image's
    /// alt text, as plain text; nil when it cannot be known (an HTML link whose end tag is in
    /// another block, an HTML image without `alt`).
    public var text: String?
    /// An HTML image's `alt` attribute is written (perhaps empty).
    var hasAltAttribute = false
    /// An HTML image marked decorative: `alt=""`, `aria-hidden="true"` or role `presentation`
    /// / `none`; the candidates of a `srcset`.
    var isDecorative = false
    /// The link holds an image, whose alt text is the link's text (checked as the image's).
    var holdsImage = false
    /// The HTML attribute the destination comes from (`href`, `src`, `srcset`); nil for Markdown.
    var attribute: String?
    /// Where a Markdown link is written, start to end; nil for HTML.
    public var range: SourceRange?
    /// Where the link starts: a Markdown link's first `[`, an HTML link's tag.
    public var location: SourceLocation?

    init(
        kind: Kind, syntax: Syntax, destination: String, text: String? = nil, hasAltAttribute: Bool = false,
        isDecorative: Bool = false, attribute: String? = nil, location: SourceLocation?
    ) {
        self.kind = kind
        self.syntax = syntax
        self.destination = destination
        self.text = text
        self.hasAltAttribute = hasAltAttribute
        self.isDecorative = isDecorative
        self.attribute = attribute
        self.location = location
    }

    /// A Markdown link or image of the tree; nil for a node of another kind.
    init?(_ node: MarkupNode) {
        guard let destination = node.destination, let title = node.title else { return nil }
        kind = node.kind == .image ? .image : .link
        syntax = .markdown
        self.destination = destination
        self.title = title
        text = node.plainText()
        range = node.range
        location = node.range?.start
        holdsImage = kind == .link && Self.holdsImage(within: node)
    }

    /// How a finding names it: `link to 'x.md'`, `image 'x.png'`, `HTML link to 'x.md'`, `HTML image 'x.png'`.
    var subject: String {
        (syntax == .html ? "HTML " : "") + (kind == .link ? "link to '\(destination)'" : "image '\(destination)'")
    }

    /// Whether a node of `node`'s subtree is an image, looked for without listing the subtree.
    private static func holdsImage(within node: MarkupNode) -> Bool {
        node.contains(.image, where: { _ in true }) || node.contains(.htmlInline, where: { isImage($0) })
    }

    /// Whether `node` is an image: a Markdown image or inline HTML with an `<img>`.
    static func isImage(_ node: MarkupNode) -> Bool {
        node.kind == .image
            || (node.kind == .htmlInline && HTMLTagScanner.tags(in: node.literal ?? "").contains { $0.name == "img" && !$0.isEnd })
    }
}
