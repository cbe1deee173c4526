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
        for rule in RuleRegistry.all {
            #expect(rule.id == rule.description.id)
        }
    }

    @Test(arguments: cases) func ruleExample(_ testCase: Case) throws {
        let repo = try TemporaryRepository(files: testCase.example.files)
        let description = try #require(RuleRegistry.descriptions.first { $0.id == testCase.rule })
        switch description.checker {
        case .verify:
            let repository = try Repository(root: repo.root)
            let all = try DocCheck(repository: repository).verify().diagnostics
            let listed = Set(RuleRegistry.all.map(\.id))
            #expect(all.allSatisfy { listed.contains($0.ruleID) }, "\(all)")
            let findings = all.filter { $0.ruleID == testCase.rule }
            expect(testCase, findings.map { ($0.path, $0.location?.line) }, "\(findings)")
            // `--disable` turns the id off.
            if testCase.triggers {
                let disabled = try DocCheck(repository: repository, disabledRules: [testCase.rule]).verify().diagnostics
                #expect(!disabled.contains { $0.ruleID == testCase.rule }, "\(disabled)")
            }
        case .configuration:
            let run = Result { () throws(ConfigurationError) in try DocCheck(repository: try Repository(root: repo.root)).verify() }
            let errors = run.failure.map { [$0] } ?? []
            expect(testCase, errors.map { ($0.path, $0.location?.line) }, "\(errors)")
        case .compiler:
            // The generated tests are type-checked as `swift test` would build them.
            let engine = DocCheck(repository: try Repository(root: repo.root))
            let (plan, findings) = engine.planExamples()
            #expect(findings.isEmpty && plan.blockDiagnostics.isEmpty, "\(findings + plan.blockDiagnostics)")
            let files = plan.files.compactMap { file in file.new.map { (file.path, $0) } }
            try #require(!files.isEmpty)
            for (path, bytes) in files { try repo.write(path, bytes: bytes) }
            let swiftc = URL(fileURLWithPath: "/usr/bin/env")
            let result = try DocCheckProcess.run(["swiftc", "-typecheck"] + files.map(\.0), in: repo.root, executable: swiftc)
            let errors = result.standardError.split(separator: "\n").compactMap { line -> (String?, Int?)? in
                let parts = line.split(separator: ":", maxSplits: 3)
                guard parts.count == 4, parts[3].hasPrefix(" error") else { return nil }
                return (String(parts[0]), Int(parts[1]))
            }
            #expect((result.status != 0) == testCase.triggers, "\(result.standardError)")
            expect(testCase, errors, result.standardError)
        case .consumer:
            // The README's snippet and examples built as a reader's package.
            let check = ConsumerCheck(repository: try Repository(root: repo.root))
            let findings = check.findings.filter { $0.ruleID == testCase.rule }
            expect(testCase, findings.map { ($0.path, $0.location?.line) }, "\(check.findings) \(check.notes)")
        }
    }

    /// Whether the places found are what the case asks for: at least one, at its path and
    /// line, when it triggers; none when it does not.
    private func expect(
        _ testCase: Case, _ found: [(path: String?, line: Int?)], _ detail: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard testCase.triggers else {
            #expect(found.isEmpty, "\(detail)", sourceLocation: sourceLocation)
            return
        }
        #expect(!found.isEmpty, "no [\(testCase.rule)] finding", sourceLocation: sourceLocation)
        if let path = testCase.example.path {
            #expect(found.contains { $0.path == path }, "\(detail)", sourceLocation: sourceLocation)
        }
        if let line = testCase.example.line {
            #expect(found.contains { $0.line == line }, "expected line \(line): \(detail)", sourceLocation: sourceLocation)
        }
    }

    /// Every rule id the code can put on a finding is described, so `doccheck rules` and the
    /// rules reference list it: ids are read from the sources where they are written (a
    /// rule's `id`, a `ruleID` constant or argument, a bracketed id in printed text), and every
    /// rule type whose `id` the sources name (`ruleID: MarkerRule.id`) is registered.
    @Test func everyIDTheSourcesEmitIsDescribed() throws {
        let described = Set(RuleRegistry.descriptions.map(\.id))
        let patterns = [
            #/static (?:let|var) (?:id|\w*[rR]uleID)(?:: String)?\s*(?:=|\{)\s*"([a-z0-9-]+)"/#,
            #/ruleID: "([a-z0-9-]+)"/#,
            #/error: \[([a-z0-9-]+)\]/#,
        ]
        let named = #/\b([A-Z]\w*Rule)\.id\b/#
        let registered = Set(RuleRegistry.all.map { String(describing: type(of: $0)) })
        var emitted: [String: String] = [:]
        var ruleTypes: [String: String] = [:]
        for folder in ["Sources/DocCheckKit", "Sources/doccheck"] {
            let root = PackageRoot.url.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
                    .filter { !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") }.joined(separator: "\n")
                for pattern in patterns {
                    for match in text.matches(of: pattern) { emitted[String(match.output.1)] = "\(folder)/\(file)" }
                }
                for match in text.matches(of: named) { ruleTypes[String(match.output.1)] = "\(folder)/\(file)" }
            }
        }
        #expect(emitted.count >= 25, "the patterns no longer find the ids: \(emitted.keys.sorted())")
        for (id, file) in emitted.sorted(by: { $0.key < $1.key }) {
            #expect(described.contains(id), "\(file) emits [\(id)], which no rule description lists")
        }
        #expect(ruleTypes.count >= 10, "the pattern no longer finds the rule types: \(ruleTypes.keys.sorted())")
        for (name, file) in ruleTypes.sorted(by: { $0.key < $1.key }) {
            #expect(registered.contains(name), "\(file) names \(name).id, which RuleRegistry.all does not list")
        }
    }
}

extension Result {
    /// The error, nil on success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
