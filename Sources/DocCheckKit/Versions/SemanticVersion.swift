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
        guard let match = text.wholeMatch(of: cached(/(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?/)),
            let major = Int(match.1), let minor = Int(match.2), let patch = Int(match.3)
        else { return nil }
        let prerelease = match.4.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) } ?? []
        if prerelease.contains(where: \.isEmpty) { return nil }
        self.init(major, minor, patch, prerelease: prerelease)
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
