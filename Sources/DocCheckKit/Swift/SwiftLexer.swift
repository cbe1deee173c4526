/// Reads Swift text line by line into tokens: string literals, comments, brackets and the
/// code between them. It is the one reading of Swift in the package: the Swift block
/// splitter, the code normalizer and the call scanner all see strings and comments the same.
///
/// A line is lexed as UTF-8 bytes, carrying what is still open (a multi-line string, a block
/// comment, an interpolation) to the next line. A token never spans lines: a literal or a
/// comment over several lines is one token per line. An interpolation's `\(` ends the string
/// piece before it, and its parentheses are bracket tokens, so the brackets of a line
/// balance across interpolations as they do in code.
struct SwiftLexer {
    enum Kind: Equatable, Sendable {
        /// Anything else, spaces included: names, keywords, operators, numbers, punctuation.
        case code
        /// A string literal or the piece of one on this line, with its delimiters.
        case string
        /// `//` to the end of the line.
        case lineComment
        /// A block comment, or the piece of one on this line (block comments nest).
        case blockComment
        /// `(`, `[` or `{`.
        case openingBracket
        /// `)`, `]` or `}`.
        case closingBracket
    }

    struct Token: Equatable, Sendable {
        var kind: Kind
        /// The index of the token's line among the lines lexed, from 0.
        var line: Int
        /// The token's UTF-8 offsets in its line, from 0.
        var bytes: Range<Int>
    }

    /// What is open where the lexer stands, innermost last.
    private enum Context: Equatable {
        case string(hashes: Int, isMultiline: Bool)
        /// Code inside `\(…)`, with the parentheses opened in it and not yet closed.
        case interpolation(parentheses: Int)
        case blockComment(depth: Int)
    }

    private var contexts: [Context] = []
    /// How many single-line strings `contexts` holds (they close at the end of their line).
    private var singleLineStrings = 0
    /// The index of the next line to lex.
    private(set) var line = 0

    init() {}

    /// Whether the next line starts inside a multi-line string or a block comment.
    var isInsideLiteralOrComment: Bool { !contexts.isEmpty }

    /// The tokens of every line, in order.
    static func tokens(of lines: [String]) -> [Token] {
        var lexer = SwiftLexer()
        return lines.flatMap { lexer.tokens(ofLine: $0) }
    }

    /// The tokens of the next line (without its line break).
    mutating func tokens(ofLine text: String) -> [Token] {
        var tokens: [Token] = []
        forEachToken(ofLine: text) { tokens.append($0) }
        return tokens
    }

    /// Lexes the next line (without its line break), calling `body` with each token in order.
    mutating func forEachToken(ofLine text: String, _ body: (Token) -> Void) {
        var text = text
        text.withUTF8 { lex($0, body) }
    }

    /// Lexes the next line, given as bytes without its line break.
    mutating func lex(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Token) -> Void) {
        let count = bytes.count
        let number = line
        line += 1
        var index = 0
        // Where the token being read starts.
        var start = 0
        func emit(_ kind: Kind, upTo end: Int) {
            if end > start { body(Token(kind: kind, line: number, bytes: start..<end)) }
            start = end
        }
        func byte(_ offset: Int) -> UInt8? { offset < count ? bytes[offset] : nil }
        /// Whether `wanted` hashes stand at `offset`.
        func hashes(at offset: Int, _ wanted: Int) -> Bool {
            guard offset + wanted <= count else { return false }
            var position = offset
            while position < offset + wanted {
                guard bytes[position] == UInt8(ascii: "#") else { return false }
                position += 1
            }
            return true
        }
        while index < count {
            switch contexts.last {
            case .blockComment(var depth)?:
                while index < count, depth > 0 {
                    if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else {
                        index += 1
                    }
                }
                if depth == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .blockComment(depth: depth) }
                emit(.blockComment, upTo: index)
            case .string(let hashCount, let isMultiline)?:
                let quotes = isMultiline ? 3 : 1
                scan: while index < count {
                    switch bytes[index] {
                    case UInt8(ascii: "\\") where hashes(at: index + 1, hashCount):
                        let after = index + 1 + hashCount
                        guard byte(after) == UInt8(ascii: "(") else {
                            // An escaped character; at the end of a multi-line string's line, a
                            // backslash joins the next line.
                            index = min(after + 1, count)
                            continue scan
                        }
                        emit(.string, upTo: after)
                        index = after + 1
                        emit(.openingBracket, upTo: index)
                        contexts.append(.interpolation(parentheses: 0))
                        break scan
                    case UInt8(ascii: "\""):
                        if index + quotes <= count, bytes[index + quotes - 1] == UInt8(ascii: "\""),
                            bytes[index + quotes / 2] == UInt8(ascii: "\""), hashes(at: index + quotes, hashCount)
                        {
                            index += quotes + hashCount
                            contexts.removeLast()
                            if !isMultiline { singleLineStrings -= 1 }
                            emit(.string, upTo: index)
                            break scan
                        }
                        index += 1
                    default:
                        index += 1
                    }
                }
            case nil, .interpolation?:
                // Most bytes of code are none of these: they are passed over in this loop.
                while index < count, !Self.isSpecial(bytes[index]) { index += 1 }
                guard index < count else { break }
                let current = bytes[index]
                switch current {
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                    emit(.code, upTo: index)
                    index = count
                    emit(.lineComment, upTo: index)
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                    emit(.code, upTo: index)
                    index += 2
                    contexts.append(.blockComment(depth: 1))
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    var quote = index
                    while quote < count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
                    guard byte(quote) == UInt8(ascii: "\"") else {
                        index = quote
                        continue
                    }
                    emit(.code, upTo: index)
                    let isMultiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
                    contexts.append(.string(hashes: quote - index, isMultiline: isMultiline))
                    if !isMultiline { singleLineStrings += 1 }
                    index = quote + (isMultiline ? 3 : 1)
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    emit(.code, upTo: index)
                    if current == UInt8(ascii: "("), case .interpolation(let open)? = contexts.last {
                        contexts[contexts.count - 1] = .interpolation(parentheses: open + 1)
                    }
                    index += 1
                    emit(.openingBracket, upTo: index)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    emit(.code, upTo: index)
                    if current == UInt8(ascii: ")"), case .interpolation(let open)? = contexts.last {
                        // The interpolation's own ")" goes back to its string.
                        if open == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .interpolation(parentheses: open - 1) }
                    }
                    index += 1
                    emit(.closingBracket, upTo: index)
                default:
                    index += 1
                }
            }
        }
        switch contexts.last {
        case .string?: emit(.string, upTo: count)
        case .blockComment?: emit(.blockComment, upTo: count)
        case nil, .interpolation?: emit(.code, upTo: count)
        }
        // A single-line string does not run past its line, nor does anything open inside it.
        // (Counted, not searched for: a search at every line would grow with the nesting.)
        if singleLineStrings > 0, let open = contexts.firstIndex(where: { if case .string(_, false) = $0 { true } else { false } }) {
            contexts.removeSubrange(open...)
            singleLineStrings = 0
        }
    }

    /// The bytes that may start something other than plain code.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            true
        default: false
        }
    }
}
