/// The positions cmark-gfm gets wrong, corrected in the tree where the source tells the true
/// one, and made unknown where it does not.
///
/// - An inline node on a paragraph's or heading's later line has its column counted from the
///   block's first column, not from where that line's text starts (`    more`, a lazy
///   continuation line, a list item's deeper indentation).
/// - A link or image that spans lines starts at its opening bracket's column but on the line
///   where it ends; an autolink `<…>` is placed after its line's end.
/// - A table body row's columns count from the table's first column, not from the row's own
///   first byte; the header of a table that directly follows a paragraph line is placed on
///   the paragraph's first line (github/cmark-gfm#222).
/// - An HTML block's end is before its start.
/// - Columns on line 1 count a BOM.
extension TreeBuilder {
    mutating func correctPositions() {
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            if node.kind.isPassage {
                correctInlines(of: index)
                index = Int(node.subtreeEnd)
                continue
            }
            if node.kind == .table { correctTable(index) }
            index += 1
        }
        if lineOffset == 0, source.hasByteOrderMark {
            for index in nodes.indices {
                nodes[index].start = TreeBuilder.withoutByteOrderMark(nodes[index].start)
                nodes[index].end = TreeBuilder.withoutByteOrderMark(nodes[index].end)
            }
        }
        for index in nodes.indices where nodes[index].kind == .htmlBlock {
            nodes[index].end = htmlBlockEnd(nodes[index])
        }
    }

    private static func withoutByteOrderMark(_ location: SourceLocation) -> SourceLocation {
        guard location.line == 1, let column = location.column else { return location }
        return SourceLocation(line: 1, column: max(column - 3, 1))
    }

    /// cmark-gfm reports an HTML block's end before its start; the end is taken from its text.
    private func htmlBlockEnd(_ node: MarkupTree.Node) -> SourceLocation {
        guard node.start.line > 0 else { return node.end }
        // cmark-gfm ends the literal's lines with "\n" alone, whatever the document's endings.
        let lineCount = max(strings.withBytes(Int(node.strings)) { $0.count { $0 == UInt8(ascii: "\n") } }, 1)
        let endLine = min(node.start.line + lineCount - 1, source.lineCount)
        return SourceLocation(line: endLine, column: max(source.byteRange(ofLine: endLine).count, 1))
    }

    // MARK: Paragraphs and headings

    /// Corrects the inline nodes of the paragraph or heading at `block`.
    private mutating func correctInlines(of block: Int) {
        let blockNode = nodes[block]
        let range = (block + 1)..<Int(blockNode.subtreeEnd)
        guard !range.isEmpty, blockNode.start.line > 0, let blockColumn = blockNode.start.column else { return }
        let firstLine = blockNode.start.line
        let lastLine = max(blockNode.end.line, firstLine)
        // How far cmark's columns are off on each of the block's lines, nil where not known.
        // Most blocks are one line, off by nothing: their list is made once.
        var shifts = TreeBuilder.oneLineShifts
        if lastLine > firstLine {
            shifts = [Int?](repeating: nil, count: lastLine - firstLine + 1)
            shifts[0] = 0
            var firstLeaf = [Int?](repeating: nil, count: shifts.count)
            for index in range where TreeBuilder.isLeaf(nodes[index].kind) {
                let line = nodes[index].start.line
                if line > firstLine, line <= lastLine, firstLeaf[line - firstLine] == nil { firstLeaf[line - firstLine] = index }
            }
            // A line of links or images without text of their own (`[![](badge.svg)](…)`)
            // is measured by its first one, whose bracket cmark-gfm places on its own line
            // when it does not span lines.
            for index in range where nodes[index].kind == .link || nodes[index].kind == .image {
                let node = nodes[index]
                let line = node.start.line
                guard line > firstLine, line <= lastLine, firstLeaf[line - firstLine] == nil, node.end.line == line else { continue }
                firstLeaf[line - firstLine] = index
            }
            for offset in 1..<shifts.count {
                if let leaf = firstLeaf[offset] { shifts[offset] = lineShift(line: firstLine + offset, leaf: leaf, blockColumn: blockColumn) }
            }
        }
        func shifted(_ location: SourceLocation) -> SourceLocation {
            guard location.line >= firstLine, location.line <= lastLine, let column = location.column else { return location }
            guard let shift = shifts[location.line - firstLine] else { return SourceLocation(line: location.line) }
            return SourceLocation(line: location.line, column: column + shift)
        }
        // Corrected in place, in order: a node's correction reads only the block, the node and
        // its descendants, which come after it and are still as cmark-gfm placed them.
        for index in range {
            let node = nodes[index]
            var fixed = node
            fixed.end = shifted(node.end)
            if node.kind == .link || node.kind == .image {
                fixed.start = openingLocation(of: index, block: block, shifts: shifts) ?? shifted(node.start)
            } else {
                fixed.start = shifted(node.start)
            }
            // cmark-gfm ends some inlines (a strikethrough across lines) before they start.
            if fixed.end.line > 0, fixed.start.line > 0, fixed.end < fixed.start { fixed.end = SourceLocation(line: 0) }
            nodes[index] = fixed
        }
        for index in range where nodes[index].kind == .link { correctAutolink(index, block: block) }
    }

    /// The shifts of a block of one line.
    private static let oneLineShifts: [Int?] = [0]

    /// Leaves: the nodes whose positions cmark-gfm places on the right line.
    private static func isLeaf(_ kind: MarkupKind) -> Bool {
        kind == .text || kind == .code || kind == .htmlInline
    }

    /// How far cmark's columns are off on `line`, a later line of a block starting at
    /// `blockColumn`. cmark counts a later line's columns from the block's first column; the
    /// line's text starts after its container markers and indentation. Each place it could
    /// start is tried, and the one where `leaf`, the first leaf on the line, is found wins.
    private func lineShift(line: Int, leaf: Int, blockColumn: Int) -> Int? {
        guard line <= source.lineCount, let leafColumn = nodes[leaf].start.column else { return nil }
        let bytes = source.byteRange(ofLine: line)
        let offset = leafColumn - blockColumn
        var position = bytes.lowerBound
        while true {
            while position < bytes.upperBound, source.bytes[position] == UInt8(ascii: " ") || source.bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
            let start = position - bytes.lowerBound + 1
            let at = position + offset
            if at >= bytes.lowerBound, at < bytes.upperBound, opens(leaf, with: source.bytes[at]) { return start - blockColumn }
            guard position < bytes.upperBound, source.bytes[position] == UInt8(ascii: ">") else { return nil }
            position += 1
        }
    }

    /// Whether `byte` can be the first source byte of the leaf at `index`.
    private func opens(_ index: Int, with byte: UInt8) -> Bool {
        switch nodes[index].kind {
        // cmark-gfm places a code span at its content, after the backticks (and a space they strip).
        case .code: return byte == strings.firstByte(Int(nodes[index].strings)) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "`")
        case .htmlInline: return byte == UInt8(ascii: "<")
        case .link: return byte == UInt8(ascii: "[")
        case .image: return byte == UInt8(ascii: "!")
        default:
            // An escape or an entity is written as more than it reads.
            return byte == strings.firstByte(Int(nodes[index].strings)) || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "&")
        }
    }

    /// The true start of the link or image at `index`: cmark-gfm gives its opening bracket's
    /// column but the line where it ends. It is the nearest line, not after the link's first
    /// leaf, where that column (shifted as the line is) holds the opening byte (`[`, or `!`
    /// for an image); nil where no line does.
    private func openingLocation(of index: Int, block: Int, shifts: [Int?]) -> SourceLocation? {
        let node = nodes[index]
        guard node.start.line > 0, let rawColumn = node.start.column, lineOffset == 0 else { return nil }
        let firstLine = nodes[block].start.line
        let leaf = ((index + 1)..<Int(node.subtreeEnd)).first { TreeBuilder.isLeaf(nodes[$0].kind) && nodes[$0].start.line > 0 }
        let latest = min(leaf.map { nodes[$0].start.line } ?? node.start.line, node.start.line, firstLine + shifts.count - 1)
        let opening = node.kind == .image ? UInt8(ascii: "!") : UInt8(ascii: "[")
        guard latest >= firstLine, latest <= source.lineCount else { return nil }
        for line in stride(from: latest, through: firstLine, by: -1) {
            guard let shift = shifts[line - firstLine] else { continue }
            // The columns here are cmark-gfm's, which count a BOM in the first line's.
            let column = rawColumn + shift
            if column >= 1, let byte = source.cmarkByteOffset(of: SourceLocation(line: line, column: column)),
                source.byteRange(ofLine: line).contains(byte), source.bytes[byte] == opening
            {
                return SourceLocation(line: line, column: column)
            }
        }
        return nil
    }

    /// An autolink, which cmark-gfm places wrong: `<https://…>` past its line's end, `www.…`
    /// one column early, a bare `https://…` or e-mail address nowhere, and the text before it
    /// running into it. The link's text is found on its line, from where cmark-gfm puts it
    /// (or where the text before it starts); the link's range is the text's, widened by the
    /// angle brackets the source holds around it.
    private mutating func correctAutolink(_ index: Int, block: Int) {
        guard Int(nodes[index].subtreeEnd) == index + 2, nodes[index + 1].kind == .text else { return }
        let literal = Array(string(Int(nodes[index + 1].strings)).utf8)
        guard !literal.isEmpty, !literal.contains(UInt8(ascii: "\n")) else { return }
        let text = nodes[index + 1]
        let link = nodes[index]
        // An autolink's destination is its text, with a scheme for `www.` and e-mail addresses.
        let destination = string(Int(link.strings))
        let written = String(decoding: literal, as: UTF8.self)
        guard destination == written || destination == "http://" + written || destination == "mailto:" + written else { return }
        // A link written `[text](…)` starts at its bracket.
        if link.start.line > 0, let start = link.start.column, holds([UInt8(ascii: "[")], line: link.start.line, column: start) { return }
        if text.start.line > 0, let column = text.start.column, holds(literal, line: text.start.line, column: column) {
            var range = (start: text.start, end: SourceLocation(line: text.start.line, column: column + literal.count - 1))
            if holds([UInt8(ascii: "<")], line: text.start.line, column: column - 1),
                holds([UInt8(ascii: ">")], line: text.start.line, column: column + literal.count)
            {
                let line = text.start.line
                range = (SourceLocation(line: line, column: column - 1), SourceLocation(line: line, column: column + literal.count))
            }
            nodes[index].start = range.start
            nodes[index].end = range.end
            return
        }
        // Where to look from: just before where cmark-gfm puts the text, or where the node
        // before the link starts, or where the block starts.
        let previous = index - 1 > block && nodes[index - 1].parent == nodes[index].parent ? index - 1 : nil
        let anchors = [text.start, previous.map { nodes[$0].start }, nodes[block].start].compactMap { $0 }
        guard let anchor = anchors.first(where: { $0.line > 0 && $0.column != nil }), let from = anchor.column else { return }
        guard let found = firstColumn(of: literal, line: anchor.line, from: max(from - 1, 1)) else { return }
        let start = SourceLocation(line: anchor.line, column: found)
        let end = SourceLocation(line: anchor.line, column: found + literal.count - 1)
        nodes[index + 1].start = start
        nodes[index + 1].end = end
        nodes[index].start = start
        nodes[index].end = end
        if let previous, nodes[previous].end.line == anchor.line, let previousEnd = nodes[previous].end.column, previousEnd >= found {
            nodes[previous].end = SourceLocation(line: anchor.line, column: found - 1)
        }
    }

    /// The byte a column of cmark-gfm's (a BOM counted on line 1) stands for on `line`, nil
    /// when it is not on the line.
    private func byte(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= source.lineCount else { return nil }
        let bytes = source.byteRange(ofLine: line)
        let byte = bytes.lowerBound + column - 1 - (line == 1 && source.hasByteOrderMark ? 3 : 0)
        return byte >= bytes.lowerBound && byte < bytes.upperBound ? byte : nil
    }

    /// Whether `line` holds `needle` from cmark-gfm's `column`.
    private func holds(_ needle: [UInt8], line: Int, column: Int) -> Bool {
        guard let first = byte(line: line, column: column) else { return false }
        let end = source.byteRange(ofLine: line).upperBound
        return first + needle.count <= end && source.bytes[first..<(first + needle.count)].elementsEqual(needle)
    }

    /// The first of cmark-gfm's columns at or after `column` where `line` holds `needle`.
    private func firstColumn(of needle: [UInt8], line: Int, from column: Int) -> Int? {
        guard let first = byte(line: line, column: column) else { return nil }
        let end = source.byteRange(ofLine: line).upperBound
        guard end - first >= needle.count else { return nil }
        let offset = (first...(end - needle.count)).first { source.bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        return offset.map { column + $0 - first }
    }

    // MARK: Tables

    private mutating func correctTable(_ table: Int) {
        let rows = children(of: table).filter { nodes[$0].kind == .tableRow }
        guard let header = rows.first else { return }
        let tableColumn = nodes[table].start.column ?? 0
        // cmark-gfm counts a body row's columns from the table's first column, not from the
        // row's own first byte: a BOM before the table or an indentation other than the
        // header's shifts every column of the row (and of the inlines in it).
        for row in rows.dropFirst() {
            let shift = bodyRowShift(line: nodes[row].start.line, tableColumn: tableColumn)
            guard shift != 0 else { continue }
            for index in row..<Int(nodes[row].subtreeEnd) {
                nodes[index].start = TreeBuilder.shifted(nodes[index].start, by: shift)
                nodes[index].end = TreeBuilder.shifted(nodes[index].end, by: shift)
            }
        }
        // cmark-gfm puts the header of a table that directly follows a paragraph line on the
        // paragraph's first line, with columns counted from the paragraph's start
        // (github/cmark-gfm#222). The delimiter row follows the header, the body follows
        // the delimiter, so the header's true line is known; its positions are re-read from
        // those two lines alone.
        guard nodes[table].end.line > 0 else { return }
        let headerLine = (rows.dropFirst().first.map { nodes[$0].start.line } ?? nodes[table].end.line + 1) - 2
        guard nodes[header].start.line != headerLine, headerLine >= 1 else { return }
        let cells = children(of: header)
        let reparsed = TreeBuilder.reparsedTable(source: source, line: headerLine, columns: cells.count)
        let reparsedCells = reparsed.map { $0.builder.children(of: $0.header) } ?? []
        // Without a re-read the positions are not known, but the header's line is.
        for index in header..<Int(nodes[header].subtreeEnd) {
            nodes[index].start = SourceLocation(line: 0)
            nodes[index].end = SourceLocation(line: 0)
        }
        nodes[header].start = reparsed.map { $0.builder.nodes[$0.header].start } ?? SourceLocation(line: headerLine)
        nodes[header].end = reparsed.map { $0.builder.nodes[$0.header].end } ?? SourceLocation(line: 0)
        nodes[table].start = reparsed.map { $0.builder.nodes[$0.table].start } ?? SourceLocation(line: headerLine)
        guard let reparsed else { return }
        for (cell, theirs) in zip(cells, reparsedCells) {
            nodes[cell].start = reparsed.builder.nodes[theirs].start
            nodes[cell].end = reparsed.builder.nodes[theirs].end
            // The re-read lacks the document's link reference definitions: its content's
            // positions are taken only where it reads the same nodes.
            guard sameContent(cell, as: theirs, in: reparsed.builder) else { continue }
            for (mine, other) in zip((cell + 1)..<Int(nodes[cell].subtreeEnd), (theirs + 1)..<Int(reparsed.builder.nodes[theirs].subtreeEnd)) {
                nodes[mine].start = reparsed.builder.nodes[other].start
                nodes[mine].end = reparsed.builder.nodes[other].end
            }
        }
    }

    /// The children of the node at `index`.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        while child < Int(nodes[index].subtreeEnd) {
            result.append(child)
            child = Int(nodes[child].subtreeEnd)
        }
        return result
    }

    /// Whether the subtree at `index` and the one at `other` in `builder` hold the same nodes
    /// with the same strings.
    private func sameContent(_ index: Int, as other: Int, in builder: TreeBuilder) -> Bool {
        let mine = index..<Int(nodes[index].subtreeEnd)
        let theirs = other..<Int(builder.nodes[other].subtreeEnd)
        guard mine.count == theirs.count else { return false }
        return zip(mine, theirs).allSatisfy { a, b in
            nodes[a].kind == builder.nodes[b].kind
                && (nodes[a].strings < 0) == (builder.nodes[b].strings < 0)
                && (nodes[a].strings < 0 || string(Int(nodes[a].strings)) == builder.string(Int(builder.nodes[b].strings)))
        }
    }

    /// The header line and the delimiter line parsed on their own, when they make a table of
    /// `columns` columns: the fragment's tree and its table's and header row's indices.
    private static func reparsedTable(source: SourceText, line: Int, columns: Int) -> (builder: TreeBuilder, table: Int, header: Int)? {
        guard line + 1 <= source.lineCount else { return nil }
        let bytes = source.bytes[source.lineStarts[line - 1]..<source.byteRangeWithEnding(ofLine: line + 1).upperBound]
        return CommonMarkConverter.withTree(bytes: bytes) { root in
            var builder = TreeBuilder(source: source, lineOffset: line - 1)
            builder.build(root)
            builder.correctPositions()
            guard let table = builder.nodes.firstIndex(where: { $0.kind == .table }),
                let header = builder.children(of: table).first(where: { builder.nodes[$0].kind == .tableRow }),
                builder.children(of: header).count == columns
            else { return nil }
            return (builder, table, header)
        }
    }

    /// How far cmark-gfm's columns on the body row at `line` are off: the row starts at its
    /// line's first byte that is not blank or a block quote marker, cmark-gfm puts it at the
    /// table's first column (`tableColumn`, as cmark-gfm reports it, a BOM included).
    private func bodyRowShift(line: Int, tableColumn: Int) -> Int {
        guard line >= 1, tableColumn > 0, let first = source.tableRowStart(line: line) else { return 0 }
        return first - source.lineStarts[line - 1] + 1 - tableColumn
    }

    private static func shifted(_ location: SourceLocation, by shift: Int) -> SourceLocation {
        location.column.map { SourceLocation(line: location.line, column: max($0 + shift, 1)) } ?? location
    }
}

extension SourceText {
    /// The index of the first byte of the table row at `line` that is not blank or a block
    /// quote marker: where the row itself starts.
    func tableRowStart(line: Int) -> Int? {
        guard line >= 1, line <= lineCount else { return nil }
        let markers: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")]
        return byteRange(ofLine: line).first { !markers.contains(bytes[$0]) }
    }
}
