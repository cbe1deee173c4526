/// The small repositories the version rules' examples are made of.
enum VersionExamples {
    static let url = "https://github.com/example/kit"
    static let configuration = "{ \"canonicalURL\": \"\(url)\" }\n"
    static let changelog =
        "# Changelog\n\n## [Unreleased]\n\n## [2.0.0] - 2026-11-29\n\n- Raised the minimum to Xcode 26.1 or later.\n\n## [1.0.0] - 2026-01-15\n\n- First release.\n"
    static let manifest =
        "// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(\n    name: \"kit\",\n    platforms: [.iOS(.v26), .macOS(.v26)]\n)\n"

    /// A README whose Installation block declares the package with `requirement`; the pin is on line 5.
    static func readme(_ requirement: String) -> String {
        "# Kit\n\n<!-- doccheck: manifest -->\n```swift\n.package(url: \"\(url)\", \(requirement)),\n```\n"
    }

    /// A repository with the configuration, the CHANGELOG and `files`.
    static func repository(_ files: [String: String], path: String? = nil, line: Int? = nil) -> RuleExample {
        RuleExample(
            [".doccheck.json": configuration, "CHANGELOG.md": changelog, "Package.swift": manifest].merging(files) { $1 },
            path: path, line: line)
    }
}
