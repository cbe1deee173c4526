/// The CHANGELOG writes its release headings in one form (its own, whichever it is), lists at
/// least one release, its versions in order and once, its dates real, and its compare and
/// release links point at this package's repository.
struct ChangelogRule: ContextRule {
    static let id = Changelog.ruleID
    var description: RuleDescription {
        let changelog = VersionExamples.changelog
        // A pre-release listed above the release, tagged as it is.
        let beta = changelog.replacingOccurrences(
            of: "## [2.0.0] - 2026-11-29", with: "## [2.1.0-beta.1] - 2026-12-01\n\n- A beta.\n\n## [2.0.0] - 2026-11-29")
        return RuleDescription(
            id: Changelog.ruleID,
            summary:
                "the CHANGELOG writes its releases in one form ('## [X.Y.Z] - YYYY-MM-DD', '## X.Y.Z', …), newest first, with real dates, and links to this package's repository",
            triggeringExamples: [
                VersionExamples.repository(
                    ["README.md": "# Kit\n", "CHANGELOG.md": "# Changelog\n\n## [Unreleased]\n"], path: "CHANGELOG.md", line: 3),
                VersionExamples.repository(
                    ["README.md": "# Kit\n", "CHANGELOG.md": changelog.replacingOccurrences(of: "[2.0.0]", with: "[2.0.0.1]")],
                    path: "CHANGELOG.md", line: 5),
                VersionExamples.repository(
                    [
                        "README.md": "# Kit\n",
                        "CHANGELOG.md": changelog.replacingOccurrences(of: "## [1.0.0] - 2026-01-15", with: "## 1.0.0 (2026-01-15)"),
                    ],
                    path: "CHANGELOG.md", line: 5),
                VersionExamples.repository(
                    ["README.md": "# Kit\n", "CHANGELOG.md": changelog.replacingOccurrences(of: "2026-01-15", with: "2026-02-30")],
                    path: "CHANGELOG.md", line: 9),
                VersionExamples.repository(
                    ["README.md": "# Kit\n", "CHANGELOG.md": changelog + "\n[2.0.0]: https://github.com/other/kit/releases/tag/2.0.0\n"],
                    path: "CHANGELOG.md", line: 5),
                VersionExamples.repository(
                    ["README.md": "# Kit\n", "CHANGELOG.md": beta + "\n[Unreleased]: \(VersionExamples.url)/compare/1.0.0...HEAD\n"],
                    path: "CHANGELOG.md", line: 3),
            ],
            nonTriggeringExamples: [
                VersionExamples.repository([
                    "README.md": "# Kit\n", "CHANGELOG.md": "# Changes\n\n## 2.0.0 - Flight (2026-11-29)\n\n## 1.0.0 - Start (2026-01-15)\n",
                ]),
                VersionExamples.repository([
                    "README.md": "# Kit\n", "CHANGELOG.md": changelog + "\n[2.0.0]: \(VersionExamples.url)/compare/1.0.0...2.0.0\n",
                ]),
                VersionExamples.repository([
                    "README.md": "# Kit\n", "CHANGELOG.md": beta + "\n[Unreleased]: \(VersionExamples.url)/compare/2.1.0-beta.1...HEAD\n",
                ]),
                // A fourth number is a release where the repository tags it.
                VersionExamples.repository([
                    "README.md": "# Kit\n", "CHANGELOG.md": changelog.replacingOccurrences(of: "[2.0.0]", with: "[2.0.0.1]"),
                    ".git/refs/tags/2.0.0.1": "0123456789abcdef0123456789abcdef01234567\n",
                ]),
                RuleExample(readme: "# Kit\n"),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let facts = context.versionFacts
        guard let changelog = facts.changelog, let document = context.documents.document(changelog.path) else { return [] }
        var findings = changelog.problems.map { Self.finding($0, in: changelog.path) }
        // Where the URL is inferred, a link to another repository may be a dependency's release:
        // the links are checked once the configuration names the package's repository.
        if let canonical = facts.canonical, facts.canonicalSource == nil, changelog.isRecognised {
            findings += Self.links(document, changelog, canonical)
        }
        return findings
    }

    /// The finding of a problem of the CHANGELOG at `path`.
    static func finding(_ problem: Changelog.Problem, in path: String) -> Diagnostic {
        var severity = Severity.error
        let message: String
        switch problem.kind {
        case .noRelease: message = "no released version; add a release heading such as '## [1.0.0] - YYYY-MM-DD'"
        case .unreleasedBelow(let newest): message = "'Unreleased' must come before the releases, above '\(newest)'"
        case .otherForm(let heading, let form, let common, let count):
            severity = .warning
            let more = count > 1 ? " (\(count) headings are written this way)" : ""
            message =
                "release heading '\(heading)' is written '\(form)', unlike this CHANGELOG's other releases, '\(common)'; write one form throughout\(more)"
        case .notARelease(let heading, let common):
            message =
                "heading '\(heading)' looks like a release but is not written as one, such as '\(common.map(\.description) ?? "## [X.Y.Z] - YYYY-MM-DD")'"
        case .notSemantic(let written):
            message = "version '\(written)' is not a semantic version, nor a tag of the repository; write MAJOR.MINOR.PATCH, such as '1.0.0'"
        case .badDate(let version, let date): message = "release \(version) has date '\(date)'; write the date as YYYY-MM-DD"
        case .repeated(let version, let line): message = "version \(version) appears twice, here and at line \(line)"
        case .outOfOrder(let older, let newer): message = "version \(older) is listed below \(newer); list releases newest first"
        }
        return finding(severity, path: path, location: problem.location, message: message)
    }

    /// The links of the release headings (and `Unreleased`) point at the canonical repository,
    /// and each names its version as the heading writes it (the `Unreleased` compare link, the
    /// newest release's). Links in the entries, to a dependency's release, are not judged.
    static func links(_ document: MarkdownDocument, _ changelog: Changelog, _ canonical: RepositoryURL) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var headingVersions: [Int: String] = [:]
        // The release each heading's compare link starts from: the one below it.
        var compareBases: [Int: String] = [:]
        for (index, release) in changelog.releases.enumerated() {
            guard let line = release.heading.range?.start.line else { continue }
            headingVersions[line] = release.written
            if index + 1 < changelog.releases.count { compareBases[line] = changelog.releases[index + 1].written }
        }
        var unreleasedLine: Int?
        // What `Unreleased` may compare with: the release, or the newest version listed when
        // that is a pre-release or a yanked one (which has its tag as well).
        var unreleasedBases: [String] = []
        if let line = changelog.unreleased?.range?.start.line {
            unreleasedLine = line
            if let latest = changelog.latest {
                headingVersions[line] = latest.written
                compareBases[line] = latest.written
                unreleasedBases = [latest.written] + (changelog.releases.first.map { [$0.written] } ?? [])
            }
        }
        for link in document.links where link.kind == .link {
            guard let line = link.range?.start.line, let version = headingVersions[line] ?? (line == unreleasedLine ? "" : nil) else { continue }
            let destination = link.destination
            if destination.contains("/compare/") || destination.contains("/releases/"), !canonical.contains(link: destination) {
                let other = RepositoryURL.owner(ofPage: destination)?.description ?? destination
                findings.append(
                    ChangelogRule.finding(
                        path: document.path, location: link.range?.start,
                        message: "link '\(link.text ?? "")' points at \(other), not this package's repository \(canonical)"))
            } else if !version.isEmpty, line != unreleasedLine || destination.contains("/compare/"),
                !(line == unreleasedLine ? unreleasedBases : [version]).contains(where: { destination.contains($0) })
            {
                // A compare link has one right value when the releases are in order: from the
                // release below to this one (to what `Unreleased` compares with, as written).
                let suggestion =
                    changelog.problems.isEmpty
                    ? compareBases[line].flatMap { base in
                        compareLink(destination, from: base, to: line == unreleasedLine ? nil : version)
                    } : nil
                findings.append(
                    ChangelogRule.finding(
                        path: document.path, location: link.range?.start,
                        message: "link '\(link.text ?? "")' points at '\(destination)', which does not name \(version)",
                        notes: suggestion.map { ["write '\($0)'"] } ?? [],
                        facts: suggestion.map { [Diagnostic.writtenDestination: destination, Diagnostic.suggestedDestination: $0] } ?? [:]))
            }
        }
        return findings
    }

    /// `destination`, a link `…/compare/A...B`, comparing `base` with `version` (with B as
    /// written when nil); nil for a link of another shape.
    static func compareLink(_ destination: String, from base: String, to version: String?) -> String? {
        guard let compare = destination.range(of: "/compare/"), let dots = destination[compare.upperBound...].range(of: "...") else { return nil }
        let target = version ?? String(destination[dots.upperBound...])
        guard !target.isEmpty, !target.contains("/") else { return nil }
        return destination[..<compare.upperBound] + base + "..." + target
    }

    /// Why `fix-pins` has no release to write: the CHANGELOG at `path` (read as `changelog`)
    /// names none that a pin may name.
    static func noReleaseToPin(_ path: String, _ changelog: Changelog?) -> Diagnostic {
        let reason =
            changelog == nil || changelog?.isRecognised == false
            ? "\(path) lists no release, and no version tag or podspec names one"
            : changelog?.newestIsMalformed == true
                ? "the newest release heading of \(path) is malformed, so the release is not known"
                : "\(path) has no release that is neither a pre-release nor yanked"
        return finding(path: path, message: "no released version to pin to: \(reason)")
    }
}
