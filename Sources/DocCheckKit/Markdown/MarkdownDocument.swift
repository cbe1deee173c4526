/// One Markdown document parsed by libcmark-gfm into Swift values with source positions.
///
/// The model keeps only what the checks read: headings, code blocks, tables, links and
/// images, and raw HTML (where marker comments live). Every position is 1-based; a
/// position cmark-gfm does not know is nil, never guessed.
public struct MarkdownDocument: Sendable {
    /// The parsed values, shared by every copy: a document is passed to many checks and kept
    /// by several indexes, and a copy costs one reference, not one per field.
    private final class Storage: Sendable {
        let path: String
        let source: SourceText
        let parts: CommonMarkConverter.Parts
        let sha256 = Once<String>()

        init(path: String, source: SourceText, parts: CommonMarkConverter.Parts) {
            self.path = path
            self.source = source
            self.parts = parts
        }
    }

    private let storage: Storage

    /// The path used in diagnostics, relative to the repository root.
    public var path: String { storage.path }
    public var source: SourceText { storage.source }
    public var headings: [Heading] { storage.parts.headings }
    public var codeBlocks: [CodeBlock] { storage.parts.codeBlocks }
    public var tables: [Table] { storage.parts.tables }
    public var links: [Link] { storage.parts.links }
    public var html: [HTMLFragment] { storage.parts.html }
    /// Every run of text and inline code outside code blocks, in document order (for claims
    /// made in prose, such as versions).
    public var inlines: [InlineText] { storage.parts.inlines }
    /// The SHA-256 of the document's bytes in lowercase hex, worked out once.
    public var sha256: String { storage.sha256.value { SHA256.hex(storage.source.bytes) } }

    /// Parses `bytes` with the GFM extensions; invalid UTF-8 is replaced, not fatal.
    public init(path: String, bytes: [UInt8]) {
        let source = SourceText(bytes: bytes)
        storage = Storage(path: path, source: source, parts: CommonMarkConverter.convert(source))
    }

    /// Parses a string (tests and generated text).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// An ATX or setext heading.
public struct Heading: Hashable, Sendable {
    public var level: Int
    /// The heading's plain text: text and code of its inline content, without markup.
    public var text: String
    public var range: SourceRange?
    /// The text GitHub makes the heading's anchor from: the plain text without images' alt text.
    public var anchorText = ""
}

/// A fenced or indented code block.
public struct CodeBlock: Hashable, Sendable {
    /// The whole info string after the opening fence ("swift title=x").
    public var infoString: String
    /// The first word of the info string ("swift"), empty when there is none.
    public var language: String {
        String(infoString.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
    /// Whether the block is Swift as GitHub reads it: the info string's first word is "swift"
    /// in any case ("Swift", "SWIFT", "swift title=x").
    public var isSwift: Bool {
        let word = infoString.utf8.prefix { $0 != 0x20 && $0 != 0x09 }
        return word.count == 5 && zip(word, "swift".utf8).allSatisfy { $0 | 0x20 == $1 }
    }
    public var content: String
    public var isFenced: Bool
    public var range: SourceRange?
    /// The line number of the first content line (the line after the opening fence).
    public var firstContentLine: Int?
    /// False for a fence that is never closed (it runs to the end of its container).
    public var isClosed = true
    /// The HTML blocks directly before this block, nearest first: where annotations live.
    public var precedingHTML: [HTMLFragment] = []

    /// The content's lines, each with its line number in the document.
    public var lines: [(number: Int?, text: String)] {
        // cmark-gfm hands out code with line feeds only, whatever the document's line endings.
        var lines = content.linesByByte().map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.enumerated().map { index, text in
            (firstContentLine.map { $0 + index }, text)
        }
    }
}

/// A GFM table: a header row and body rows of cells.
public struct Table: Hashable, Sendable {
    public var header: TableRow
    public var rows: [TableRow]
    public var range: SourceRange?
    /// Each column's alignment, as the delimiter row writes it (`:---:` is `center`).
    public var alignments: [TableAlignment] = []
}

/// How a table's delimiter row aligns a column: `---`, `:---`, `:---:` or `---:`.
public enum TableAlignment: String, Hashable, Sendable, CaseIterable {
    case none, left, center, right
}

/// One row of a table.
public struct TableRow: Hashable, Sendable {
    /// The cells as GitHub shows them: as many as the header has, the ones past it dropped
    /// and a short row filled with empty cells.
    public var cells: [TableCell]
    // Every row of every table holds these: 32 bits each, 0 for none (lines, columns and
    // counts written by the converter start at 1).
    private var storedLine: Int32 = 0
    private var storedWrittenCount: Int32 = 0
    private var storedDroppedColumn: Int32 = 0

    public init(cells: [TableCell], line: Int?, writtenCellCount: Int? = nil, firstDroppedCell: SourceLocation? = nil) {
        self.cells = cells
        self.line = line
        self.writtenCellCount = writtenCellCount
        self.firstDroppedCell = firstDroppedCell
    }

    /// The row's line; cmark-gfm always knows it, the converter corrects it where cmark is wrong.
    public var line: Int? {
        get { storedLine > 0 ? Int(storedLine) : nil }
        set { storedLine = newValue.map { Int32(clamping: max($0, 0)) } ?? 0 }
    }

    /// How many cells the row's line writes, the dropped ones included; nil when its line
    /// cannot be told apart into cells as cmark-gfm did.
    public var writtenCellCount: Int? {
        get { storedWrittenCount > 0 ? Int(storedWrittenCount) - 1 : nil }
        set { storedWrittenCount = newValue.map { Int32(clamping: max($0, 0) + 1) } ?? 0 }
    }

    /// Where the first cell past the header's count begins (the first cell GitHub drops), on
    /// the row's line; nil when the row drops none or its position is not known.
    public var firstDroppedCell: SourceLocation? {
        get { line.flatMap { line in storedDroppedColumn > 0 ? SourceLocation(line: line, column: Int(storedDroppedColumn)) : nil } }
        set {
            storedDroppedColumn = newValue?.column.map { Int32(clamping: $0) } ?? 0
        }
    }
}

/// One cell of a table row.
public struct TableCell: Hashable, Sendable {
    /// The cell's plain text: what a reader sees, without markup (`\|` read as `|`).
    public var text: String
    /// The cell's position; nil for cells cmark-gfm adds to fill a short row.
    public var location: SourceLocation?
    /// The cell's Markdown as written, without the spaces around it; nil when its position is
    /// not known (a translation's table keeps its translated cells by this text).
    public var markdown: String?
}

/// An inline link or image, an autolink, or a reference link after resolution.
public struct Link: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case link, image
    }

    public var kind: Kind
    public var destination: String
    public var title: String
    /// The link text, or an image's alt text, as plain text.
    public var text: String
    public var range: SourceRange?
    /// The passage the link is in (see `InlineText.block`).
    public var block: Int?
}

/// A run of text or an inline code span, as cmark-gfm splits them.
public struct InlineText: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case text, code
    }

    public var kind: Kind
    public var literal: String
    public var range: SourceRange?
    /// The paragraph, heading or table cell the run belongs to, numbered in document order:
    /// runs with the same number are one passage of prose.
    public var block: Int?
}

/// Raw HTML: an HTML block or inline HTML.
public struct HTMLFragment: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case block, inline
    }

    public var kind: Kind
    public var literal: String
    public var range: SourceRange?
}
