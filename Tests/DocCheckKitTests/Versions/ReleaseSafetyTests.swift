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

    /// `verify`'s advice on a pin is what `fix-pins` does: "run 'doccheck fix-pins'" only where
    /// it rewrites the pin and `verify` is then clean; where it refuses (a pin ahead of the
    /// release, a tag newer than the CHANGELOG), the note says what comes first.
    @Test(arguments: ["stale", "ahead", "newer tag"])
    func verifysAdviceOnAPinIsWhatFixPinsDoes(_ kind: String) throws {
        let branch = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", branch: "main"),"#)
        let readme = kind == "ahead" ? Self.readme : branch
        let newest = kind == "ahead" ? "## [1.1.5] - 2026-03-01" : "## [1.2.0] - 2026-10-01"
        let repo = try VersionTestRepository.make(["README.md": readme, "CHANGELOG.md": Self.changelog(newest: newest)])
        if kind == "newer tag" {
            let tags = repo.root.appendingPathComponent(".git/refs/tags")
            try FileManager.default.createDirectory(at: tags, withIntermediateDirectories: true)
            try Data("0000000000000000000000000000000000000000\n".utf8).write(to: tags.appendingPathComponent("v1.3.0"))
        }
        let pins = try VersionTestRepository.findings("version-pin", in: repo)
        let notes = pins.flatMap(\.notes)
        #expect(pins.count == 1, "\(pins)")
        let advisesFixPins = notes.contains { $0.hasPrefix("run 'doccheck fix-pins'") }
        let fix = try DocCheckProcess.run(["fix-pins"], in: repo.root)
        #expect(advisesFixPins == (kind == "stale"), "\(notes)")
        #expect(fix.status == (advisesFixPins ? 0 : 2), "\(notes) \(fix.standardOutput)\(fix.standardError)")
        if advisesFixPins {
            #expect(try VersionTestRepository.findings("version-pin", in: repo).isEmpty)
        } else {
            let first = kind == "ahead" ? "if 1.2.0 is released, add its release to CHANGELOG.md" : "add the release of 1.3.0, the newest version tag"
            #expect(notes.contains { $0.hasPrefix(first) }, "\(notes)")
        }
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

/// The release comes from the CHANGELOG, else the newest version tag, else the podspecs'
/// `s.version`; the summary says which, and where the sources disagree one finding names both.
@Suite struct ReleaseSourceTests {
    static func tag(_ names: [String], in repo: TemporaryRepository) throws {
        let tags = repo.root.appendingPathComponent(".git/refs/tags")
        try FileManager.default.createDirectory(at: tags, withIntermediateDirectories: true)
        for tag in names { try Data("0000000000000000000000000000000000000000\n".utf8).write(to: tags.appendingPathComponent(tag)) }
    }

    static let pinFrom1 = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", from: "1.0.0"),"#)

    @Test func theNewestTagIsTheReleaseWithoutAChangelog() throws {
        let repo = try VersionTestRepository.make([
            "README.md": Self.pinFrom1, "CHANGELOG.md": "# Changes\n\nEach release is on the releases page.\n",
        ])
        try Self.tag(["v1.9.0", "v2.1.0", "v2.2.0-beta.1"], in: repo)
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(
            report.inferred.contains(
                "release: 2.1.0 (from the version tag v2.1.0, as CHANGELOG.md lists no release); pins must be its canonical pin (\"pins\": \"canonical\")"
            ),
            "\(report.inferred)")
        let pins = report.diagnostics.filter { $0.ruleID == "version-pin" }
        #expect(pins.map(\.message).first?.contains("does not admit 2.1.0, the newest release in the version tag v2.1.0") == true, "\(pins)")
    }

    /// A CHANGELOG behind the tags: pins that admit the tagged release are right, and the
    /// CHANGELOG's lag is one finding that names both.
    @Test func aChangelogBehindTheTagsIsOneFinding() throws {
        let pin = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", from: "2.2.0"),"#)
        let repo = try VersionTestRepository.make(["README.md": pin])
        try Self.tag(["2.0.0", "2.2.0"], in: repo)
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(report.diagnostics.filter { $0.ruleID == "version-pin" }.isEmpty, "\(report.diagnostics)")
        let tags = report.diagnostics.filter { $0.ruleID == "version-tag" }
        #expect(tags.map(\.message) == ["the newest release is 2.0.0, the newest git tag is 2.2.0; add a '## [2.2.0] - YYYY-MM-DD' section"])
        #expect(
            report.inferred.contains {
                $0.hasPrefix("release: 2.2.0 (from the version tag 2.2.0, newer than 2.0.0, the newest release in CHANGELOG.md)")
            })
    }

    static let podspec = """
        Pod::Spec.new do |s|
          s.name         = 'KitPods'
          s.version      = '2.3.0'
          s.source       = { :git => 'https://github.com/example/kit.git', :tag => s.version }
        end

        """

    /// Without a CHANGELOG or tags, the podspec's `s.version` is the release, and pods are
    /// found by the podspec's name.
    @Test func thePodspecVersionIsTheLastSource() throws {
        let readme = "# Kit\n\n```ruby\npod 'KitPods', '~> 1.0'\n```\n"
        let repo = try VersionTestRepository.make(["README.md": readme, "CHANGELOG.md": "# Changes\n", "Kit.podspec": Self.podspec])
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(
            report.inferred.contains { $0.hasPrefix("release: 2.3.0 (from s.version of Kit.podspec, as there is no version tag") },
            "\(report.inferred)")
        let pins = report.diagnostics.filter { $0.ruleID == "version-pin" }
        #expect(pins.map { $0.location?.line } == [4], "\(pins)")
        #expect(pins.first?.message.contains("does not admit 2.3.0") == true, "\(pins)")
    }

    /// A podspec whose `s.version` is not the CHANGELOG's release: one finding at its line.
    @Test func aPodspecThatDisagreesIsOneFinding() throws {
        let repo = try VersionTestRepository.make(["README.md": "# Kit\n", "Kit.podspec": Self.podspec])
        let findings = try VersionTestRepository.findings("version-tag", in: repo)
        #expect(findings.map(\.path) == ["Kit.podspec"])
        #expect(findings.first?.location?.line == 3)
        #expect(findings.first?.severity == .error)
        #expect(
            findings.first?.message
                == "s.version is 2.3.0, newer than the newest release 2.0.0 (from CHANGELOG.md); add the release there, or set s.version to 2.0.0")
        let agreeing = try VersionTestRepository.make([
            "README.md": "# Kit\n", "Kit.podspec": Self.podspec.replacingOccurrences(of: "2.3.0", with: "2.0.0"),
        ])
        #expect(try VersionTestRepository.findings("version-tag", in: agreeing).isEmpty)
    }
}
