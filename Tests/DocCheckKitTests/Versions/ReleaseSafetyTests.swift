import Foundation
import Testing

@testable import DocCheckKit

/// The release pins must admit is the newest real release: a malformed newest heading, a
/// pre-release or a yanked release never lets an older one take its place, and `fix-pins`
/// never lowers a pin.
@Suite struct ReleaseSafetyTests {
    static let readme = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", from: "1.2.0"),"#)

    static func changelog(newest heading: String) -> String {
        "# Changelog\n\n\(heading)\n\n- Newest.\n\n## [1.1.0] - 2026-01-15\n\n- Older.\n"
    }

    func run(_ arguments: [String], changelog: String, readme: String = Self.readme) throws -> (DocCheckProcess.Result, TemporaryRepository) {
        let repo = try VersionTestRepository.make(["README.md": readme, "CHANGELOG.md": changelog])
        return (try DocCheckProcess.run(arguments, in: repo.root), repo)
    }

    /// A typo in the newest date: the heading is an error, and fix-pins writes nothing rather
    /// than take 1.1.0 for the release.
    @Test func aMalformedNewestReleaseIsNotReplacedByAnOlderOne() throws {
        let changelog = Self.changelog(newest: "## [1.2.0] - 2026-10-1")
        let (fix, repo) = try run(["fix-pins"], changelog: changelog)
        #expect(fix.status == 1)
        #expect(try repo.read("README.md") == Self.readme)
        #expect(fix.standardOutput.contains("the newest release heading of CHANGELOG.md is malformed"), "\(fix.standardOutput)")
        let findings = try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
        let described = findings.map { "\($0.ruleID) \($0.location?.line ?? 0)" }
        #expect(described.contains("changelog 3"), "\(described)")
        #expect(!findings.contains { $0.ruleID == "version-pin" }, "no pin is judged against an older release")
    }

    @Test(arguments: ["## [1.3.0-beta.1] - 2026-11-01", "## [1.3.0] - 2026-11-01 [YANKED]"])
    func preReleasesAndYankedReleasesAreNotTheRelease(_ heading: String) throws {
        let changelog = "# Changelog\n\n\(heading)\n\n## [1.2.0] - 2026-10-01\n\n## [1.1.0] - 2026-01-15\n"
        let repo = try VersionTestRepository.make(["README.md": Self.readme, "CHANGELOG.md": changelog])
        let facts = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(facts.diagnostics.filter { $0.ruleID == "version-pin" }.isEmpty, "from: 1.2.0 is the canonical pin of 1.2.0: \(facts.diagnostics)")
        let changelogDocument = MarkdownDocument(path: "CHANGELOG.md", text: changelog)
        #expect(Changelog(document: changelogDocument).latest?.version.description == "1.2.0")
    }

    /// A pin that asks for more than the CHANGELOG's release: the CHANGELOG is behind, and
    /// fix-pins refuses (exit 2) rather than lower the pin.
    @Test func fixPinsRefusesToLowerAPin() throws {
        let (fix, repo) = try run(["fix-pins"], changelog: Self.changelog(newest: "## [1.1.5] - 2026-03-01"))
        #expect(fix.status == 2, "\(fix.standardOutput)\(fix.standardError)")
        #expect(fix.standardOutput.contains("asks for 1.2.0 or later, newer than 1.1.5"), "\(fix.standardOutput)")
        #expect(try repo.read("README.md") == Self.readme)
    }

    /// A CocoaPods pin is quoted once in a message.
    @Test func aQuotedPinIsNotQuotedAgain() throws {
        let readme = "# Kit\n\n```ruby\npod 'KitCore', '~> 1.0'\n```\n"
        let repo = try VersionTestRepository.make(["README.md": readme])
        let messages = try VersionTestRepository.findings("version-pin", in: repo).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("CocoaPods pin '~> 1.0' ") == true, "\(messages)")
        #expect(messages.first?.hasSuffix("; write '~> 2.0'") == true, "\(messages)")
    }

    /// A version tag newer than the CHANGELOG's release: fix-pins refuses rather than write
    /// the older release.
    @Test func fixPinsRefusesWhenATagIsNewerThanTheRelease() throws {
        let readme = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", branch: "main"),"#)
        let repo = try VersionTestRepository.make(["README.md": readme, "CHANGELOG.md": Self.changelog(newest: "## [1.2.0] - 2026-10-01")])
        let tags = repo.root.appendingPathComponent(".git/refs/tags")
        try FileManager.default.createDirectory(at: tags, withIntermediateDirectories: true)
        try Data("0000000000000000000000000000000000000000\n".utf8).write(to: tags.appendingPathComponent("v1.3.0"))
        let fix = try DocCheckProcess.run(["fix-pins"], in: repo.root)
        #expect(fix.status == 2)
        #expect(fix.standardOutput.contains("the newest version tag is 1.3.0, newer than 1.2.0"), "\(fix.standardOutput)")
        #expect(try repo.read("README.md") == readme)
    }

    /// Each package manager's own `~>`: CocoaPods (RubyGems) `~> 1.5.1` stops before 1.6;
    /// Carthage's "compatible with" stops before 2.0, and for 0.x before the next minor.
    @Test(arguments: [
        ("~> 1.5.1", false, "1.6.0"), ("~> 1.5", false, "2.0.0"), ("~> 1.5.1", true, "2.0.0"), ("~> 1.5", true, "2.0.0"),
        ("~> 0.4.1", true, "0.5.0"),
    ])
    func optimisticUpperBounds(_ requirement: String, _ carthage: Bool, _ upper: String) {
        let (_, constraint, _) = PackageManagerPinParser.constraint([requirement], carthage: carthage)
        guard case .versions(_, let bound, let included) = constraint else {
            Issue.record("\(constraint)")
            return
        }
        #expect(bound?.description == upper)
        #expect(!included)
    }
}

/// Where no CHANGELOG lists releases in Keep a Changelog form, the newest version tag is the
/// release, and the summary says so.
@Suite struct TagReleaseTests {
    @Test func theNewestTagIsTheReleaseWithoutAChangelog() throws {
        let readme = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", from: "1.0.0"),"#)
        let repo = try VersionTestRepository.make(["README.md": readme, "CHANGELOG.md": "# Changes\n\n## 2.1.0 (2026-03-01)\n"])
        let tags = repo.root.appendingPathComponent(".git/refs/tags")
        try FileManager.default.createDirectory(at: tags, withIntermediateDirectories: true)
        for tag in ["v1.9.0", "v2.1.0", "v2.2.0-beta.1"] {
            try Data("0000000000000000000000000000000000000000\n".utf8).write(to: tags.appendingPathComponent(tag))
        }
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(report.inferred.contains { $0.hasPrefix("release: 2.1.0 (from the version tag v2.1.0") }, "\(report.inferred)")
        let pins = report.diagnostics.filter { $0.ruleID == "version-pin" }
        #expect(pins.map(\.message).first?.contains("does not admit 2.1.0, the newest release in the version tag v2.1.0") == true, "\(pins)")
    }
}
