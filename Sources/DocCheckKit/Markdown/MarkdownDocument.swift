import Foundation

/// One Markdown document parsed by libcmark-gfm: its bytes and its tree.
///
/// The tree (`root`) holds every block and inline node with its source range; the lists
/// below (headings, code blocks, tables, links, HTML, text runs) are typed views of it, each
/// made once, when first asked, and shared by every check after. Every position is 1-based;
/// a position cmark-gfm does not know is nil, never guessed.
public struct MarkdownDocument: Sendable {
    /// The parsed values, shared by every copy: a document is passed to many checks and kept
    /// by several indexes, and a copy costs one reference, not one per field.
    /// The document and what is read of it once. One lock guards every cached value: a lock
    /// and a cell for each cost 11 MB of heap on 10,000 documents.
    private final class Storage: @unchecked Sendable {
        let path: String
        let source: SourceText
        let tree: MarkupTree
        private let lock = NSLock()
        private var cache = Cache()

        struct Cache {
            var sha256: String?
            var directiveComments: [DirectiveComment]?
            var headings: [Heading]?
            var codeBlocks: [CodeBlock]?
            var tables: [Table]?
            var links: [Link]?
            var html: [HTMLFragment]?
            var inlines: [InlineText]?
            var headingAnchors: [String: Int]?
        }

        init(path: String, source: SourceText, tree: MarkupTree) {
            self.path = path
            self.source = source
            self.tree = tree
        }

        /// The value at `key`, made by `make` the first time. `make` runs outside the lock (it
        /// may read other values); two threads that ask at once may both make the value, which
        /// is the same either way, and the first one kept is the one every later call gets.
        func value<Value>(_ key: WritableKeyPath<Cache, Value?>, _ make: () -> Value) -> Value {
            if let known = lock.withLock({ cache[keyPath: key] }) { return known }
            let made = make()
            return lock.withLock {
                if let kept = cache[keyPath: key] { return kept }
                cache[keyPath: key] = made
                return made
            }
        }
    }

    private let storage: Storage

    /// The path used in diagnostics, relative to the repository root.
    public var path: String { storage.path }
    public var source: SourceText { storage.source }
    /// The document node, the root of the tree.
    public var root: MarkupNode { MarkupNode(tree: storage.tree, index: 0) }
    /// Every node of `kind`, in document order.
    public func nodes(_ kind: MarkupKind) -> [MarkupNode] {
        root.views(includingSelf: true, where: { $0 == kind }, { $0 })
    }
    public var headings: [Heading] { storage.value(\.headings) { nodes(.heading).compactMap(Heading.init) } }
    /// The heading anchors `make` gives (`LinkTarget.anchors(of:)`), made once per document:
    /// every translation's alignment and link check reads its source's.
    func headingAnchors(_ make: () -> [String: Int]) -> [String: Int] { storage.value(\.headingAnchors, make) }
    public var codeBlocks: [CodeBlock] { storage.value(\.codeBlocks) { nodes(.codeBlock).map(CodeBlock.init) } }
    public var tables: [Table] { storage.value(\.tables) { nodes(.table).map { Table($0, source: source) } } }
    /// The tables with their rows, cells and positions but not the cells' text: what checks
    /// of a table's shape read, at a fraction of the cost.
    public var tableShapes: [Table] { nodes(.table).map { Table($0, source: source, contents: false) } }
    /// Links and images, in document order.
    public var links: [Link] { storage.value(\.links) { root.links } }
    /// HTML blocks and inline HTML, in document order.
    public var html: [HTMLFragment] {
        storage.value(\.html) { root.views(where: { $0 == .htmlBlock || $0 == .htmlInline }, HTMLFragment.init) }
    }
    /// Every run of text and inline code outside code blocks, in document order (for claims
    /// made in prose, such as versions).
    public var inlines: [InlineText] { storage.value(\.inlines) { root.inlineTexts } }
    /// The paragraphs, headings and table cells: each holds one passage of prose.
    public var passages: [MarkupNode] { root.views(where: \.isPassage) { $0 } }
    /// The document's doccheck comments (`DirectiveComment`), read once: the region, the
    /// translation and the suppression checks each read them.
    var directiveComments: [DirectiveComment] {
        storage.value(\.directiveComments) { html.flatMap { DirectiveComment.comments(in: $0, source: source) } }
    }
    /// The SHA-256 of the document's bytes in lowercase hex, worked out once.
    public var sha256: String { storage.value(\.sha256) { SHA256.hex(storage.source.bytes) } }

    /// Parses `bytes` with the GFM extensions; invalid UTF-8 is replaced, not fatal.
    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, source: SourceText(bytes: bytes))
    }

    /// Parses the document's text whose lines are already found.
    init(path: String, source: SourceText) {
        storage = Storage(path: path, source: source, tree: CommonMarkConverter.convert(source))
    }

    /// Parses a string (tests and generated text).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

extension MarkupNode {
    /// The runs of text and inline code in the node's subtree, in document order.
    public var inlineTexts: [InlineText] { views(where: { $0 == .text || $0 == .code }, InlineText.init) }

    /// The links and images in the node's subtree, in document order.
    public var links: [Link] { views(where: { $0 == .link || $0 == .image }, Link.init) }

    /// The nodes of the subtree (the node itself too, with `includingSelf`) whose kind
    /// `accepts`, each made into a view, in document order: the one scan every list of the
    /// document is made by.
    func views<View>(includingSelf: Bool = false, where accepts: (MarkupKind) -> Bool, _ make: (MarkupNode) -> View?) -> [View] {
        let nodes = tree.nodes
        return ((includingSelf ? index : index + 1)..<Int(nodes[index].subtreeEnd)).compactMap { index in
            accepts(nodes[index].kind) ? make(MarkupNode(tree: tree, index: index)) : nil
        }
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
    /// The heading as a message quotes it: its text without the spaces an HTML anchor before
    /// it (`## <a id="x"></a> Features`) leaves.
    public var title: String { text.trimmingWhitespace() }

    /// The heading of the tree at `node`; nil for a node of another kind.
    init?(_ node: MarkupNode) {
        guard let level = node.headingLevel else { return nil }
        self.level = level
        text = node.plainText()
        range = node.range
        anchorText = node.plainText(includingImages: false)
    }
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

    init(_ node: MarkupNode) {
        infoString = node.string(0)
        content = node.string(1)
        let flags = node.tree.nodes[node.index].flags
        isFenced = flags & MarkupTree.Flags.fenced != 0
        isClosed = flags & MarkupTree.Flags.closed != 0
        range = node.range
        firstContentLine = node.start.map { isFenced ? $0.line + 1 : $0.line }
        var previous = node.previousSibling
        while let sibling = previous, sibling.kind == .htmlBlock {
            if let fragment = HTMLFragment(sibling) { precedingHTML.append(fragment) }
            previous = sibling.previousSibling
        }
    }

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

    public init(header: TableRow, rows: [TableRow], range: SourceRange?, alignments: [TableAlignment] = []) {
        self.header = header
        self.rows = rows
        self.range = range
        self.alignments = alignments
    }

    /// The table at `node`; without `contents`, each cell's text is empty and its Markdown nil.
    init(_ node: MarkupNode, source: SourceText, contents: Bool = true) {
        let rows = node.children.filter { $0.kind == .tableRow }.map { row in
            TableRow(
                cells: row.children.map { cell in
                    contents
                        ? TableCell(text: cell.plainText(), location: cell.start, markdown: TableCell.markdown(cell.range, in: source))
                        : TableCell(text: "", location: cell.start, markdown: nil)
                },
                line: row.start?.line)
        }
        let columns = rows.first?.cells.count ?? 0
        var header = rows.first ?? TableRow(cells: [], line: nil)
        header.writtenCellCount = columns
        self.init(
            header: header,
            rows: rows.dropFirst().map { $0.withWrittenCells(columns: columns, in: source) },
            range: node.range,
            alignments: node.string(0).utf8.map { letter in
                switch letter {
                case UInt8(ascii: "l"): .left
                case UInt8(ascii: "c"): .center
                case UInt8(ascii: "r"): .right
                default: .none
                }
            })
    }
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

    /// The row, a body row, with the cells its line writes, counted past the table's
    /// `columns`; none counted when the count disagrees with the cells cmark-gfm read.
    func withWrittenCells(columns: Int, in source: SourceText) -> TableRow {
        var result = self
        result.writtenCellCount = nil
        guard let line, let start = source.tableRowStart(line: line) else { return result }
        let lineBytes = source.byteRange(ofLine: line)
        let starts = TableRowCells.starts(source.bytes[start..<lineBytes.upperBound])
        // The cells cmark-gfm kept from the line have a position, the same as the split's;
        // those it added to fill a short row have none.
        let kept = cells.compactMap { $0.location?.column.map { $0 + lineBytes.lowerBound - 1 } }
        guard kept.elementsEqual(starts.prefix(columns)) else { return result }
        // Empty cells past the header's (`| a | b |  |`) lose nothing when dropped: not counted.
        let droppedText = starts.count > columns ? source.bytes[starts[columns]..<lineBytes.upperBound] : []
        if droppedText.allSatisfy({ $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            result.writtenCellCount = min(starts.count, columns)
            return result
        }
        result.writtenCellCount = starts.count
        if starts.count > columns {
            result.firstDroppedCell = SourceLocation(line: line, column: starts[columns] - lineBytes.lowerBound + 1)
        }
        return result
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

    /// A cell's source text from its first to its last byte (cmark-gfm puts both just inside
    /// the pipes), without surrounding whitespace; nil when either end is unknown.
    static func markdown(_ range: SourceRange?, in source: SourceText) -> String? {
        guard let range, let startColumn = range.start.column, let endColumn = range.end.column, range.start.line == range.end.line,
            range.start.line <= source.lineCount
        else { return nil }
        let line = source.byteRange(ofLine: range.start.line)
        let lower = line.lowerBound + startColumn - 1
        let upper = min(line.lowerBound + endColumn, line.upperBound)
        guard lower <= upper, lower >= line.lowerBound else { return lower > upper ? "" : nil }
        return String(decoding: source.bytes[lower..<upper], as: UTF8.self).trimmingWhitespace()
    }
}

/// A node's literal text where the node is its text: a run of text or an inline code span
/// (as cmark-gfm splits them), an HTML block or inline HTML.
public struct LiteralText: Hashable, Sendable {
    /// `.text` or `.code`; `.htmlBlock` or `.htmlInline`.
    public var kind: MarkupKind
    public var literal: String
    public var range: SourceRange?

    /// The literal of `node`; nil for a node that has none (a paragraph, a link).
    init?(_ node: MarkupNode) {
        guard let literal = node.literal else { return nil }
        kind = node.kind
        self.literal = literal
        range = node.range
    }
}

/// A run of text or an inline code span.
public typealias InlineText = LiteralText
/// Raw HTML: an HTML block or inline HTML.
public typealias HTMLFragment = LiteralText
