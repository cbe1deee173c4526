import Foundation
import Testing

@testable import DocCheckKit

/// The repository's root bounds every read: a file that leads outside it through a symbolic
/// link (of the file or of a folder) is a finding where it is named, and its bytes are never
/// read. The outside file holds a broken link, so a read of it would show as a finding.
@Suite struct RootBoundaryTests {
    static let outsideText =
        "# Outside\n\nSee [the missing page](nope.md).\n\n```swift\n.package(url: \"https://github.com/example/kit\", branch: \"main\"),\n```\n"

    /// A repository, and (kept while the test runs) a folder outside the repository holding `page.md`, `rows.json` and `Package.swift`.
    static func repository(_ files: [String: String]) throws -> (TemporaryRepository, TemporaryRepository) {
        let repo = try TemporaryRepository(files: files)
        let outside = try TemporaryRepository(files: [
            "page.md": outsideText, "rows.json": BadInputTests.rows, "Package.swift": "// swift-tools-version: 5.0\n",
            "Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.version = '9.9.9'\nend\n",
            ".doccheck.json": "{}\n", "folder/page.md": outsideText,
        ])
        return (repo, outside)
    }

    static func link(_ path: String, to target: URL, in repo: TemporaryRepository) throws {
        let url = repo.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The link planted in the repository, and the file or folder of the outside folder it leads to.
        var path: String
        var target: String
        /// The path the finding names.
        var reported: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an article", path: "Docs/ext.md", target: "page.md", reported: "Docs/ext.md"),
        Case(name: "the README", path: "README.md", target: "page.md", reported: "README.md"),
        Case(name: "a translation", path: "Translations/README.de.md", target: "page.md", reported: "Translations/README.de.md"),
        Case(name: "the CHANGELOG", path: "CHANGELOG.md", target: "page.md", reported: "CHANGELOG.md"),
        Case(name: "the manifest", path: "Package.swift", target: "Package.swift", reported: "Package.swift"),
        Case(name: "a podspec", path: "Kit.podspec", target: "Kit.podspec", reported: "Kit.podspec"),
        Case(name: "a folder of articles", path: "Docs/More", target: "folder", reported: "Docs/More"),
    ]

    @Test(arguments: cases) func aLinkOutsideIsReportedAndNotRead(_ testCase: Case) throws {
        let (repo, outside) = try Self.repository([
            "README.md": "# Kit\n\nRead [the guide](Docs/Guide.md).\n", "Docs/Guide.md": "# Guide\n",
            "Translations/README.de.md": "# Kit\n",
        ])
        try Self.link(testCase.path, to: outside.root.appendingPathComponent(testCase.target), in: repo)
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        let output = result.standardOutput + result.standardError
        #expect(result.status == 1, "\(output)")
        #expect(output.contains("\(testCase.reported): error: [document] resolves through a symbolic link to "), "\(output)")
        #expect(output.contains("outside the repository; doccheck reads nothing outside it"))
        #expect(!output.contains("nope.md") && !output.contains("9.9.9") && !output.contains("branch 'main'"), "read outside: \(output)")
    }

    /// A JSON table source and the configuration file are named by the configuration: the run
    /// stops with the reason, and nothing outside is read.
    @Test func aSourceOrConfigurationOutsideStopsTheRun() throws {
        let (repo, outside) = try Self.repository([
            "README.md": BadInputTests.good, ".doccheck.json": BadInputTests.configuration,
        ])
        try Self.link("rows.json", to: outside.root.appendingPathComponent("rows.json"), in: repo)
        let source = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(source.status == 2)
        #expect(source.standardError.contains("key 'tables[0].source': 'rows.json': resolves through a symbolic link to "), "\(source.standardError)")
        try Self.link(".doccheck.json", to: outside.root.appendingPathComponent(".doccheck.json"), in: repo)
        let configuration = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(configuration.status == 2)
        #expect(
            configuration.standardError.contains(".doccheck.json: error: [configuration] resolves through a symbolic link to "),
            "\(configuration.standardError)")
    }

    /// A link inside the repository is followed as before.
    @Test func aLinkInsideIsRead() throws {
        let (repo, _) = try Self.repository([
            "README.md": "# Kit\n\nRead [the guide](Docs/Guide.md).\n", "Shared/Guide.md": "# Guide\n\n[Nowhere](nope.md)\n",
        ])
        try Self.link("Docs/Guide.md", to: repo.root.appendingPathComponent("Shared/Guide.md"), in: repo)
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.standardOutput.contains("Docs/Guide.md:3:1: error: [link-path]"), "\(result.standardOutput)")
    }
}
