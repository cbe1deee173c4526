import Foundation
import Testing

/// The built `doccheck` on the original package's 2.0.0 case: an Installation snippet left on
/// `branch: "main"` while the quick start and Getting Started say 2.0.0. `verify` reports
/// exactly that pin, `fix-pins` rewrites it and nothing else, and `verify` is clean again.
@Suite struct PinDriftEndToEndTests {
    static let fixture = PackageRoot.url.appendingPathComponent("Tests/DocCheckKitTests/Fixtures/PinDrift")

    /// A copy of a folder's files (all of them, hidden ones included) in a fresh repository.
    static func copy(_ folder: URL, only: (String) -> Bool = { _ in true }) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            if only(path) { try repo.write(path, bytes: Array(try Data(contentsOf: url))) }
        }
        return repo
    }

    /// This repository's documents and what they are checked against, without its sources.
    static func copyOfThisRepository() throws -> TemporaryRepository {
        try copy(PackageRoot.url) { path in
            ["README.md", "CHANGELOG.md", ".doccheck.json", "Package.swift"].contains(path)
                || path.hasPrefix("Docs/") || path.hasPrefix("Tests/ReadmeExamplesTests/Generated/")
        }
    }

    /// The lines of the output that carry `rule`'s findings.
    static func lines(_ output: String, rule: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": error: [\(rule)]") || $0.contains(": warning: [\(rule)]") }
    }

    let readme: String
    let branchLine: Int

    init() throws {
        readme = try String(contentsOf: Self.fixture.appendingPathComponent("README.md"), encoding: .utf8)
        branchLine = try #require(readme.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("branch: \"main\"") }) + 1
    }

    @Test func verifyReportsExactlyTheBranchPinAtItsLine() throws {
        let repo = try Self.copy(Self.fixture)
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        let errors = result.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "README.md:\(branchLine):61: error: [version-pin] SwiftPM pin 'branch: \"main\"' follows branch 'main' while 2.0.0 is released; write 'from: \"2.0.0\"'"
            ], "\(result.standardOutput)")
        #expect(result.standardError.contains("1 error, 0 warnings in 3 documents"))
    }

    @Test func fixPinsRewritesThePinAndNothingElse() throws {
        let repo = try Self.copy(Self.fixture)
        let before = try repo.snapshot()
        let check = try DocCheckProcess.run(["fix-pins", "--check"], in: repo.root)
        #expect(check.status == 1)
        #expect(Self.lines(check.standardOutput, rule: "version-pin").count == 1)
        #expect(try repo.snapshot() == before)

        let fix = try DocCheckProcess.run(["fix-pins"], in: repo.root)
        #expect(fix.status == 0, "\(fix.standardOutput)\(fix.standardError)")
        #expect(fix.standardError.contains("wrote README.md"))
        let expected = readme.replacingOccurrences(of: "kit.git\", branch: \"main\")", with: "kit.git\", from: \"2.0.0\")")
        #expect(expected != readme)
        #expect(try repo.read("README.md") == expected)
        var after = try repo.snapshot()
        after["/README.md"] = before["/README.md"]
        #expect(after == before, "only README.md changed")

        let verify = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(verify.status == 0, "\(verify.standardOutput)")
        #expect(verify.standardOutput.isEmpty)
        let again = try repo.snapshot()
        let second = try DocCheckProcess.run(["fix-pins"], in: repo.root)
        #expect(second.status == 0)
        #expect(second.standardError.contains("pins are up to date"))
        #expect(try repo.snapshot() == again)
        #expect(try DocCheckProcess.run(["fix-pins", "--check"], in: repo.root).status == 0)
    }

    @Test func fixPinsWritesNothingWhenADocumentCannotBeRead() throws {
        let repo = try Self.copy(Self.fixture)
        try repo.write("Docs/Broken.md", bytes: Array("# Broken\n\nCaf".utf8) + [0xE9] + Array("\n".utf8))
        let before = try repo.snapshot()
        let result = try DocCheckProcess.run(["fix-pins"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Docs/Broken.md:3:4: error: [document] invalid UTF-8"))
        #expect(result.standardError.contains("nothing written"))
        #expect(try repo.snapshot() == before)
    }

    @Test func releasing210MakesEveryPinThatExcludesItAFinding() throws {
        let repo = try Self.copyOfThisRepository()
        let changelog = try repo.read("CHANGELOG.md")
        let released =
            changelog
            .replacingOccurrences(
                of: "## [2.0.0] - 2026-11-29", with: "## [2.1.0] - 2026-12-10\n\n### Added\n\n- Faster search.\n\n## [2.0.0] - 2026-11-29"
            )
            .replacingOccurrences(of: "compare/2.0.0...HEAD", with: "compare/2.1.0...HEAD")
            .replacingOccurrences(of: "[2.0.0]: ", with: "[2.1.0]: https://github.com/doccheck-swift/doccheck/compare/2.0.0...2.1.0\n[2.0.0]: ")
        try repo.write("CHANGELOG.md", released)
        let url = "https://github.com/doccheck-swift/doccheck"
        let excluding = [
            "exact: \"2.0.0\"", ".upToNextMinor(from: \"2.0.0\")", "\"2.0.0\"..<\"2.1.0\"", "branch: \"main\"",
        ]
        let translation =
            "# doccheck\n\n<!-- doccheck: manifest -->\n```swift\n" + excluding.map { ".package(url: \"\(url)\", \($0)),\n" }.joined() + "```\n"
        try repo.write("Translations/README.fr.md", translation)

        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        let findings = Self.lines(result.standardOutput, rule: "version-pin")
        for (index, pin) in excluding.enumerated() {
            #expect(findings.contains { $0.hasPrefix("Translations/README.fr.md:\(5 + index):") && $0.contains("'\(pin)'") }, "\(pin): \(findings)")
        }
        #expect(findings.filter { $0.contains("does not admit 2.1.0") }.count == 3)
        #expect(findings.filter { $0.contains("follows branch 'main' while 2.1.0 is released") }.count == 1)
        // The README still says 2.0.0: it admits 2.1.0 but is no longer the canonical pin.
        #expect(
            findings.contains {
                $0.hasPrefix("README.md:") && $0.contains("SwiftPM pin 'from: \"2.0.0\"' admits 2.1.0 but is not the canonical form")
            })
        #expect(findings.contains { $0.hasPrefix("README.md:") && $0.contains("Xcode pin") })
        #expect(Self.lines(result.standardOutput, rule: "changelog").isEmpty, "\(result.standardOutput)")

        #expect(try DocCheckProcess.run(["fix-pins"], in: repo.root).status == 0)
        let after = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(Self.lines(after.standardOutput, rule: "version-pin").isEmpty, "\(after.standardOutput)")
        #expect(try repo.read("README.md").contains(".package(url: \"\(url)\", from: \"2.1.0\")"))
    }

    @Test func xcode260InOneTranslationIsThatLine() throws {
        let repo = try Self.copyOfThisRepository()
        let translation = "# doccheck\n\nUne phrase.\n\nIl faut Xcode 26.0 ou ultérieur avec Swift 6.2.\n"
        try repo.write("Translations/README.fr.md", translation)
        try repo.write("Translations/README.de.md", "# doccheck\n\nBenötigt Xcode 26.1 oder neuer.\n")
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        let findings = Self.lines(result.standardOutput, rule: "stated-minimum")
        try #require(findings.count == 1, "\(result.standardOutput)")
        #expect(findings[0].hasPrefix("Translations/README.fr.md:5:9: error: [stated-minimum] states Xcode 26.0, README.md:"))
        #expect(findings[0].hasSuffix(" states Xcode 26.1"))
    }

    @Test func thisRepositoryHasNoVersionFindings() throws {
        let repo = try Self.copyOfThisRepository()
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        for rule in ["version-pin", "changelog", "stated-minimum", "version-tag"] {
            #expect(Self.lines(result.standardOutput, rule: rule).isEmpty, "\(result.standardOutput)")
        }
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var arguments: [String]
        var status: Int32
        var expected: String
        var testDescription: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            name: "two canonical URLs",
            files: [
                ".doccheck.json":
                    "{\n  \"canonicalURL\": \"https://github.com/example-org/kit\",\n  \"canonicalURL\": \"https://github.com/other/kit\"\n}\n"
            ],
            arguments: ["verify"], status: 2,
            expected: ".doccheck.json:3:3: error: [configuration] key 'canonicalURL' is written twice; the first is at line 2: keep one"),
        BadInput(
            name: "canonical URL that names no repository", files: [".doccheck.json": "{ \"canonicalURL\": \"kit\" }\n"], arguments: ["verify"],
            status: 2, expected: ".doccheck.json:1:3: error: [configuration] key 'canonicalURL': 'kit' is not a repository URL"),
        BadInput(
            name: "fix-pins without a canonical URL", files: [".doccheck.json": "{}\n", "README.md": "# Kit\n"], arguments: ["fix-pins"],
            status: 2,
            expected:
                ".doccheck.json: error: [configuration] key 'canonicalURL' is missing and no git remote, podspec or README .package(url:) names the package"
        ),
        BadInput(
            name: "version 2.0.0.1 in the CHANGELOG", files: ["CHANGELOG.md": "# Changelog\n\n## [2.0.0.1] - 2026-10-14\n"], arguments: ["verify"],
            status: 1, expected: "CHANGELOG.md:3:1: error: [changelog] version '2.0.0.1' is not a semantic version"),
        BadInput(
            name: "a day without its zero in the CHANGELOG", files: ["CHANGELOG.md": "# Changelog\n\n## [2.0.0] - 2026-10-4\n"],
            arguments: ["verify"], status: 1,
            expected: "CHANGELOG.md:3:1: error: [changelog] release 2.0.0 has date '2026-10-4'; write the date as YYYY-MM-DD"),
        BadInput(
            name: "Package.swift without a tools version", files: ["Package.swift": "import PackageDescription\n"], arguments: ["verify"],
            status: 1,
            expected:
                "Package.swift:1: error: [stated-minimum] has no '// swift-tools-version: X.Y' first line, so SwiftPM reads it as tools version 3, which Swift 5.0 and later do not load"
        ),
        BadInput(
            name: "unreadable tools version in Package.swift", files: ["Package.swift": "// swift-tools-version 6.2\n"], arguments: ["verify"],
            status: 1, expected: "Package.swift:1: error: [stated-minimum] the first line is not '// swift-tools-version: X.Y'"),
    ]

    @Test(arguments: badInputs) func badInputIsALocatedError(_ input: BadInput) throws {
        let repo = try Self.copy(Self.fixture)
        for (path, text) in input.files { try repo.write(path, text) }
        let before = try repo.snapshot()
        let result = try DocCheckProcess.run(input.arguments, in: repo.root)
        #expect(result.status == input.status)
        #expect((result.standardOutput + result.standardError).contains(input.expected), "\(result.standardOutput)\(result.standardError)")
        #expect(try repo.snapshot() == before)
    }
}
