import Foundation

/// Text the document model hands out (a code block's content, or the runs of one paragraph
/// read together) with the way back from any of its offsets to the document's bytes.
///
/// A piece of text maps back exactly when it is a verbatim copy of the source (a code block's
/// line, a run found byte for byte on its line); otherwise only its run's start is known.
struct Passage: Sendable {
    /// One piece of the text: where it starts in `text` and in the document.
    struct Piece: Sendable {
        var offset: Int
        var length: Int
        /// The document byte of the piece's first byte, nil when the piece is not verbatim.
        var byte: Int?
        /// Where the piece's run starts, for pieces that are not verbatim.
        var start: SourceLocation?
    }

    let path: String
    let source: SourceText
    private(set) var text = ""
    private(set) var pieces: [Piece] = []

    init(path: String, source: SourceText) {
        self.path = path
        self.source = source
    }

    /// A code block's content, line by line.
    init(_ block: CodeBlock, in document: MarkdownDocument) {
        self.init(path: document.path, source: document.source)
        for (index, line) in block.lines.enumerated() {
            if index > 0 { text += "\n" }
            let content = line.text.hasSuffix("\r") ? String(line.text.dropLast()) : line.text
            append(content, line: line.number, start: line.number.map { SourceLocation(line: $0) })
        }
    }

    /// The runs of one passage of prose, a space where a run starts on a later line.
    init(_ runs: [InlineText], in document: MarkdownDocument) {
        self.init(path: document.path, source: document.source)
        var lastLine: Int?
        for run in runs {
            if let line = run.range?.start.line, let last = lastLine, line > last, !text.hasSuffix(" ") { text += " " }
            appendRun(run)
            lastLine = run.range?.end.line ?? lastLine
        }
    }

    /// Appends `content`, verbatim when it is the end of document line `line` (a code line after its indentation).
    private mutating func append(_ content: String, line: Int?, start: SourceLocation?) {
        var byte: Int?
        if let line, line >= 1, line <= source.lineCount {
            let range = source.byteRange(ofLine: line)
            let bytes = Array(content.utf8)
            if bytes.count <= range.count, Self.bytes(source.bytes, at: range.upperBound - bytes.count, equal: bytes) {
                byte = range.upperBound - bytes.count
            }
        }
        pieces.append(Piece(offset: text.utf8.count, length: content.utf8.count, byte: byte, start: start))
        text += content
    }

    /// Appends a run, verbatim when its literal is found byte for byte within its one line.
    private mutating func appendRun(_ run: InlineText) {
        var byte: Int?
        if let range = run.range, let startColumn = range.start.column, let endColumn = range.end.column,
            range.start.line == range.end.line, range.start.line <= source.lineCount
        {
            let line = source.byteRange(ofLine: range.start.line)
            let low = min(line.lowerBound + startColumn - 1, line.upperBound)
            let high = min(line.lowerBound + endColumn, line.upperBound)
            let needle = Array(run.literal.utf8)
            if !needle.isEmpty, low <= high, needle.count <= high - low {
                byte = (low...(high - needle.count)).first { Self.bytes(source.bytes, at: $0, equal: needle) }
            }
        }
        pieces.append(Piece(offset: text.utf8.count, length: run.literal.utf8.count, byte: byte, start: run.range?.start))
        text += run.literal
    }

    /// Whether `haystack` holds `needle` at `offset` (memcmp: passages can be megabytes long).
    private static func bytes(_ haystack: [UInt8], at offset: Int, equal needle: [UInt8]) -> Bool {
        guard offset >= 0, offset + needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBytes { outer in
            needle.withUnsafeBytes { inner in
                inner.isEmpty || memcmp(outer.baseAddress! + offset, inner.baseAddress!, inner.count) == 0
            }
        }
    }

    private func piece(at offset: Int) -> Piece? {
        guard let first = pieces.first, first.offset <= offset else { return nil }
        // Pieces are in order of offset: a binary search keeps long passages linear.
        var low = 0
        var high = pieces.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if pieces[middle].offset <= offset { low = middle } else { high = middle }
        }
        return pieces[low]
    }

    /// The document byte of the text's UTF-8 offset, nil when it does not map back exactly.
    func byte(at offset: Int) -> Int? {
        guard let piece = piece(at: offset), offset <= piece.offset + piece.length, let byte = piece.byte else { return nil }
        return byte + offset - piece.offset
    }

    /// The document bytes of a range of the text, when all of it is one verbatim piece.
    func bytes(of range: Range<Int>) -> Range<Int>? {
        guard let piece = piece(at: range.lowerBound), range.upperBound <= piece.offset + piece.length,
            let start = byte(at: range.lowerBound)
        else { return nil }
        return start..<(start + range.count)
    }

    /// Where the text's offset is in the document: exact when verbatim, else its run's start.
    func location(at offset: Int) -> SourceLocation? {
        if let byte = byte(at: offset) { return source.location(ofByte: byte) }
        return piece(at: offset)?.start
    }

    /// The UTF-8 offsets of a range of `text`.
    func offsets(_ range: Range<String.Index>) -> Range<Int> {
        let utf8 = text.utf8
        return utf8.distance(from: utf8.startIndex, to: range.lowerBound)..<utf8.distance(from: utf8.startIndex, to: range.upperBound)
    }
}
