/// The cells a table row's line writes, found the way libcmark-gfm splits a row it already
/// knows is one (`row_from_string` in its table extension): cmark-gfm keeps only as many cells
/// as the header has, so the cells past those are counted here, from the row's bytes.
///
/// A `|` separates cells unless the byte before it is a backslash: cmark-gfm's cell scanner
/// takes the longest match of escaped characters, so `\|` and `\\|` both keep the pipe in the
/// cell, and a pipe inside a code span separates cells too (GitHub renders it so). A leading
/// and a trailing pipe are optional.
enum TableRowCells {
    /// Where each cell of `row` begins, as indices of `row`: the byte after the pipe before
    /// it, or the row's first byte for a first cell without a leading pipe (where cmark-gfm
    /// puts a cell). `row` is the line from its first byte after indentation and block quote
    /// markers, without its line ending.
    static func starts(_ row: ArraySlice<UInt8>) -> [Int] {
        var starts: [Int] = []
        var cellStart = row.startIndex
        if row.first == UInt8(ascii: "|") { cellStart += 1 }
        var index = cellStart
        while index < row.endIndex {
            if row[index] == UInt8(ascii: "|"), index == row.startIndex || row[index - 1] != UInt8(ascii: "\\") {
                starts.append(cellStart)
                cellStart = index + 1
            }
            index += 1
        }
        // After the last pipe, only spaces are the trailing pipe's; anything else is a cell.
        if row[cellStart...].contains(where: { !isSpace($0) }) { starts.append(cellStart) }
        return starts
    }

    /// cmark-gfm's `spacechar`: space, tab, vertical tab, form feed.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }
}
