extension HTMLFragment {
    /// The document position of the byte at `offset` in the literal, nil when the fragment's
    /// position is unknown. cmark-gfm strips container markers (`>`, list indentation) from
    /// an HTML block's lines, so a line's column is found where the literal's line ends the
    /// source line (a block) or occurs in it (inline HTML).
    func location(ofOffset offset: Int, in source: SourceText) -> SourceLocation? {
        guard let start = range?.start else { return nil }
        let newline = UInt8(ascii: "\n")
        let bytes = Array(literal.utf8)
        let end = min(max(offset, 0), bytes.count)
        let lineIndex = bytes[..<end].count { $0 == newline }
        let lineStart = bytes[..<end].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let inLine = end - lineStart
        let line = start.line + lineIndex
        guard line <= source.lineCount else { return nil }
        if kind == .inline && lineIndex == 0 {
            return start.column.map { SourceLocation(line: line, column: $0 + inLine) } ?? SourceLocation(line: line)
        }
        var literalLine = bytes[lineStart..<(bytes[lineStart...].firstIndex(of: newline) ?? bytes.count)]
        if literalLine.last == UInt8(ascii: "\r") { literalLine = literalLine.dropLast() }
        let sourceLine = Array(source.bytes[source.byteRange(ofLine: line)])
        if kind == .block, sourceLine.count >= literalLine.count, sourceLine.suffix(literalLine.count).elementsEqual(literalLine) {
            return SourceLocation(line: line, column: sourceLine.count - literalLine.count + inLine + 1)
        }
        if !literalLine.isEmpty, sourceLine.count >= literalLine.count {
            for index in 0...(sourceLine.count - literalLine.count) where sourceLine[index..<index + literalLine.count].elementsEqual(literalLine) {
                return SourceLocation(line: line, column: index + inLine + 1)
            }
        }
        // The line is known; its column is not.
        return lineIndex == 0 ? start : SourceLocation(line: line)
    }
}
