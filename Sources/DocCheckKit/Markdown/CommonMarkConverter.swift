import CCmarkGFM
import Foundation

/// Turns libcmark-gfm's tree into the document model. Every call into libcmark-gfm lives
/// in this file; node kinds are recognised here (`Walk.kind`).
enum CommonMarkConverter {
    /// The GFM extensions every document is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// What a document's model holds besides its path and text.
    struct Parts: Sendable {
        var headings: [Heading] = []
        var codeBlocks: [CodeBlock] = []
        var tables: [Table] = []
        var links: [Link] = []
        var html: [HTMLFragment] = []
        var inlines: [InlineText] = []
    }

    static func convert(_ source: SourceText) -> Parts {
        withTree(bytes: source.bytes[...]) { root in
            var walk = Walk(source: source)
            walk.visit(root)
            return walk.parts
        }
    }

    /// The extensions, registered once (libcmark-gfm's registration is unguarded).
    /// (Unsafe only to the compiler: the extensions are never changed after this.)
    nonisolated(unsafe) private static let extensions: [OpaquePointer] = {
        cmark_gfm_core_extensions_ensure_registered()
        return extensionNames.compactMap { cmark_find_syntax_extension($0) }
    }()

    /// libcmark-gfm 0.29.0.gfm.6 keeps the inline parser's special characters in one
    /// process-wide table, and every `cmark_parser_finish` adds its extensions' characters
    /// (`~`, `:`, `w`) and removes them when done, so one parse ending would hide `~~` or
    /// `www.` from another still reading inlines. Finishing runs one at a time; reading the
    /// blocks (`cmark_parser_feed`) and converting the tree run in parallel.
    private static let finishLock = NSLock()

    /// Parses `bytes` and hands the root node to `body`; the tree is freed afterwards. Safe to
    /// call from several threads at once.
    static func withTree<Result>(bytes: ArraySlice<UInt8>, _ body: (OpaquePointer) -> Result) -> Result {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { fatalError("cmark_parser_new failed") }
        defer { cmark_parser_free(parser) }
        for syntax in extensions {
            cmark_parser_attach_syntax_extension(parser, syntax)
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let root = finishLock.withLock({ cmark_parser_finish(parser) }) else { fatalError("cmark_parser_finish failed") }
        defer { cmark_node_free(root) }
        return body(root)
    }

    /// Renders `bytes` to HTML the way `cmark-gfm -e table … --unsafe` does (used by conformance
    /// tests): cmark-gfm's spec test harness renders with CMARK_OPT_UNSAFE, so raw HTML is kept.
    static func renderHTML(_ text: String) -> String {
        withTree(bytes: Array(text.utf8)[...]) { root in
            guard let html = cmark_render_html(root, CMARK_OPT_UNSAFE, nil) else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }
}

/// One pass over a cmark tree, collecting the model's values.
private struct Walk {
    let source: SourceText
    /// Added to every line cmark reports (for re-parsed fragments of a document).
    var lineOffset = 0
    /// What the walk has collected so far.
    var parts = CommonMarkConverter.Parts()
    /// The number of the paragraph, heading or table cell being walked (`InlineText.block`).
    var block = -1

    init(source: SourceText, lineOffset: Int = 0) {
        self.source = source
        self.lineOffset = lineOffset
    }

    /// Walks `root` and its descendants in document order; iterative, so that deeply nested
    /// quotes, lists or emphasis cannot overflow the stack.
    mutating func visit(_ root: OpaquePointer) {
        var next: OpaquePointer? = root
        while let node = next {
            next = Walk.following(node, descending: enter(node), within: root)
        }
    }

    /// The node after `node` in a walk of `root`'s subtree: its first child when `descending`,
    /// else the next sibling of it or of its nearest ancestor below `root`.
    private static func following(_ node: OpaquePointer, descending: Bool, within root: OpaquePointer) -> OpaquePointer? {
        if descending, let child = cmark_node_first_child(node) { return child }
        var current: OpaquePointer? = node
        while let ancestor = current, ancestor != root {
            if let sibling = cmark_node_next(ancestor) { return sibling }
            current = cmark_node_parent(ancestor)
        }
        return nil
    }

    /// Collects what `node` itself holds; false when its children are already collected.
    private mutating func enter(_ node: OpaquePointer) -> Bool {
        let kind = Walk.kind(node)
        if kind == .paragraph || kind == .heading { block += 1 }
        switch kind {
        case .heading:
            parts.headings.append(
                Heading(
                    level: Int(cmark_node_get_heading_level(node)), text: plainText(node), range: range(node),
                    anchorText: plainText(node, includingImages: false)))
        case .codeBlock:
            codeBlock(node)
        case .table:
            table(node)
            return false
        case .link, .image:
            parts.links.append(
                Link(
                    kind: kind == .image ? .image : .link,
                    destination: string(cmark_node_get_url(node)),
                    title: string(cmark_node_get_title(node)),
                    text: plainText(node),
                    range: linkRange(node, opening: kind == .image ? UInt8(ascii: "!") : UInt8(ascii: "[")),
                    block: block
                ))
        case .htmlBlock:
            htmlBlock(node)
        case .htmlInline:
            parts.html.append(HTMLFragment(kind: .inline, literal: string(cmark_node_get_literal(node)), range: range(node)))
        case .text, .code:
            parts.inlines.append(
                InlineText(
                    kind: kind == .code ? .code : .text, literal: string(cmark_node_get_literal(node)), range: range(node),
                    block: block))
        case .paragraph, .softBreak, .lineBreak, .other:
            break
        }
        return true
    }

    // MARK: Blocks

    private mutating func codeBlock(_ node: OpaquePointer) {
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
        let blockRange = range(node)
        // The HTML blocks right before the block, nearest first (where annotations live).
        var preceding: [HTMLFragment] = []
        var previous = cmark_node_previous(node)
        while let sibling = previous, Walk.kind(sibling) == .htmlBlock {
            preceding.append(htmlFragment(sibling))
            previous = cmark_node_previous(sibling)
        }
        var closed = true
        if fenced, let blockRange {
            closed =
                blockRange.end.line > blockRange.start.line
                && Walk.isClosingFence(
                    source.line(blockRange.end.line), character: Character(UnicodeScalar(UInt8(bitPattern: character))), length: Int(length))
        }
        parts.codeBlocks.append(
            CodeBlock(
                infoString: string(cmark_node_get_fence_info(node)),
                content: string(cmark_node_get_literal(node)),
                isFenced: fenced,
                range: blockRange,
                // From the start alone: cmark-gfm gives column 0 for the end of an indented block
                // followed by a blank line, which leaves the range unknown.
                firstContentLine: line(cmark_node_get_start_line(node)).map { fenced ? $0 + 1 : $0 },
                isClosed: closed,
                precedingHTML: preceding
            ))
    }

    /// Whether `line` closes a fence of `length` `character`s: after container markers (`>`)
    /// and spaces, only a run of at least `length` of them and trailing spaces.
    private static func isClosingFence(_ line: String, character: Character, length: Int) -> Bool {
        let content = String(line.drop { $0 == " " || $0 == "\t" || $0 == ">" }).trimmingWhitespace()
        return content.count >= length && content.allSatisfy { $0 == character }
    }

    private mutating func htmlBlock(_ node: OpaquePointer) {
        parts.html.append(htmlFragment(node))
    }

    /// cmark-gfm reports an HTML block's end before its start; the end is taken from its text.
    private func htmlFragment(_ node: OpaquePointer) -> HTMLFragment {
        let literal = string(cmark_node_get_literal(node))
        var blockRange: SourceRange?
        if let start = location(cmark_node_get_start_line(node), cmark_node_get_start_column(node)) {
            // cmark-gfm ends the literal's lines with "\n" alone, whatever the document's endings.
            let lineCount = max(literal.utf8.count { $0 == UInt8(ascii: "\n") }, 1)
            let endLine = min(start.line + lineCount - 1, source.lineCount)
            let endColumn = max(source.byteRange(ofLine: endLine).count, 1)
            blockRange = SourceRange(start: start, end: SourceLocation(line: endLine, column: endColumn))
        }
        return HTMLFragment(kind: .block, literal: literal, range: blockRange)
    }

    private mutating func table(_ node: OpaquePointer) {
        var rows: [TableRow] = []
        // Where the links and inline HTML of the header row's cells are in `parts`.
        var headerLinks = parts.links.count..<parts.links.count
        var headerHTML = parts.html.count..<parts.html.count
        var headerInlines = parts.inlines.count..<parts.inlines.count
        var child = cmark_node_first_child(node)
        while let row = child {
            let rowLine = line(cmark_node_get_start_line(row))
            let firstLink = parts.links.count
            let firstHTML = parts.html.count
            let firstInline = parts.inlines.count
            // cmark-gfm counts a body row's columns from the table's first column, not from the
            // row's own first byte: a BOM before the table or an indentation other than the
            // header's shifts every column of the row (and of the inlines in it).
            let shift = rows.isEmpty ? 0 : bodyRowShift(line: rowLine, tableColumn: Int(cmark_node_get_start_column(node)))
            var cells: [TableCell] = []
            var cellNode = cmark_node_first_child(row)
            while let cell = cellNode {
                let cellLocation = location(cmark_node_get_start_line(cell), cmark_node_get_start_column(cell))
                let cellEnd = location(cmark_node_get_end_line(cell), cmark_node_get_end_column(cell))
                cells.append(
                    TableCell(
                        text: plainText(cell), location: cellLocation.map { Walk.shifted($0, by: shift) },
                        markdown: cellMarkdown(cellLocation.map { Walk.shifted($0, by: shift) }, cellEnd.map { Walk.shifted($0, by: shift) })))
                block += 1
                // Links and images inside cells belong to the document too.
                var inline = cmark_node_first_child(cell)
                while let current = inline {
                    visit(current)
                    inline = cmark_node_next(current)
                }
                cellNode = cmark_node_next(cell)
            }
            if shift != 0 {
                for index in firstLink..<parts.links.count { parts.links[index].range = parts.links[index].range.map { Walk.shifted($0, by: shift) } }
                for index in firstHTML..<parts.html.count { parts.html[index].range = parts.html[index].range.map { Walk.shifted($0, by: shift) } }
                for index in firstInline..<parts.inlines.count {
                    parts.inlines[index].range = parts.inlines[index].range.map { Walk.shifted($0, by: shift) }
                }
            }
            if rows.isEmpty {
                headerLinks = firstLink..<parts.links.count
                headerHTML = firstHTML..<parts.html.count
                headerInlines = firstInline..<parts.inlines.count
            }
            // The header writes the table's columns; a body row may write more or fewer.
            let parsed = TableRow(cells: cells, line: rowLine, writtenCellCount: cells.count)
            rows.append(rows.first.map { withWrittenCells(parsed, columns: $0.cells.count) } ?? parsed)
            child = cmark_node_next(row)
        }
        guard var header = rows.first else { return }
        var tableRange = range(node)
        let body = Array(rows.dropFirst())
        // cmark-gfm puts the header of a table that directly follows a paragraph line on the
        // paragraph's first line, with columns counted from the paragraph's start
        // (github/cmark-gfm#222). The delimiter row follows the header, the body follows
        // the delimiter, so the header's true line is known; its cells are re-read from
        // those two lines alone.
        if let endLine = tableRange?.end.line {
            let headerLine = (body.first?.line ?? endLine + 1) - 2
            if header.line != headerLine, headerLine >= 1 {
                let reparsed = Walk.reparsedTable(source: source, line: headerLine, columns: header.cells.count)
                let reparsedHeader = reparsed?.parts.tables.first?.header
                // The text stays cmark's own: the two lines alone lack the document's link
                // reference definitions. Without a re-read a cell's position is not known.
                header = TableRow(
                    cells: header.cells.indices.map {
                        TableCell(
                            text: header.cells[$0].text, location: reparsedHeader?.cells[$0].location,
                            markdown: reparsedHeader?.cells[$0].markdown)
                    },
                    line: headerLine)
                // The header's links and HTML were placed from the same wrong start.
                let sameLinks = reparsed.map { $0.parts.links.map(\.destination) == parts.links[headerLinks].map(\.destination) } ?? false
                for (offset, index) in headerLinks.enumerated() { parts.links[index].range = sameLinks ? reparsed?.parts.links[offset].range : nil }
                let sameHTML = reparsed.map { $0.parts.html.map(\.literal) == parts.html[headerHTML].map(\.literal) } ?? false
                for (offset, index) in headerHTML.enumerated() { parts.html[index].range = sameHTML ? reparsed?.parts.html[offset].range : nil }
                let sameInlines = reparsed.map { $0.parts.inlines.map(\.literal) == parts.inlines[headerInlines].map(\.literal) } ?? false
                for (offset, index) in headerInlines.enumerated() {
                    parts.inlines[index].range = sameInlines ? reparsed?.parts.inlines[offset].range : nil
                }
                // Without a re-read the table's first column is not known; its line is.
                let start = reparsed?.parts.tables.first?.range?.start ?? SourceLocation(line: headerLine)
                tableRange = tableRange.map { SourceRange(start: start, end: $0.end) }
            }
        }
        parts.tables.append(Table(header: header, rows: body, range: tableRange, alignments: Walk.alignments(node)))
    }

    /// Each column's alignment, as the table's delimiter row writes it.
    private static func alignments(_ node: OpaquePointer) -> [TableAlignment] {
        guard let letters = cmark_gfm_extensions_get_table_alignments(node) else { return [] }
        return (0..<Int(cmark_gfm_extensions_get_table_columns(node))).map { column in
            switch letters[column] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }

    /// `row`, a body row, with the cells its line writes, counted past the table's `columns`;
    /// unchanged when the count disagrees with the cells cmark-gfm read from the line.
    private func withWrittenCells(_ row: TableRow, columns: Int) -> TableRow {
        var result = row
        result.writtenCellCount = nil
        guard let line = row.line, let start = rowStart(line: line) else { return result }
        let lineBytes = source.byteRange(ofLine: line)
        let starts = TableRowCells.starts(source.bytes[start..<lineBytes.upperBound])
        // The cells cmark-gfm kept from the line have a position, the same as the split's;
        // those it added to fill a short row have none.
        let kept = row.cells.compactMap { $0.location?.column.map { $0 + lineBytes.lowerBound - 1 } }
        guard kept.elementsEqual(starts.prefix(columns)) else { return result }
        result.writtenCellCount = starts.count
        if starts.count > columns {
            result.firstDroppedCell = SourceLocation(line: line, column: starts[columns] - lineBytes.lowerBound + 1)
        }
        return result
    }

    /// The walk of the header line and the delimiter line parsed on their own, when they make
    /// a table of `columns` columns.
    private static func reparsedTable(source: SourceText, line: Int, columns: Int) -> Walk? {
        guard line + 1 <= source.lineCount else { return nil }
        let bytes = source.bytes[source.lineStarts[line - 1]..<source.byteRangeWithEnding(ofLine: line + 1).upperBound]
        return CommonMarkConverter.withTree(bytes: bytes) { root in
            var walk = Walk(source: source, lineOffset: line - 1)
            walk.visit(root)
            guard let table = walk.parts.tables.first, table.header.cells.count == columns else { return nil }
            return walk
        }
    }

    /// How far cmark-gfm's columns on the body row at `line` are off: the row starts at its
    /// line's first byte that is not blank or a block quote marker, cmark-gfm puts it at the
    /// table's first column (`tableColumn`, as cmark-gfm reports it, a BOM included).
    private func bodyRowShift(line: Int?, tableColumn: Int) -> Int {
        guard let line, tableColumn > 0, let first = rowStart(line: line) else { return 0 }
        return first - source.lineStarts[line - 1] + 1 - tableColumn
    }

    /// The index of the first byte of the table row at `line` that is not blank or a block
    /// quote marker: where the row itself starts.
    private func rowStart(line: Int) -> Int? {
        guard line >= 1, line <= source.lineCount else { return nil }
        let markers: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")]
        return source.byteRange(ofLine: line).first { !markers.contains(source.bytes[$0]) }
    }

    /// A cell's source text from its first to its last byte (cmark-gfm puts both just inside
    /// the pipes), without surrounding whitespace; nil when either end is unknown.
    private func cellMarkdown(_ start: SourceLocation?, _ end: SourceLocation?) -> String? {
        guard let start, let end, let startColumn = start.column, let endColumn = end.column, start.line == end.line,
            start.line <= source.lineCount
        else { return nil }
        let line = source.byteRange(ofLine: start.line)
        let lower = line.lowerBound + startColumn - 1
        let upper = min(line.lowerBound + endColumn, line.upperBound)
        guard lower <= upper, lower >= line.lowerBound else { return lower > upper ? "" : nil }
        return String(decoding: source.bytes[lower..<upper], as: UTF8.self).trimmingWhitespace()
    }

    private static func shifted(_ location: SourceLocation, by shift: Int) -> SourceLocation {
        location.column.map { SourceLocation(line: location.line, column: max($0 + shift, 1)) } ?? location
    }

    private static func shifted(_ range: SourceRange, by shift: Int) -> SourceRange {
        SourceRange(start: shifted(range.start, by: shift), end: shifted(range.end, by: shift))
    }

    // MARK: Text and positions

    /// The kinds of node the walk tells apart.
    private enum Kind {
        case paragraph, heading, codeBlock, htmlBlock, table
        case text, code, softBreak, lineBreak, htmlInline, link, image
        case other
    }

    /// `node`'s kind, from its type number. An extension's node types are numbered when the
    /// extension is registered, so those (tables, their rows and cells, strikethrough) are
    /// told apart by name.
    private static func kind(_ node: OpaquePointer) -> Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_DOCUMENT, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK,
            CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_FOOTNOTE_DEFINITION, CMARK_NODE_CUSTOM_INLINE, CMARK_NODE_EMPH,
            CMARK_NODE_STRONG, CMARK_NODE_FOOTNOTE_REFERENCE:
            .other
        default:
            cmark_node_get_type_string(node).map { strcmp($0, "table") == 0 } == true ? .table : .other
        }
    }

    /// What a reader sees of a node's inline content: text and code, breaks as spaces; an
    /// image's alt text unless `includingImages` is false (GitHub's anchors leave it out).
    private func plainText(_ node: OpaquePointer, includingImages: Bool = true) -> String {
        var result = ""
        var next = cmark_node_first_child(node)
        while let current = next {
            var descend = false
            switch Walk.kind(current) {
            case .text, .code:
                result += string(cmark_node_get_literal(current))
            case .softBreak, .lineBreak:
                result += " "
            case .htmlInline:
                break
            case .image where !includingImages:
                break
            default:
                descend = true
            }
            next = Walk.following(current, descending: descend, within: node)
        }
        return result
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private func line(_ line: Int32) -> Int? {
        line > 0 ? Int(line) + lineOffset : nil
    }

    /// A cmark position as a model position; 0 (unknown) becomes nil, a BOM is not counted.
    private func location(_ line: Int32, _ column: Int32) -> SourceLocation? {
        guard line > 0, column > 0 else { return nil }
        let absoluteLine = Int(line) + lineOffset
        let bomWidth = absoluteLine == 1 && source.hasByteOrderMark ? 3 : 0
        // Columns of a re-parsed fragment's first line count from that line's start already.
        let shift = lineOffset == 0 ? bomWidth : 0
        return SourceLocation(line: absoluteLine, column: max(Int(column) - shift, 1))
    }

    /// A link's or image's range. cmark-gfm gives a link that spans lines the start column of
    /// its opening bracket but the line of its end; the true line is the nearest one, not
    /// after the link's first text, where that column holds the opening byte (`[`, or `!` for
    /// an image). Where no line does (or the column is not cmark's own), cmark's is kept.
    private func linkRange(_ node: OpaquePointer, opening: UInt8) -> SourceRange? {
        guard var result = range(node), lineOffset == 0 else { return range(node) }
        let latest = min(firstTextLine(node) ?? result.end.line, result.end.line)
        // Inline nodes may share the bug; the enclosing block's start line is right.
        var container = cmark_node_parent(node)
        while let parent = container, Walk.isInline(parent) {
            container = cmark_node_parent(parent)
        }
        let earliest = container.flatMap { line(cmark_node_get_start_line($0)) } ?? 1
        guard latest >= earliest, earliest >= 1, latest <= source.lineCount else { return result }
        let rawColumn = Int(cmark_node_get_start_column(node))
        for candidate in stride(from: latest, through: earliest, by: -1) {
            // cmark-gfm counts a BOM in the first line's columns.
            let column = rawColumn - (candidate == 1 && source.hasByteOrderMark ? 3 : 0)
            let start = source.lineStarts[candidate - 1] + column - 1
            if column >= 1, start < source.byteRange(ofLine: candidate).upperBound, source.bytes[start] == opening {
                result.start = SourceLocation(line: candidate, column: column)
                break
            }
        }
        return result
    }

    /// Whether `node` is an inline node (cmark-gfm marks inline types with a bit of their number).
    private static func isInline(_ node: OpaquePointer) -> Bool {
        let mask = UInt32(truncatingIfNeeded: CMARK_NODE_TYPE_MASK)
        return cmark_node_get_type(node).rawValue & mask == UInt32(truncatingIfNeeded: CMARK_NODE_TYPE_INLINE)
    }

    /// The line of the first text or code span inside `node` (cmark-gfm places those right).
    private func firstTextLine(_ node: OpaquePointer) -> Int? {
        var next = cmark_node_first_child(node)
        while let current = next {
            let kind = Walk.kind(current)
            if kind == .text || kind == .code, let found = line(cmark_node_get_start_line(current)) { return found }
            next = Walk.following(current, descending: true, within: node)
        }
        return nil
    }

    private func range(_ node: OpaquePointer) -> SourceRange? {
        guard let start = location(cmark_node_get_start_line(node), cmark_node_get_start_column(node)),
            let end = location(cmark_node_get_end_line(node), cmark_node_get_end_column(node))
        else { return nil }
        return SourceRange(start: start, end: end)
    }
}
