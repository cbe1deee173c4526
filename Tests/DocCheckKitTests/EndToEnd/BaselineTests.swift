import Foundation
import Testing

@testable import DocCheckKit

/// `verify --write-baseline` records the findings that stand; later runs report only new
/// ones, recognise a recorded finding after its line moved, and report an entry whose
/// finding is gone.
@Suite struct BaselineTests {
    static let readme = "# Kit\n\nFor details [click here](https://example.com).\n\nSee [setup](#setup).\n\n### Deep\n"

    private func recorded() throws -> TemporaryRepository {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        let written = try DocCheckProcess.run(["verify", "--write-baseline"], in: repo.root)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardError.contains("wrote .doccheck-baseline.json: 3 findings recorded"), "\(written.standardError)")
        return repo
    }

    @Test func aRecordedRepositoryIsClean() throws {
        let repo = try recorded()
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.contains("baseline: 3 findings recorded in .doccheck-baseline.json not reported"))
    }

    @Test func recordedFindingsStayRecordedWhenTheirLinesMove() throws {
        let repo = try recorded()
        try repo.write("README.md", Self.readme.replacingOccurrences(of: "# Kit\n", with: "# Kit\n\nA new first paragraph.\n\n"))
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
    }

    @Test func aNewFindingFailsAtItsLine() throws {
        let repo = try recorded()
        try repo.write("README.md", Self.readme + "\nRead [the guide](Guide.md).\n")
        let findings = try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
        #expect(findings.map { "\($0.ruleID) \($0.path ?? ""):\($0.location?.line ?? 0)" } == ["link-path README.md:9"])
    }

    @Test func aSecondIdenticalFindingIsNew() throws {
        let repo = try recorded()
        try repo.write("README.md", Self.readme + "\nFor details [click here](https://example.com).\n")
        let findings = try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
        #expect(findings.map { "\($0.ruleID) \($0.location?.line ?? 0)" } == ["link-text 9"])
    }

    @Test func anEntryWhoseFindingIsGoneIsReportedAtItsLine() throws {
        let repo = try recorded()
        try repo.write("README.md", Self.readme.replacingOccurrences(of: "### Deep", with: "## Deep"))
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        let lines = try repo.read(".doccheck-baseline.json").split(separator: "\n", omittingEmptySubsequences: false)
        let entryLine = try #require(lines.firstIndex { $0.contains("heading level 3") }).advanced(by: 1)
        let stale = report.diagnostics.filter { $0.ruleID == BaselineRule.id }
        #expect(stale.count == 1)
        #expect(stale.first?.path == ".doccheck-baseline.json")
        // The entry's object opens two lines above its message ("context", then "message").
        #expect(stale.first.map { (entryLine - 2)...entryLine ~= $0.location?.line ?? 0 } == true)
        #expect(stale.first?.message.contains("[heading-level] in README.md") == true)
        #expect(report.baselineHidden == 2)
    }

    @Test func anEntryOfADisabledRuleIsNotJudged() throws {
        let repo = try recorded()
        let result = try DocCheckProcess.run(["verify", "--disable", "link-text"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
    }

    @Test(arguments: [
        ("[]", ".doccheck-baseline.json:1:1: error: [configuration] the top level must be a JSON object"),
        (#"{"findings": [{"rule": "link-text"}]}"#, "missing key 'findings[0].message'"),
        (#"{"findings": [{"rule": "link-text", "message": 3}]}"#, "key 'findings[0].message' must be a string"),
        (#"{"entries": []}"#, "unknown key 'entries'"),
    ])
    func aMalformedBaselineStopsTheRun(text: String, says: String) throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme, ".doccheck-baseline.json": text])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 2)
        #expect((result.standardOutput + result.standardError).contains(says), "\(result.standardOutput)\(result.standardError)")
    }

    @Test func writingUnderStagedIsRefusedAndWritesNothing() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        let result = try DocCheckProcess.run(["verify", "--staged", "--write-baseline"], in: repo.root)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".doccheck-baseline.json").path))
    }

    @Test func theConfigurationNamesAnotherFile() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme, ".doccheck.json": #"{"baseline": "Docs/known.json"}"#])
        try FileManager.default.createDirectory(at: repo.root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        #expect(try DocCheckProcess.run(["verify", "--write-baseline"], in: repo.root).status == 0)
        #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent("Docs/known.json").path))
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
    }
}
