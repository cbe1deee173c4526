/// Replaces the content of a marker region, leaving every other byte of the file as it was:
/// the BOM, the line endings outside the region and the final newline.
public enum RegionRewriter {
    /// The file's bytes with the region's content replaced by `lines`, each ended with the
    /// line ending of the region's begin marker line (so a CRLF file stays CRLF). The region's
    /// blank lines after its begin marker and before its end marker stay, and a region that
    /// already renders as `lines` do (it differs only in spaces GitHub does not show: at a
    /// line's end, around a table's cell separators) is left as it is.
    public static func replacing(_ region: MarkerRegion, in source: SourceText, with generated: [String]) -> [UInt8] {
        let old = region.contentLines.filter { $0 <= source.lineCount }.map { source.line($0) }
        let isBlank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" } }
        let leading = old.prefix(while: isBlank)
        let trailing = leading.count == old.count ? [] : Array(old.reversed().prefix(while: isBlank))
        let lines = leading + generated + trailing
        if lines.map(rendered) == old.map(rendered) { return source.bytes }
        let beginLine = source.byteRange(ofLine: region.beginLine)
        let ending = Array(source.bytes[beginLine.upperBound..<source.byteRangeWithEnding(ofLine: region.beginLine).upperBound])
        let contentStart = source.lineStarts[region.beginLine]
        let contentEnd = source.lineStarts[region.endLine - 1]
        var result = Array(source.bytes[..<contentStart])
        for line in lines {
            result += Array(line.utf8)
            result += ending.isEmpty ? Array("\n".utf8) : ending
        }
        result += source.bytes[contentEnd...]
        return result
    }

    /// A line as far as GitHub shows it: without spaces at its end and, on a table's line, in
    /// place of the spaces around each cell separator (a cell's text is trimmed).
    static func rendered(_ line: String) -> String {
        var bytes = Array(line.utf8)
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        guard bytes.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "|") else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                result += [byte, bytes[index + 1]]
                index += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                while let last = result.last, last == 0x20 || last == 0x09 { result.removeLast() }
                result.append(byte)
                index += 1
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                continue
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
