import Testing

@testable import DocCheckKit

/// The released version comes from the CHANGELOG's newest release heading; a CHANGELOG that
/// cannot give one, or gives it out of order, is a located error.
@Suite struct ChangelogTests {
    func changelog(_ text: String) -> Changelog {
        Changelog(document: MarkdownDocument(path: "CHANGELOG.md", text: text))
    }

    @Test func newestReleaseIsTheReleasedVersionNeverUnreleased() throws {
        let parsed = changelog(VersionTestRepository.changelog)
        #expect(parsed.findings.isEmpty)
        #expect(parsed.releases.map(\.version.description) == ["2.0.0", "1.0.0"])
        let latest = try #require(parsed.latest)
        #expect(latest.date == "2026-11-29")
        #expect(latest.lines == 5...8)
        #expect(parsed.unreleased?.range?.start.line == 3)
    }

    @Test func headingsWithLinkReferencesAreRead() {
        let text =
            "# C\n\n## [Unreleased]\n\n## [2.0.0] - 2026-11-29\n\n[Unreleased]: https://x.org/a/b/compare/2.0.0...HEAD\n[2.0.0]: https://x.org/a/b/releases/tag/2.0.0\n"
        let parsed = changelog(text)
        #expect(parsed.findings.isEmpty)
        #expect(parsed.latest?.version == SemanticVersion(2, 0, 0))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var line: Int?
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no release", text: "# C\n\n## [Unreleased]\n\n- Work.\n", line: 3, message: "no released version"),
        Case(
            name: "version 2.0.0.1", text: "# C\n\n## [2.0.0.1] - 2026-11-29\n\n## [1.0.0] - 2026-01-01\n", line: 3,
            message: "version '2.0.0.1' is not a semantic version"),
        Case(
            name: "version v2.0.0 among plain versions",
            text: "# C\n\n## [v2.0.0] - 2026-11-29\n\n## [1.0.0] - 2026-01-01\n\n## [0.9.0] - 2025-01-01\n",
            line: 3, message: "is written '## [vX.Y.Z] - YYYY-MM-DD', unlike this CHANGELOG's other releases, '## [X.Y.Z] - YYYY-MM-DD'"),
        Case(
            name: "no date among dated releases", text: "# C\n\n## [2.0.0]\n\n## [1.0.0] - 2026-01-01\n\n## [0.9.0] - 2025-01-01\n", line: 3,
            message: "is written '## [X.Y.Z]'"),
        Case(
            name: "a date in a named release", text: "# C\n\n## 2.0.0 - Flight (2026-13-01)\n\n## 1.0.0 - Start (2026-01-01)\n", line: 3,
            message: "release 2.0.0 has date '2026-13-01'; write the date as YYYY-MM-DD"),
        Case(
            name: "a version twice", text: "# C\n\n## 1.0.0 (2026-01-02)\n\n## 1.0.0 (2026-01-01)\n", line: 5,
            message: "version 1.0.0 appears twice, here and at line 3"),
        Case(name: "impossible date", text: "# C\n\n## [2.0.0] - 2026-02-30\n", line: 3, message: "write the date as YYYY-MM-DD"),
        Case(
            name: "versions out of order", text: "# C\n\n## [1.0.0] - 2025-01-01\n\n## [2.0.0] - 2026-01-01\n", line: 5,
            message: "version 2.0.0 is listed below 1.0.0"),
        Case(
            name: "unreleased below a release", text: "# C\n\n## [1.0.0] - 2026-01-01\n\n## [Unreleased]\n", line: 5,
            message: "'Unreleased' must come before the releases"),
    ]

    /// A CHANGELOG with no release heading at all is not judged heading by heading: it is not
    /// read (and the summary says so).
    @Test(arguments: [
        "# C\n", "# C\n\nEach release is described on the releases page.\n", "# C\n\n## 2.0 Migration Guide\n\n## Older Changes\n",
        "# C\n\n1.10.0\n\n- A fix.\n",
    ])
    func aChangelogInAnotherFormIsNotRead(_ text: String) {
        let read = changelog(text)
        #expect(!read.isRecognised)
        #expect(read.findings.isEmpty)
        #expect(read.latest == nil)
    }

    /// A fix to an older line is released after a newer one: the dates are not compared.
    @Test func aBackportDatedAfterANewerReleaseIsFine() {
        let read = changelog("# C\n\n## [1.3.0] - 2026-01-01\n\n## [1.2.4] - 2026-02-01\n\n## [1.2.3] - 2025-12-01\n")
        #expect(read.findings.isEmpty)
        #expect(read.latest?.version.description == "1.3.0")
    }

    /// A file that dates its releases may list them by date: a maintenance release of an
    /// older line, released after the newer one, is above it. The release is still the
    /// highest version; without dates the versions decide.
    @Test func releasesListedByDateAreInOrder() {
        let byDate = changelog("# C\n\n## [0.4.0] - 2026-03-04\n\n## [1.0.0] - 2026-03-01\n\n## [0.3.0] - 2026-01-01\n")
        #expect(byDate.findings.isEmpty, "\(byDate.findings)")
        #expect(byDate.latest?.version.description == "1.0.0")
        let undated = changelog("# C\n\n## 0.4.0\n\n## 1.0.0\n")
        #expect(undated.findings.map(\.message) == ["version 1.0.0 is listed below 0.4.0; list releases newest first"])
    }

    /// A version the repository tags is a release however it is numbered: a fourth number, or
    /// a heading that groups a release with its hotfix. It is never malformed; the release is
    /// the highest semantic version (SwiftPM resolves no other).
    @Test func versionsTheRepositoryTagsAreNeverMalformed() {
        let text =
            "# C\n\n## 4.7.0 ~ 4.7.0.1 (2026-03-01)\n\n## 4.4.8.2 (2026-02-01)\n\n## 4.4.8 (2026-01-01)\n\n## 4.4.7, 4.4.7.1 (2025-12-01)\n"
        let tagged = Changelog(
            document: MarkdownDocument(path: "CHANGELOG.md", text: text), tags: ["4.7.0", "4.7.0.1", "4.4.8.2", "4.4.8", "4.4.7", "v4.4.7.1"])
        #expect(tagged.findings.isEmpty, "\(tagged.findings)")
        #expect(tagged.releases.map(\.version.description) == ["4.7.0", "4.4.8", "4.4.7"])
        #expect(tagged.releases.map(\.written) == ["4.7.0", "4.4.8", "4.4.7"])
        #expect(tagged.latest?.version.description == "4.7.0")
        // A newest heading that is only a tagged four-part version leaves the one below it the release.
        let hotfixFirst = Changelog(
            document: MarkdownDocument(path: "CHANGELOG.md", text: "# C\n\n## 4.4.8.2\n\n## 4.4.8\n"), tags: ["4.4.8.2", "4.4.8"])
        #expect(hotfixFirst.findings.isEmpty)
        #expect(hotfixFirst.latest?.version.description == "4.4.8")
        // Untagged, each four-part version is one finding at its heading, the grouped one too.
        let untagged = changelog(text)
        #expect(untagged.findings.map(\.location?.line) == [3, 5, 9])
        #expect(
            untagged.findings.map(\.message).first
                == "version '4.7.0.1' is not a semantic version, nor a tag of the repository; write MAJOR.MINOR.PATCH, such as '1.0.0'")
        // A date after a comma or a slash is a date, not a grouped version.
        #expect(ReleaseHeading("1.2.0 / 2026-01-01")?.grouped == [])
        #expect(ReleaseHeading("1.2.0, 2026.02.01 (2026-02-01)")?.grouped == [])
        #expect(ReleaseHeading("1.2.0 ~ 1.2.0.1 (2026-02-01)")?.grouped == ["1.2.0.1"])
    }

    /// A link after the release's date (its compare page) is not part of the heading's form,
    /// in an ATX or a setext heading, with a blank line after it or not.
    @Test func aLinkAfterTheReleaseIsItsComparePage() {
        let setext = changelog(
            "Changes\n=======\n\n0.16.0 (28-01-2026), [diff][d16]\n===============================\n\n* a\n\n0.15.2 (12-01-2026), [diff][d15]\n===============================\n* b\n\n0.15.1 (11-01-2026)\n===================\n\n[d16]: https://x.org/a/b/compare/0.15.2...0.16.0\n[d15]: https://x.org/a/b/compare/0.15.1...0.15.2\n"
        )
        #expect(setext.findings.isEmpty, "\(setext.findings)")
        #expect(setext.releases.map(\.version.description) == ["0.16.0", "0.15.2", "0.15.1"])
        let atx = changelog("# C\n\n## 2.0.0 (2026-02-01) - [diff](https://x.org/a/b/compare/1.0.0...2.0.0)\n\n## 1.0.0 (2026-01-01)\n")
        #expect(atx.findings.isEmpty, "\(atx.findings)")
        #expect(atx.latest?.version.description == "2.0.0")
        // A heading that is no release with a link in it stays one problem, at its line.
        let broken = changelog("Changes\n=======\n\n0.16.0 (28-01-2026) and [diff](x) more\n===\n\n* a\n\n0.15.1 (11-01-2026)\n===\n")
        #expect(broken.findings.map(\.location?.line) == [4])
    }

    /// The heading `version-tag` asks for is written as the CHANGELOG writes its own: with
    /// its version a link where the releases are links, to the next compare page.
    @Test func aMissingReleaseIsSuggestedInTheFilesOwnForm() {
        let linked = changelog(
            "# C\n\n## [5.0.1](https://github.com/o/kit/compare/5.0.0...5.0.1) (2026-03-01)\n\n## [5.0.0](https://github.com/o/kit/compare/4.0.0...5.0.0) (2026-01-01)\n"
        )
        #expect(linked.findings.isEmpty)
        #expect(linked.releases.first?.link == "https://github.com/o/kit/compare/5.0.0...5.0.1")
        #expect(linked.heading(for: SemanticVersion(5, 0, 2)) == "## [5.0.2](https://github.com/o/kit/compare/5.0.1...5.0.2) (YYYY-MM-DD)")
        let tagPages = changelog("# C\n\n## [5.0.1](https://github.com/o/kit/releases/tag/5.0.1)\n")
        #expect(tagPages.heading(for: SemanticVersion(5, 0, 2)) == "## [5.0.2](https://github.com/o/kit/releases/tag/5.0.2)")
        #expect(changelog("# C\n\n## 5.0.1 (2026-03-01)\n").heading(for: SemanticVersion(5, 0, 2)) == "## 5.0.2 (YYYY-MM-DD)")
    }

    @Test(arguments: cases) func brokenChangelogIsALocatedError(_ testCase: Case) throws {
        let problem = try #require(changelog(testCase.text).findings.first)
        #expect(problem.ruleID == "changelog")
        #expect(problem.location?.line == testCase.line)
        #expect(problem.message.contains(testCase.message), "\(problem.message)")
    }

    @Test func linksPointAtThisRepositoryAndNameTheirVersion() throws {
        let text =
            VersionTestRepository.changelog + """

                [Unreleased]: https://github.com/example/kit/compare/1.0.0...HEAD
                [2.0.0]: https://github.com/someone-else/kit/compare/1.0.0...2.0.0
                [1.0.0]: https://github.com/Example/Kit/releases/tag/v1.0.0

                """
        let repository = try VersionTestRepository.make(["README.md": "# Kit\n", "CHANGELOG.md": text])
        let findings = try VersionTestRepository.findings("changelog", in: repository)
        #expect(findings.map { $0.location?.line } == [3, 5])
        #expect(findings[0].message == "link 'Unreleased' points at 'https://github.com/example/kit/compare/1.0.0...HEAD', which does not name 2.0.0")
        #expect(findings[1].message == "link '2.0.0' points at github.com/someone-else/kit, not this package's repository github.com/example/kit")
    }

    @Test func withoutACanonicalURLOnlyTheFormIsChecked() throws {
        let text = VersionTestRepository.changelog + "\n[2.0.0]: https://github.com/someone-else/kit/compare/1.0.0...2.0.0\n"
        let repository = try TemporaryRepository(files: ["README.md": "# Kit\n", "CHANGELOG.md": text])
        #expect(try VersionTestRepository.findings("changelog", in: repository).isEmpty)
    }
}

/// Each form packages write their CHANGELOGs in gives the release, and a CHANGELOG written in
/// one form throughout has no problem, however many releases it lists.
@Suite struct ChangelogFormTests {
    func changelog(_ text: String) -> Changelog {
        Changelog(document: MarkdownDocument(path: "CHANGELOG.md", text: text))
    }

    @Test(arguments: [
        ("## 1.2.0\n\n- Fix.\n\n## 1.1.0\n", "1.2.0", "## X.Y.Z"),
        ("## v1.2.0\n\n## v1.1.0\n", "1.2.0", "## vX.Y.Z"),
        ("# [15.0.1] - 2022-08-11\n\n### Added\n\n- A.\n\n### Fixed\n\n# [15.0.0] - 2022-08-01\n\n### Added\n", "15.0.1", "# [X.Y.Z] - YYYY-MM-DD"),
        ("## 8.11.0 - Steady Flight (2026-07-20)\n\n## 8.10.0 - Calm Air (2026-05-02)\n", "8.11.0", "## X.Y.Z - Name (YYYY-MM-DD)"),
        (
            "## [1.2.0](https://github.com/acme/kit/compare/v1.1.0...v1.2.0) (2026-02-01)\n\n### Features\n\n## [1.1.0](https://github.com/acme/kit/compare/v1.0.0...v1.1.0) (2026-01-01)\n",
            "1.2.0", "## [X.Y.Z](…) (YYYY-MM-DD)"
        ),
        ("## 1.2.0 (2026-02-01)\n\n## 1.1.0 (2026-01-01)\n", "1.2.0", "## X.Y.Z (YYYY-MM-DD)"),
        ("## Nuke 13.2.0\n\n## Nuke 13.0\n\n## Nuke 12.9.1\n", "13.2.0", "## Nuke X.Y.Z"),
        ("## 2.1.0 (unreleased)\n\n## 2.0.0 (2026-02-01)\n", "2.0.0", "## X.Y.Z (YYYY-MM-DD)"),
        ("## 2.0.0 Beta 2\n\n## 2.0.0 Beta 1\n\n## 1.9.0\n", "1.9.0", "## X.Y.Z"),
    ])
    func eachFormGivesTheRelease(_ text: String, _ release: String, _ form: String) {
        let read = changelog("# Changelog\n\n" + text)
        #expect(read.isRecognised)
        #expect(read.findings.isEmpty, "\(read.findings)")
        #expect(read.latest?.version.description == release)
        #expect(read.form?.description.replacingOccurrences(of: "[X.Y.Z]", with: "X.Y.Z") == form.replacingOccurrences(of: "[X.Y.Z]", with: "X.Y.Z"))
    }

    /// 209 releases written `## X.Y.Z - Name (date)` throughout: nothing to report.
    @Test func aLongChangelogInOneFormHasNoProblem() {
        var text = "# Changelog\n"
        for minor in (0..<209).reversed() { text += "\n## 8.\(minor).0 - Release \(minor) (2026-07-20)\n\n- Change.\n" }
        let read = changelog(text)
        #expect(read.findings.isEmpty)
        #expect(read.releases.count == 209)
        #expect(read.latest?.version.description == "8.208.0")
    }

    /// Headings in another form are one warning for the form, at its first heading, with how many there are.
    @Test func anotherFormIsOneWarning() {
        let read = changelog("# C\n\n## 3.0.0\n\n## 2.0.0\n\n## 1.0.0\n\n## v0.3.0\n\n## v0.2.0\n")
        #expect(read.findings.count == 1)
        #expect(read.findings.first?.severity == .warning)
        #expect(read.findings.first?.location?.line == 9)
        #expect(read.findings.first?.message.hasSuffix("(2 headings are written this way)") == true, "\(read.findings)")
        #expect(read.latest?.version.description == "3.0.0")
    }

    /// A malformed newest heading leaves the release unknown: no older release takes its place.
    @Test func aMalformedNewestHeadingLeavesNoRelease() {
        let read = changelog("# C\n\n## [1.2.0] - 2026-10-1\n\n## [1.1.0] - 2026-09-01\n")
        #expect(read.findings.map { $0.location?.line } == [3])
        #expect(read.newestIsMalformed)
        #expect(read.latest == nil)
    }
}

/// What the release headings hold, at whatever level they stand, and which of their links are judged.
@Suite struct ChangelogLevelTests {
    func changelog(_ text: String) -> Changelog {
        Changelog(document: MarkdownDocument(path: "CHANGELOG.md", text: text))
    }

    /// A CHANGELOG that moved its releases from `#` to `##`: the newest `##` release is the
    /// release, and the change of level is one warning.
    @Test func releasesAtTwoLevelsAreAllRead() {
        let read = changelog(
            "# CHANGELOG\n\n## [v8.0.0](https://github.com/acme/kit/releases/tag/8.0.0)\n\n### Added\n\n## [v5.0.0](https://github.com/acme/kit/releases/tag/5.0.0)\n\n# [v4.6.0](https://github.com/acme/kit/releases/tag/4.6.0)\n\n# v4.5.0\n\n# v4.4.0\n"
        )
        #expect(read.latest?.version.description == "8.0.0")
        #expect(read.releases.count == 5)
        #expect(read.findings.map { $0.location?.line } == [3])
        #expect(read.findings.first?.severity == .warning)
        #expect(
            read.findings.first?.message.contains("is written '## [vX.Y.Z](…)', unlike this CHANGELOG's other releases, '# vX.Y.Z'") == true,
            "\(read.findings)")
    }

    /// A pre-release heading inside a release's section is part of that release.
    @Test func aReleaseInsideAnotherIsPartOfIt() {
        let read = changelog("# C\n\n## 2.0.0\n\n### 2.0.0-beta.1\n\n- Early.\n\n## 1.0.0\n")
        #expect(read.releases.map(\.version.description) == ["2.0.0", "1.0.0"])
        #expect(read.findings.isEmpty)
        #expect(read.latest?.lines == 3...8)
    }

    /// Only the headings' links are judged, each against its version as written; an entry's
    /// link to a dependency's release and an `Unreleased` link to the branch are not findings.
    @Test func onlyHeadingLinksAreJudgedAsWritten() throws {
        let text = """
            # Changelog

            ## [Unreleased](https://github.com/example/kit/tree/HEAD)

            ## [3.1](https://github.com/example/kit/releases/tag/3.1)

            - Updated Stencil to [0.7.2](https://github.com/kylef/stencil/releases/tag/0.7.2).

            ## [3.0](https://github.com/example/kit/releases/tag/3.1)

            """
        let repository = try VersionTestRepository.make(["README.md": "# Kit\n", "CHANGELOG.md": text])
        let findings = try VersionTestRepository.findings("changelog", in: repository)
        #expect(findings.map { $0.location?.line } == [9], "\(findings)")
        #expect(findings.first?.message == "link '3.0' points at 'https://github.com/example/kit/releases/tag/3.1', which does not name 3.0")
    }
}
