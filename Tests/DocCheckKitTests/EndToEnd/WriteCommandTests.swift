import Foundation
import Testing

/// Every command that writes goes through one path: `--check` writes nothing and exits 1
/// when anything would change, `--diff` prints the change, and a plain run writes it.
@Suite struct WriteCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        /// The file, its text before (found in the fixture) and after the breakage.
        var file: String
        var before: String
        var after: String
        /// The file the command rewrites, and a line its diff adds.
        var rewritten: String
        var added: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "regen-table", arguments: ["regen-table"], file: "README.md", before: "| Weather | iOS |",
            after: "| Weather | iOS, macOS |", rewritten: "README.md", added: "+| `weather` | Weather | iOS |"),
        Case(
            name: "regen-examples", arguments: ["regen-examples"], file: "README.md", before: "## Installation\n",
            after: "<!-- doccheck: test -->\n```swift\nlet answer = 42\n```\n\n## Installation\n",
            rewritten: "Tests/ReadmeExamplesTests/Generated/README.swift", added: "+let answer = 42"),
        Case(
            name: "fix-pins", arguments: ["fix-pins"], file: "CHANGELOG.md", before: "## [1.4.0] - 2026-09-01",
            after: "## [1.5.0] - 2026-10-01\n\n### Fixed\n\n- A fix.\n\n## [1.4.0] - 2026-09-01", rewritten: "README.md",
            added: #"+.package(url: "https://github.com/example/widgetkit-extras", from: "1.5.0")"#),
        Case(
            name: "translations --mark-current", arguments: ["translations", "--mark-current", "de"], file: "README.md",
            before: "A small package", after: "A tiny package", rewritten: "Translations/README.de.md",
            added: "+<!-- doccheck:translation source=README.md sha256="),
    ]

    /// Every file of the repository with its bytes.
    func snapshot(_ repo: TemporaryRepository) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: repo.root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[url.standardizedFileURL.path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test(arguments: cases) func checkWritesNothingDiffShowsTheChangeAndARunWritesIt(_ testCase: Case) throws {
        let repo = try AnotherRepositoryTests.copy(changing: [
            testCase.file: { text in
                precondition(text.contains(testCase.before), "the fixture no longer holds '\(testCase.before)'")
                return text.replacingOccurrences(of: testCase.before, with: testCase.after)
            }
        ])
        let before = try snapshot(repo)
        let check = try DocCheckProcess.run(testCase.arguments + ["--check", "--diff"], in: repo.root)
        #expect(check.status == 1, "\(check.standardOutput)\(check.standardError)")
        #expect(check.standardOutput.contains("--- a/\(testCase.rewritten)\n+++ b/\(testCase.rewritten)\n"), "\(check.standardOutput)")
        #expect(check.standardOutput.contains(testCase.added), "\(check.standardOutput)")
        #expect(check.standardError.contains("would change"), "\(check.standardError)")
        #expect(try snapshot(repo) == before, "--check wrote a file")

        let write = try DocCheckProcess.run(testCase.arguments + ["--diff"], in: repo.root)
        #expect(write.status == 0, "\(write.standardOutput)\(write.standardError)")
        #expect(write.standardOutput.contains(testCase.added))
        #expect(try snapshot(repo) != before)

        let again = try DocCheckProcess.run(testCase.arguments + ["--check", "--diff"], in: repo.root)
        #expect(again.status == 0, "\(again.standardOutput)\(again.standardError)")
        #expect(!again.standardOutput.contains("--- a/"), "\(again.standardOutput)")
    }

    /// Findings that block a write come through the chosen reporter, and nothing is written.
    @Test func blockedWriteReportsThroughTheReporter() throws {
        let repo = try AnotherRepositoryTests.copy(changing: [
            "README.md": { $0.replacingOccurrences(of: "<!-- doccheck:end widget-table -->\n", with: "") }
        ])
        let before = try snapshot(repo)
        let result = try DocCheckProcess.run(["regen-table", "--reporter", "json"], in: repo.root)
        #expect(result.status == 1)
        let findings = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect((findings?["findings"] as? [[String: Any]])?.first?["rule"] as? String == "marker", "\(result.standardOutput)")
        #expect(result.standardError.contains("nothing written"))
        #expect(try snapshot(repo) == before)
    }

    /// A subcommand that prints lines of its own refuses `--reporter` rather than ignore it.
    @Test(arguments: [["examples"], ["translations"], ["mutate"], ["rules"], ["install-hook"]])
    func subcommandsWithoutFindingsRefuseAReporter(_ arguments: [String]) throws {
        let repo = try AnotherRepositoryTests.copy()
        let result = try DocCheckProcess.run(arguments + ["--reporter", "json"], in: repo.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("Unknown option '--reporter'"), "\(result.standardError)")
        #expect(!(try DocCheckProcess.run(["help"] + arguments, in: repo.root)).standardOutput.contains("--reporter"))
    }

    @Test func quietHasAShortForm() throws {
        let repo = try AnotherRepositoryTests.copy()
        let result = try DocCheckProcess.run(["verify", "-q"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }
}
