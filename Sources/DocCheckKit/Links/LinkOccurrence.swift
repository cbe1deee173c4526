/// A link or image of a document, written in Markdown or in HTML, with what a screen
/// reader announces for it.
struct LinkOccurrence: Sendable, Equatable {
    enum Kind: Sendable { case link, image }
    enum Syntax: Sendable { case markdown, html }

    var kind: Kind
    var syntax: Syntax
    var destination: String
    /// The link's text (or an HTML link's `aria-label`) or the image's alt text; nil when it
    /// cannot be known (an HTML link whose end tag is in another block).
    var text: String?
    /// An HTML image's `alt` attribute is written (perhaps empty).
    var hasAltAttribute = false
    /// An HTML image marked decorative: `alt=""`, `aria-hidden="true"` or role `presentation` / `none`.
    var isDecorative = false
    /// The link holds an image, whose alt text is the link's text (checked as the image's).
    var holdsImage = false
    /// The HTML attribute the destination comes from (`href`, `src`, `srcset`); nil for Markdown.
    var attribute: String?
    var location: SourceLocation?

    /// How a finding names it: `link to 'x.md'`, `image 'x.png'`, `HTML link to 'x.md'`, `HTML image 'x.png'`.
    var subject: String {
        (syntax == .html ? "HTML " : "") + (kind == .link ? "link to '\(destination)'" : "image '\(destination)'")
    }
}
