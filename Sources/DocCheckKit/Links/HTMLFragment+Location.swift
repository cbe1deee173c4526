extension HTMLFragment {
    /// The document position of the byte at `offset` in the literal, nil when the fragment's
    /// position is unknown. For several offsets of one fragment, `locator(in:)`.
    func location(ofOffset offset: Int, in source: SourceText) -> SourceLocation? {
        var locator = locator(in: source)
        return locator.location(ofOffset: offset)
    }

    /// Locates offsets of this fragment, each literal line placed in the source once.
    func locator(in source: SourceText) -> Locator {
        Locator(fragment: self, source: source)
    }

    /// The positions of offsets in one fragment. cmark-gfm strips container markers (`>`,
    /// list indentation) from an HTML block's lines, so a line's column is found where the
    /// literal's line ends the source line (a block) or occurs in it (inline HTML). The
    /// literal's line starts are found once and each line's place in the source once, so
    /// placing every tag of a fragment costs its length, not its length per tag.
    struct Locator {
        let fragment: HTMLFragment
        let source: SourceText
        private let bytes: [UInt8]
        /// Where each of the literal's lines starts.
        private let lineStarts: [Int]
        /// Per literal line, how far its bytes lie from their source line's start; nil inside
        /// when the line is not found there.
        private var shifts: [Int: Int?] = [:]

        init(fragment: HTMLFragment, source: SourceText) {
            self.fragment = fragment
            self.source = source
            let bytes = Array(fragment.literal.utf8)
            self.bytes = bytes
            lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        }

        mutating func location(ofOffset offset: Int) -> SourceLocation? {
            guard let start = fragment.range?.start else { return nil }
            let end = min(max(offset, 0), bytes.count)
            // The last line start at or before `end`.
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
            }
            let lineIndex = low
            let inLine = end - lineStarts[lineIndex]
            let line = start.line + lineIndex
            guard line <= source.lineCount else { return nil }
            if fragment.kind == .htmlInline && lineIndex == 0 {
                return start.column.map { SourceLocation(line: line, column: $0 + inLine) } ?? SourceLocation(line: line)
            }
            let shift: Int?
            if let known = shifts[lineIndex] {
                shift = known
            } else {
                shift = Self.shift(of: literalLine(lineIndex), in: Array(source.bytes[source.byteRange(ofLine: line)]), kind: fragment.kind)
                shifts[lineIndex] = shift
            }
            if let shift { return SourceLocation(line: line, column: shift + inLine + 1) }
            // The line is known; its column is not.
            return lineIndex == 0 ? start : SourceLocation(line: line)
        }

        private func literalLine(_ index: Int) -> ArraySlice<UInt8> {
            let lineEnd = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
            var line = bytes[lineStarts[index]..<lineEnd]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return line
        }

        /// Where `literalLine` starts in `sourceLine`: at its end for a block's line that ends
        /// it, else where it first occurs; nil where it does not.
        private static func shift(of literalLine: ArraySlice<UInt8>, in sourceLine: [UInt8], kind: MarkupKind) -> Int? {
            if kind == .htmlBlock, sourceLine.count >= literalLine.count, sourceLine.suffix(literalLine.count).elementsEqual(literalLine) {
                return sourceLine.count - literalLine.count
            }
            if !literalLine.isEmpty, sourceLine.count >= literalLine.count {
                for index in 0...(sourceLine.count - literalLine.count) where sourceLine[index..<index + literalLine.count].elementsEqual(literalLine)
                {
                    return index
                }
            }
            return nil
        }
    }
}
