/// Headings that name a release line: a requirements section per major version ("### Kit 7.0",
/// "### Version 8", "### 2.x"), whose statements tell of that line's releases.
extension StatementScanner {
    /// A release a heading names, and whether the heading names its later releases with it
    /// ("Kit 7.0+", "Kit 7.0 and later").
    struct NamedRelease: Equatable {
        var version: VersionNumber
        var andLater = false

        /// Whether `release` is of the line this names: of its major version (its minor version
        /// before 1.0), or, named with its later releases, not older than it.
        func includes(_ release: SemanticVersion) -> Bool {
            let parts = version.parts + [0]
            if andLater { return VersionNumber("\(release.major).\(release.minor).\(release.patch)").map { version <= $0 } ?? false }
            return parts[0] == release.major && (release.major > 0 || parts[1] == release.minor)
        }

        /// Whether this names a line newer than `release`'s: one in the making.
        func isNewer(than release: SemanticVersion) -> Bool {
            let parts = version.parts + [0]
            return parts[0] > release.major || (release.major == 0 && parts[0] == 0 && parts[1] > release.minor)
        }
    }

    /// The words after a release that name its later releases with it, two at most.
    private static let laterReleases = ["and later", "or later", "and newer", "or newer", "and above", "or higher", "onwards"]

    /// The releases a heading's text names: a version written "7.0", "7.x" or "v7", or after
    /// "Version" or "Release", alone or after a name. A subject's version ("iOS 13", "Mac
    /// Catalyst 13.0") and a section's number ("2.1 Platforms") name no release.
    static func namedReleases(inHeading text: String) -> [NamedRelease] {
        let words = text.split { $0.isWhitespace || "()[],:;/-–—".contains($0) }
        var found: [NamedRelease] = []
        for (index, word) in words.enumerated() {
            guard let match = word.wholeMatch(of: cached(/([vV])?(\d+(?:\.\d+){0,2})(\.[xX*])?(\+)?/)), let version = VersionNumber(String(match.2))
            else {
                continue
            }
            let previous = index > 0 ? String(words[index - 1]) : ""
            if !subjectsNamed(in: previous).isEmpty || previous.lowercased() == "catalyst" { continue }
            // "swift-tools-version:5.4" names a manifest syntax.
            if previous.lowercased() == "version", index > 1, words[index - 2].lowercased() == "tools" { continue }
            let marked = match.1 != nil || ["version", "versions", "release", "releases"].contains(previous.lowercased())
            let dotted = match.2.contains(".") || match.3 != nil
            let sectionNumber = index == 0 && words.count > 1 && match.1 == nil && match.3 == nil
            guard marked || dotted, !sectionNumber else { continue }
            let rest = words.dropFirst(index + 1).prefix(2).joined(separator: " ").lowercased()
            found.append(NamedRelease(version: version, andLater: match.4 != nil || laterReleases.contains { rest.hasPrefix($0) }))
        }
        return found
    }
}
