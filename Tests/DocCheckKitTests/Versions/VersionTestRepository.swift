import Foundation

@testable import DocCheckKit

/// Small repositories for the version checks: a canonical URL, a CHANGELOG whose newest
/// release is 2.0.0 and a manifest, plus the documents a test gives.
enum VersionTestRepository {
    static let url = "https://github.com/example/kit"
    static let configuration = "{ \"canonicalURL\": \"\(url)\", \"pins\": \"canonical\" }\n"
    static let changelog = """
        # Changelog

        ## [Unreleased]

        ## [2.0.0] - 2026-11-29

        - Needs Xcode 26.1 or later.

        ## [1.0.0] - 2026-01-15

        - First release.

        """
    static let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "kit",
            platforms: [.iOS(.v26), .macOS(.v26)],
            products: [.library(name: "KitCore", targets: ["KitCore"])],
            targets: [.target(name: "KitCore")]
        )

        """

    static func make(_ files: [String: String]) throws -> TemporaryRepository {
        try TemporaryRepository(
            files: [".doccheck.json": configuration, "CHANGELOG.md": changelog, "Package.swift": manifest].merging(files) { $1 })
    }

    /// The findings of `rule` when the engine verifies `repository`.
    static func findings(_ rule: String, in repository: TemporaryRepository) throws -> [Diagnostic] {
        let engine = DocCheck(repository: try Repository(root: repository.root))
        return try engine.verify().diagnostics.filter { $0.ruleID == rule }
    }

    /// A README with `declaration` alone in a manifest block: the declaration is on line 5.
    static func manifestBlock(_ declaration: String) -> String {
        "# Kit\n\n<!-- doccheck: manifest -->\n```swift\n\(declaration)\n```\n"
    }
}
