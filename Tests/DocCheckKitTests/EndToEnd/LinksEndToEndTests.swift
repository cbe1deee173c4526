import Foundation
import Testing

/// The built `doccheck` on small repositories: links, anchors and accessibility checked
/// offline, each finding at its file and line with its rule id, and silencing that works.
@Suite struct LinksEndToEndTests {
    static let guide = "# Guide\n\n## Installing\n\nSteps.\n"
    static let readme = "# Package\n\n## Use\n\nThen read\n[the installation steps](Docs/Guide.md#installing).\n"

    static let rules = [
        "link-path", "link-outside", "link-anchor", "link-lines", "link-url", "image-alt", "link-text", "heading-level", "table-header",
        "unused-disable",
    ]

    func verify(_ repo: TemporaryRepository, _ arguments: [String] = []) throws -> DocCheckProcess.Result {
        try DocCheckProcess.run(["verify"] + arguments, in: repo.root)
    }

    /// The output's lines of these rules' findings and notes (other checks look at these
    /// repositories too).
    func lines(_ result: DocCheckProcess.Result, notes: Bool = true) -> [String] {
        var current = false
        return result.standardOutput.split(separator: "\n").map(String.init).filter { line in
            if line.contains(": note: ") { return notes && current }
            current = Self.rules.contains { line.contains(" [\($0)] ") }
            return current
        }
    }

    @Test func renamingALinkedHeadingReportsTheLinkInTheOtherDocument() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme, "Docs/Guide.md": Self.guide])
        let clean = try verify(repo)
        #expect(lines(clean).isEmpty, "\(clean.standardOutput)")
        try repo.write("Docs/Guide.md", Self.guide.replacingOccurrences(of: "## Installing", with: "## Installing the package"))
        let result = try verify(repo)
        #expect(result.status == 1)
        #expect(
            lines(result) == [
                "README.md:6:1: error: [link-anchor] link to 'Docs/Guide.md#installing': Docs/Guide.md has no heading or HTML anchor 'installing'",
                "README.md:6:1: note: did you mean 'Docs/Guide.md#installing-the-package' (heading 'Installing the package', line 3)?",
            ])
    }

    @Test func pathsLinesAndTheOutsideAreReportedWithoutReadingOutside() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("doccheck-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("# Secret\n".utf8).write(to: outside.appendingPathComponent("secret.md"))
        let readme = """
            # Package

            [passwords](../../etc/passwd)
            [secret](../\(outside.lastPathComponent)/secret.md#nothing-here)
            [the call](Sources/Kit/File.swift#L9999)
            """
        let repo = try TemporaryRepository(files: [
            "README.md": readme, "Sources/Kit/File.swift": "let a = 1\n", "Assets/x.png": "",
            "Translations/README.de.md": "# Paket\n\n![Das Logo des Pakets](Assets/x.png)\n",
        ])
        let result = try verify(repo)
        #expect(result.status == 1)
        #expect(
            lines(result, notes: false) == [
                "README.md:3:1: error: [link-outside] link to '../../etc/passwd' leaves the repository: it climbs above the repository's root",
                "README.md:4:1: error: [link-outside] link to '../\(outside.lastPathComponent)/secret.md#nothing-here' leaves the repository: it climbs above the repository's root",
                "README.md:5:1: error: [link-lines] link to 'Sources/Kit/File.swift#L9999' names line 9999, but 'Sources/Kit/File.swift' has 1 line",
                "Translations/README.de.md:3:1: error: [link-path] image 'Assets/x.png' names no file: 'Translations/Assets/x.png' does not exist",
            ])
        #expect(
            result.standardOutput.contains(
                "Translations/README.de.md:3:1: note: paths are read from the document's folder 'Translations/': did you mean '../Assets/x.png'?"))
    }

    @Test func accessibilityFindingsCarryTheirRuleIDs() throws {
        let readme = """
            # Package

            ![](Assets/demo.png)

            #### Details

            For more, [click here](https://example.com).
            """
        let repo = try TemporaryRepository(files: ["README.md": readme, "Assets/demo.png": ""])
        let result = try verify(repo)
        #expect(result.status == 1)
        let rules = lines(result, notes: false).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(rules == ["README.md:3:1: error: [image-alt]", "README.md:5:1: error: [heading-level]", "README.md:7:11: error: [link-text]"])
    }

    @Test func aCaseOnlyMatchIsAWarningThatStrictTurnsIntoAnError() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# Package\n\n## Use\n\nSee [Use](#Use).\n"])
        let result = try verify(repo)
        #expect(result.status == 0, "a warning alone fails nothing")
        #expect(
            result.standardOutput.hasPrefix(
                "README.md:5:5: warning: [link-anchor] link to '#Use' matches heading 'Use' only when case is ignored; write '#use'"))
        #expect(try verify(repo, ["--strict"]).status == 1)
    }

    @Test func silencingWorksAndStaleSilencingIsReported() throws {
        let readme = "# Package\n\n<!-- doccheck:disable-next-line link-text -->\nFor more, [click here](https://example.com).\n"
        let repo = try TemporaryRepository(files: ["README.md": readme])
        let silenced = try verify(repo)
        #expect(silenced.status == 0)
        #expect(silenced.standardOutput.isEmpty)
        try repo.write("README.md", readme.replacingOccurrences(of: "[click here]", with: "[the guide]"))
        let stale = try verify(repo)
        #expect(stale.status == 0)
        #expect(
            stale.standardOutput.hasPrefix(
                "README.md:3:1: warning: [unused-disable] disable comment silences nothing: no 'link-text' finding on line 4; remove it"))
    }
}
