/// A result comment, `// → value`: what the line before it evaluates to, which the generated
/// test expects. `let x = f()   // → 3` becomes `let x = f(); #expect(x == 3)` and
/// `f()   // → 3` becomes `#expect((f()) == 3)`, on the same line so a failure points at it;
/// `parse("x")   // → throws` becomes `#expect(throws: (any Error).self) { try parse("x") }`.
enum ResultComment {
    /// The value a line comment (its bytes from `//`) states, without the spaces around it;
    /// nil when the comment is no result comment. A comment of only `// →` states an empty value.
    static func value<Bytes: BidirectionalCollection<UInt8>>(ofComment comment: Bytes) -> Bytes.SubSequence? {
        var rest = comment.dropFirst(2).drop(while: isSpace)
        // → is E2 86 92 in UTF-8.
        guard rest.starts(with: [0xE2, 0x86, 0x92]) else { return nil }
        rest = rest.dropFirst(3).drop(while: isSpace)
        while let last = rest.last, isSpace(last) { rest = rest.dropLast() }
        return rest
    }

    /// The line that states `value` for `code`, a line's code before its result comment (from
    /// the line's first byte) whose tokens are `tokens`, or why it cannot be an expectation.
    static func expectation(code: ArraySlice<UInt8>, tokens: [SwiftLexer.Token], value: ArraySlice<UInt8>) -> Result<String, Reason> {
        // What lies outside brackets: a binding's `=`, an assignment, a `;`.
        var topLevel: [ArraySlice<UInt8>] = []
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .openingBracket: depth += 1
            case .closingBracket: depth -= 1
            case .code where depth == 0: topLevel.append(code[token.bytes])
            default: break
            }
        }
        if topLevel.contains(where: { $0.contains(UInt8(ascii: ";")) }) { return .failure(.severalStatements) }
        let operators = topLevel.flatMap(operatorRuns)
        var statement = code.drop(while: isSpace)
        while let last = statement.last, isSpace(last) { statement.removeLast() }
        let stated = String(decoding: value, as: UTF8.self)
        let thrown = thrownError(stated)
        if case .failure(let reason) = thrown { return .failure(reason) }
        if let keyword = firstWord(statement) {
            let keywordText = String(decoding: keyword, as: UTF8.self)
            let afterKeyword = statement.dropFirst(keyword.count)
            if keywordText == "let" || keywordText == "var" {
                guard afterKeyword.first.map(isSpace) == true, let name = firstWord(afterKeyword.drop(while: isSpace)),
                    name.first.map({ !$0.isASCIIDigit && $0 != UInt8(ascii: "#") }) == true
                else { return .failure(.bindsNoName(keywordText)) }
                let nameText = String(decoding: name, as: UTF8.self)
                if case .success(.some) = thrown { return .failure(.throwingBinding(keywordText + " " + nameText)) }
                guard operators.contains(where: { $0.elementsEqual("=".utf8) }) else {
                    return .failure(.bindsNoValue(keywordText + " " + nameText))
                }
                return .success("\(String(decoding: code[..<statement.endIndex], as: UTF8.self)); #expect(\(nameText) == \(stated))")
            }
            if statementKeywords.contains(keywordText), afterKeyword.first != UInt8(ascii: "("), afterKeyword.first != UInt8(ascii: ".") {
                return .failure(.notAnExpression(keywordText))
            }
        }
        if statement.first == UInt8(ascii: "@") {
            let attribute = statement.dropFirst().prefix(while: isWordByte)
            return .failure(.notAnExpression("@" + String(decoding: attribute, as: UTF8.self)))
        }
        if operators.contains(where: isAssignment) { return .failure(.assignment) }
        let indent = String(decoding: code.prefix(while: isSpace), as: UTF8.self)
        let statementText = String(decoding: statement, as: UTF8.self)
        if case .success(let error?) = thrown {
            let tried = firstWord(statement).map { $0.elementsEqual("try".utf8) } == true ? statementText : "try " + statementText
            return .success("\(indent)#expect(throws: \(error)) { \(tried) }")
        }
        return .success("\(indent)#expect((\(statementText)) == \(stated))")
    }

    /// What `#expect(throws:)` is given for a stated value `throws` (any error), `throws
    /// ParseError` (a type: `ParseError.self`) or `throws ParseError.empty` (an equatable
    /// error value); nil for a value that is not `throws`.
    static func thrownError(_ stated: String) -> Result<String?, Reason> {
        guard stated == "throws" || stated.hasPrefix("throws ") else { return .success(nil) }
        let named = String(stated.dropFirst("throws".count).drop(while: { $0 == " " || $0 == "\t" }))
        if named.isEmpty { return .success("(any Error).self") }
        let components = named.split(separator: ".", omittingEmptySubsequences: false)
        let isName = components.allSatisfy { component in
            guard let first = component.utf8.first, !first.isASCIIDigit else { return false }
            return component.utf8.allSatisfy(isWordByte)
        }
        guard isName, let last = components.last?.first else { return .failure(.notAnError(named)) }
        return .success(last.isUppercase ? named + ".self" : named)
    }

    /// Why a result comment cannot become an expectation.
    enum Reason: Error, Equatable {
        case noValue
        case continuesLiteral
        /// Inside a bracket opened at a line of the block (0-based).
        case insideBracket(Character, line: Int)
        /// The line continues the statement begun at a line of the block (0-based).
        case continuesStatement(line: Int)
        /// A later line (0-based) continues the line's statement.
        case continuedOn(line: Int)
        case noCode
        case notAnExpression(String)
        case bindsNoName(String)
        case bindsNoValue(String)
        case assignment
        case severalStatements
        /// `throws` stated of a binding's line.
        case throwingBinding(String)
        /// `throws` followed by what names no error type or value.
        case notAnError(String)

        /// What is wrong, lines counted from `firstLine`, the document line of the block's first line.
        func description(firstLine: Int) -> String {
            switch self {
            case .noValue: "it states no value"
            case .continuesLiteral: "its line continues a multi-line string or comment"
            case .insideBracket(let bracket, let line): "it is inside the '\(bracket)' opened at line \(firstLine + line)"
            case .continuesStatement(let line): "its line continues the statement of line \(firstLine + line)"
            case .continuedOn(let line): "line \(firstLine + line) continues its statement"
            case .noCode: "no code comes before it on its line"
            case .notAnExpression(let keyword): "'\(keyword)' begins a statement that is not an expression"
            case .bindsNoName(let keyword): "'\(keyword)' binds no single name"
            case .bindsNoValue(let binding): "'\(binding)' has no value"
            case .assignment: "its line is an assignment, which has no value"
            case .severalStatements: "its line holds more than one statement"
            case .throwingBinding(let binding): "'\(binding)' binds no value when it throws; state 'throws' of the call alone"
            case .notAnError(let text): "'\(text)' names no error type or value; write 'throws', 'throws ErrorType' or 'throws ErrorType.case'"
            }
        }
    }

    /// Words that begin a statement or declaration, not an expression, when no `(` or `.`
    /// follows them (`open(url)` is a call).
    static let statementKeywords: Set<String> = [
        "return", "if", "guard", "for", "while", "repeat", "switch", "case", "default", "do", "catch", "defer", "throw", "break",
        "continue", "fallthrough", "func", "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "import", "init",
        "deinit", "subscript", "operator", "precedencegroup", "associatedtype", "macro", "static", "private", "fileprivate",
        "internal", "public", "open", "final", "lazy", "weak", "unowned", "nonisolated", "indirect", "override", "mutating",
        "#if", "#elseif", "#else", "#endif",
    ]

    /// Whether a line's code (its last byte before comments) leaves the statement open: a
    /// trailing `,`, `.` or infix operator (an operator with a space before it).
    static func leavesStatementOpen(_ code: ArraySlice<UInt8>) -> Bool {
        var end = code.endIndex
        while end > code.startIndex, isSpace(code[end - 1]) { end -= 1 }
        guard end > code.startIndex else { return false }
        let last = code[end - 1]
        if last == UInt8(ascii: ",") || last == UInt8(ascii: ".") { return true }
        guard isOperator(last) else { return false }
        var start = end - 1
        while start > code.startIndex, isOperator(code[start - 1]) { start -= 1 }
        return start == code.startIndex || isSpace(code[start - 1])
    }

    /// Whether a line's code continues the statement before it: it begins with `.` (a member
    /// of the line before) or an infix operator (an operator with a space after it).
    static func continuesStatement(_ code: ArraySlice<UInt8>) -> Bool {
        let trimmed = code.drop(while: isSpace)
        guard let first = trimmed.first else { return false }
        if first == UInt8(ascii: ".") { return true }
        guard isOperator(first) else { return false }
        let after = trimmed.drop(while: isOperator)
        return after.first.map(isSpace) ?? true
    }

    /// The word (letters, digits, `_`, a leading `#`) at the start of `text`, nil when none.
    private static func firstWord(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let body = text.first == UInt8(ascii: "#") ? text.dropFirst() : text
        let word = body.prefix(while: isWordByte)
        return word.isEmpty ? nil : text.prefix(word.count + (text.count - body.count))
    }

    /// The runs of operator characters in `code`, as Swift reads operators.
    private static func operatorRuns(_ code: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var runs: [ArraySlice<UInt8>] = []
        var index = code.startIndex
        while index < code.endIndex {
            guard isOperator(code[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < code.endIndex, isOperator(code[index]) { index += 1 }
            runs.append(code[start..<index])
        }
        return runs
    }

    /// `=` and the compound assignments (`+=`, `<<=`, ...), not the comparisons.
    private static func isAssignment(_ run: ArraySlice<UInt8>) -> Bool {
        guard run.last == UInt8(ascii: "=") else { return false }
        let comparisons = ["==", "!=", "<=", ">=", "===", "!=="]
        return !comparisons.contains { run.elementsEqual($0.utf8) }
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte.isASCIIWordByte || byte >= 0x80
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
}
