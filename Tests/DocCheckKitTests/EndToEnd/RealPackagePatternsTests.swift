import Foundation
import Testing

@testable import DocCheckKit

/// Layouts and writing that real packages use and that are right as they stand: each once gave
/// a false finding, and must give none; beside each, the same file broken still gives one.
@Suite struct RealPackagePatternsTests {
    func findings(_ files: [String: String], rule: String) throws -> [String] {
        try RuleRun.findings(files).filter { $0.ruleID == rule }.map { "\($0.path ?? ""):\($0.location?.line ?? 0)" }
    }

    /// A documentation site links the pages it generates; without a site, such a link is broken.
    @Test func aSitesGeneratedPagesAreNotMissing() throws {
        let files = ["README.md": "# Kit\n", "Docs/toc.md": "# Contents\n\n- [About](about-kit.html)\n- [Guide](guide.md)\n"]
        #expect(try findings(files.merging([".jazzy.yaml": "author: Kit\n"]) { $1 }, rule: "link-path") == ["Docs/toc.md:4"])
        #expect(try findings(files, rule: "link-path") == ["Docs/toc.md:3", "Docs/toc.md:4"])
    }

    /// From a folder one level down, `../../../` is the repository's own page on GitHub; one
    /// level more leaves it.
    @Test func theRepositoryPageIsNotOutside() throws {
        let guide = "# Guide\n\nBack to [the usage](../../../#usage). Not [beyond](../../../../x).\n"
        #expect(
            try findings(["README.md": "# Kit\n\n## Usage\n", "Documentation/Guide.md": guide], rule: "link-outside") == ["Documentation/Guide.md:3"])
    }

    /// DocC puts a page's discussion under its own "Overview": in a catalog, level 3 may follow
    /// the title, and a real gap is still one.
    @Test func aCatalogPageMayGoFromTitleToLevelThree() throws {
        let page = "# ``Kit/Widget``\n\nA widget.\n\n### Sizes\n\nSmall.\n"
        #expect(try findings(["README.md": "# Kit\n", "Sources/Kit/Kit.docc/Widget.md": page], rule: "heading-level").isEmpty)
        let gap = page + "\n##### Details\n"
        #expect(
            try findings(["README.md": "# Kit\n", "Sources/Kit/Kit.docc/Widget.md": gap], rule: "heading-level") == [
                "Sources/Kit/Kit.docc/Widget.md:9"
            ])
        #expect(try findings(["README.md": page.replacingOccurrences(of: "``Kit/Widget``", with: "Kit")], rule: "heading-level") == ["README.md:5"])
    }

    /// A step in a troubleshooting section of the installation says what to do in one case.
    @Test func aTroubleshootingStepIsNoMinimum() throws {
        let readme = "# Kit\n\n## Installation\n\nNeeds macOS 26 or later.\n\n### Known Installation Issues\n\nUpdate to macOS 10.14.4 or later.\n"
        let repo = try VersionTestRepository.make(["README.md": readme])
        #expect(try VersionTestRepository.findings("stated-minimum", in: repo).map { $0.location?.line } == [])
        let stale = readme.replacingOccurrences(of: "macOS 26 or later", with: "macOS 25 or later")
        let broken = try VersionTestRepository.make(["README.md": stale])
        #expect(try VersionTestRepository.findings("stated-minimum", in: broken).map { $0.location?.line } == [5])
    }

    /// A CHANGELOG entry may link a dependency's release; a version's own link may not point
    /// at another repository.
    @Test func aDependencysReleaseLinkIsNotTheChangelogs() throws {
        let changelog = VersionTestRepository.changelog.replacingOccurrences(
            of: "- First release.", with: "- Uses [Stencil 0.15](https://github.com/stencilproject/Stencil/releases/tag/0.15.0).")
        #expect(try VersionTestRepository.findings("changelog", in: try VersionTestRepository.make(["CHANGELOG.md": changelog])).isEmpty)
        let foreign = changelog + "\n[2.0.0]: https://github.com/other/kit/releases/tag/2.0.0\n"
        let found = try VersionTestRepository.findings("changelog", in: try VersionTestRepository.make(["CHANGELOG.md": foreign]))
        #expect(found.map(\.message).first?.contains("not this package's repository") == true, "\(found)")
    }
}

/// A migration guide tells of a past release: its pins are that release's, not findings.
@Suite struct HistoricalDocumentTests {
    @Test(arguments: ["Docs/Migrating to 2.0.md", "Docs/Kit 1.0 Migration Guide.md", "Docs/UPGRADING.md", "Docs/Release Notes.md"])
    func aHistoricalDocumentsPinsAreNotChecked(_ path: String) throws {
        let pin = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", from: "1.0.0"),"#)
        let repo = try VersionTestRepository.make([path: pin, "Docs/Guide.md": pin])
        #expect(try VersionTestRepository.findings("version-pin", in: repo).map(\.path) == ["Docs/Guide.md"])
    }

    /// `historical` names more documents by glob; a document it does not name is checked.
    @Test func theConfigurationNamesHistoricalDocuments() throws {
        let pin = VersionTestRepository.manifestBlock(#".package(url: "https://github.com/example/kit", from: "1.0.0"),"#)
        let configuration = #"{ "canonicalURL": "https://github.com/example/kit", "historical": ["Docs/Archive/**"] }"#
        let repo = try VersionTestRepository.make([
            ".doccheck.json": configuration, "Docs/Archive/2024/Setup.md": pin, "Docs/Setup.md": pin,
        ])
        #expect(try VersionTestRepository.findings("version-pin", in: repo).map(\.path) == ["Docs/Setup.md"])
    }
}
