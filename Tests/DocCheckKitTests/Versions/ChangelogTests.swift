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
        #expect(parsed.problems.isEmpty)
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
        #expect(parsed.problems.isEmpty)
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
        Case(name: "version 2.0", text: "# C\n\n## [2.0] - 2026-11-29\n", line: 3, message: "version '2.0' is not a semantic version"),
        Case(
            name: "version v2.0.0", text: "# C\n\n## [v2.0.0] - 2026-11-29\n", line: 3,
            message: "starts with 'v'; write versions without it, as '2.0.0'"),
        Case(name: "no date", text: "# C\n\n## [2.0.0]\n", line: 3, message: "is not a release"),
        Case(name: "impossible date", text: "# C\n\n## [2.0.0] - 2026-02-30\n", line: 3, message: "write the date as YYYY-MM-DD"),
        Case(
            name: "versions out of order", text: "# C\n\n## [1.0.0] - 2026-01-01\n\n## [2.0.0] - 2025-01-01\n", line: 5,
            message: "version 2.0.0 is listed below 1.0.0"),
        Case(
            name: "unreleased below a release", text: "# C\n\n## [1.0.0] - 2026-01-01\n\n## [Unreleased]\n", line: 5,
            message: "'Unreleased' must come before the releases"),
    ]

    /// A CHANGELOG in another form, or with no release heading at all, is not judged heading
    /// by heading: it is not read (and the summary says so).
    @Test(arguments: [
        "# C\n", "# C\n\n## 2.0.0 (2026-01-02)\n\n## 1.0.0\n", "# C\n\n# 2.0.0\n\n# 1.0.0\n",
        "# C\n\n## [Unreleased](https://example.com/compare/2.0.0...HEAD)\n\n## [2.0.0](https://example.com/tree/2.0.0) (2026-01-02)\n",
    ])
    func aChangelogInAnotherFormIsNotRead(_ text: String) {
        let read = changelog(text)
        #expect(!read.isRecognised)
        #expect(read.problems.isEmpty)
        #expect(read.latest == nil)
    }

    /// A fix to an older line is released after a newer one: the dates are not compared.
    @Test func aBackportDatedAfterANewerReleaseIsFine() {
        let read = changelog("# C\n\n## [1.3.0] - 2026-01-01\n\n## [1.2.4] - 2026-02-01\n\n## [1.2.3] - 2025-12-01\n")
        #expect(read.problems.isEmpty)
        #expect(read.latest?.version.description == "1.3.0")
    }

    @Test(arguments: cases) func brokenChangelogIsALocatedError(_ testCase: Case) throws {
        let problem = try #require(changelog(testCase.text).problems.first)
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
