import Foundation
import Testing

@testable import DocCheckKit

/// Disable comments and the configuration's `ignore` entries silence findings after every
/// check has run; silencing that silences nothing is a warning.
@Suite struct SuppressionTests {
    static let brokenAnchor = "# P\n\n## Use\n\n<!-- doccheck:disable-next-line link-anchor -->\nSee [the use](#usage).\n"

    func findings(_ files: [String: String]) throws -> [String] {
        try RuleRun.findings(files).map { "\($0.location?.line ?? 0) \($0.severity) [\($0.ruleID)] \($0.message)" }
    }

    @Test func aDisableCommentSilencesItsRulesOnTheNextLine() throws {
        #expect(try findings(["README.md": Self.brokenAnchor]) == [])
        let twoRules = "# P\n\n<!-- doccheck:disable-next-line link-anchor, image-alt -->\n[a](#nowhere) ![](x.png)\n"
        #expect(try findings(["README.md": twoRules, "x.png": ""]) == [])
    }

    @Test func itSilencesNoOtherLineAndNoOtherRule() throws {
        let later = Self.brokenAnchor.replacingOccurrences(of: "-->\n", with: "-->\n\n")
        #expect(try findings(["README.md": later]).contains { $0.hasPrefix("7 error [link-anchor]") })
        let otherRule = Self.brokenAnchor.replacingOccurrences(of: "next-line link-anchor", with: "next-line link-text")
        let result = try findings(["README.md": otherRule])
        #expect(result.contains { $0.hasPrefix("6 error [link-anchor]") })
        #expect(result.contains { $0.hasPrefix("5 warning [unused-disable] disable comment silences nothing: no 'link-text' finding on line 6") })
    }

    @Test func anInlineDisableCommentCountsFromItsLine() throws {
        let readme = "# P\n\nText <!-- doccheck:disable-next-line link-anchor -->\n[a](#nowhere)\n"
        #expect(try findings(["README.md": readme]) == [])
    }

    @Test func aCommentInACodeBlockIsText() throws {
        let readme = "# P\n\n```html\n<!-- doccheck:disable-next-line link-anchor -->\n```\n[a](#nowhere)\n"
        #expect(try findings(["README.md": readme]).map { $0.prefix(22) } == ["6 error [link-anchor] "])
    }

    @Test func aCommentThatSilencesOnlySomeOfItsRulesNamesTheRest() throws {
        let readme = "# P\n\n<!-- doccheck:disable-next-line link-anchor heading-level -->\n[a](#nowhere)\n"
        #expect(
            try findings(["README.md": readme]) == [
                "3 warning [unused-disable] disable comment silences no 'heading-level' finding on line 4; remove it from the comment"
            ])
    }

    @Test func aDisableCommentIsNoSwiftBlockAnnotation() throws {
        #expect(ExampleAnnotation.isAnnotation("<!-- doccheck:disable-next-line link-anchor -->\n") == false)
        #expect(ExampleAnnotation.isAnnotation("<!-- doccheck: test -->\n"))
        let readme = "# P\n\n<!-- doccheck:disable-next-line swift-block-status -->\n```swift\nlet a = 1\n```\n"
        #expect(try findings(["README.md": readme]) == [], "the block's missing status is silenced, and the comment is no annotation")
    }

    @Test func configurationIgnoreEntriesSilenceAFileOrALine() throws {
        let line = #"{ "ignore": [ { "rule": "link-anchor", "path": "README.md", "line": 3 } ] }"#
        let readme = "# P\n\n[a](#one)\n[b](#two)\n"
        #expect(try findings(["README.md": readme, ".doccheck.json": line]).map { $0.prefix(22) } == ["4 error [link-anchor] "])
        let file = #"{ "ignore": [ { "rule": "link-anchor", "path": "README.md" } ] }"#
        #expect(try findings(["README.md": readme, ".doccheck.json": file]) == [])
    }

    @Test func anIgnoreEntryThatSilencesNothingIsAWarning() throws {
        let configuration = #"{ "ignore": [ { "rule": "link-anchor", "path": "README.md", "line": 9 } ] }"#
        let result = try RuleRun.findings(["README.md": "# P\n", ".doccheck.json": configuration])
        #expect(result.map(\.path) == [".doccheck.json"])
        #expect(result.first?.message == "ignore[0] (rule 'link-anchor' in 'README.md', line 9) silences nothing; remove it")
        #expect(result.first?.severity == .warning)
    }

    struct BadConfiguration: Sendable, CustomTestStringConvertible {
        var json: String
        var message: String
        var testDescription: String { message }
    }

    static let badConfigurations: [BadConfiguration] = [
        BadConfiguration(
            json: #"{ "ignore": [ { "rule": "link-anchor", "path": "README.md", "lines": 3 } ] }"#, message: "unknown key 'ignore[0].lines'"),
        BadConfiguration(json: #"{ "ignore": [ { "path": "README.md" } ] }"#, message: "missing key 'ignore[0].rule'"),
        BadConfiguration(json: #"{ "ignore": [ { "rule": "link-anchor" } ] }"#, message: "missing key 'ignore[0].path'"),
        BadConfiguration(
            json: #"{ "ignore": [ { "rule": "x", "path": "README.md", "line": true } ] }"#,
            message: "key 'ignore[0].line' must be a line number from 1"),
        BadConfiguration(
            json: #"{ "ignore": [ { "rule": "x", "path": "README.md", "line": 0 } ] }"#, message: "key 'ignore[0].line' must be a line number from 1"),
        BadConfiguration(
            json: #"{ "ignore": [ { "rule": "x", "path": "README.md", "line": 2.5 } ] }"#,
            message: "key 'ignore[0].line' must be a line number from 1"),
        BadConfiguration(
            json: #"{ "ignore": [ { "rule": "x", "path": "README.md", "line": "3" } ] }"#,
            message: "key 'ignore[0].line' must be a line number from 1"),
        BadConfiguration(json: #"{ "ignore": { "rule": "x" } }"#, message: "key 'ignore' must be an array of objects"),
    ]

    @Test(arguments: badConfigurations) func badIgnoreEntriesAreConfigurationErrors(_ bad: BadConfiguration) {
        #expect(throws: ConfigurationError.self) { try Configuration(json: Array(bad.json.utf8)) }
        do {
            _ = try Configuration(json: Array(bad.json.utf8))
        } catch {
            #expect(error.message.hasPrefix(bad.message), "\(error.message)")
        }
    }

    @Test func ignoreEntriesAreRead() throws {
        let json = #"{ "ignore": [ { "rule": "link-anchor", "path": "README.md", "line": 3 }, { "rule": "image-alt", "path": "Docs/A.md" } ] }"#
        #expect(
            try Configuration(json: Array(json.utf8)).ignore == [
                IgnoreEntry(rule: "link-anchor", path: "README.md", line: 3), IgnoreEntry(rule: "image-alt", path: "Docs/A.md"),
            ])
    }
}
