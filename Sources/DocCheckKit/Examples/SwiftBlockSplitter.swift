/// Splits a Swift code block into what goes at file scope (imports, extensions, protocols)
/// and what runs inside a test, line by line so every line keeps its number, and turns
/// result comments into expectations.
///
/// This reads the text of one code block (never Markdown) through `SwiftLexer`: brackets,
/// strings and comments are only what the lexer says they are.
struct SwiftBlockSplitter {
    /// A run of lines that moves to file scope, with the index of its first line.
    struct FileScopeItem: Equatable {
        var firstLine: Int
        var lines: [String]
    }

    /// What keeps the block from being compiled, at a line (0-based) and a UTF-8 offset in it.
    struct Problem: Equatable {
        var line: Int
        var byte: Int
        var message: String
    }

    /// The block's import lines.
    var imports: [String] = []
    /// Extensions and protocols, which Swift allows only at file scope.
    var fileScope: [FileScopeItem] = []
    /// Every line of the block; lines moved elsewhere are left empty so numbers stay.
    var body: [String] = []
    /// The first bracket that does not balance.
    var imbalance: Problem?
    /// The result comments that cannot become expectations, in line order.
    var resultCommentProblems: [Problem] = []

    /// Why the block cannot be compiled: brackets that do not balance (what else is wrong
    /// follows from them), else each result comment that cannot become an expectation.
    var problems: [Problem] { imbalance.map { [$0] } ?? resultCommentProblems }

    /// What the splitter keeps of a line to decide on the result comment of another.
    private struct Shape {
        var bytes: [UInt8] = []
        var tokens: [SwiftLexer.Token] = []
        var startsInCode = true
        /// The bracket, if any, that is open at the line's start and is the outermost.
        var outermostOpen: (bracket: UInt8, line: Int)?
        /// The bracket open where the line's result comment starts, innermost.
        var openAtComment: (bracket: UInt8, line: Int)?
        /// The range of the line's code, comments left out at both ends; nil for a line without code.
        var code: Range<Int>?
        /// The line's result comment, as token index and stated value.
        var resultComment: (index: Int, value: ArraySlice<UInt8>)?
    }

    /// Splits `lines`, the block's lines; `firstLine` is the document line of the first, for messages.
    init(lines: [String], firstLine: Int = 1) {
        var lexer = SwiftLexer()
        var open: [(bracket: UInt8, line: Int, column: Int)] = []
        var braces = 0
        var current: FileScopeItem?
        var shapes: [Shape] = []
        shapes.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            var shape = Shape(bytes: Array(line.utf8), startsInCode: !lexer.isInsideLiteralOrComment)
            shape.outermostOpen = open.first.map { ($0.bracket, $0.line) }
            let atTopLevel = braces == 0 && current == nil && shape.startsInCode
            shape.tokens = lexer.tokens(ofLine: line)
            for (position, token) in shape.tokens.enumerated() {
                switch token.kind {
                case .openingBracket:
                    let bracket = shape.bytes[token.bytes.lowerBound]
                    open.append((bracket, index, token.bytes.lowerBound))
                    if bracket == UInt8(ascii: "{") { braces += 1 }
                case .closingBracket:
                    let bracket = shape.bytes[token.bytes.lowerBound]
                    let opening = Self.opening(of: bracket)
                    if let last = open.last, last.bracket == opening {
                        open.removeLast()
                        if opening == UInt8(ascii: "{") { braces -= 1 }
                    } else if imbalance == nil {
                        let message = "'\(Character(Unicode.Scalar(bracket)))' has no matching '\(Character(Unicode.Scalar(opening)))'"
                        imbalance = Problem(line: index, byte: token.bytes.lowerBound, message: "Swift block is not valid Swift: " + message)
                    }
                case .lineComment:
                    if let value = ResultComment.value(ofComment: shape.bytes[token.bytes]) {
                        shape.resultComment = (position, value)
                        shape.openAtComment = open.last.map { ($0.bracket, $0.line) }
                    }
                case .code, .string, .blockComment:
                    break
                }
            }
            shape.code = Self.codeRange(shape.tokens, shape.bytes)
            shapes.append(shape)
            let trimmed = line.trimmingWhitespace()
            if atTopLevel {
                if trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") {
                    imports.append(trimmed)
                    body.append("")
                    continue
                }
                if Self.declaresAtFileScope(trimmed) {
                    current = FileScopeItem(firstLine: index, lines: [])
                }
            }
            if var item = current {
                item.lines.append(line)
                body.append("")
                if braces == 0 {
                    fileScope.append(item)
                    current = nil
                } else {
                    current = item
                }
            } else {
                body.append(line)
            }
        }
        if imbalance == nil, let unclosed = open.last {
            imbalance = Problem(
                line: unclosed.line, byte: unclosed.column,
                message: "Swift block is not valid Swift: '\(Character(Unicode.Scalar(unclosed.bracket)))' is never closed")
        }
        if let item = current { fileScope.append(item) }
        readResultComments(shapes, firstLine: firstLine)
    }

    /// Turns each result comment into an expectation in `body`, or into a problem.
    private mutating func readResultComments(_ shapes: [Shape], firstLine: Int) {
        // The line on which the statement of each line with code begins.
        var statementStart: [Int?] = Array(repeating: nil, count: shapes.count)
        var previous: Int?
        for (index, shape) in shapes.enumerated() {
            guard let code = shape.code else { continue }
            if let open = shape.outermostOpen {
                statementStart[index] = statementStart[open.line] ?? open.line
            } else if let previous,
                !shape.startsInCode || ResultComment.continuesStatement(shape.bytes[code])
                    || ResultComment.leavesStatementOpen(shapes[previous].bytes[shapes[previous].code!])
            {
                statementStart[index] = statementStart[previous]
            } else {
                statementStart[index] = index
            }
            previous = index
        }
        var next: Int?
        for index in shapes.indices.reversed() {
            let shape = shapes[index]
            defer { if shape.code != nil { next = index } }
            guard let comment = shape.resultComment else { continue }
            let token = shape.tokens[comment.index]
            switch Self.expectation(at: index, shapes, comment, statementStart: statementStart, next: next) {
            case .success(let line):
                // Lines moved to file scope are left empty; none of them can be an expectation.
                if !body[index].isEmpty { body[index] = line }
            case .failure(let reason):
                var written = shape.bytes[token.bytes]
                while let last = written.last, ResultComment.isSpace(last) { written.removeLast() }
                let message = "result comment '\(String(decoding: written, as: UTF8.self))' cannot become an expectation: "
                resultCommentProblems.append(
                    Problem(line: index, byte: token.bytes.lowerBound, message: message + reason.description(firstLine: firstLine)))
            }
        }
        resultCommentProblems.reverse()
    }

    /// The expectation the result comment of line `index` becomes, or why it cannot: it must
    /// state a value and end a statement that begins and ends on its line, outside brackets.
    private static func expectation(
        at index: Int, _ shapes: [Shape], _ comment: (index: Int, value: ArraySlice<UInt8>), statementStart: [Int?], next: Int?
    ) -> Result<String, ResultComment.Reason> {
        let shape = shapes[index]
        if comment.value.isEmpty { return .failure(.noValue) }
        if !shape.startsInCode { return .failure(.continuesLiteral) }
        if let open = shape.openAtComment { return .failure(.insideBracket(Character(Unicode.Scalar(open.bracket)), line: open.line)) }
        guard shape.code != nil else { return .failure(.noCode) }
        if let start = statementStart[index], start != index { return .failure(.continuesStatement(line: start)) }
        if let next, let code = shapes[next].code, shapes[next].startsInCode, ResultComment.continuesStatement(shapes[next].bytes[code]) {
            return .failure(.continuedOn(line: next))
        }
        let tokens = Array(shape.tokens[..<comment.index])
        return ResultComment.expectation(code: shape.bytes[..<shape.tokens[comment.index].bytes.lowerBound], tokens: tokens, value: comment.value)
    }

    /// The bytes from the first to the last token that is not a comment, without spaces at
    /// either end; nil when there is none.
    private static func codeRange(_ tokens: [SwiftLexer.Token], _ bytes: [UInt8]) -> Range<Int>? {
        var lower: Int?
        var upper = 0
        for token in tokens where token.kind != .lineComment && token.kind != .blockComment {
            var low = token.bytes.lowerBound
            var high = token.bytes.upperBound
            if token.kind == .code {
                while low < high, ResultComment.isSpace(bytes[low]) { low += 1 }
                while high > low, ResultComment.isSpace(bytes[high - 1]) { high -= 1 }
                if low == high { continue }
            }
            if lower == nil { lower = low }
            upper = high
        }
        return lower.map { $0..<upper }
    }

    /// Whether a trimmed line begins an extension or a protocol, which live at file scope.
    private static func declaresAtFileScope(_ line: String) -> Bool {
        var words = line.utf8.split(whereSeparator: { ResultComment.isSpace($0) })[...]
        guard let first = words.first else { return false }
        if ["public", "internal", "fileprivate", "private"].contains(where: { first.elementsEqual($0.utf8) }) { words = words.dropFirst() }
        guard words.count >= 2, let keyword = words.first else { return false }
        return keyword.elementsEqual("extension".utf8) || keyword.elementsEqual("protocol".utf8)
    }

    private static func opening(of closing: UInt8) -> UInt8 {
        switch closing {
        case UInt8(ascii: "}"): UInt8(ascii: "{")
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        default: UInt8(ascii: "[")
        }
    }
}
