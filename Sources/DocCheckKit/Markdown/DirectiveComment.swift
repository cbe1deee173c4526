/// An HTML comment addressed to doccheck: `<!-- doccheck:WORD … -->`.
///
/// This is the one reader of doccheck's comments: region markers (`begin NAME`, `end NAME`),
/// translation markers (`translation source=… sha256=…`), disable comments
/// (`disable-next-line RULE…`), fact markers (`fact NAME`, `end-fact`) and Swift block annotations (every other word: `test`,
/// `skip "why"`, …). They are found in the document's HTML blocks and inline HTML, never in
/// code; the word after `doccheck:` decides the kind, and the type each kind belongs to
/// reads the rest (`argument`).
struct DirectiveComment: Sendable {
    enum Kind: Sendable, Equatable {
        case regionBegin, regionEnd, translation, disableNextLine, factBegin, factEnd, annotation
    }

    var kind: Kind
    /// What follows the kind's word, trimmed; for an annotation, all that follows `doccheck:`.
    var argument: Substring
    /// The comment as written (for messages).
    var text: String
    /// Where the comment starts; nil where its HTML's position is unknown.
    var location: SourceLocation?
    /// Where the comment's last byte (its `>`) is.
    var end: SourceLocation?
    /// The line the comment ends on.
    var endLine: Int? { end?.line }
    /// Whether the comment is in an HTML block with nothing else on its lines (markers must
    /// be; an annotation is a whole HTML block).
    var standsAlone: Bool
    /// Whether the comment is in an HTML block rather than inline HTML of a paragraph.
    var inHTMLBlock: Bool
    /// Whether the comment ends with `-->` (an unclosed one runs to the end of its HTML).
    var isClosed: Bool
    /// Whether the comment is closed and on one line, as every kind but a disable comment
    /// must be.
    var isOneClosedLine: Bool { isClosed && !text.contains(where: \.isNewline) }

    /// Every doccheck comment of a document, in document order.
    static func comments(in document: MarkdownDocument) -> [DirectiveComment] {
        document.directiveComments
    }

    /// The doccheck comments of one HTML block or inline HTML.
    static func comments(in fragment: HTMLFragment, source: SourceText) -> [DirectiveComment] {
        // Most HTML is no doccheck comment: only fragments that name it are scanned.
        guard fragment.literal.includes("doccheck:") else { return [] }
        let bytes = Array(fragment.literal.utf8)
        var locator = fragment.locator(in: source)
        return HTMLTagScanner.commentRanges(in: fragment.literal).compactMap { range in
            let text = String(decoding: bytes[range], as: UTF8.self)
            guard let reading = read(text) else { return nil }
            let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
            let before = bytes[..<range.lowerBound].reversed().prefix { $0 != 0x0A }
            let after = bytes[range.upperBound...].prefix { $0 != 0x0A }
            return DirectiveComment(
                kind: reading.kind, argument: reading.argument, text: text.trimmingWhitespace(),
                location: locator.location(ofOffset: range.lowerBound),
                end: locator.location(ofOffset: max(range.upperBound - 1, range.lowerBound)),
                standsAlone: fragment.kind == .htmlBlock && before.allSatisfy(isBlank) && after.allSatisfy(isBlank),
                inHTMLBlock: fragment.kind == .htmlBlock,
                isClosed: reading.closed)
        }
    }

    /// What a comment's text says (`<!--`, white space, `doccheck:`, …, `-->`, surrounding
    /// white space allowed); nil for any other text.
    static func read(_ text: String) -> Reading? {
        // Most HTML is no doccheck comment, and every one writes "doccheck:".
        guard text.includes("doccheck:") else { return nil }
        // ASCII text (nearly every comment) is read byte by byte, which reads the same as
        // Characters there and costs a fraction.
        if text.isASCII {
            return read(
                text, text.utf8, isSpace: { $0 == 0x20 || (0x09...0x0D).contains($0) }, isNewline: { (0x0A...0x0D).contains($0) },
                marks: asciiMarks)
        }
        return read(text, text, isSpace: \.isWhitespace, isNewline: \.isNewline, marks: Marks(Array.init))
    }

    /// A comment's fixed parts as elements of the view it is read in: `<!--`, `doccheck:`,
    /// and `-->` backwards.
    private struct Marks<Element: Sendable>: Sendable {
        var open: [Element]
        var marker: [Element]
        var closeReversed: [Element]

        init(_ elements: (String) -> [Element]) {
            open = elements("<!--")
            marker = elements("doccheck:")
            closeReversed = elements(">--")
        }
    }

    /// The marks as bytes, made once: a run reads every HTML fragment of every document.
    private static let asciiMarks = Marks { Array($0.utf8) }

    /// `read` over a view of `text` whose indices are the text's.
    private static func read<View: BidirectionalCollection>(
        _ text: String, _ view: View, isSpace: (View.Element) -> Bool, isNewline: (View.Element) -> Bool,
        marks: Marks<View.Element>
    ) -> Reading? where View.Index == String.Index, View.SubSequence: BidirectionalCollection, View.Element: Equatable {
        func starts(_ part: View.SubSequence, with expected: [View.Element]) -> Bool {
            part.starts(with: expected)
        }
        func trimmed(_ part: View.SubSequence) -> View.SubSequence {
            var part = part.drop(while: isSpace)
            while let last = part.last, isSpace(last) { part = part.dropLast() }
            return part
        }
        var rest = view[...].drop(while: isSpace)
        guard starts(rest, with: marks.open) else { return nil }
        rest = rest.dropFirst(marks.open.count)
        while let last = rest.last, isSpace(last) { rest = rest.dropLast() }
        let closed = rest.reversed().starts(with: marks.closeReversed)
        if closed { rest = rest.dropLast(marks.closeReversed.count) }
        rest = rest.drop(while: isSpace)
        guard starts(rest, with: marks.marker) else { return nil }
        let oneLine = !rest.contains(where: isNewline)
        let body = trimmed(rest.dropFirst(marks.marker.count))
        let word = body.prefix { !isSpace($0) }
        let argument = trimmed(body.dropFirst(word.count))
        let kind: Kind =
            switch text[word.startIndex..<word.endIndex] {
            case "begin": .regionBegin
            case "end": .regionEnd
            case "translation": .translation
            case "disable-next-line": .disableNextLine
            case "fact": .factBegin
            case "end-fact": .factEnd
            default: .annotation
            }
        let bodyText = text[body.startIndex..<body.endIndex]
        return Reading(
            kind: kind, body: bodyText, argument: kind == .annotation ? bodyText : text[argument.startIndex..<argument.endIndex], closed: closed,
            oneLineBody: oneLine)
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
}
