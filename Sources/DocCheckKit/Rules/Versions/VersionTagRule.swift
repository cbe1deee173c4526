/// The release sources agree: where the repository has version tags, the newest one is the
/// CHANGELOG's newest release, and each podspec's `s.version` is the release. A newer tag or
/// version is an error (the CHANGELOG lacks a release); an older one is a warning (the release
/// is not tagged or not published yet, as between the release commit and its tag).
struct VersionTagRule: ContextRule {
    static let ruleID = "version-tag"
    static let id = ruleID

    var description: RuleDescription {
        let tagged = { (tag: String) in
            VersionExamples.repository(
                ["README.md": "# Kit\n", ".git/refs/tags/\(tag)": "0123456789abcdef0123456789abcdef01234567\n"], path: "CHANGELOG.md", line: 5)
        }
        return RuleDescription(
            id: Self.ruleID, summary: "the newest git tag and each podspec's s.version are the newest release ('v2.0.0' and '2.0.0' are the same)",
            triggeringExamples: [tagged("v2.1.0"), tagged("1.0.0")],
            nonTriggeringExamples: [tagged("v2.0.0"), tagged("2.0.0"), VersionExamples.repository(["README.md": "# Kit\n"])])
    }

    /// The tag for `version` written as the repository writes its tags: with a "v" when most
    /// of its version tags have one.
    static func tagName(_ version: SemanticVersion, like names: [String]) -> String {
        let prefixed = names.count { $0.hasPrefix("v") }
        return prefixed * 2 > names.count ? "v\(version)" : "\(version)"
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let facts = context.versionFacts
        return tagFindings(facts) + podspecFindings(facts)
    }

    private func tagFindings(_ facts: VersionFacts) -> [Diagnostic] {
        guard let latest = facts.changelog?.latest else { return [] }
        let release = latest.version
        // Pre-release tags count only when the CHANGELOG names them.
        let tags = facts.tags.filter { $0.version.prerelease.isEmpty || $0.version == release }
        guard let newest = tags.max(by: { $0.version < $1.version }), newest.version != release else { return [] }
        let path = facts.changelog!.path
        let location = latest.heading.range?.start
        if newest.version > release {
            return [
                Self.finding(
                    path: path, location: location,
                    message:
                        "the newest release is \(release), the newest git tag is \(newest.name); add a '\(facts.changelog?.heading(for: newest.version) ?? "## \(newest.version)")' section"
                )
            ]
        }
        return [
            Self.finding(
                .warning, path: path, location: location,
                message:
                    "the newest release is \(release), the newest git tag is \(newest.name); tag the release commit '\(Self.tagName(release, like: tags.map(\.name)))'"
            )
        ]
    }

    /// A podspec's `s.version` that is not the release: a newer one is an error (the release
    /// source lacks it), an older one a warning (the pod would publish an old version).
    private func podspecFindings(_ facts: VersionFacts) -> [Diagnostic] {
        guard let release = facts.release, let source = facts.releaseSource else { return [] }
        return facts.podspecs.compactMap { podspec in
            guard let version = podspec.version, version.prerelease.isEmpty, version != release, !source.hasSuffix(podspec.path) else { return nil }
            let location = podspec.versionLine.map { SourceLocation(line: $0, column: 1) }
            if version > release {
                return Self.finding(
                    path: podspec.path, location: location,
                    message:
                        "s.version is \(version), newer than the newest release \(release) (from \(source)); add the release there, or set s.version to \(release)"
                )
            }
            return Self.finding(
                .warning, path: podspec.path, location: location,
                message:
                    "s.version is \(version), older than the newest release \(release) (from \(source)); set s.version to \(release) to publish it")
        }
    }
}
