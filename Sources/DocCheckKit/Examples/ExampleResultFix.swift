/// `fix-examples`: each stated result (`// → value`) that the examples' tests found wrong,
/// rewritten to the value the code produced, as swift-testing printed it.
///
/// Only the value inside the comment changes; a value that is not a Swift literal (a
/// number, a string, `true`, `false`, `nil`, or an array, dictionary or tuple of them) is
/// left for the author, as it may not be what the type's literal is written as.
struct ExampleResultFix {
    /// A failed test's issue as `swift test` printed it: the document the test was made from
    /// (its display name), the line of the issue and what swift-testing said.
    struct Failure: Equatable {
        var path: String
        var line: Int
        var message: String
    }

    /// One stated result to rewrite: at `line` of `path`, the value's UTF-8 offsets in the line.
    struct Rewrite: Equatable {
        var path: String
        var line: Int
        var bytes: Range<Int>
        var stated: String
        var produced: String
    }

    var rewrites: [Rewrite] = []
    /// The failures that are no stated result this can rewrite, with why.
    var unfixable: [(failure: Failure, reason: String)] = []

    /// The failures of `output`, the output of `swift test` on the examples' tests: each line
    /// `✘ Test "PATH:LINE" recorded an issue at FILE:LINE:COLUMN: MESSAGE` whose FILE is the
    /// last component of PATH.
    static func failures(in output: String) -> [Failure] {
        var found: [Failure] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard
                let match = line.firstMatch(
                    of: cached(/✘ Test "(.+?):\d+(?: fails to compile)?" recorded an issue at ([^:]+):(\d+):\d+: (.*)$/)),
                let number = Int(match.3)
            else { continue }
            let path = String(match.1)
            guard path.split(separator: "/").last.map(String.init) == String(match.2) else { continue }
            found.append(Failure(path: path, line: number, message: String(match.4)))
        }
        return found
    }

    /// The rewrites for `failures` among `examples`, whose documents `contents` reads.
    init(failures: [Failure], examples: [SwiftExample], contents: (String) -> [UInt8]?) {
        var seen = Set<String>()
        for failure in failures where seen.insert("\(failure.path):\(failure.line)").inserted {
            switch Self.rewrite(failure, examples, contents) {
            case .success(let rewrite): rewrites.append(rewrite)
            case .failure(let reason): unfixable.append((failure, reason.text))
            }
        }
    }

    struct Reason: Error {
        var text: String
    }

    private static func rewrite(_ failure: Failure, _ examples: [SwiftExample], _ contents: (String) -> [UInt8]?) -> Result<Rewrite, Reason> {
        guard let example = examples.first(where: { $0.path == failure.path && $0.block.lines.contains { $0.number == failure.line } }),
            let index = example.block.lines.firstIndex(where: { $0.number == failure.line })
        else { return .failure(Reason(text: "no line of a Swift block is there")) }
        // The block lexed from its start, so a line inside a multi-line string is known as one.
        let lines = example.block.lines.map(\.text)
        var lexer = SwiftLexer()
        var tokens: [SwiftLexer.Token] = []
        for (position, text) in lines.enumerated() {
            let lexed = lexer.tokens(ofLine: text)
            if position == index { tokens = lexed }
        }
        let blockLine = Array(lines[index].utf8)
        guard let comment = tokens.last(where: { $0.kind == .lineComment }),
            let value = ResultComment.value(ofComment: blockLine[comment.bytes]), !value.isEmpty
        else { return .failure(Reason(text: "the line states no result")) }
        let stated = String(decoding: value, as: UTF8.self)
        guard let produced = producedValue(failure.message, stated: stated) else {
            return .failure(Reason(text: "the failure is no stated result that differs"))
        }
        guard isLiteral(produced) else {
            return .failure(Reason(text: "the code gives \(produced), which is not a Swift literal; write the result by hand"))
        }
        // The block's line is the end of the file's (after a doc comment's `///` or a list's indent).
        guard let bytes = contents(failure.path), let fileLine = line(failure.line, of: bytes), fileLine.reversed().starts(with: blockLine.reversed())
        else {
            return .failure(Reason(text: "the line cannot be found as written in the file"))
        }
        let shift = fileLine.count - blockLine.count
        return .success(
            Rewrite(
                path: failure.path, line: failure.line, bytes: (shift + value.startIndex)..<(shift + value.endIndex), stated: stated,
                produced: produced))
    }

    /// The value swift-testing printed for the left side of `(EXPRESSION → VALUE) == STATED`,
    /// the expectation a result comment becomes; nil for any other message.
    static func producedValue(_ message: String, stated: String) -> String? {
        let prefix = "Expectation failed: ("
        let suffix = ") == " + stated
        guard message.hasPrefix(prefix), message.hasSuffix(suffix), message.count >= prefix.count + suffix.count else { return nil }
        let inner = message.dropFirst(prefix.count).dropLast(suffix.count)
        // The first arrow outside the expression's string literals.
        var inString = false
        var escaped = false
        var index = inner.startIndex
        while index < inner.endIndex {
            let character = inner[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if inner[index...].hasPrefix(" → ") {
                let value = inner[inner.index(index, offsetBy: 3)...]
                return value.isEmpty ? nil : String(value)
            }
            index = inner.index(after: index)
        }
        return nil
    }

    /// Whether `value` is written as Swift literals alone: strings, numbers, `true`, `false`,
    /// `nil`, in brackets and parentheses with commas and colons.
    static func isLiteral(_ value: String) -> Bool {
        var lexer = SwiftLexer()
        let bytes = Array(value.utf8)
        let tokens = lexer.tokens(ofLine: value)
        guard !lexer.isInsideLiteralOrComment else { return false }
        for token in tokens {
            switch token.kind {
            case .string:
                // A string the line leaves open is no literal.
                let last = bytes[token.bytes.upperBound - 1]
                if token.bytes.count < 2 || (last != UInt8(ascii: "\"") && last != UInt8(ascii: "#")) { return false }
            case .lineComment, .blockComment: return false
            case .code:
                let code = String(decoding: bytes[token.bytes], as: UTF8.self)
                let words = code.replacing(cached(/-?\b\d[\d_]*(\.\d[\d_]*)?([eE][+-]?\d+)?\b/), with: "")
                guard words.wholeMatch(of: cached(/(?:[\s\[\](),:]|true|false|nil)*/)) != nil else { return false }
            case .openingBracket, .closingBracket:
                if bytes[token.bytes.lowerBound] == UInt8(ascii: "{") || bytes[token.bytes.lowerBound] == UInt8(ascii: "}") { return false }
            }
        }
        return true
    }

    /// Line `number` (from 1) of `bytes`, without its line break.
    private static func line(_ number: Int, of bytes: [UInt8]) -> [UInt8]? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return nil }
        if lines[number - 1].last == UInt8(ascii: "\r") { lines[number - 1] = lines[number - 1].dropLast() }
        return Array(lines[number - 1])
    }

    /// `bytes` of `path` with this fix's rewrites of it made.
    func applied(to bytes: [UInt8], path: String) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        for rewrite in rewrites where rewrite.path == path {
            var line = lines[rewrite.line - 1]
            line.replaceSubrange(rewrite.bytes, with: Array(rewrite.produced.utf8))
            lines[rewrite.line - 1] = line
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }
}
