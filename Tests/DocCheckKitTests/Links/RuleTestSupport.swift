import DocCheckKit
import Foundation
import Testing

/// One broken document and the finding a rule must report for it.
struct BrokenInput: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String: String]
    var rule: String
    var path = "README.md"
    var line: Int
    /// Text the finding's message (or one of its notes) must hold.
    var says: String
    var severity: Severity = .error
    var testDescription: String { "\(rule): \(name)" }
}

enum RuleRun {
    /// Every finding of `verify` on a temporary repository made of `files`.
    static func findings(_ files: [String: String], configure: (TemporaryRepository) throws -> Void = { _ in }) throws -> [Diagnostic] {
        let repo = try TemporaryRepository(files: files)
        try configure(repo)
        return try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
    }

    /// Whether `findings` hold the finding `input` expects, and only findings of its rule at its line.
    static func matches(_ input: BrokenInput, _ findings: [Diagnostic]) -> Bool {
        findings.contains { finding in
            finding.ruleID == input.rule && finding.path == input.path && finding.location?.line == input.line
                && finding.severity == input.severity && (finding.message + finding.notes.joined(separator: "\n")).contains(input.says)
        }
    }
}
