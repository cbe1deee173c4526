/// A dotted version number as requirements state it ("26", "26.1", "6.2"): missing parts are
/// zero, so "26" and "26.0" are the same number.
public struct VersionNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The parts without trailing zeros (so equal numbers are equal values).
    public let parts: [Int]
    /// The number as written.
    public let text: String

    public init?(_ text: String) {
        guard text.wholeMatch(of: cached(/\d+(\.\d+){0,3}/)) != nil else { return nil }
        var parts: [Int] = []
        for written in text.split(separator: ".") {
            guard let part = Self.part(written) else { return nil }
            parts.append(part)
        }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        self.parts = parts
        self.text = text
    }

    public var description: String { text }

    /// A part of a version as written: ASCII digits, at most 18 of them, so that the next
    /// major, minor or patch never overflows `Int`; nil for anything else. (`\d` in a pattern
    /// also matches "٣" and "３", which `Int` does not read, and 2^63 does not fit.)
    static func part(_ text: some StringProtocol) -> Int? {
        guard (1...18).contains(text.utf8.count), text.utf8.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }

    public static func == (lhs: VersionNumber, rhs: VersionNumber) -> Bool { lhs.parts == rhs.parts }
    public func hash(into hasher: inout Hasher) { hasher.combine(parts) }

    public static func < (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
        let count = max(lhs.parts.count, rhs.parts.count)
        let left = lhs.parts + Array(repeating: 0, count: count - lhs.parts.count)
        let right = rhs.parts + Array(repeating: 0, count: count - rhs.parts.count)
        return left.lexicographicallyPrecedes(right)
    }
}
