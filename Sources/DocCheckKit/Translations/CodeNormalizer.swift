/// A code block's text as translations must keep it: without comments, which a translation
/// may translate, and without whitespace, except one space between two word characters
/// (`let x=1` and `let x = 1` read the same, `let x` and `letx` do not).
///
/// Comments are found by a lexer per language family, which skips string literals so that
/// `"https://…"` is no comment: `SwiftLexer` for Swift and the languages that share its
/// comments, a small one for `#` comments. Swift's result comments (`// → 14`) are
/// expectations, not prose, and stay.
enum CodeNormalizer {
    enum CommentStyle: Equatable {
        /// `//` and nested `/* */`, strings as Swift writes them (Swift, C, JavaScript, ...).
        case slashes(keepsResultComments: Bool)
        /// `#` at the start of a word, strings in single or double quotes (shells, YAML, Python, ...).
        case hash
        case none
    }

    /// One line that still has code after normalizing.
    struct Line: Equatable {
        /// The line in the document; nil when cmark-gfm does not know it.
        var number: Int?
        var normalized: String
        /// The line as written, trimmed, for messages.
        var written: String
    }

    static func style(of block: CodeBlock) -> CommentStyle {
        if block.isSwift { return .slashes(keepsResultComments: true) }
        return switch block.language.lowercased() {
        case "c", "h", "cpp", "c++", "objc", "objective-c", "objectivec", "m", "js", "javascript", "ts", "typescript", "java",
            "kotlin", "kt", "go", "rust", "rs", "jsonc", "json5", "scala", "dart", "cs", "csharp":
            .slashes(keepsResultComments: false)
        case "sh", "bash", "zsh", "shell", "console", "shell-session", "fish", "yaml", "yml", "python", "py", "ruby", "rb",
            "toml", "make", "makefile", "dockerfile", "perl", "r", "powershell", "ps1", "conf":
            .hash
        default: .none
        }
    }

    /// The block's lines that hold code, normalized.
    static func lines(of block: CodeBlock) -> [Line] {
        let style = style(of: block)
        var lexer = SwiftLexer()
        return block.lines.compactMap { number, text in
            let code =
                switch style {
                case .slashes(let keepsResultComments): self.code(of: text, lexer: &lexer, keepsResultComments: keepsResultComments)
                case .hash: hashCode(of: text)
                case .none: text
                }
            let normalized = squeeze(code)
            return normalized.isEmpty ? nil : Line(number: number, normalized: normalized, written: text.trimmingWhitespace())
        }
    }

    /// The line's text without its comments, as `SwiftLexer` reads them: a block comment
    /// becomes a space, a result comment stays as `//→ value`.
    static func code(of line: String, lexer: inout SwiftLexer, keepsResultComments: Bool) -> String {
        var output: [UInt8] = []
        var line = line
        line.withUTF8 { bytes in
            output.reserveCapacity(bytes.count)
            lexer.lex(bytes) { token in
                switch token.kind {
                case .lineComment:
                    guard keepsResultComments, let value = ResultComment.value(ofComment: bytes[token.bytes]) else { return }
                    output += "//→".utf8
                    output += value
                case .blockComment:
                    output.append(0x20)
                case .code, .string, .openingBracket, .closingBracket:
                    output += bytes[token.bytes]
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The whole block normalized, line breaks read as whitespace.
    static func text(of block: CodeBlock) -> String {
        // A README's blocks come back in every translation: each is normalized once.
        texts.value(block.infoString + "\u{0}" + block.content) { squeeze(lines(of: block).map(\.normalized).joined(separator: " ")) }
    }

    /// The normalized text of the blocks seen so far, by info string and content; bounded, as
    /// it lives as long as the process.
    private static let texts = Memo<String, String>(capacity: 4096)

    /// `text` with each run of whitespace removed, or made one space between two word characters.
    static func squeeze(_ text: String) -> String {
        text.isASCII ? squeezeASCII(text) : squeeze(text, isSpace: isSpace, isWord: isWord)
    }

    /// `squeeze` of ASCII text, byte by byte (each byte is a character, and "\r\n", the one
    /// character of two, is white space either way).
    private static func squeezeASCII(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if isSpace(byte) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace, let last = result.last, last.isASCIIWordByte, byte.isASCIIWordByte { result.append(0x20) }
            pendingSpace = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `squeeze` with the given sense of white space and of word characters (tests compare the
    /// ASCII shortcuts with the Unicode properties through it).
    static func squeeze(_ text: String, isSpace: (Character) -> Bool, isWord: (Character) -> Bool) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if isSpace(character) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace, let last = result.last, isWord(last), isWord(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    // ASCII is answered without Unicode property tables: code is mostly ASCII.
    private static func isWord(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii.isASCIIWordByte }
        return character.isLetter || character.isNumber
    }

    private static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isSpace(ascii) }
        return character.isWhitespace
    }

    private static func isSpace(_ ascii: UInt8) -> Bool {
        ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D)
    }

    /// The line's text without its `#` comments: a `#` at the start of a word, outside strings
    /// in single or double quotes, comments out the rest of the line.
    static func hashCode(of line: String) -> String {
        let characters = Array(line)
        var output = ""
        var closing: Character?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let quote = closing {
                if character == "\\", index + 1 < characters.count {
                    output.append(character)
                    output.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == quote { closing = nil }
            } else if character == "#", index == 0 || characters[index - 1].isWhitespace {
                break
            } else if character == "\"" || character == "'" {
                closing = character
            }
            output.append(character)
            index += 1
        }
        return output
    }
}
