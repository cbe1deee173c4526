/// Splits a Swift call's argument list in one piece of Swift text: it finds the closing
/// parenthesis and the top-level commas, skipping string literals, comments and nested
/// brackets as `SwiftLexer` reads them.
struct SwiftCallScanner {
    /// One argument: its label when it has one, its value, and its UTF-8 offsets in the text.
    struct Argument: Equatable {
        var label: String?
        var value: String
        var range: Range<Int>
        var text: String
    }

    let bytes: [UInt8]
    /// For each opening bracket outside strings and comments, the offset just past the bracket
    /// that closes it, found in one pass over the text: a call that is never closed is known
    /// at once, not by reading to the end of the text once per call.
    private let closings: [Int: Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var closings: [Int: Int] = [:]
        var open: [Int] = []
        var lexer = SwiftLexer()
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            while lineStart <= buffer.count {
                let lineEnd = buffer[lineStart...].firstIndex(of: 0x0A) ?? buffer.count
                lexer.lex(UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd])) { token in
                    switch token.kind {
                    case .openingBracket: open.append(lineStart + token.bytes.lowerBound)
                    case .closingBracket: if let opening = open.popLast() { closings[opening] = lineStart + token.bytes.upperBound }
                    default: break
                    }
                }
                lineStart = lineEnd + 1
            }
        }
        self.closings = closings
    }

    /// The arguments of the call whose "(" is at `open`, and the offset just past its ")";
    /// nil when the call is not closed in this text, or its "(" is in a string or a comment. Strings and comments are `SwiftLexer`'s,
    /// read from the "(" on; comments before and after an argument are not part of it.
    func arguments(openingAt open: Int) -> (arguments: [Argument], end: Int)? {
        // Read as the whole text reads, the call is not closed (or its "(" is in a string or a
        // comment): nothing to read.
        guard closings[open] != nil else { return nil }
        var lexer = SwiftLexer()
        var depth = 0
        // The current argument's bytes, from its first to its last that is no space or comment.
        var current: Range<Int>?
        var ranges: [Range<Int>] = []
        var end: Int?
        bytes.withUnsafeBufferPointer { buffer in
            func include(_ low: Int, _ high: Int) {
                var low = low
                var high = high
                while low < high, Self.isBlank(buffer[low]) { low += 1 }
                while high > low, Self.isBlank(buffer[high - 1]) { high -= 1 }
                guard low < high else { return }
                current = (current?.lowerBound ?? low)..<high
            }
            func finish() {
                if let argument = current { ranges.append(argument) }
                current = nil
            }
            var lineStart = open
            while end == nil, lineStart <= buffer.count {
                let lineEnd = buffer[lineStart...].firstIndex(of: 0x0A) ?? buffer.count
                lexer.lex(UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd])) { token in
                    guard end == nil else { return }
                    let low = lineStart + token.bytes.lowerBound
                    let high = lineStart + token.bytes.upperBound
                    switch token.kind {
                    case .openingBracket:
                        depth += 1
                        if depth > 1 { include(low, high) }
                    case .closingBracket:
                        depth -= 1
                        if depth == 0 {
                            finish()
                            end = high
                        } else {
                            include(low, high)
                        }
                    case .code:
                        var piece = low
                        for index in low..<high where depth == 1 && buffer[index] == UInt8(ascii: ",") {
                            include(piece, index)
                            finish()
                            piece = index + 1
                        }
                        include(piece, high)
                    case .string:
                        include(low, high)
                    case .lineComment, .blockComment:
                        break
                    }
                }
                lineStart = lineEnd + 1
            }
        }
        return end.map { (ranges.map(argument), $0) }
    }

    /// The argument in `range` (no space at either end).
    private func argument(_ range: Range<Int>) -> Argument {
        let text = String(decoding: bytes[range], as: UTF8.self)
        // `label: value`: an identifier, blanks, a colon, blanks; read byte by byte.
        func isHead(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == UInt8(ascii: "_") }
        var index = range.lowerBound
        if index < range.upperBound, isHead(bytes[index]) {
            while index < range.upperBound, isHead(bytes[index]) || bytes[index].isASCIIDigit { index += 1 }
            let labelEnd = index
            while index < range.upperBound, Self.isBlank(bytes[index]) { index += 1 }
            if index < range.upperBound, bytes[index] == UInt8(ascii: ":") {
                index += 1
                while index < range.upperBound, Self.isBlank(bytes[index]) { index += 1 }
                return Argument(
                    label: String(decoding: bytes[range.lowerBound..<labelEnd], as: UTF8.self),
                    value: String(decoding: bytes[index..<range.upperBound], as: UTF8.self), range: range, text: text)
            }
        }
        return Argument(label: nil, value: text, range: range, text: text)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The content of a string literal `"…"` as written (escapes kept), nil for any other
    /// expression: a raw or multi-line literal, one with interpolations, or more than a literal.
    static func stringLiteral(_ value: String) -> String? {
        let utf8 = value.utf8
        guard utf8.first == UInt8(ascii: "\""), !value.hasPrefix("\"\"\"") else { return nil }
        // Read with a space after it: a closed literal is one token that ends before the space,
        // an unclosed one runs on into it.
        var lexer = SwiftLexer()
        let tokens = lexer.tokens(ofLine: value + " ")
        guard tokens.count == 2, tokens[0].kind == .string, tokens[0].bytes == 0..<utf8.count else { return nil }
        return String(decoding: utf8.dropFirst().dropLast(), as: UTF8.self)
    }
}
