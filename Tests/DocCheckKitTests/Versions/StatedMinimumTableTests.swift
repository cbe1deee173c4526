import Testing

@testable import DocCheckKit

/// Minimums written in requirement tables and on badges (Markdown images and `<img>` tags)
/// are read where prose is: in the README's opening and its requirement sections. The
/// manifest says swift-tools-version 6.2, iOS 26 and macOS 26; the newest release is 2.0.0.
@Suite struct StatedMinimumTableTests {
    /// The README's findings, each as "line:column message".
    func findings(_ readme: String) throws -> [String] {
        try VersionTestRepository.findings("stated-minimum", in: try VersionTestRepository.make(["README.md": readme])).filter {
            $0.path == "README.md"
        }.map {
            "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
        }
    }

    func statements(_ text: String, release: SemanticVersion? = nil) -> [String] {
        StatementScanner.statements(in: MarkdownDocument(path: "README.md", text: text), release: release).map {
            "\($0.subject) \($0.version) \($0.location.map(\.description) ?? "?")"
        }
    }

    static let requirements = "# Kit\n\n## Requirements\n\n"

    /// Each shape, stating iOS 18 where the manifest says iOS 26: a finding at the version's cell.
    @Test(arguments: [
        ("a row per subject", "| Platform | Minimum |\n|---|---|\n| iOS | 18.0 |\n| Swift | 6.2 |\n| Xcode | 26.1 |\n", "7:9 states iOS 18.0"),
        ("a value that says it is a minimum", "| Platform | Version |\n|---|---|\n| **iOS** | 18.0+ |\n", "7:13 states iOS 18.0"),
        ("a column per subject", "| iOS | macOS | Swift |\n|---|---|---|\n| 18 | 26.0 | 6.2 |\n", "7:3 states iOS 18"),
        ("a column that says minimum", "| Platform | Min. iOS |\n|---|---|\n| iPhone, iPad | 18 |\n", "7:18 states iOS 18"),
        ("a column that names its subject again", "| | Minimum iOS Target |\n|---|---|\n| Kit | iOS 18.0 |\n| Demo | |\n", "7:9 states iOS 18.0"),
        ("the current release line", "| Kit | Swift | iOS |\n|---|---|---|\n| 2.x | 6.2 | 18 |\n| 1.x | 5.9 | 15 |\n", "7:15 states iOS 18"),
        ("a release line's platforms", "| Version | Platforms |\n|---|---|\n| Kit 2.0 | iOS 18.0, macOS 26.0 |\n", "7:13 states iOS 18.0"),
    ])
    func tablesStateMinimums(_ shape: String, _ table: String, _ expected: String) throws {
        #expect(try findings(Self.requirements + table) == ["\(expected), Package.swift says .iOS(.v26)"], "\(shape)")
        let agreeing = table.replacingOccurrences(of: "18.0", with: "26.0").replacingOccurrences(of: "| 18 |", with: "| 26 |")
        #expect(try findings(Self.requirements + agreeing).isEmpty, "\(shape)")
    }

    /// "6.1 / Xcode 16.4" under "Minimum Swift Version" states Swift 6.1 and Xcode 26.0.
    @Test func aMinimumColumnStatesEveryVersionInItsCell() throws {
        let table = """
            | Platform | Minimum Swift Version | Installation |
            |---|---|---|
            | iOS 26.0+ / macOS 26.0+ | 6.1 / Xcode 16.4 | SwiftPM |
            | Linux | Latest Only | SwiftPM |

            """
        #expect(
            try findings(Self.requirements + table) == [
                "7:29 states Swift 6.1, Package.swift says swift-tools-version 6.2",
                "7:35 states Xcode 16.4, which comes with Swift 6.1, older than swift-tools-version 6.2 of Package.swift",
            ])
    }

    /// Rows of past release lines tell of those releases; a row of a line in the making, or no
    /// release to tell the current line by, leaves every row unread.
    @Test func onlyTheCurrentReleaseLineIsCompared() throws {
        let table = "| Kit | Swift | iOS |\n|---|---|---|\n| 2.x | 6.2 | 26 |\n| 1.x | 5.9 | 15 |\n"
        #expect(try findings(Self.requirements + table).isEmpty)
        #expect(statements(table, release: SemanticVersion(2, 0, 0)) == ["Swift 6.2 3:9", "iOS 26 3:15"])
        #expect(statements(table + "| 0.9 | 5.7 | 13 |\n", release: SemanticVersion(1, 4, 2)).isEmpty)
        let older = "| Kit | Swift | iOS |\n|---|---|---|\n| 1.x | 5.9 | 15 |\n| 0.9 | 5.7 | 13 |\n"
        #expect(statements(older, release: SemanticVersion(1, 4, 2)) == ["Swift 5.9 3:9", "iOS 15 3:15"])
        #expect(statements(table).isEmpty)
        let inTheMaking = "| Kit | Swift | iOS |\n|---|---|---|\n| 3.0 (WIP) | 6.2 | 26 |\n| 2.0 | 6.2 | 18 |\n"
        #expect(statements(inTheMaking, release: SemanticVersion(2, 0, 0)).isEmpty)
        // "v1.4.x" is every 1.4 release; 1.5.0 has no row of its own.
        let minors = "| Kit | OS | Swift |\n|---|---|---|\n| **v1.4.x** | iOS 15+ | 5.9 |\n| **v1.3.x** | iOS 13+ | 5.7 |\n"
        #expect(statements(minors, release: SemanticVersion(1, 4, 2)) == ["iOS 15 3:16", "Swift 5.9 3:26"])
        #expect(statements(minors, release: SemanticVersion(1, 5, 0)).isEmpty)
        // "iOS 15+" in a past line's row is that line's, not the package's.
        let prose = "| Kit | Requirements |\n|---|---|\n| 2.x | iOS 26+ |\n| 1.x | iOS 15+ |\n"
        #expect(statements(prose, release: SemanticVersion(2, 1, 0)) == ["iOS 26 3:9"])
    }

    /// A release column whose number is no version ("٢.x", twenty digits) makes no table of
    /// release lines: the first named every release line, the second stopped doccheck with an
    /// index out of range.
    @Test func aReleaseThatIsNoVersionMakesNoReleaseLineTable() {
        let header = "| Kit | Swift | iOS |\n|---|---|---|\n"
        #expect(statements(header + "| 2.x | 6.2 | 26 |\n", release: SemanticVersion(2, 0, 0)) == ["Swift 6.2 3:9", "iOS 26 3:15"])
        #expect(statements(header + "| ٢.x | 6.2 | 26 |\n", release: SemanticVersion(2, 0, 0)).isEmpty)
        #expect(statements(header + "| 99999999999999999999 | 6.2 | 26 |\n", release: SemanticVersion(2, 0, 0)).isEmpty)
    }

    /// Tables that are no statements of the package's minimums.
    @Test(arguments: [
        ("a package's and its demo's", "## Requirements\n\n| | Minimum Xcode |\n|---|---|\n| Kit | Xcode 16.4 |\n| Demo | Xcode 26.1 |\n"),
        ("features with their minimums", "## Requirements\n\n| Feature | Minimum iOS |\n|---|---|\n| Widgets | 17 |\n| Live Activities | 16.1 |\n"),
        ("versions no header calls minimums", "## Requirements\n\n| Platform | Tested |\n|---|---|\n| iOS | 18.0 |\n"),
        ("a troubleshooting table", "## Troubleshooting\n\n| Platform | Minimum |\n|---|---|\n| iOS | 18.0 |\n"),
        ("a feature section's table", "## Features\n\n| iOS | macOS |\n|---|---|\n| 18 | 15 |\n"),
        ("a series", "## Requirements\n\n| Platform | Minimum |\n|---|---|\n| Swift | 5.x |\n"),
    ])
    func tablesThatStateNoMinimum(_ name: String, _ section: String) throws {
        #expect(try findings("# Kit\n\n" + section).isEmpty, "\(name)")
    }

    /// Each badge states Swift 5.9 (or iOS 13 and macOS 10.15) on line 3 of the README's opening.
    @Test(arguments: [
        ("an <img> badge", #"<img src="https://img.shields.io/badge/Swift-5.9+-orange.svg">"#, ["3:1 states Swift 5.9"]),
        ("a lowercase badge", "![Swift](https://img.shields.io/badge/swift-5.9-orange)", ["3:1 states Swift 5.9"]),
        (
            "a badge and its alt text", #"<p><img src="https://img.shields.io/badge/iOS-13.0%2B-blue.svg" alt="iOS 13.0+"></p>"#,
            ["3:4 states iOS 13.0"]
        ),
        (
            "a platforms badge",
            "[![Platform](https://img.shields.io/badge/platforms-iOS%2013%20%7C%20macOS%2010.15-lightgrey.svg)](https://example.com)",
            ["3:2 states iOS 13", "3:2 states macOS 10.15"]
        ),
        ("alt text of a badge", #"Kit <img alt="Swift 5.9" src="https://img.shields.io/badge/language-Swift-orange.svg">"#, ["3:5 states Swift 5.9"]),
    ])
    func badgesStateMinimums(_ name: String, _ badge: String, _ expected: [String]) throws {
        let found = try findings("# Kit\n\n\(badge)\n")
        #expect(found.map { String($0.prefix { $0 != "," }) } == expected, "\(name)")
        let agreeing = badge.replacingOccurrences(of: "5.9", with: "6.2").replacingOccurrences(of: "13.0", with: "26.0")
            .replacingOccurrences(of: "13%20", with: "26%20").replacingOccurrences(of: "10.15", with: "26")
        #expect(try findings("# Kit\n\n\(agreeing)\n").isEmpty, "\(name)")
    }

    /// Badges shields.io fills in when shown state nothing in the document; badges outside the
    /// opening and the requirement sections speak of something else.
    @Test(arguments: [
        ("a CocoaPods platforms badge", #"<img src="https://img.shields.io/cocoapods/p/Kit.svg" alt="iOS 13+">"#),
        (
            "a Swift Package Index badge",
            "![Swift](https://img.shields.io/endpoint?url=https%3A%2F%2Fswiftpackageindex.com%2Fapi%2Fpackages%2Fexample%2Fkit%2Fbadge)"
        ),
        ("a badge of another host", #"<img src="https://example.com/badge/Swift-5.9-orange.svg" alt="Swift">"#),
        ("a feature's badge", "## Widgets\n\n<img src=\"https://img.shields.io/badge/iOS-17%2B-blue.svg\">"),
        ("the language's generation", "![Swift 5 compatible](https://img.shields.io/badge/swift-5-orange.svg)"),
        ("the tool, not the language", "![SwiftPM](https://img.shields.io/badge/Swift_Package_Manager-5.9-orange)"),
    ])
    func badgesThatStateNoMinimum(_ name: String, _ badge: String) throws {
        #expect(try findings("# Kit\n\n\(badge)\n").isEmpty, "\(name)")
    }
}
