import Foundation
import Testing

@testable import DocCheckKit

/// Each reporter's output for the broken fixture repository equals its expected file.
@Suite struct ReporterTests {
    static let fixtures = PackageRoot.url.appendingPathComponent("Tests/DocCheckKitTests/Fixtures")

    func brokenRepository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        let source = Self.fixtures.appendingPathComponent("BrokenRepository")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try repo.write(name, bytes: Array(try Data(contentsOf: source.appendingPathComponent(name))))
        }
        return repo
    }

    func expected(_ reporter: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent("Reporters/\(reporter).expected"), encoding: .utf8)
    }

    @Test(arguments: ["xcode", "github-actions"])
    func textReportersMatchTheirExpectedFiles(_ reporter: String) throws {
        let repo = try brokenRepository()
        let result = try DocCheckProcess.run(["verify", "--reporter", reporter], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput == (try expected(reporter)))
        #expect(result.standardError.contains("2 errors, 0 warnings in 1 document"))
    }

    @Test(arguments: ["json", "sarif"])
    func jsonReportersMatchTheirExpectedFiles(_ reporter: String) throws {
        let repo = try brokenRepository()
        let result = try DocCheckProcess.run(["verify", "--reporter", reporter], in: repo.root)
        #expect(result.status == 1)
        let actual = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? NSDictionary
        let wanted = try JSONSerialization.jsonObject(with: Data(try expected(reporter).utf8)) as? NSDictionary
        #expect(actual != nil)
        #expect(actual == wanted)
    }

    /// The fields SARIF 2.1.0's schema requires, and the ones GitHub code scanning reads.
    @Test func sarifHasTheRequiredFields() throws {
        let repo = try brokenRepository()
        let output = try DocCheckProcess.run(["verify", "--reporter", "sarif"], in: repo.root).standardOutput
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "doccheck")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { $0["id"] is String && (($0["shortDescription"] as? [String: Any])?["text"] is String) })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == id)
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "README.md")
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }
    }

    @Test func strictRaisesWarningsToErrors() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# P\n\n| A | B |\n| --- | --- |\n| 1 |\n"])
        let plain = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(plain.status == 0)
        #expect(plain.standardOutput.contains("README.md:5:2: warning: [table-column-count]"), "\(plain.standardOutput)")
        #expect(plain.standardError.contains("0 errors, 1 warning in 1 document"), "\(plain.standardError)")
        let strict = try DocCheckProcess.run(["verify", "--strict"], in: repo.root)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("README.md:5:2: error: [table-column-count]"), "\(strict.standardOutput)")
        #expect(strict.standardError.contains("1 error, 0 warnings in 1 document"), "\(strict.standardError)")
    }

    @Test func quietDropsTheSummaryAndABadReporterIsAUsageError() throws {
        let repo = try brokenRepository()
        let quiet = try DocCheckProcess.run(["verify", "--quiet"], in: repo.root)
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.status == 1)
        let bad = try DocCheckProcess.run(["verify", "--reporter", "yaml"], in: repo.root)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("The value 'yaml' is invalid for '--reporter <name>'"))
    }
}

/// Reporters' handling of single findings: paths as SARIF URIs, repeats merged.
@Suite struct ReporterFieldTests {
    @Test(arguments: [
        ("Docs/Über uns.md", "Docs/%C3%9Cber%20uns.md"),
        ("README.md", "README.md"),
        ("Docs/a#b?c%d.md", "Docs/a%23b%3Fc%25d.md"),
        ("日本/ガイド.md", "%E6%97%A5%E6%9C%AC/%E3%82%AC%E3%82%A4%E3%83%89.md"),
    ])
    func sarifWritesPathsAsURIs(path: String, uri: String) throws {
        let finding = LinkPathRule.finding(path: path, location: .init(line: 2, column: 3), message: "m")
        let output = SARIFReporter().report([finding])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == uri)
        #expect(URL(string: uri) != nil)
    }

    @Test func identicalFindingsAreMergedInOrder() {
        let first = LinkPathRule.finding(path: "README.md", location: .init(line: 3, column: 1), message: "a")
        let second = LinkPathRule.finding(path: "README.md", location: .init(line: 3, column: 1), message: "b")
        let merged = Array(repeating: [first, second], count: 100_000).flatMap { $0 }.merged()
        #expect(merged == [first, second])
    }

    static func brokenLinks(lines: [Int]) -> [Diagnostic] {
        lines.map {
            LinkPathRule.finding(path: "README.md", location: .init(line: $0, column: 5), message: "link to 'x.md' names no file")
        }
    }

    @Test func xcodePrintsTenOfAGroupOfIdenticalFindingsAndCountsTheRest() {
        let repeated = Self.brokenLinks(lines: Array(3...27))
        let other = LinkAnchorRule.finding(path: "README.md", location: .init(line: 30, column: 1), message: "other")
        let lines = XcodeReporter().report(repeated + [other]).split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[9] == "README.md:12:5: error: [link-path] link to 'x.md' names no file")
        #expect(
            lines[10]
                == "README.md:13:5: note: [link-path] 15 more findings with the same message on lines 13-27; --reporter json or sarif lists every one"
        )
        #expect(lines[11] == "README.md:30:1: error: [link-anchor] other")
    }

    @Test func xcodePrintsEveryFindingOfASmallGroup() {
        let repeated = Self.brokenLinks(lines: Array(1...RepeatedFindings.shown))
        #expect(XcodeReporter().report(repeated) == repeated.map { XcodeReporter().line(for: $0) }.joined())
    }

    @Test func findingsInAnotherFileOrWithOtherWordsAreAnotherGroup() {
        var repeated = Self.brokenLinks(lines: Array(1...11))
        repeated[10].path = "Docs/Guide.md"
        #expect(!XcodeReporter().report(repeated).contains("more finding"))
        repeated = Self.brokenLinks(lines: Array(1...11))
        repeated[10].message = "another"
        #expect(!XcodeReporter().report(repeated).contains("more finding"))
        repeated = Self.brokenLinks(lines: Array(1...11))
        #expect(XcodeReporter().report(repeated).contains("README.md:11:5: note: [link-path] 1 more finding with the same message on line 11;"))
    }

    @Test(arguments: ["json", "sarif", "github-actions"])
    func machineReportersListEveryFindingOfAGroup(_ name: String) throws {
        let reporter = try #require(Reporters.named(name))
        let output = reporter.report(Self.brokenLinks(lines: Array(1...40)))
        #expect(output.components(separatedBy: "names no file").count - 1 == 40)
    }
}
