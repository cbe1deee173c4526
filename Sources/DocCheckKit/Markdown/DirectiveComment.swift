/// An HTML comment addressed to doccheck: `<!-- doccheck:WORD … -->`.
///
/// This is the one reader of doccheck's comments: region markers (`begin NAME`, `end NAME`),
/// translation markers (`translation source=… sha256=…`), disable comments
/// (`disable-next-line RULE…`) and Swift block annotations (every other word: `test`,
/// `skip "why"`, …). They are found in the document's HTML blocks and inline HTML, never in
/// code; the word after `doccheck:` decides the kind, and the type each kind belongs to
/// reads the rest (`argument`).
struct DirectiveComment: Sendable {
    enum Kind: Sendable, Equatable {
        case regionBegin, regionEnd, translation, disableNextLine, annotation
    }

    var kind: Kind
    /// What follows the kind's word, trimmed; for an annotation, all that follows `doccheck:`.
    var argument: Substring
    /// The comment as written (for messages).
    var text: String
    /// Where the comment starts; nil where its HTML's position is unknown.
    var location: SourceLocation?
    /// The line the comment ends on.
    var endLine: Int?
    /// Whether the comment is in an HTML block with nothing else on its lines (markers must
    /// be; an annotation is a whole HTML block).
    var standsAlone: Bool
    /// Whether the comment ends with `-->` (an unclosed one runs to the end of its HTML).
    var isClosed: Bool
    /// Whether the comment is closed and on one line, as every kind but a disable comment
    /// must be.
    var isOneClosedLine: Bool { isClosed && !text.contains(where: \.isNewline) }

    /// Every doccheck comment of a document, in document order.
    static func comments(in document: MarkdownDocument) -> [DirectiveComment] {
        document.html.flatMap { comments(in: $0, source: document.source) }
    }

    /// The doccheck comments of one HTML block or inline HTML.
    static func comments(in fragment: HTMLFragment, source: SourceText) -> [DirectiveComment] {
        // Most HTML is no doccheck comment: only fragments that name it are scanned.
        guard fragment.literal.includes("doccheck:") else { return [] }
        let bytes = Array(fragment.literal.utf8)
        return HTMLTagScanner.commentRanges(in: fragment.literal).compactMap { range in
            let text = String(decoding: bytes[range], as: UTF8.self)
            guard let reading = read(text) else { return nil }
            let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
            let before = bytes[..<range.lowerBound].reversed().prefix { $0 != 0x0A }
            let after = bytes[range.upperBound...].prefix { $0 != 0x0A }
            return DirectiveComment(
                kind: reading.kind, argument: reading.argument, text: text.trimmingWhitespace(),
                location: fragment.location(ofOffset: range.lowerBound, in: source),
                endLine: fragment.location(ofOffset: max(range.upperBound - 1, range.lowerBound), in: source)?.line,
                standsAlone: fragment.kind == .block && before.allSatisfy(isBlank) && after.allSatisfy(isBlank),
                isClosed: reading.closed)
        }
    }

    /// What a comment's text says (`<!--`, white space, `doccheck:`, …, `-->`, surrounding
    /// white space allowed); nil for any other text.
    static func read(_ text: String) -> Reading? {
        var rest = Substring(text).drop(while: \.isWhitespace)
        guard rest.hasPrefix("<!--") else { return nil }
        rest = rest.dropFirst(4)
        while let last = rest.last, last.isWhitespace { rest.removeLast() }
        let closed = rest.hasSuffix("-->")
        if closed { rest = rest.dropLast(3) }
        rest = rest.drop(while: \.isWhitespace)
        guard rest.hasPrefix("doccheck:") else { return nil }
        let oneLine = !rest.contains(where: \.isNewline)
        let body = trimmed(rest.dropFirst("doccheck:".count))
        let word = body.prefix { !$0.isWhitespace }
        let argument = trimmed(body.dropFirst(word.count))
        let kind: Kind =
            switch word {
            case "begin": .regionBegin
            case "end": .regionEnd
            case "translation": .translation
            case "disable-next-line": .disableNextLine
            default: .annotation
            }
        return Reading(kind: kind, body: body, argument: kind == .annotation ? body : argument, closed: closed, oneLineBody: oneLine)
    }

    /// What `read` finds in a comment's text.
    struct Reading: Sendable {
        var kind: Kind
        /// All that follows `doccheck:`, trimmed.
        var body: Substring
        var argument: Substring
        var closed: Bool
        /// Whether all from `doccheck:` to `-->` is on one line.
        var oneLineBody: Bool
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text.drop(while: \.isWhitespace)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
