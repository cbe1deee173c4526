import Foundation

extension String {
    /// Whether the text holds `needle`, byte for byte. Foundation's `contains` goes through
    /// NSString on Linux and costs more than the checks it guards.
    func includes(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { Self.find(needle, in: $0) }
    }

    static func find(_ needle: String, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        var pattern = needle
        return pattern.withUTF8 { pattern in
            guard !pattern.isEmpty else { return true }
            var found = false
            forEachOccurrence(of: pattern, in: haystack) { _ in
                found = true
                return false
            }
            return found
        }
    }

    /// Calls `body` with the offset of each occurrence of `pattern` in `haystack`, overlapping
    /// ones too, in order, until it returns false. memchr finds each candidate by the pattern's
    /// byte at `anchor` (one rarer than the first makes fewer candidates) far faster than a
    /// loop over the bytes.
    static func forEachOccurrence(
        of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, anchor: Int = 0, _ body: (Int) -> Bool
    ) {
        guard anchor < pattern.count, haystack.count >= pattern.count, let text = haystack.baseAddress, let bytes = pattern.baseAddress
        else { return }
        let last = haystack.count - pattern.count
        var start = 0
        while start <= last, let found = memchr(text + start + anchor, Int32(bytes[anchor]), last - start + 1) {
            let offset = text.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
            if memcmp(text + offset, bytes, pattern.count) == 0, !body(offset) { return }
            start = offset + 1
        }
    }
}

extension String {
    /// Whether the text holds `needle`, ASCII letters matching in either case; `needle` is
    /// lowercase ASCII.
    func includesIgnoringASCIICase(_ needle: [UInt8]) -> Bool {
        var text = self
        return text.withUTF8 { $0.includesIgnoringASCIICase(needle) }
    }

    /// `includesIgnoringASCIICase(_:)` of a needle written in the code.
    func includesIgnoringASCIICase(_ needle: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { $0.includesIgnoringASCIICase(needle) }
    }

    /// Whether the text holds one of `needles` (lowercase ASCII), ASCII letters matching in
    /// either case: the words a case-insensitive pattern needs, looked for before running it.
    func includesAnyIgnoringASCIICase(_ needles: [StaticString]) -> Bool {
        needles.contains { includesIgnoringASCIICase($0) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes hold `needle`, byte for byte.
    func includes(_ needle: String) -> Bool { String.find(needle, in: self) }

    /// Whether the bytes hold `needle` (lowercase ASCII), ASCII letters matching in either case.
    func includesIgnoringASCIICase(_ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { includesIgnoringASCIICase($0) }
    }

    /// `includesIgnoringASCIICase(_:)` of a needle written in the code.
    func includesIgnoringASCIICase(_ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { includesIgnoringASCIICase($0) }
    }

    private func includesIgnoringASCIICase(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count >= needle.count else { return false }
        guard !needle.isEmpty else { return true }
        for start in 0...(count - needle.count) {
            var matched = 0
            while matched < needle.count, self[start + matched].asciiLowercased == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }

    /// Whether every byte is ASCII.
    var isASCII: Bool { allSatisfy { $0 < 0x80 } }

    /// Whether the bytes hold one of `needles`, ASCII letters matching in either case.
    func includesAny(ignoringASCIICase needles: NeedleSet) -> Bool { needles.occurs(in: self) }
}

/// Lowercase needles looked for together, ASCII letters matching in either case: the text
/// is lowercased once, and each needle found in it by memchr (`String.forEachOccurrence`).
struct NeedleSet: Sendable {
    /// The needles' bytes, one after another, and where each one is.
    private let bytes: [UInt8]
    private let ranges: [Range<Int>]
    private let holdsEmpty: Bool

    init(_ needles: [[UInt8]]) {
        bytes = needles.flatMap(\.self)
        var start = 0
        ranges = needles.map { needle in
            defer { start += needle.count }
            return start..<start + needle.count
        }
        holdsEmpty = needles.contains(where: \.isEmpty)
    }

    func occurs(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        if holdsEmpty { return true }
        guard !text.isEmpty, !ranges.isEmpty else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { lowered in
            for index in text.indices { lowered[index] = text[index].asciiLowercased }
            let haystack = UnsafeBufferPointer(lowered)
            return bytes.withUnsafeBufferPointer { needles in
                ranges.contains { range in
                    var found = false
                    // Anchored on the needle's second byte where it has one: a noun's first letter
                    // starts many words, its second fewer.
                    String.forEachOccurrence(of: UnsafeBufferPointer(rebasing: needles[range]), in: haystack, anchor: min(1, range.count - 1)) { _ in
                        found = true
                        return false
                    }
                    return found
                }
            }
        }
    }
}

extension Substring {
    /// Whether the text holds `needle`, byte for byte (see `String.includes`).
    func includes(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { String.find(needle, in: $0) }
    }
}

extension String {
    /// The text cut at each line feed, empty pieces kept, as
    /// `split(separator: "\n", omittingEmptySubsequences: false)` cuts text without carriage
    /// returns, but by bytes: no grapheme breaking, which costs more than the cutting. A "\r"
    /// before a line feed stays at the end of its line.
    func linesByByte() -> [Substring] {
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(self[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(self[start..<utf8.endIndex])
        return lines
    }
}
