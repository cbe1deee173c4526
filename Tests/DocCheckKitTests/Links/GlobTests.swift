import Foundation
import Testing

@testable import DocCheckKit

/// `ignore` entries name files by path or by glob.
@Suite struct GlobTests {
    @Test(arguments: [
        ("README.md", "README.md", true),
        ("Docs/*.md", "Docs/Guide.md", true),
        ("Docs/*.md", "Docs/Deep/Guide.md", false),
        ("Docs/**/*.md", "Docs/Guide.md", true),
        ("Docs/**/*.md", "Docs/A/B/Guide.md", true),
        ("**/README.md", "README.md", true),
        ("**/README.md", "Translations/README.md", true),
        ("Translations/README.??.md", "Translations/README.de.md", true),
        ("Translations/README.??.md", "Translations/README.pt-BR.md", false),
        ("*.md", "Docs/Guide.md", false),
        ("Docs/**", "Docs/A/B.md", true),
    ])
    func globsMatchAsGitignoreDoes(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches, "\(pattern) ~ \(path)")
    }

    @Test func anIgnoreEntryWithAGlobSilencesEveryFileItNames() throws {
        let broken = "# G\n\nSee [the start](#start).\n"
        let findings = try RuleRun.findings([
            "README.md": "# P\n\n[Guide](Docs/A/Guide.md) [Other](Docs/Other.md)\n", "Docs/A/Guide.md": broken, "Docs/Other.md": broken,
            ".doccheck.json": #"{ "ignore": [ { "rule": "link-anchor", "path": "Docs/A/**" } ] }"#,
        ])
        #expect(findings.map { "\($0.path ?? ""):\($0.location?.line ?? 0) \($0.ruleID)" } == ["Docs/Other.md:3 link-anchor"])
    }
}
