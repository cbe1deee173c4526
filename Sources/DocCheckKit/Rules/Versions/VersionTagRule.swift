/// Where the repository has version tags, the newest one is the CHANGELOG's newest release.
/// A newer tag is an error (the CHANGELOG lacks a release); an older one is a warning (the
/// release is not tagged yet, as between the release commit and its tag).
struct VersionTagRule: Rule {
    static let ruleID = "version-tag"
    static let id = ruleID

    var description: RuleDescription {
        let tagged = { (tag: String) in
            VersionExamples.repository(
                ["README.md": "# Kit\n", ".git/refs/tags/\(tag)": "0123456789abcdef0123456789abcdef01234567\n"], path: "CHANGELOG.md", line: 5)
        }
        return RuleDescription(
            id: Self.ruleID, summary: "the newest git tag is the CHANGELOG's newest release ('v2.0.0' and '2.0.0' are the same)",
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
        guard let latest = facts.changelog?.latest else { return [] }
        let release = latest.version
        // Pre-release tags count only when the CHANGELOG names them.
        let tags = GitTags.versions(root: context.repository.root).filter { $0.version.prerelease.isEmpty || $0.version == release }
        guard let newest = tags.max(by: { $0.version < $1.version }), newest.version != release else { return [] }
        let path = facts.changelog!.path
        let location = latest.heading.range?.start
        if newest.version > release {
            return [
                Diagnostic(
                    path: path, location: location, ruleID: Self.ruleID,
                    message:
                        "the newest release is \(release), the newest git tag is \(newest.name); add a '## [\(newest.version)] - YYYY-MM-DD' section")
            ]
        }
        return [
            Diagnostic(
                .warning, path: path, location: location, ruleID: Self.ruleID,
                message:
                    "the newest release is \(release), the newest git tag is \(newest.name); tag the release commit '\(Self.tagName(release, like: tags.map(\.name)))'"
            )
        ]
    }
}
