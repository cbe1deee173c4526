/// A code block's text as translations must keep it: without comments, which a translation
/// may translate, and without whitespace, except one space between two word characters
/// (`let x=1` and `let x = 1` read the same, `let x` and `letx` do not).
///
/// Comments are found by a small lexer per language family, which skips string literals so
/// that `"https://…"` is no comment. Swift's result comments (`// → 14`) are expectations,
/// not prose, and stay.
enum CodeNormalizer {
    enum CommentStyle: Equatable {
        /// `//` and nested `/* */`, strings in double quotes (Swift, C, JavaScript, ...).
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
        var lexer = Lexer(style: style)
        return block.lines.compactMap { number, text in
            let normalized = squeeze(lexer.code(of: text))
            return normalized.isEmpty ? nil : Line(number: number, normalized: normalized, written: text.trimmingWhitespace())
        }
    }

    /// The whole block normalized, line breaks read as whitespace.
    static func text(of block: CodeBlock) -> String {
        squeeze(lines(of: block).map(\.normalized).joined(separator: " "))
    }

    /// `text` with each run of whitespace removed, or made one space between two word characters.
    static func squeeze(_ text: String) -> String {
        squeeze(text, isSpace: isSpace, isWord: isWord)
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
        if let ascii = character.asciiValue {
            return (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x5F
        }
        return character.isLetter || character.isNumber
    }

    private static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D) }
        return character.isWhitespace
    }

    /// Reads lines in order, carrying block comments and multi-line strings from line to line.
    struct Lexer {
        let style: CommentStyle
        /// The depth of nested block comments.
        var commentDepth = 0
        /// The open string's closing delimiter, when a string is open.
        var closing: [Character]?

        /// The line's text with its comments taken out.
        mutating func code(of line: String) -> String {
            let characters = Array(line)
            var output = ""
            var index = 0
            // Compared in place: this runs at every character of every line.
            func starts(_ text: String, at position: Int) -> Bool {
                var index = position
                for character in text {
                    guard index < characters.count, characters[index] == character else { return false }
                    index += 1
                }
                return true
            }
            while index < characters.count {
                let character = characters[index]
                if commentDepth > 0 {
                    if starts("*/", at: index) {
                        commentDepth -= 1
                        index += 2
                        if commentDepth == 0 { output.append(" ") }
                    } else if starts("/*", at: index) {
                        commentDepth += 1
                        index += 2
                    } else {
                        index += 1
                    }
                    continue
                }
                if let delimiter = closing {
                    if character == "\\", delimiter.last != "#", index + 1 < characters.count {
                        output.append(character)
                        output.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    if starts(String(delimiter), at: index) {
                        output += String(delimiter)
                        index += delimiter.count
                        closing = nil
                        continue
                    }
                    output.append(character)
                    index += 1
                    continue
                }
                switch style {
                case .slashes(let keepsResultComments):
                    if starts("//", at: index) {
                        let rest = String(characters[(index + 2)...]).trimmingWhitespace()
                        if keepsResultComments, rest.hasPrefix("→") { output += "//" + rest }
                        index = characters.count
                        continue
                    }
                    if starts("/*", at: index) {
                        commentDepth = 1
                        index += 2
                        continue
                    }
                    if let (opening, delimiter) = Self.swiftStringOpening(characters, at: index) {
                        output += String(opening)
                        index += opening.count
                        closing = delimiter
                        continue
                    }
                case .hash:
                    let atWordStart = index == 0 || characters[index - 1].isWhitespace
                    if character == "#", atWordStart {
                        index = characters.count
                        continue
                    }
                    if character == "\"" || character == "'" {
                        output.append(character)
                        index += 1
                        closing = [character]
                        continue
                    }
                case .none:
                    break
                }
                output.append(character)
                index += 1
            }
            // A single-line string does not run past its line; a multi-line one does.
            if let delimiter = closing, delimiter.filter({ $0 == "\"" }).count < 3 { closing = nil }
            return output
        }

        /// A Swift string literal's opening (`"`, `"""`, `#"`, ...) at `index`, with its closing delimiter.
        private static func swiftStringOpening(_ characters: [Character], at index: Int) -> ([Character], [Character])? {
            var position = index
            while position < characters.count, characters[position] == "#" { position += 1 }
            let hashes = position - index
            guard position < characters.count, characters[position] == "\"" else { return nil }
            let triple = position + 2 < characters.count && characters[position + 1] == "\"" && characters[position + 2] == "\""
            let quotes: [Character] = triple ? ["\"", "\"", "\""] : ["\""]
            let opening = Array(characters[index..<position]) + quotes
            return (opening, quotes + Array(repeating: "#", count: hashes))
        }
    }
}
