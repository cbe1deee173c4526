import Foundation
import Testing

@testable import DocCheckKit

/// Every finding `verify` reports comes from a rule of `RuleRegistry.all`: a repository
/// broken once for each id the engine's plans and scans emit yields that id at its line, and
/// no id that the registry does not list.
@Suite struct RuleRegistryTests {
    struct Breakage: CustomTestStringConvertible, Sendable {
        var rule: String
        var files: [String: String]
        var path = "README.md"
        var line: Int?
        var testDescription: String { rule }
    }

    static let breakages: [Breakage] = [
        Breakage(rule: "document", files: ["README.md": ""]),
        Breakage(rule: "marker", files: ["README.md": "# P\n\nText.\n\n<!-- doccheck:end demo -->\n"], line: 5),
        Breakage(
            rule: "generated-table",
            files: TableExamples.repository("# P\n\n" + TableExamples.table.replacingOccurrences(of: "| Alpha |", with: "| Alpha! |")).files,
            line: 6),
        Breakage(
            rule: "generated-region",
            files: TableExamples.repository("# P\n\n" + TableExamples.table.replacingOccurrences(of: "| ID | Name |", with: "|ID|Name|")).files,
            line: 4),
        Breakage(rule: "swift-block-status", files: ["README.md": "# P\n\nText.\n\n```swift\nlet b = 2\n```\n"], line: 5),
        Breakage(rule: "swift-block-syntax", files: ["README.md": "# P\n\nText.\n\n~~~\nopen\n"], line: 5),
        Breakage(
            rule: "examples-generated", files: ["README.md": "# P\n\n<!-- doccheck: test -->\n```swift\nlet b = 2\n```\n"],
            path: "Tests/ReadmeExamplesTests/Generated/README.swift"),
        Breakage(
            rule: "translation-table", files: TranslatedTableExamples.repository([TranslatedTableExamples.germanRows[1]]).files,
            path: "Translations/README.de.md", line: 7),
        Breakage(
            rule: "translation-untranslated",
            files: TranslatedTableExamples.repository(TranslatedTableExamples.germanRows + ["| `c` | Gamma | iOS |"], ids: ["a", "b", "c"]).files,
            path: "Translations/README.de.md", line: 11),
        Breakage(rule: "unused-disable", files: ["README.md": "# P\n\n<!-- doccheck:disable-next-line marker -->\nText.\n"], line: 3),
    ]

    @Test func everyRuleHasItsOwnID() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test(arguments: breakages) func breakageIsFoundByItsRule(_ breakage: Breakage) throws {
        let repo = try TemporaryRepository(files: breakage.files)
        let repository = try Repository(root: repo.root)
        let findings = try DocCheck(repository: repository).verify().diagnostics
        let listed = Set(RuleRegistry.all.map(\.id))
        #expect(findings.allSatisfy { listed.contains($0.ruleID) }, "\(findings)")
        #expect(
            findings.contains { $0.ruleID == breakage.rule && $0.path == breakage.path && $0.location?.line == breakage.line },
            "\(findings)")
        // `--disable` turns the id off.
        let disabled = try DocCheck(repository: repository, disabledRules: [breakage.rule]).verify().diagnostics
        #expect(!disabled.contains { $0.ruleID == breakage.rule }, "\(disabled)")
    }

    /// Every table's findings carry one rule id, with the region's name as a fact; a region's
    /// name is no rule id, and saying it where an id belongs is answered with the one to use.
    @Test func everyTableIsOneRuleWithItsRegionAsAFact() throws {
        let configuration = TableExamples.configuration.replacingOccurrences(
            of: #"} ] }"#, with: #"}, { "region": "other", "documents": ["README.md"], "source": "rows.json" } ] }"#)
        let table = TableExamples.table.replacingOccurrences(of: "| Alpha |", with: "| Alfa |")
        let files = [
            "README.md": "# P\n\n" + table + "\n" + table.replacingOccurrences(of: "demo-table", with: "other"),
            ".doccheck.json": configuration, "rows.json": TableExamples.rows,
        ]
        let repo = try TemporaryRepository(files: files)
        let findings = try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
        #expect(findings.map(\.ruleID) == ["generated-table", "generated-table"], "\(findings)")
        #expect(findings.map { $0.facts["region"] } == ["demo-table", "other"], "\(findings)")
        let disabled = try DocCheckProcess.run(["verify", "--disable", "demo-table"], in: repo.root)
        #expect(disabled.status == 2)
        #expect(
            disabled.standardError.contains(
                "--disable 'demo-table': no rule has this id; 'demo-table' is a table region, whose findings carry the rule id 'generated-table'"),
            "\(disabled.standardError)")
        try repo.write(".doccheck.json", configuration.replacingOccurrences(of: #"{ "tables""#, with: #"{ "rules": { "other": "off" }, "tables""#))
        let configured = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(configured.status == 2)
        #expect(configured.standardError.contains("'other' is a table region"), "\(configured.standardError)")
    }
}
