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
            guard haystack.count >= pattern.count else { return false }
            let first = pattern[0]
            for start in 0...(haystack.count - pattern.count)
            where haystack[start] == first && memcmp(haystack.baseAddress! + start, pattern.baseAddress!, pattern.count) == 0 {
                return true
            }
            return false
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
