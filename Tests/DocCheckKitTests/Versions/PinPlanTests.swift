import Foundation
import Testing

@testable import DocCheckKit

/// `fix-pins` plans byte-preserving rewrites: only each wrong pin's bytes change, whatever the
/// file's line endings, byte order mark or other characters, and it refuses to plan on bad input.
@Suite struct PinPlanTests {
    static let url = VersionTestRepository.url

    func plan(_ files: [String: String]) throws -> PinPlan {
        let repository = try VersionTestRepository.make(files)
        return try DocCheck(repository: try Repository(root: repository.root)).planPins()
    }

    func plan(_ repository: TemporaryRepository) throws -> PinPlan {
        try DocCheck(repository: try Repository(root: repository.root)).planPins()
    }

    @Test func rewritesOnlyThePinsBytes() throws {
        let readme = """
            # Kit 🚀 — 日本語

            Add `.package(url: "\(Self.url)", branch: "main")` or, in Xcode, \(Self.url) with Up to Next Major Version from 1.0.0.

            ```swift
            .package(url: "\(Self.url)", .upToNextMinor(from: "2.0.0")),  // trailing comment
            .Package(url: "\(Self.url)", majorVersion: 1),
            ```

            ```ruby
            pod 'Kit', '~> 1.0'
            ```

            ```
            github "example/kit" "main"
            ```

            """
        let expected = """
            # Kit 🚀 — 日本語

            Add `.package(url: "\(Self.url)", from: "2.0.0")` or, in Xcode, \(Self.url) with Up to Next Major Version from 2.0.0.

            ```swift
            .package(url: "\(Self.url)", from: "2.0.0"),  // trailing comment
            .package(url: "\(Self.url)", from: "2.0.0"),
            ```

            ```ruby
            pod 'Kit', '~> 2.0'
            ```

            ```
            github "example/kit" ~> 2.0
            ```

            """
        for (ending, bom) in [("\n", false), ("\r\n", true)] {
            let before = Array((bom ? "\u{FEFF}" : "").utf8) + Array(readme.replacingOccurrences(of: "\n", with: ending).utf8)
            let repository = try VersionTestRepository.make([:])
            try repository.write("README.md", bytes: before)
            let planned = try plan(repository)
            #expect(planned.diagnostics.count == 6)
            #expect(planned.unfixable.isEmpty)
            let file = try #require(planned.files.first)
            let after = Array((bom ? "\u{FEFF}" : "").utf8) + Array(expected.replacingOccurrences(of: "\n", with: ending).utf8)
            #expect(file.new == after, "\(String(decoding: file.new ?? [], as: UTF8.self))")
        }
    }

    @Test func canonicalPinsAreLeftAlone() throws {
        let planned = try plan(["README.md": VersionTestRepository.manifestBlock(".package(url: \"\(Self.url)\", from: \"2.0.0\")")])
        #expect(planned.pins.count == 1)
        #expect(planned.diagnostics.isEmpty)
        #expect(planned.files.isEmpty)
    }

    @Test func phrasesThatNeedOtherWordsAreLeftToTheReader() throws {
        let planned = try plan(["README.md": "# Kit\n\nIn Xcode, add \(Self.url) with the rule Exact Version 1.0.0.\n"])
        #expect(planned.files.isEmpty)
        #expect(planned.unfixable.map { $0.location?.line } == [3])
        #expect(planned.unfixable.first?.notes.isEmpty == true)
    }

    @Test func translationsAndDocsAreRewrittenButNotTheChangelog() throws {
        let pin = VersionTestRepository.manifestBlock(".package(url: \"\(Self.url)\", exact: \"1.0.0\")")
        let changelog = VersionTestRepository.changelog + "\nThe 1.0.0 README said `.package(url: \"\(Self.url)\", exact: \"1.0.0\")`.\n"
        let planned = try plan(["README.md": pin, "Translations/README.ja.md": pin, "Docs/Guide.md": pin, "CHANGELOG.md": changelog])
        #expect(planned.files.map(\.path) == ["README.md", "Translations/README.ja.md", "Docs/Guide.md"])
    }

    @Test func unreadableDocumentOrNoReleaseBlocksWriting() throws {
        let pin = VersionTestRepository.manifestBlock(".package(url: \"\(Self.url)\", branch: \"main\")")
        let empty = try plan(["README.md": pin, "Docs/Empty.md": ""])
        #expect(empty.blockers.map(\.path) == ["Docs/Empty.md"])
        let unreleased = try plan(["README.md": pin, "CHANGELOG.md": "# Changelog\n\n## [Unreleased]\n"])
        #expect(
            unreleased.blockers.map(\.message) == [
                "no released version to pin to: CHANGELOG.md has no release that is neither a pre-release nor yanked"
            ])
        #expect(unreleased.files.isEmpty)
        let missing = try VersionTestRepository.make(["README.md": pin])
        try FileManager.default.removeItem(at: missing.root.appendingPathComponent("CHANGELOG.md"))
        #expect(
            try plan(missing).blockers.map(\.message) == [
                "no released version to pin to: CHANGELOG.md lists no release, and no version tag or podspec names one"
            ])
    }

    @Test func productsOfThisPackageAreLibrariesOfTheManifest() throws {
        let snippet = """
            # Kit

            ```swift
            .target(name: "App", dependencies: [
                .product(name: "KitCore", package: "kit"),
                .product(name: "KitUI", package: "Kit"),
                .product(name: "Other", package: "other-package"),
            ])
            ```

            """
        let planned = try plan(["README.md": snippet])
        #expect(planned.diagnostics.map { $0.location?.description } == ["6:14"])
        #expect(planned.diagnostics.first?.message == "product 'KitUI' of package 'Kit' is not a library of Package.swift; it declares 'KitCore'")
        #expect(planned.unfixable.count == 1)
    }

    @Test func withoutACanonicalURLFixPinsIsAConfigurationError() throws {
        let repository = try TemporaryRepository(files: ["README.md": "# Kit\n"])
        #expect(throws: ConfigurationError.self) { try plan(repository) }
    }
}
