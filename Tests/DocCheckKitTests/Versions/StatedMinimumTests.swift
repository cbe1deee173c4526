import Testing

@testable import DocCheckKit

/// The minimums the documents state are found where they are stated as minimums, in prose of
/// any of the translations' languages and on badges, and must agree with each other and with
/// Package.swift.
@Suite struct StatedMinimumTests {
    let requirements = "# Kit\n\nKit needs Xcode 26.1 or later with Swift 6.2, and iOS 26 or macOS 26 or later.\n"

    func statements(_ text: String) -> [String] {
        StatementScanner.statements(in: MarkdownDocument(path: "README.md", text: text)).map {
            "\($0.subject) \($0.version) \($0.location.map(\.description) ?? "?")"
        }
    }

    /// The column of the first `marker` in `line`.
    func column(_ marker: String, in line: String) -> Int {
        line.utf8.distance(from: line.startIndex, to: line.range(of: marker)!.lowerBound) + 1
    }

    func findings(_ files: [String: String]) throws -> [Diagnostic] {
        try VersionTestRepository.findings("stated-minimum", in: try VersionTestRepository.make(files))
    }

    @Test func statementsAreMinimumsNotMentions() {
        let line = requirements.split(separator: "\n")[1].description
        let columns = ["Xcode", "Swift", "iOS", "macOS"].map { column($0, in: line) }
        #expect(columns == [11, 36, 51, 61])
        #expect(statements(requirements) == ["Xcode 26.1 3:11", "Swift 6.2 3:36", "iOS 26 3:51", "macOS 26 3:61"])
        #expect(statements("# Kit\n\nThe iOS 26 and macOS 26 APIs. The tab bar demo needs iOS 26.1.\n").isEmpty)
        #expect(statements("# Kit\n\n| Demo | Requires |\n| --- | --- |\n| Tabs | iOS 26.1 |\n").isEmpty)
        #expect(statements("# Kit\n\nBuilt with Swift 6.2+ on macOS 26.\n") == ["Swift 6.2 3:12"])
        #expect(statements("# Kit\n\nNeeds Xcode 26.1\nor later.\n") == ["Xcode 26.1 3:7"])
    }

    @Test(arguments: [
        "Kit benötigt Xcode 26.0 oder neuer.", "Kit nécessite Xcode 26.0 ou ultérieur.", "Kit necesita Xcode 26.0 o posterior.",
        "Kit には Xcode 26.0 以降が必要です。", "Kit 需要 Xcode 26.0 或更高版本。", "Kit는 Xcode 26.0 이상이 필요합니다.",
    ])
    func translationsStateMinimumsInTheirLanguage(_ sentence: String) {
        #expect(statements("# Kit\n\n\(sentence)\n") == ["Xcode 26.0 3:\(column("Xcode", in: sentence))"])
    }

    @Test func badgesAreStatements() {
        let text = """
            # Kit

            ![Swift](https://img.shields.io/badge/Swift-6.2-F05138) ![Xcode](https://img.shields.io/badge/Xcode-26.1%2B-blue.svg)
            ![Platforms](https://img.shields.io/badge/platforms-iOS_26_%7C_macOS_26-lightgrey)
            ![Static](https://img.shields.io/static/v1?label=Swift&message=6.1&color=orange) ![Logo](https://example.com/Swift-6.0.png)

            """
        let line = text.split(separator: "\n")[1].description
        #expect(statements(text) == ["Swift 6.2 3:1", "Xcode 26.1 3:\(column("![Xcode]", in: line))", "iOS 26 4:1", "macOS 26 4:1", "Swift 6.1 5:1"])
    }

    @Test func agreeingDocumentsAreClean() throws {
        let files = [
            "README.md": requirements, "Docs/Guide.md": "# Guide\n\nBuild with Xcode 26.1 or later.\n",
            "Translations/README.de.md": "# Kit\n\nKit benötigt Xcode 26.1 oder neuer und Swift 6.2 oder neuer.\n",
        ]
        #expect(try findings(files).isEmpty)
    }

    @Test func xcode26InOneTranslationIsThatLine() throws {
        let files = [
            "README.md": requirements, "Translations/README.ja.md": "# Kit\n\n概要。\n\nKit には Xcode 26.0 以降が必要です。\n",
            "Translations/README.de.md": "# Kit\n\nKit benötigt Xcode 26.1 oder neuer.\n",
        ]
        let found = try findings(files)
        #expect(found.map(\.path) == ["Translations/README.ja.md"])
        #expect(found.first?.location == SourceLocation(line: 5, column: column("Xcode", in: "Kit には Xcode 26.0 以降が必要です。")))
        #expect(found.first?.message == "states Xcode 26.0, README.md:3 states Xcode 26.1")
    }

    @Test func swiftAndPlatformsAgreeWithThePackageManifest() throws {
        let readme = "# Kit\n\nKit needs Swift 6.1 or later, iOS 18 or later and tvOS 26 or later.\n"
        let found = try findings(["README.md": readme])
        #expect(
            found.map(\.message) == [
                "states Swift 6.1, Package.swift says swift-tools-version 6.2", "states iOS 18, Package.swift says .iOS(.v26)",
                "states tvOS 26, Package.swift declares no tvOS minimum in 'platforms:', so SwiftPM's default applies: tvOS 12.0",
            ])
        #expect(found.map { $0.location?.line } == [3, 3, 3])
    }

    @Test func xcodeMustComeWithTheSwiftThePackageNeeds() throws {
        let found = try findings(["README.md": "# Kit\n\nKit needs Xcode 16.4 or later.\n", "CHANGELOG.md": "# C\n\n## [2.0.0] - 2026-11-29\n"])
        #expect(found.map(\.message) == ["states Xcode 16.4, which comes with Swift 6.1, older than swift-tools-version 6.2 of Package.swift"])
        // An Xcode of the Swift 5 years is known by the Swift it comes with too.
        let manifest = "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(name: \"Kit\")\n"
        let old = try findings([
            "README.md": "# Kit\n\n## Requirements\n\n- Xcode 11.4 or newer\n", "Package.swift": manifest,
            "CHANGELOG.md": "# C\n\n## [2.0.0] - 2026-11-29\n",
        ])
        #expect(old.map(\.message) == ["states Xcode 11.4, which comes with Swift 5.2, older than swift-tools-version 6.1 of Package.swift"])
    }

    @Test func onlyTheNewestReleaseOfTheChangelogSpeaksForToday() throws {
        let changelog = VersionTestRepository.changelog.replacingOccurrences(of: "- First release.", with: "- Needs Xcode 15.0 or later.")
        #expect(try findings(["README.md": requirements, "CHANGELOG.md": changelog]).isEmpty)
        let newest = changelog.replacingOccurrences(of: "Needs Xcode 26.1", with: "Needs Xcode 26.2")
        #expect(try findings(["README.md": requirements, "CHANGELOG.md": newest]).map { $0.location?.line } == [7])
    }

    @Test func unparseableManifestIsALocatedError() throws {
        let manifest = VersionTestRepository.manifest.replacingOccurrences(of: ".macOS(.v26)", with: ".macOS(minimumMacOS)")
        let found = try findings(["README.md": requirements, "Package.swift": manifest])
        #expect(found.map(\.path) == ["Package.swift"])
        #expect(found.first?.location == SourceLocation(line: 6, column: 29))
    }

    @Test func withoutAManifestTheDocumentsAgreeWithEachOther() throws {
        let repository = try TemporaryRepository(files: [
            "README.md": requirements, "Translations/README.de.md": "# Kit\n\nBenötigt Swift 6.1 oder neuer.\n",
        ])
        let found = try VersionTestRepository.findings("stated-minimum", in: repository)
        #expect(found.map(\.message) == ["states Swift 6.1, README.md:3 states Swift 6.2"])
    }

    /// Only what speaks for the package as a whole is compared: each of these states a
    /// minimum of something else, and none is a finding.
    @Test(arguments: [
        ("a feature's availability", "# Kit\n\n## Features\n\nThe widget needs iOS 18 or later.\n"),
        ("a resolved bug", "# Kit\n\n## Resolved Radars\n\n- Crash on watchOS 3.0+, resolved.\n"),
        ("a former minimum", "# Kit\n\n## Requirements\n\nSwift 6.2+ (was Swift 5.7+).\n"),
        ("a series", "# Kit\n\n## Requirements\n\nSwift 5.x or later.\n"),
        ("one way to install", "# Kit\n\n## Setup\n\n#### Setup with Carthage (iOS 8+)\n\nAdd it.\n\n#### Manually\n\nNeeds iOS 7 or later.\n"),
        ("a newer Swift than the tools version", "# Kit\n\n## Requirements\n\nSwift 6.3 or later.\n"),
    ])
    func statementsAboutSomethingElseAreNotCompared(_ name: String, _ readme: String) throws {
        #expect(try findings(["README.md": readme]).isEmpty, "\(name)")
    }

    @Test func articlesAndMigrationGuidesAreNotRead() throws {
        let files = [
            "README.md": requirements, "Docs/Migrating to 2.0.md": "# Migrating\n\nVersion 1 needed iOS 12 or later.\n",
            "Docs/JSON.md": "# JSON\n\nJSON columns need iOS 16 or later.\n",
        ]
        #expect(try findings(files).isEmpty)
    }

    /// A statement in a requirements section, and in a translation whose outline is the README's.
    @Test func requirementSectionsAreRead() throws {
        let readme = "# Kit\n\n## Features\n\nFast.\n\n## Requirements\n\n- iOS 18+\n"
        let german = "# Kit\n\n## Funktionen\n\nSchnell.\n\n## Voraussetzungen\n\n- iOS 17+\n"
        let found = try findings(["README.md": readme, "Translations/README.de.md": german])
        #expect(found.map { "\($0.path ?? ""):\($0.location?.line ?? 0)" } == ["README.md:9", "Translations/README.de.md:9"], "\(found)")
    }

    /// The oldest Swift that builds the package is the lowest tools version of its manifests.
    @Test func versionedManifestsLowerTheSwiftMinimum() throws {
        let readme = "# Kit\n\n## Requirements\n\nSwift 5.9 or later.\n"
        let variant = "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n"
        #expect(try findings(["README.md": readme]).map(\.message) == ["states Swift 5.9, Package.swift says swift-tools-version 6.2"])
        #expect(try findings(["README.md": readme, "Package@swift-5.9.swift": variant]).isEmpty)
    }

    /// A Package.swift without the tools version comment is tools version 3, as SwiftPM reads
    /// it, and the Swift 4 and later read its `Package@swift-4.swift`: the statements are
    /// compared with the lowest tools version, named at the manifest it comes from.
    @Test func aManifestWithoutTheCommentIsToolsVersion3() throws {
        let variants = [
            "Package.swift": "import PackageDescription\n\nlet package = Package(name: \"Kit\")\n",
            "Package@swift-4.swift": "// swift-tools-version:4.0\nimport PackageDescription\n\nlet package = Package(name: \"Kit\")\n",
        ]
        func found(_ readme: String, _ manifests: [String: String] = variants) throws -> [String] {
            try findings(manifests.merging(["README.md": readme]) { $1 }).map { "\($0.path ?? ""):\($0.location?.line ?? 0) \($0.message)" }
        }
        #expect(try found("# Kit\n\n## Requirements\n\nSwift 3.0 or later and iOS 8.0 or later.\n").isEmpty)
        #expect(
            try found("# Kit\n\n## Requirements\n\nSwift 2.2 or later.\n") == [
                "README.md:5 states Swift 2.2, Package.swift has no swift-tools-version comment, which SwiftPM reads as tools version 3"
            ])
        // Alone, it is a package no Swift of today loads: one finding, at its first line.
        #expect(
            try found("# Kit\n", ["Package.swift": variants["Package.swift"]!]) == [
                "Package.swift:1 has no '// swift-tools-version: X.Y' first line, so SwiftPM reads it as tools version 3, which Swift 5.0 and later do not load"
            ])
    }

    /// A platform `platforms:` leaves out has SwiftPM's default for the Swift that builds the
    /// package: visionOS 1.0, and for a manifest of tools version 5.9 iOS 11.0 (Swift 5.9) to
    /// 12.0 (Swift 5.10 and later).
    @Test(
        arguments: [
            ("visionOS 1.0+", nil), ("iOS 11.0+", nil), ("iOS 12.0+", nil), ("Mac Catalyst 13.0+", nil), ("watchOS 4.0+", nil),
            (
                "visionOS 2.0+",
                "states visionOS 2.0, Package.swift declares no visionOS minimum in 'platforms:', so SwiftPM's default applies: visionOS 1.0"
            ),
            (
                "iOS 10.0+",
                "states iOS 10.0, Package.swift declares no iOS minimum in 'platforms:', so SwiftPM's default applies: iOS 11.0 to 12.0, by the Swift that builds it"
            ),
        ] as [(String, String?)])
    func aPlatformLeftOutHasSwiftPMsDefault(_ statement: String, _ expected: String?) throws {
        let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\", platforms: [.macOS(.v14)])\n"
        let found = try findings(["README.md": "# Kit\n\n## Requirements\n\n- \(statement)\n", "Package.swift": manifest])
        #expect(found.map(\.message) == (expected.map { [$0] } ?? []), "\(statement)")
    }

    /// A requirements section per release line: only the current line's (2.0, the release being
    /// 2.0.0) is compared; a line in the making makes none of them read.
    @Test func onlyTheCurrentReleaseLinesSectionIsCompared() throws {
        let readme = """
            # Kit

            ## Requirements

            ### Kit 1.0

            - iOS 15.0+ / macOS 12.0+ / Swift 5.9+

            ### Kit 2.0

            - iOS 26.0+ / macOS 26.0+ / Swift 6.2+

            """
        #expect(try findings(["README.md": readme]).isEmpty)
        let stale = readme.replacingOccurrences(of: "iOS 26.0+", with: "iOS 18.0+")
        #expect(
            try findings(["README.md": stale]).map { "\($0.location?.line ?? 0) \($0.message)" } == [
                "11 states iOS 18.0, Package.swift says .iOS(.v26)"
            ])
        #expect(try findings(["README.md": readme + "\n### Kit 3.0 (beta)\n\n- iOS 27.0+\n"]).isEmpty)
    }

    /// A statement scoped to a feature or a way to build is not the package's minimum, and of
    /// the others one list states for one platform, the lowest is.
    @Test func aFeaturesMinimumIsNotThePackages() throws {
        let alternatives = "# Kit\n\n## Requirements\n\n- (SwiftUI) iOS 26.1+ / macOS 26.1+\n- (UIKit/AppKit) iOS 26.0+ / macOS 26.0+\n"
        #expect(try findings(["README.md": alternatives]).isEmpty)
        let xcode = "# Kit\n\n## Requirements\n\n- Xcode 26.1+\n- Xcode 26.2+ is required to build Kit using Swift Package Manager\n"
        #expect(try findings(["README.md": xcode]).isEmpty)
        // A scoped statement shields no other: iOS 18 is the package's minimum, and wrong.
        let stale = "# Kit\n\n## Requirements\n\n- iOS 18.0+ / macOS 26.0+\n- iOS 26.1+ for the widgets\n- (SwiftUI) iOS 26.0+\n"
        #expect(
            try findings(["README.md": stale]).map { "\($0.location?.line ?? 0) \($0.message)" } == [
                "5 states iOS 18.0, Package.swift says .iOS(.v26)"
            ])
    }

    /// What an example app needs is not the package's minimum; a statement of the package beside
    /// it is still compared.
    @Test func anExampleAppsMinimumIsNotThePackages() throws {
        let note = "# Kit\n\n## Requirements\n\nKit targets iOS 26 and above. (Note that the example app requires at least iOS 26.1.)\n"
        #expect(try findings(["README.md": note]).isEmpty)
        #expect(try findings(["README.md": note.replacingOccurrences(of: "the example app", with: "the demo")]).isEmpty)
        let stale = note.replacingOccurrences(of: "iOS 26 and above", with: "iOS 18 and above")
        #expect(
            try findings(["README.md": stale]).map { "\($0.location?.line ?? 0) \($0.message)" } == ["5 states iOS 18, Package.swift says .iOS(.v26)"]
        )
        // "For example" names no example app.
        let forExample = "# Kit\n\n## Requirements\n\nFor example, Kit needs iOS 18 or later.\n"
        #expect(try findings(["README.md": forExample]).map(\.message) == ["states iOS 18, Package.swift says .iOS(.v26)"])
    }

    /// A minimum inside a condition on the reader's app is no requirement of the package.
    @Test func aConditionOnTheReadersAppIsNoRequirement() throws {
        let tip = "# Kit\n\n> If you support iOS 26.1+/macOS 26.1+ only, try the system view instead.\n"
        #expect(try findings(["README.md": tip]).isEmpty)
        #expect(try findings(["README.md": "# Kit\n\nWhen your app only targets iOS 26.1 or later, use the system view.\n"]).isEmpty)
        // What follows the condition is a statement again.
        let after = "# Kit\n\nIf you use Swift Package Manager, Kit needs iOS 18 or later.\n"
        #expect(try findings(["README.md": after]).map(\.message) == ["states iOS 18, Package.swift says .iOS(.v26)"])
    }

    /// Minimums stated with another package are that combination's; those of the package alone
    /// are still compared, here with SwiftPM's defaults for a manifest without `platforms:`.
    @Test func minimumsWithAnotherPackageAreTheCombinations() throws {
        let manifest = "// swift-tools-version: 5.3\nimport PackageDescription\n\nlet package = Package(name: \"Kit\")\n"
        let readme =
            "# Kit\n\n## Requirements\n\n* macOS 10.10+, iOS 9+; (macOS 10.14+, iOS 12+, tvOS 12+ or watchOS 6+ with [OtherKit](https://example.com/otherkit))\n"
        #expect(try findings(["README.md": readme, "Package.swift": manifest]).isEmpty)
        #expect(
            try findings([
                "README.md": readme.replacingOccurrences(of: "[OtherKit](https://example.com/otherkit)", with: "OtherKit"), "Package.swift": manifest,
            ]).isEmpty)
        let old = readme.replacingOccurrences(of: "macOS 10.10+, iOS 9+", with: "macOS 10.9+, iOS 7+")
        #expect(
            try findings(["README.md": old, "Package.swift": manifest]).map(\.message) == [
                "states macOS 10.9, Package.swift declares no macOS minimum in 'platforms:', so SwiftPM's default applies: macOS 10.10 to 10.13, by the Swift that builds it",
                "states iOS 7, Package.swift declares no iOS minimum in 'platforms:', so SwiftPM's default applies: iOS 9.0 to 12.0, by the Swift that builds it",
            ])
        // A package named in lower case, as a link's text often is, even with a subject's name
        // in it ("swift-…"); "with full support" names none.
        let lowerCase =
            readme.replacingOccurrences(of: "[OtherKit](https://example.com/otherkit)", with: "[swift-other-kit][other]")
            + "\n[other]: https://example.com/other-kit\n"
        let lowerCaseFindings = try findings(["README.md": lowerCase, "Package.swift": manifest])
        #expect(lowerCaseFindings.isEmpty, "\(lowerCaseFindings.map(\.message))")
        let full = "# Kit\n\n## Requirements\n\n* (watchOS 6+ with full support)\n"
        #expect(try findings(["README.md": full, "Package.swift": manifest]).map(\.message).first?.hasPrefix("states watchOS 6") == true)
        // With the package itself, the minimums are the package's.
        let itself = "# Kit\n\n## Requirements\n\n* (iOS 18+ with Kit)\n"
        #expect(try findings(["README.md": itself]).map(\.message) == ["states iOS 18, Package.swift says .iOS(.v26)"])
    }

    /// A version called recommended is not a minimum.
    @Test func aRecommendedVersionIsNoMinimum() throws {
        #expect(try findings(["README.md": "# Kit\n\n## Requirements\n\n- Xcode 26.1 or newer, Xcode 26.2 recommended.\n"]).isEmpty)
        #expect(try findings(["README.md": "# Kit\n\nNeeds Xcode 26.1 or newer, Xcode 26.2 recommended.\n"]).isEmpty)
        #expect(try findings(["README.md": "# Kit\n\nNeeds Xcode 26.1 or newer (Xcode 26.2 preferred).\n"]).isEmpty)
        // The minimum beside the recommendation is still compared: the CHANGELOG's Xcode 26.1 is not it.
        #expect(
            try findings(["README.md": "# Kit\n\nNeeds Xcode 26.0 or newer, Xcode 26.1 recommended.\n"]).map { "\($0.path ?? "") \($0.message)" } == [
                "CHANGELOG.md states Xcode 26.1, README.md:3 states Xcode 26.0"
            ])
    }

    /// A heading that names the manifest syntax of the snippet below it states no requirement.
    @Test func aHeadingOfAManifestSyntaxStatesNoRequirement() throws {
        let readme =
            "# Kit\n\n## Getting Started\n\n#### Swift 5.4 and newer (`swift-tools-version:5.4`)\n\n```swift\ndependencies: [.package(url: \"https://github.com/example/kit\", from: \"2.0.0\")]\n```\n"
        // The release, 5.6.0, is of the line 5 that "5.4" would name.
        let changelog = "# Changelog\n\n## [5.6.0] - 2026-11-29\n\n- Fixed a crash.\n"
        #expect(try findings(["README.md": readme, "CHANGELOG.md": changelog]).isEmpty)
        #expect(try findings(["README.md": readme]).isEmpty)
        let plain = "# Kit\n\n## Getting Started\n\n#### Swift 5.4 and newer\n"
        #expect(
            try findings(["README.md": plain, "CHANGELOG.md": changelog]).map(\.message) == [
                "states Swift 5.4, Package.swift says swift-tools-version 6.2"
            ])
    }

    /// Tools version 6.1 without `platforms:` has the defaults of Swift 6.1 and later: iOS 12.0 and tvOS 12.0.
    @Test func toolsVersion61HasTheDefaultsOfSwift510() throws {
        let manifest = "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(name: \"Kit\")\n"
        #expect(try findings(["README.md": "# Kit\n\n## Requirements\n\n- iOS 12+, tvOS 12+\n", "Package.swift": manifest]).isEmpty)
        #expect(
            try findings(["README.md": "# Kit\n\n## Requirements\n\n- iOS 11+, tvOS 12+\n", "Package.swift": manifest]).map(\.message) == [
                "states iOS 11, Package.swift declares no iOS minimum in 'platforms:', so SwiftPM's default applies: iOS 12.0"
            ])
    }
}
