/// A release version as CHANGELOG headings, tags and pins write it: MAJOR.MINOR.PATCH with an
/// optional pre-release, and no leading "v" (SwiftPM's `from:` does not accept one).
public struct SemanticVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int
    /// The dot-separated identifiers after "-", empty for a release.
    public var prerelease: [String]

    public init(_ major: Int, _ minor: Int, _ patch: Int, prerelease: [String] = []) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
    }

    /// Parses "2.0.0" or "2.1.0-beta.1" (build metadata after "+" is ignored); nil for "2.0",
    /// "v2.0.0" and anything else that is not a semantic version.
    public init?(_ text: String) {
        // The common "X.Y.Z" is read byte by byte; anything else goes through the full pattern.
        if let plain = Self.plain(text) {
            self.init(plain.0, plain.1, plain.2)
            return
        }
        guard let match = text.wholeMatch(of: cached(/(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?/)),
            let major = VersionNumber.part(match.1), let minor = VersionNumber.part(match.2), let patch = VersionNumber.part(match.3)
        else { return nil }
        let prerelease = match.4.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) } ?? []
        if prerelease.contains(where: \.isEmpty) { return nil }
        self.init(major, minor, patch, prerelease: prerelease)
    }

    /// "X.Y.Z" of digits only, no part with a leading zero; nil for any other text.
    private static func plain(_ text: String) -> (Int, Int, Int)? {
        var parts: [Int] = []
        var value = 0
        var digits = 0
        var leadingZero = false
        for byte in text.utf8 {
            if byte >= 0x30, byte <= 0x39 {
                if digits == 1, leadingZero { return nil }
                if digits == 0 { leadingZero = byte == 0x30 }
                guard digits < 18 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            } else if byte == UInt8(ascii: "."), digits > 0, parts.count < 2 {
                parts.append(value)
                (value, digits) = (0, 0)
            } else {
                return nil
            }
        }
        guard digits > 0, parts.count == 2 else { return nil }
        return (parts[0], parts[1], value)
    }

    /// Parses a tag: a version with or without a leading "v" ("v2.0.0" and "2.0.0" name the same release).
    public init?(tag: String) {
        self.init(tag.hasPrefix("v") ? String(tag.dropFirst()) : tag)
    }

    public var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    /// The first version of the next major release (the upper bound of `from:`).
    public var nextMajor: SemanticVersion { SemanticVersion(major + 1, 0, 0) }
    /// The first version of the next minor release (the upper bound of `.upToNextMinor(from:)`).
    public var nextMinor: SemanticVersion { SemanticVersion(major, minor + 1, 0) }

    /// Semantic versioning's precedence: numbers first, a pre-release before its release,
    /// numeric identifiers below alphanumeric ones.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        if lhs.prerelease.isEmpty || rhs.prerelease.isEmpty { return !lhs.prerelease.isEmpty && rhs.prerelease.isEmpty }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case (let l?, let r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }
}
