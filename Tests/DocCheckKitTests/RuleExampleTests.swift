import DocCheckKit
import Foundation
import Testing

/// Every rule fires on each of its triggering examples, at the stated file and line, and stays
/// quiet on its non-triggering ones: the examples in the rules' own descriptions are the tests.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var example: RuleExample
        var triggers: Bool
        var index: Int
        var testDescription: String { "\(rule) \(triggers ? "fires" : "stays quiet") #\(index + 1)" }
    }

    static let cases: [Case] = RuleRegistry.descriptions.flatMap { description in
        description.triggeringExamples.enumerated().map { Case(rule: description.id, example: $1, triggers: true, index: $0) }
            + description.nonTriggeringExamples.enumerated().map { Case(rule: description.id, example: $1, triggers: false, index: $0) }
    }

    @Test func everyRuleHasExamplesBothWays() {
        for description in RuleRegistry.descriptions {
            #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
        }
        #expect(Set(RuleRegistry.descriptions.map(\.id)).count == RuleRegistry.descriptions.count, "rule ids are unique")
    }

    /// `--disable` matches a rule by its cheap `id`; the findings and the reference carry its
    /// description's.
    @Test func everyRuleIDIsItsDescriptionsID() {
        for rule in RuleRegistry.checks {
            #expect(rule.id == rule.description.id)
        }
    }

    @Test(arguments: cases) func ruleExample(_ testCase: Case) throws {
        let repo = try TemporaryRepository(files: testCase.example.files)
        let engine = DocCheck(repository: try Repository(root: repo.root))
        let findings = try engine.verify().diagnostics.filter { $0.ruleID == testCase.rule }
        if testCase.triggers {
            #expect(!findings.isEmpty, "no [\(testCase.rule)] finding")
            if let path = testCase.example.path {
                #expect(findings.contains { $0.path == path }, "\(findings)")
            }
            if let line = testCase.example.line {
                #expect(findings.contains { $0.location?.line == line }, "expected line \(line): \(findings)")
            }
        } else {
            #expect(findings.isEmpty, "\(findings)")
        }
    }
}
