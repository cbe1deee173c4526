/// A documentation comment of a Swift file, `///` lines or a `/** … */` block, as the
/// Markdown it holds: each line's text with its line and column in the file.
///
/// The comment's marks are taken off as Swift's documentation tools take them: `///`, the
/// `/**` and `*/` delimiters, a `*` that starts every inner line of a block, and then the
/// indentation all the comment's lines share.
struct DocComment: Sendable, Equatable {
    struct Line: Sendable, Equatable {
        /// The line in the file, from 1.
        var number: Int
        /// The column in the file (in UTF-8 bytes, from 1) where `text` starts.
        var column: Int
        var text: String
    }

    var lines: [Line]

    init(lines: [Line]) {
        self.lines = lines
    }

    /// The doc comments of a Swift file's text, in order, found with the Swift lexer: a run
    /// of lines that each hold only a `///` comment (`////` is no doc comment), or a block
    /// comment that opens with `/**` at the start of its line.
    static func comments(in text: String) -> [DocComment] {
        var lexer = SwiftLexer()
        var comments: [DocComment] = []
        var run: [Line] = []
        // The lines of an open `/**` block so far: each line's number, bytes and the range of its comment text.
        var block: [(number: Int, bytes: [UInt8], text: Range<Int>)] = []
        func finishRun() {
            if !run.isEmpty { comments.append(DocComment(lines: run).withoutSharedIndentation()) }
            run = []
        }
        func finishBlock() {
            if !block.isEmpty { comments.append(DocComment(block: block)) }
            block = []
        }
        for (index, raw) in text.linesByByte().enumerated() {
            let line = raw.utf8.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            let bytes = Array(line.utf8)
            let number = index + 1
            let wasInsideComment = !block.isEmpty
            let tokens = lexer.tokens(ofLine: String(line))
            if wasInsideComment {
                // An empty line inside the comment has no token.
                if tokens.isEmpty, lexer.isInsideLiteralOrComment {
                    block.append((number, bytes, 0..<0))
                    continue
                }
                guard let first = tokens.first, first.kind == .blockComment, first.bytes.lowerBound == 0 else {
                    finishBlock()
                    continue
                }
                // Closed on this line when anything follows it there or nothing is left open.
                let closes = tokens.count > 1 || !lexer.isInsideLiteralOrComment
                block.append((number, bytes, 0..<(first.bytes.upperBound - (closes ? 2 : 0))))
                if closes { finishBlock() }
                continue
            }
            // What stands after the line's indentation.
            let meaningful = tokens.filter { token in
                token.kind != .code || bytes[token.bytes].contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            }
            guard let first = meaningful.first else {
                finishRun()
                continue
            }
            let start = first.bytes.lowerBound
            let opening = Array(bytes[first.bytes].prefix(4))
            let fourth = opening.count == 4 ? opening[3] : nil
            if first.kind == .lineComment, opening.starts(with: Array("///".utf8)), fourth != UInt8(ascii: "/") {
                run.append(
                    Line(number: number, column: start + 4, text: String(decoding: bytes[(start + 3)..<first.bytes.upperBound], as: UTF8.self)))
                continue
            }
            finishRun()
            // `/***` and `/**/` are no doc comments.
            guard first.kind == .blockComment, opening.starts(with: Array("/**".utf8)), fourth != UInt8(ascii: "*"), fourth != UInt8(ascii: "/")
            else { continue }
            let closes = meaningful.count > 1 || !lexer.isInsideLiteralOrComment
            block.append((number, bytes, (start + 3)..<max(start + 3, first.bytes.upperBound - (closes ? 2 : 0))))
            if closes { finishBlock() }
        }
        finishRun()
        finishBlock()
        return comments
    }

    /// A `/** … */` comment from its lines: a `*` that starts every inner line (after spaces)
    /// is decoration, not Markdown.
    private init(block: [(number: Int, bytes: [UInt8], text: Range<Int>)]) {
        let inner = block.dropFirst().filter { line in line.bytes[line.text].contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } }
        let decorated =
            !inner.isEmpty
            && inner.allSatisfy { line in line.bytes[line.text].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "*") }
        var lines: [Line] = []
        for (offset, line) in block.enumerated() {
            var start = line.text.lowerBound
            if decorated, offset > 0 {
                while start < line.text.upperBound, line.bytes[start] != UInt8(ascii: "*") { start += 1 }
                start = min(start + 1, line.text.upperBound)
            }
            var end = line.text.upperBound
            // The spaces before `*/` are the delimiter's, not the text's.
            if offset == block.count - 1 {
                while end > start, line.bytes[end - 1] == UInt8(ascii: " ") || line.bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            }
            let text = String(decoding: line.bytes[start..<end], as: UTF8.self)
            lines.append(Line(number: line.number, column: start + 1, text: text))
        }
        // A closing line with nothing before `*/` and an opening line with nothing after
        // `/**` hold no Markdown.
        if let last = lines.last, lines.count > 1, last.text.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        if let first = lines.first, first.text.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        self = DocComment(lines: lines).withoutSharedIndentation()
    }

    /// The comment without the spaces every line that is not blank starts with.
    private func withoutSharedIndentation() -> DocComment {
        let indents = lines.compactMap { line -> Int? in
            let count = line.text.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            return count == line.text.utf8.count ? nil : count
        }
        let shared = indents.min() ?? 0
        return DocComment(
            lines: lines.map { line in
                let dropped = min(shared, line.text.utf8.prefix { $0 == UInt8(ascii: " ") }.count)
                return Line(number: line.number, column: line.column + dropped, text: String(line.text.dropFirst(dropped)))
            })
    }

    /// The comment as a Markdown document whose lines are the file's: blank lines stand
    /// before it, so every position in it has the line of the file.
    func document(path: String) -> MarkdownDocument {
        let first = lines.first?.number ?? 1
        let text = String(repeating: "\n", count: first - 1) + lines.map(\.text).joined(separator: "\n") + "\n"
        return MarkdownDocument(path: path, text: text)
    }

    /// `location` of the comment's document at its column in the file.
    func fileLocation(_ location: SourceLocation) -> SourceLocation {
        guard let line = lines.first(where: { $0.number == location.line }), let column = location.column else { return location }
        var moved = location
        moved.column = column + line.column - 1
        return moved
    }
}
