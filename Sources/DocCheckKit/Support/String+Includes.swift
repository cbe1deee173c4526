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
            guard haystack.count >= pattern.count, let text = haystack.baseAddress, let bytes = pattern.baseAddress else { return false }
            // memchr finds each candidate first byte far faster than a loop over the bytes.
            let last = haystack.count - pattern.count
            var start = 0
            while start <= last, let found = memchr(text + start, Int32(bytes[0]), last - start + 1) {
                if memcmp(found, bytes, pattern.count) == 0 { return true }
                start = text.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return false
        }
    }
}

extension String {
    /// Whether the text holds `needle`, ASCII letters matching in either case; `needle` is
    /// lowercase ASCII.
    func includesIgnoringASCIICase(_ needle: [UInt8]) -> Bool {
        var text = self
        return text.withUTF8 { haystack in
            guard haystack.count >= needle.count else { return false }
            guard !needle.isEmpty else { return true }
            for start in 0...(haystack.count - needle.count) {
                var matched = 0
                while matched < needle.count, Self.asciiLowercased(haystack[start + matched]) == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            return false
        }
    }

    /// Whether the text holds one of `needles` (lowercase ASCII), ASCII letters matching in
    /// either case: the words a case-insensitive pattern needs, looked for before running it.
    func includesAnyIgnoringASCIICase(_ needles: [String]) -> Bool {
        needles.contains { includesIgnoringASCIICase(Array($0.utf8)) }
    }

    /// `byte` with an ASCII capital made small; every other byte as it is.
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
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
