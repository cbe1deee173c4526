/// Replaces the content of a marker region, leaving every other byte of the file as it was:
/// the BOM, the line endings outside the region and the final newline.
public enum RegionRewriter {
    /// The file's bytes with the region's content replaced by `lines`, each ended with the
    /// line ending of the region's begin marker line (so a CRLF file stays CRLF).
    public static func replacing(_ region: MarkerRegion, in source: SourceText, with lines: [String]) -> [UInt8] {
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
}
