import Testing

@testable import DocCheckKit

/// Package.swift is read as text: its tools version, platform minimums and library products,
/// and a declaration in another form is an error at its line.
@Suite struct PackageManifestTests {
    func manifest(_ text: String) -> PackageManifest {
        PackageManifest(path: "Package.swift", bytes: Array(text.utf8))
    }

    @Test func readsToolsVersionPlatformsAndLibraries() throws {
        let parsed = manifest(VersionTestRepository.manifest)
        #expect(parsed.problems.isEmpty)
        #expect(parsed.toolsVersion == VersionNumber("6.2"))
        #expect(parsed.platforms.map(\.name) == ["iOS", "macOS"])
        #expect(parsed.platforms.map(\.version) == [VersionNumber("26"), VersionNumber("26")])
        #expect(parsed.platforms[1].location == SourceLocation(line: 6, column: 29))
        #expect(parsed.libraries == ["KitCore"])
    }

    @Test(arguments: [
        ("// swift-tools-version:5.9", "5.9"), ("// swift-tools-version: 6.2", "6.2"), ("//swift-tools-version:6.0.1", "6.0.1"),
        ("// swift-tools-version:5.3;(swiftLanguageVersions)", "5.3"), ("// Swift-Tools-Version: 6.1", "6.1"),
    ])
    func toolsVersionForms(_ line: String, _ version: String) {
        #expect(manifest(line + "\n").toolsVersion == VersionNumber(version))
    }

    /// A manifest that does not start with a comment is tools version 3, as SwiftPM reads it; a
    /// first comment that is no tools version cannot be read.
    @Test func aManifestWithoutTheCommentIsToolsVersion3() {
        let legacy = manifest("\nimport PackageDescription\n")
        #expect(legacy.problems.isEmpty)
        #expect(legacy.toolsVersion == VersionNumber("3") && legacy.toolsVersionIsImplied)
        let misspelt = manifest("// swift-tools-version 6.2\nimport PackageDescription\n")
        #expect(misspelt.toolsVersion == nil && !misspelt.toolsVersionIsImplied)
        #expect(!manifest(VersionTestRepository.manifest).toolsVersionIsImplied)
    }

    /// A platform `platforms:` leaves out has the defaults of the Swift releases that read the
    /// manifest; a Mac Catalyst left out takes a higher iOS minimum.
    @Test func aPlatformLeftOutHasSwiftPMsDefaults() {
        func defaults(_ tools: String, _ platforms: String, _ platform: String) -> String? {
            manifest("// swift-tools-version: \(tools)\nlet p = Package(platforms: [\(platforms)])\n").defaultMinimum(of: platform).map {
                "\($0.lowerBound)...\($0.upperBound)"
            }
        }
        #expect(defaults("5.9", ".macOS(.v14)", "iOS") == "11.0...12.0")
        #expect(defaults("6.2", ".iOS(.v26)", "visionOS") == "1.0...1.0")
        #expect(defaults("5.0", "", "watchOS") == "2.0...4.0")
        #expect(defaults("6.2", ".iOS(.v26)", "Mac Catalyst") == "26...26")
        #expect(defaults("6.2", ".iOS(.v26)", "iOS") == nil)
        #expect(defaults("6.2", "", "Xcode") == nil)
        #expect(manifest("// swift-tools-version:4.2\nlet p = Package(name: \"K\")\n").defaultMinimum(of: "iOS") == nil)
    }

    /// A target's `.when(platforms:)` is not the package's list, and a custom platform is
    /// skipped, not an error.
    @Test func targetConditionsAndCustomPlatformsAreNotThePackagesMinimums() {
        let text = """
            // swift-tools-version: 5.9
            let p = Package(
                name: "Kit",
                platforms: [.iOS(.v13), .custom("visionos", versionString: "1.0")],
                targets: [.target(name: "Kit", swiftSettings: [.define("X", .when(platforms: [.iOS]))])]
            )

            """
        let parsed = manifest(text)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        #expect(parsed.platforms.map { "\($0.name) \($0.version)" } == ["iOS 13"])
        let conditionFirst = manifest(
            "// swift-tools-version: 5.9\nlet s: [SwiftSetting] = [.define(\"X\", .when(platforms: [.linux]))]\nlet p = Package(name: \"K\", platforms: [.macOS(.v12)])\n"
        )
        #expect(conditionFirst.problems.isEmpty)
        #expect(conditionFirst.platforms.map(\.name) == ["macOS"])
    }

    @Test func platformForms() {
        let parsed = manifest(
            "// swift-tools-version: 6.2\nlet p = Package(platforms: [\n  .iOS(.v26_1),\n  .macOS(\"26.0\"), .visionOS(.v26), .macCatalyst(.v26),\n])\n"
        )
        #expect(parsed.problems.isEmpty)
        #expect(parsed.platforms.map { "\($0.name) \($0.version)" } == ["iOS 26.1", "macOS 26.0", "visionOS 26", "Mac Catalyst 26"])
        #expect(parsed.platforms.map(\.location.line) == [3, 4, 4, 4])
    }

    @Test func commentsInThePlatformsListAreNoEntries() {
        let parsed = manifest(
            "// swift-tools-version: 6.2\nlet p = Package(platforms: [\n  .iOS(.v26), // not .tvOS, ] yet\n  /* .watchOS(.v26), */ .macOS(\"26.1\"),\n])\n"
        )
        #expect(parsed.problems.isEmpty)
        #expect(parsed.platforms.map { "\($0.name) \($0.version) \($0.location)" } == ["iOS 26 3:3", "macOS 26.1 4:25"])
    }

    @Test func unreadableDeclarationsAreLocated() throws {
        let misspelt = manifest("// swift-tools-version 6.2\nimport PackageDescription\n")
        #expect(misspelt.problems.map(\.location) == [SourceLocation(line: 1)])
        let variable = manifest("// swift-tools-version: 6.2\nlet p = Package(\n  platforms: [.iOS(.v26), .macOS(minimum)]\n)\n")
        let problem = try #require(variable.problems.first)
        #expect(problem.location == SourceLocation(line: 3, column: 27))
        #expect(problem.message == "cannot read platform '.macOS(minimum)'; write it as .iOS(.v26) or .iOS(\"26.1\")")
        #expect(variable.platforms.map(\.name) == ["iOS"])
        let unclosed = manifest("// swift-tools-version: 6.2\nlet p = Package(platforms: [.iOS(.v26)\n")
        #expect(unclosed.problems.map(\.message) == ["'platforms:' has no closing ']'"])
        #expect(unclosed.problems.first?.location.line == 2)
    }
}
