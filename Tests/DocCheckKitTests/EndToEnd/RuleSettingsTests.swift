import Foundation
import Testing

@testable import DocCheckKit

/// A rule can be turned off or given another severity for the whole repository, and off for
/// one run on the command line.
@Suite struct RuleSettingsTests {
    static let readme = "# Kit\n\nFor details [click here](https://example.com).\n\n### Deep\n"

    private func findings(_ configuration: String?) throws -> [String] {
        try RuleRun.findings(["README.md": Self.readme]) { repo in
            if let configuration { try repo.write(".doccheck.json", configuration) }
        }.map { "\($0.ruleID) \($0.severity.rawValue)" }
    }

    @Test func withoutSettingsBothRulesReport() throws {
        #expect(try findings(nil) == ["link-text error", "heading-level error"])
    }

    @Test func aRuleTurnedOffReportsNothing() throws {
        #expect(try findings(#"{ "rules": { "link-text": "off" } }"#) == ["heading-level error"])
    }

    @Test func aRuleMadeAWarningReportsWarnings() throws {
        #expect(try findings(#"{ "rules": { "heading-level": "warning" } }"#) == ["link-text error", "heading-level warning"])
    }

    @Test(arguments: [
        (#"{ "rules": { "link-txt": "off" } }"#, "no rule has the id 'link-txt'"),
        (#"{ "rules": { "link-text": "silent" } }"#, "key 'rules.link-text' must be one of off, warning, error"),
        (#"{ "rules": ["link-text"] }"#, "key 'rules' must be an object"),
    ])
    func badSettingsAreConfigurationErrors(configuration: String, message: String) throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme, ".doccheck.json": configuration])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains(message) || result.standardError.contains(message), "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains(".doccheck.json:1:") || result.standardError.contains(".doccheck.json:1:"))
    }

    @Test func disableTurnsARuleOffForOneRun() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        let result = try DocCheckProcess.run(["verify", "--disable", "link-text", "--disable", "heading-level"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
        let unknown = try DocCheckProcess.run(["verify", "--disable", "link-txt"], in: repo.root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("--disable 'link-txt': no rule has this id"))
    }

    /// Settings for some files: an override names paths or globs; a later one wins.
    @Test func overridesApplyToTheFilesTheyName() throws {
        let files = ["README.md": Self.readme, "Docs/Old/Guide.md": Self.readme, "Docs/New.md": Self.readme]
        func run(_ configuration: String) throws -> [String] {
            try RuleRun.findings(files) { try $0.write(".doccheck.json", configuration) }
                .map { "\($0.path ?? ""):\($0.location?.line ?? 0) \($0.ruleID) \($0.severity.rawValue)" }.sorted()
        }
        let scoped = try run(
            #"{ "overrides": [{ "paths": ["Docs/Old/**"], "rules": { "link-text": "off", "heading-level": "warning" } }] }"#)
        #expect(
            scoped == [
                "Docs/New.md:3 link-text error", "Docs/New.md:5 heading-level error", "Docs/Old/Guide.md:5 heading-level warning",
                "README.md:3 link-text error", "README.md:5 heading-level error",
            ], "\(scoped)")
        // A rule off for the repository, on again for one file; the later of two overrides wins.
        let reenabled = try run(
            #"{ "rules": { "link-text": "off", "heading-level": "off" }, "overrides": [{ "paths": ["README.md"], "rules": { "link-text": "warning" } }, { "paths": ["*.md"], "rules": { "link-text": "error" } }] }"#
        )
        #expect(reenabled == ["README.md:3 link-text error"], "\(reenabled)")
    }

    @Test(arguments: [
        (#"{ "overrides": [{ "paths": ["README.md"], "rules": { "link-txt": "off" } }] }"#, "key 'overrides[0].rules.link-txt': no rule has the id"),
        (#"{ "overrides": [{ "rules": { "link-text": "off" } }] }"#, "missing key 'overrides[0].paths'"),
        (#"{ "overrides": [{ "paths": ["README.md"], "rules": { "link-text": "quiet" } }] }"#, "key 'overrides[0].rules.link-text' must be one of"),
        (#"{ "overrides": [{ "paths": ["README.md"], "rule": {} }] }"#, "unknown key 'overrides[0].rule'"),
    ])
    func badOverridesAreConfigurationErrors(configuration: String, message: String) throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme, ".doccheck.json": configuration])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 2)
        #expect((result.standardOutput + result.standardError).contains(message), "\(result.standardOutput)\(result.standardError)")
    }
}
