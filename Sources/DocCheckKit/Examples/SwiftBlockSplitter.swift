/// Splits a Swift code block into what goes at file scope (imports, extensions, protocols)
/// and what runs inside a test, line by line so every line keeps its number, and turns
/// result comments into expectations.
///
/// This reads the text of one code block (never Markdown): it tracks braces, strings and
/// comments only as far as needed to find top-level declarations.
struct SwiftBlockSplitter {
    /// A run of lines that moves to file scope, with the index of its first line.
    struct FileScopeItem: Equatable {
        var firstLine: Int
        var lines: [String]
    }

    /// The block's import lines.
    var imports: [String] = []
    /// Extensions and protocols, which Swift allows only at file scope.
    var fileScope: [FileScopeItem] = []
    /// Every line of the block; lines moved elsewhere are left empty so numbers stay.
    var body: [String] = []
    /// A line whose brackets do not balance, 0-based, with what is wrong.
    var imbalance: (line: Int, message: String)?

    init(lines: [String]) {
        var depth = 0
        var inBlockComment = false
        var current: FileScopeItem?
        var stack: [(Character, Int)] = []
        for (index, line) in lines.enumerated() {
            let startDepth = depth
            let trimmed = line.trimmingWhitespace()
            if startDepth == 0, current == nil, !inBlockComment {
                if trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") {
                    imports.append(trimmed)
                    body.append("")
                    continue
                }
                if trimmed.firstMatch(of: cached(/^(public\s+|internal\s+|fileprivate\s+|private\s+)?(extension|protocol)\s/)) != nil {
                    current = FileScopeItem(firstLine: index, lines: [])
                }
            }
            Self.scan(line, depth: &depth, inBlockComment: &inBlockComment, stack: &stack, line: index, imbalance: &imbalance)
            if var item = current {
                item.lines.append(line)
                body.append("")
                if depth == 0 {
                    fileScope.append(item)
                    current = nil
                } else {
                    current = item
                }
            } else {
                body.append(Self.expectation(from: line))
            }
        }
        if imbalance == nil, let open = stack.last {
            imbalance = (open.1, "'\(open.0)' is never closed")
        }
        if let item = current { fileScope.append(item) }
    }

    /// Counts brackets outside strings and comments.
    private static func scan(
        _ line: String, depth: inout Int, inBlockComment: inout Bool, stack: inout [(Character, Int)], line index: Int,
        imbalance: inout (line: Int, message: String)?
    ) {
        var inString = false
        var previous: Character = " "
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            defer { previous = character }
            if inBlockComment {
                if previous == "*" && character == "/" { inBlockComment = false }
                continue
            }
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "/" where characters.first == "/": return
            case "*" where previous == "/": inBlockComment = true
            case "{", "(", "[":
                stack.append((character, index))
                if character == "{" { depth += 1 }
            case "}", ")", "]":
                let opening: Character = character == "}" ? "{" : character == ")" ? "(" : "["
                if let last = stack.last, last.0 == opening {
                    stack.removeLast()
                    if character == "}" { depth -= 1 }
                } else if imbalance == nil {
                    imbalance = (index, "'\(character)' has no matching '\(opening)'")
                }
            default: break
            }
        }
    }

    /// `let x = f()   // → v` becomes `let x = f(); #expect(x == v)` on the same line, and
    /// `f()   // → v` becomes `#expect(f() == v)`, so a failure points at that line.
    static func expectation(from line: String) -> String {
        guard let match = line.firstMatch(of: cached(/^(?<code>.*?\S)\s*\/\/\s*→\s*(?<value>\S.*?)\s*$/)) else { return line }
        let code = String(match.code)
        let value = String(match.value)
        if let binding = code.firstMatch(of: cached(/^\s*(let|var)\s+(?<name>[A-Za-z_][A-Za-z0-9_]*)\b/)) {
            return "\(code); #expect(\(binding.name) == \(value))"
        }
        let indent = String(code.prefix { $0 == " " || $0 == "\t" })
        return "\(indent)#expect((\(code.trimmingWhitespace())) == \(value))"
    }
}
