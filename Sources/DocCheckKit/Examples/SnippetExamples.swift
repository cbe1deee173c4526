/// The package's snippets (`Snippets/NAME.swift`) that state a result: SwiftPM builds every
/// snippet but runs none, so each one with a `// → value` comment runs as a test, its
/// hidden lines (`// snippet.hide`) included, each failure at its line in the snippet.
enum SnippetExamples {
    /// The snippets of the package at the repository's root with a result comment, by path,
    /// with their text (line feeds only).
    static func snippets(in repository: Repository) -> [(path: String, text: String)] {
        SnippetRule.snippets(under: "", in: repository).values.sorted().compactMap { path in
            guard let bytes = repository.contents(path) else { return nil }
            let text = String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n")
            return statesAResult(text) ? (path, text) : nil
        }
    }

    /// Whether a line of the Swift text ends with a result comment, as the lexer reads it.
    static func statesAResult(_ text: String) -> Bool {
        guard text.contains("→") else { return false }
        let lines = text.linesByByte().map(String.init)
        let tokens = SwiftLexer.tokens(of: lines)
        return tokens.contains { token in
            token.kind == .lineComment && ResultComment.value(ofComment: Array(lines[token.line].utf8)[token.bytes]) != nil
        }
    }
}

extension CodeBlock {
    /// A whole Swift file as a block whose first line is the file's first.
    init(swiftFile text: String) {
        infoString = "swift"
        content = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
        isFenced = true
        let lineCount = max(1, content.utf8.count { $0 == UInt8(ascii: "\n") })
        range = SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: lineCount))
        firstContentLine = 1
    }
}
