import Foundation
import Testing

@testable import DocCheckKit

/// The registry's rules: one id each, and one catalogue of broken inputs. A rule's triggering
/// examples are the small repositories that break it (`RuleExampleTests` runs them, with
/// `--disable` too); its `mutations` are the ways `doccheck mutate` breaks a real one.
@Suite struct RuleRegistryTests {
    @Test func everyRuleHasItsOwnID() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    /// `mutate`'s catalogue is the rules' own: every mutation is listed by the rule it expects,
    /// and no two share an id.
    @Test func everyMutationIsItsRules() {
        let mutations = MutationCatalogue.all
        #expect(mutations.count == 32)
        #expect(Set(mutations.map(\.id)).count == mutations.count, "\(mutations.map(\.id))")
        for rule in RuleRegistry.all {
            let own = type(of: rule).mutations.map(\.id)
            #expect(mutations.filter { $0.expectedRules == [rule.id] }.map(\.id) == own, "\(rule.id)")
        }
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
