import Foundation
import Testing

@testable import DocCheckKit

/// `doccheck fix` on a package with one of each finding a writer fixes: a generated table's
/// cell edited by hand, a generated test out of date, a pin on a branch while a release is
/// out, and link anchors with one suggestion (misspelt, and in the wrong case). The table,
/// the pin and the links are in the same README, so their changes must meet in one file.
@Suite struct FixCommandTests {
    static let readme = """
        # Kit

        <!-- doccheck:begin demo-table -->
        | ID | Name |
        | --- | --- |
        | `a` | Alpha |
        <!-- doccheck:end demo-table -->

        ## Installation

        <!-- doccheck: manifest -->
        ```swift
        .package(url: "https://github.com/example/kit", from: "2.0.0")
        ```

        ## Use

        <!-- doccheck: test -->
        ```swift
        let answer = 42
        ```

        See [how to use it](#use) and [how to install it](#installation "Install").

        """

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "kit",
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [.target(name: "Kit"), .testTarget(name: "ReadmeExamplesTests", dependencies: ["Kit"])]
        )

        """

    static let generatedTest = "Tests/ReadmeExamplesTests/Generated/README.swift"

    static let changelog =
        VersionTestRepository.changelog
        + "\n[Unreleased]: https://github.com/example/kit/compare/2.0.0...HEAD\n[2.0.0]: https://github.com/example/kit/compare/1.0.0...2.0.0\n"

    /// The README's three breakages, each of a writer's own.
    static let breakages = [
        ("| `a` | Alpha |", "| `a` | Alpha, edited |"), (#"from: "2.0.0""#, #"branch: "main""#), ("let answer = 42", "let answer = 41"),
    ]
    /// Two anchors that `link-anchor` suggests one spelling for.
    static let anchorBreakages = [("(#use)", "(#usee)"), ("(#installation ", "(#Installation ")]
    /// Compare links of the CHANGELOG from and to the wrong releases.
    static let changelogBreakages = [("compare/2.0.0...HEAD", "compare/1.0.0...HEAD"), ("compare/1.0.0...2.0.0", "compare/1.0.0...1.9.0")]

    /// The package with its generated test written by `regen-examples`, checked clean, then
    /// its README broken as `breakages` says.
    static func repository(
        breaking breakages: [(String, String)] = breakages + anchorBreakages, changelog changelogBreakages: [(String, String)] = changelogBreakages
    ) throws -> TemporaryRepository {
        let configuration = """
            { "canonicalURL": "https://github.com/example/kit", "pins": "canonical",
              "tables": [ { "region": "demo-table", "documents": ["README.md"], "source": "rows.json" } ] }

            """
        let repo = try TemporaryRepository(files: [
            ".doccheck.json": configuration, "rows.json": TableExamples.rows, "CHANGELOG.md": changelog,
            "Package.swift": manifest, "README.md": readme,
        ])
        let generated = try DocCheckProcess.run(["regen-examples"], in: repo.root)
        #expect(generated.status == 0, "\(generated.standardOutput)\(generated.standardError)")
        let clean = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(clean.status == 0 && clean.standardOutput.isEmpty, "the unbroken package is not clean: \(clean.standardOutput)")
        var text = readme
        for (before, after) in breakages {
            precondition(text.contains(before), "the README no longer holds '\(before)'")
            text = text.replacingOccurrences(of: before, with: after)
        }
        try repo.write("README.md", text)
        var changelog = changelog
        for (before, after) in changelogBreakages {
            precondition(changelog.contains(before), "the CHANGELOG no longer holds '\(before)'")
            changelog = changelog.replacingOccurrences(of: before, with: after)
        }
        try repo.write("CHANGELOG.md", changelog)
        return repo
    }

    /// Every file's sha256 by path.
    static func hashes(_ repo: TemporaryRepository) throws -> [String: String] {
        try repo.snapshot().mapValues(SHA256.hex)
    }

    /// `verify`'s findings through the JSON reporter: rule, path, message and notes.
    static func findings(_ repo: TemporaryRepository) throws -> [(rule: String, path: String, message: String, notes: [String])] {
        let result = try DocCheckProcess.run(["verify", "--reporter", "json"], in: repo.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.map { finding in
            (
                finding["rule"] as? String ?? "", finding["path"] as? String ?? "", finding["message"] as? String ?? "",
                finding["notes"] as? [String] ?? []
            )
        }
    }

    @Test func fixLeavesVerifyCleanAndChangesNothingElse() throws {
        let repo = try Self.repository()
        let rules = Set(try Self.findings(repo).map(\.rule))
        #expect(
            rules == ["generated-table", "version-pin", "examples-generated", "link-anchor", "changelog"], "the package has each fixable finding")
        let before = try Self.hashes(repo)

        let fix = try DocCheckProcess.run(["fix"], in: repo.root)
        #expect(fix.status == 0, "\(fix.standardOutput)\(fix.standardError)")
        #expect(fix.standardError.contains("wrote README.md\nwrote CHANGELOG.md\nwrote \(Self.generatedTest)\n"), "\(fix.standardError)")
        let verify = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(verify.status == 0, "\(verify.standardOutput)")
        #expect(verify.standardOutput.isEmpty, "\(verify.standardOutput)")
        #expect(verify.standardError.contains("0 errors, 0 warnings"))
        // The README holds both its table's and its pin's fix; its edited block is the test's source.
        #expect(try repo.read("README.md") == Self.readme.replacingOccurrences(of: "let answer = 42", with: "let answer = 41"))
        #expect(try repo.read(Self.generatedTest).contains("\nlet answer = 41\n"))
        #expect(try repo.read("CHANGELOG.md") == Self.changelog)

        var after = try Self.hashes(repo)
        for path in ["/README.md", "/CHANGELOG.md", "/" + Self.generatedTest] {
            #expect(after[path] != before[path], "\(path) is fixed")
            after[path] = before[path]
        }
        #expect(after == before, "fix changed only the README, the CHANGELOG and the generated test")
    }

    @Test func fixWritesWhatTheWritersWriteInTurn() throws {
        let together = try Self.repository(breaking: Self.breakages, changelog: [])
        let inTurn = try Self.repository(breaking: Self.breakages, changelog: [])
        #expect(try DocCheckProcess.run(["fix"], in: together.root).status == 0)
        for command in ["regen-table", "fix-pins", "regen-examples"] {
            let result = try DocCheckProcess.run([command], in: inTurn.root)
            #expect(result.status == 0, "\(command): \(result.standardOutput)\(result.standardError)")
        }
        #expect(try together.snapshot() == inTurn.snapshot())
    }

    @Test func fixOnACleanPackageWritesNothingAndSaysSo() throws {
        let repo = try Self.repository(breaking: [], changelog: [])
        let before = try repo.snapshot()
        let fix = try DocCheckProcess.run(["fix"], in: repo.root)
        #expect(fix.status == 0, "\(fix.standardOutput)\(fix.standardError)")
        #expect(fix.standardOutput.isEmpty)
        #expect(fix.standardError.contains("nothing to fix"), "\(fix.standardError)")
        #expect(!fix.standardError.contains("wrote"), "\(fix.standardError)")
        #expect(try repo.snapshot() == before)
        #expect(try DocCheckProcess.run(["fix", "--check"], in: repo.root).status == 0)
    }

    @Test func checkReportsEveryFixAndWritesNothing() throws {
        let repo = try Self.repository()
        let before = try repo.snapshot()
        let check = try DocCheckProcess.run(["fix", "--check", "--diff"], in: repo.root)
        #expect(check.status == 1, "\(check.standardOutput)\(check.standardError)")
        #expect(try repo.snapshot() == before, "--check wrote a file")
        for rule in ["generated-region", "version-pin", "examples-generated", "link-anchor", "changelog"] {
            #expect(check.standardOutput.contains("error: [\(rule)]"), "\(rule): \(check.standardOutput)")
        }
        // One diff of the README with both of its fixes.
        #expect(check.standardOutput.components(separatedBy: "--- a/README.md\n").count == 2, "\(check.standardOutput)")
        for added in [
            "+| `a` | Alpha |", #"+.package(url: "https://github.com/example/kit", from: "2.0.0")"#, "+let answer = 41",
            #"+See [how to use it](#use) and [how to install it](#installation "Install")."#,
            "+[Unreleased]: https://github.com/example/kit/compare/2.0.0...HEAD",
            "+[2.0.0]: https://github.com/example/kit/compare/1.0.0...2.0.0",
        ] {
            #expect(check.standardOutput.contains(added), "\(added): \(check.standardOutput)")
        }
        #expect(check.standardError.contains("3 file(s) would change"), "\(check.standardError)")
    }

    @Test func aBlockerOfOnePartWritesNothing() throws {
        let repo = try Self.repository(breaking: Self.breakages + [("<!-- doccheck:end demo-table -->\n", "")])
        let before = try repo.snapshot()
        let fix = try DocCheckProcess.run(["fix"], in: repo.root)
        #expect(fix.status == 1, "\(fix.standardOutput)\(fix.standardError)")
        #expect(fix.standardOutput.contains("README.md:3: error: [marker] region 'demo-table' has no end marker"), "\(fix.standardOutput)")
        #expect(fix.standardError.contains("nothing written"), "\(fix.standardError)")
        #expect(try repo.snapshot() == before, "the pin and the generated test were written past the blocker")
    }

    /// Each note that says "run 'doccheck X'" names a command that fixes its finding.
    @Test func everyRunNoteFixesItsFinding() throws {
        let repo = try Self.repository(breaking: Self.breakages, changelog: [])
        let advised = try Self.findings(repo).compactMap { finding -> (finding: String, command: [String])? in
            guard let note = finding.notes.first(where: { $0.hasPrefix("run 'doccheck ") }) else { return nil }
            let command = note.dropFirst("run '".count).prefix { $0 != "'" }.split(separator: " ").dropFirst().map(String.init)
            return ("\(finding.rule) \(finding.path) \(finding.message)", command)
        }
        #expect(advised.count == 3, "\(advised)")
        for (finding, command) in advised {
            let result = try DocCheckProcess.run(command, in: repo.root)
            #expect(result.status == 0, "\(command): \(result.standardOutput)\(result.standardError)")
            let standing = try Self.findings(repo).map { "\($0.rule) \($0.path) \($0.message)" }
            #expect(!standing.contains(finding), "'doccheck \(command.joined(separator: " "))' left \(finding)")
        }
        #expect(try Self.findings(repo).isEmpty)
    }

    /// An anchor is rewritten where its link is written inline on its line or in one
    /// reference definition, and where `verify` reports it: a silenced link, and one whose
    /// destination is written in another form (in angle brackets), stay as they are.
    @Test func anAnchorIsFixedOnlyWhereItsLinkIsWrittenAndReported() throws {
        let readme = """
            # Kit

            ## Use

            See [one](#usee), [two](#usee) and [three][ref].
            <!-- doccheck:disable-next-line link-anchor -->
            Also [four](#usee).

            Last, [five](<#usee>).

            [ref]: #usee

            """
        let repo = try TemporaryRepository(files: ["README.md": readme])
        let fix = try DocCheckProcess.run(["fix"], in: repo.root)
        #expect(fix.status == 0, "\(fix.standardOutput)\(fix.standardError)")
        #expect(fix.standardError.contains("wrote README.md"), "\(fix.standardError)")
        let expected = readme.replacingOccurrences(of: "[one](#usee), [two](#usee)", with: "[one](#use), [two](#use)")
            .replacingOccurrences(of: "[ref]: #usee", with: "[ref]: #use")
        #expect(try repo.read("README.md") == expected)
        let verify = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(verify.standardOutput.hasPrefix("README.md:9:7: error: [link-anchor]"), "\(verify.standardOutput)")
        #expect(verify.standardError.contains("1 error, 0 warnings"), "\(verify.standardError)")
    }
}
