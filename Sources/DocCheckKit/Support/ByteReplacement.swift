/// A change of a file's bytes: the bytes of `bytes` become `text`.
struct ByteReplacement: Sendable, Equatable {
    var bytes: Range<Int>
    var text: String
}

extension Array where Element == UInt8 {
    /// The bytes with every replacement made: the one splice every writer of bytes uses. The
    /// latest replacement is made first, so the offsets of earlier ones stay valid; one that
    /// overlaps a replacement already made is skipped.
    func replacing(_ replacements: [ByteReplacement]) -> [UInt8] {
        var bytes = self
        var lowest = Int.max
        for replacement in replacements.sorted(by: { $0.bytes.lowerBound > $1.bytes.lowerBound })
        where replacement.bytes.upperBound <= lowest {
            bytes.replaceSubrange(replacement.bytes, with: Array(replacement.text.utf8))
            lowest = replacement.bytes.lowerBound
        }
        return bytes
    }
}
