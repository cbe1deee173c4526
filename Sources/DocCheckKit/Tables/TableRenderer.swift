/// Writes a table spec as GFM table lines: the one generator of every table doccheck owns.
public enum TableRenderer {
    /// The table's lines, without line endings.
    public static func lines(for spec: TableSpec) -> [String] {
        var lines = [row(spec.columns.map(\.name))]
        lines.append(row(spec.columns.map { delimiter($0.alignment ?? .none) }))
        for entry in spec.rows {
            lines.append(row(entry.cells))
        }
        return lines
    }

    /// A delimiter row's cell: `---`, with a colon on each side the column is aligned to.
    static func delimiter(_ alignment: TableAlignment) -> String {
        switch alignment {
        case .none: "---"
        case .left: ":---"
        case .center: ":---:"
        case .right: "---:"
        }
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map(escape).joined(separator: " | ") + " |"
    }

    /// A cell's Markdown on one line with every unescaped `|` escaped.
    static func escape(_ cell: String) -> String {
        // Most cells have no pipe, no line break and no space at either end: kept as they are.
        let utf8 = cell.utf8
        if !utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == 0x0A || $0 == 0x0D }),
            utf8.first.map({ $0 != 0x20 && $0 != 0x09 }) ?? true, utf8.last.map({ $0 != 0x20 && $0 != 0x09 }) ?? true
        {
            return cell
        }
        var result = ""
        var previous: Character = " "
        for character in cell {
            if character == "\n" || character == "\r" {
                result.append(" ")
            } else {
                if character == "|" && previous != "\\" { result.append("\\") }
                result.append(character)
            }
            previous = character
        }
        return result.trimmingWhitespace()
    }

    /// The plain text a cell's Markdown shows, read through the document model.
    public static func plainText(ofCell markdown: String) -> String {
        // Cells repeat across the ten tables: each is parsed once while it is in the memo.
        plainTexts.value(markdown) {
            let document = MarkdownDocument(path: "", text: "| \(escape(markdown)) |\n| --- |\n")
            return document.tables.first?.header.cells.first?.text ?? markdown
        }
    }

    /// The plain text of each of `cells`, read through the document model in one parse of a
    /// one-column table (a source's ids: one parse, not one per row).
    static func plainTexts(ofCells cells: [String]) -> [String] {
        // Cells that are plain words or one plain code span need no parse; the rest get one.
        let known = cells.map(simplePlainText(ofCell:))
        guard known.contains(nil) else { return known.map { $0 ?? "" } }
        let unknown = known.indices.filter { known[$0] == nil }
        var parsed = parsedPlainTexts(ofCells: unknown.map { cells[$0] }).makeIterator()
        return known.map { $0 ?? parsed.next() ?? "" }
    }

    /// A cell's plain text where it is evident without a parse: text of letters, digits,
    /// spaces and harmless punctuation, or one code span of such text (`` `item42` ``).
    static func simplePlainText(ofCell markdown: String) -> String? {
        let trimmed = markdown.trimmingWhitespace()
        var bytes = Array(trimmed.utf8)[...]
        if bytes.count >= 3, bytes.first == UInt8(ascii: "`"), bytes.last == UInt8(ascii: "`") {
            bytes = bytes.dropFirst().dropLast()
            guard bytes.first != UInt8(ascii: " "), bytes.last != UInt8(ascii: " ") else { return nil }
        }
        let harmless = Set(" ,.;:-+/=()'\"?%#$@".utf8)
        let isPlain = bytes.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte.isASCIIDigit || harmless.contains(byte)
        }
        guard isPlain, !bytes.isEmpty else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func parsedPlainTexts(ofCells cells: [String]) -> [String] {
        guard let first = cells.first, cells.count > 1 else { return cells.map(plainText(ofCell:)) }
        let text = "| \(escape(first)) |\n| --- |\n" + cells.dropFirst().map { "| \(escape($0)) |\n" }.joined()
        guard let table = MarkdownDocument(path: "", text: text).tables.first, table.rows.count == cells.count - 1 else {
            return cells.map(plainText(ofCell:))
        }
        return ([table.header] + table.rows).map { $0.cells.first?.text ?? "" }
    }

    /// Process-wide, so capped: a long-lived process sees ever new cells.
    static let plainTexts = Memo<String, String>(capacity: 4096)
}

extension String {
    /// The string without leading and trailing spaces and tabs (the Characters " " and "\t").
    func trimmingWhitespace() -> String {
        // By bytes when the text next to the spaces is ASCII: then each space and tab is a
        // Character of its own. Beside other text (a space before a combining accent is one
        // Character with it), by Characters.
        let bytes = utf8
        var start = bytes.startIndex
        while start != bytes.endIndex, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        var end = bytes.endIndex
        while end != start {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
            end = before
        }
        let asciiNeighbours =
            (start == bytes.endIndex || bytes[start] < 0x80) && (end == bytes.startIndex || bytes[bytes.index(before: end)] < 0x80)
        if asciiNeighbours {
            return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
        }
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" { view.removeLast() }
        return String(view)
    }
}
