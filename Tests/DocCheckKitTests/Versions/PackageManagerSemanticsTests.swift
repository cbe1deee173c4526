import Testing

@testable import DocCheckKit

/// Each package manager's own reading of a requirement: a README declares the package the
/// way a user would, the scanner reads the pin, and the pin admits a version exactly when the
/// package manager would install it.
@Suite struct PackageManagerSemanticsTests {
    static let url = VersionTestRepository.url

    struct Row: CustomTestStringConvertible, Sendable {
        var manager: DependencyPin.Ecosystem
        /// The requirement as the document writes it, after the URL, pod name or repository.
        var requirement: String
        var candidate: String
        var admitted: Bool
        var testDescription: String {
            "\(manager.rawValue) \(requirement.isEmpty ? "(none)" : requirement) \(admitted ? "admits" : "excludes") \(candidate)"
        }

        /// The README holding the declaration.
        var readme: String {
            switch manager {
            case .swiftPM: VersionTestRepository.manifestBlock(".package(url: \"\(url)\", \(requirement))")
            case .cocoaPods: "# Kit\n\n```ruby\npod 'Kit'\(requirement.isEmpty ? "" : ", " + requirement)\n```\n"
            case .carthage: "# Kit\n\n```\ngithub \"example/kit\" \(requirement)\n```\n"
            case .xcode: "# Kit\n\nIn Xcode, add \(url) \(requirement).\n"
            }
        }
    }

    static func swiftPM(_ requirement: String, _ candidate: String, _ admitted: Bool) -> Row {
        Row(manager: .swiftPM, requirement: requirement, candidate: candidate, admitted: admitted)
    }

    static func pod(_ requirement: String, _ candidate: String, _ admitted: Bool) -> Row {
        Row(manager: .cocoaPods, requirement: requirement, candidate: candidate, admitted: admitted)
    }

    static func carthage(_ requirement: String, _ candidate: String, _ admitted: Bool) -> Row {
        Row(manager: .carthage, requirement: requirement, candidate: candidate, admitted: admitted)
    }

    static let rows: [Row] = [
        // SwiftPM, `from:` and `.upToNextMajor(from:)`: the given version up to, not including,
        // the next major version; the docs' example picks 1.2.3, 1.2.4 or 1.3.0, never 2.0.0.
        // https://developer.apple.com/documentation/packagedescription/package/dependency/package(id:from:)
        // https://developer.apple.com/documentation/packagedescription/package/dependency/requirement-swift.enum/uptonextmajor(from:)
        swiftPM("from: \"1.2.3\"", "1.2.3", true),
        swiftPM("from: \"1.2.3\"", "1.2.4", true),
        swiftPM("from: \"1.2.3\"", "1.3.0", true),
        swiftPM("from: \"1.2.3\"", "1.2.2", false),
        swiftPM("from: \"1.2.3\"", "2.0.0", false),
        swiftPM(".upToNextMajor(from: \"1.2.3\")", "1.99.0", true),
        swiftPM(".upToNextMajor(from: \"1.2.3\")", "2.0.0", false),

        // SwiftPM, `.upToNextMinor(from:)`: up to, not including, the next minor version.
        // https://developer.apple.com/documentation/packagedescription/package/dependency/requirement-swift.enum/uptonextminor(from:)
        swiftPM(".upToNextMinor(from: \"1.2.3\")", "1.2.3", true),
        swiftPM(".upToNextMinor(from: \"1.2.3\")", "1.2.9", true),
        swiftPM(".upToNextMinor(from: \"1.2.3\")", "1.3.0", false),
        swiftPM(".upToNextMinor(from: \"1.2.3\")", "1.2.2", false),

        // SwiftPM, `exact:` and `.exact(_:)`: that one version.
        // https://developer.apple.com/documentation/packagedescription/package/dependency/requirement-swift.enum/exact(_:)
        swiftPM("exact: \"1.2.3\"", "1.2.3", true),
        swiftPM("exact: \"1.2.3\"", "1.2.4", false),
        swiftPM(".exact(\"1.2.3\")", "1.2.2", false),

        // SwiftPM, a half-open range `"1.2.3"..<"1.2.6"` picks 1.2.3 to 1.2.5 but not 1.2.6;
        // a closed range `"1.2.3"..."1.2.6"` picks 1.2.6 as well.
        // https://developer.apple.com/documentation/packagedescription/package/dependency/package(url:_:)-2ys47
        // https://developer.apple.com/documentation/packagedescription/package/dependency/package(url:_:traits:)-mjzv
        swiftPM("\"1.2.3\"..<\"1.2.6\"", "1.2.3", true),
        swiftPM("\"1.2.3\"..<\"1.2.6\"", "1.2.5", true),
        swiftPM("\"1.2.3\"..<\"1.2.6\"", "1.2.6", false),
        swiftPM("\"1.2.3\"..<\"1.2.6\"", "1.2.2", false),
        swiftPM("\"1.0.0\"..<\"2.0.0\"", "1.9.9", true),
        swiftPM("\"1.0.0\"..<\"2.0.0\"", "2.0.0", false),
        swiftPM("\"1.2.3\"...\"1.2.6\"", "1.2.6", true),
        swiftPM("\"1.2.3\"...\"1.2.6\"", "1.2.7", false),
        swiftPM("\"1.0.0\"...\"1.2.0\"", "1.2.0", true),
        swiftPM("\"1.0.0\"...\"1.2.0\"", "1.2.1", false),

        // SwiftPM, `branch:` and `revision:` follow a branch's tip or one commit, never a
        // release: no released version satisfies them.
        // https://developer.apple.com/documentation/packagedescription/package/dependency/package(url:branch:)
        // https://developer.apple.com/documentation/packagedescription/package/dependency/package(url:revision:)
        swiftPM("branch: \"main\"", "2.0.0", false),
        swiftPM(".branch(\"develop\")", "2.0.0", false),
        swiftPM("revision: \"aa681bd6c61e22df0fd808044a886fc4a7ed3a65\"", "2.0.0", false),
        swiftPM(".revision(\"8a1f3c2\")", "1.0.0", false),

        // SwiftPM, pre-releases: a version range holds a pre-release only when one of its bounds
        // is itself a pre-release, and a half-open range whose upper bound is a release does
        // not hold that release's own pre-releases (`Range<Version>.contains(version:)`).
        // https://github.com/apple/swift-tools-support-core/blob/main/Sources/TSCUtility/Version.swift
        swiftPM("from: \"1.0.0\"", "1.1.0-beta.1", false),
        swiftPM("\"1.0.0\"..<\"2.0.0\"", "2.0.0-beta.1", false),
        swiftPM("\"1.0.0\"...\"1.2.0\"", "1.1.0-rc.1", false),
        swiftPM("from: \"2.0.0-beta.1\"", "2.0.0-beta.2", true),
        swiftPM("from: \"2.0.0-beta.1\"", "2.0.0", true),
        swiftPM("from: \"2.0.0-beta.1\"", "2.3.0", true),
        swiftPM("from: \"2.0.0-beta.1\"", "2.0.0-alpha.9", false),
        swiftPM("\"1.0.0-beta.1\"..<\"2.0.0\"", "2.0.0-alpha.1", false),
        swiftPM("\"1.0.0\"...\"2.0.0-rc.1\"", "2.0.0-beta.3", true),
        swiftPM("exact: \"2.0.0-beta.1\"", "2.0.0-beta.1", true),
        swiftPM("exact: \"2.0.0-beta.1\"", "2.0.0-beta.2", false),

        // CocoaPods, the optimistic operator: `~> 0.1.2` is 0.1.2 up to, not including, 0.2;
        // `~> 0.1` is 0.1 up to, not including, 1.0.
        // https://guides.cocoapods.org/using/the-podfile.html
        pod("'~> 0.1.2'", "0.1.2", true),
        pod("'~> 0.1.2'", "0.1.9", true),
        pod("'~> 0.1.2'", "0.2.0", false),
        pod("'~> 0.1.2'", "0.1.1", false),
        pod("'~> 0.1'", "0.1.0", true),
        pod("'~> 0.1'", "0.9.3", true),
        pod("'~> 0.1'", "1.0.0", false),
        pod("'~> 1.2'", "1.9.0", true),
        pod("'~> 1.2'", "2.0.0", false),

        // CocoaPods, `~> 0`: the guide calls it "basically the same as not having it", true of
        // the 0.x releases; CocoaPods reads requirements as RubyGems does (its versioning guide),
        // and RubyGems' `~>` bumps a lone "0" to 1, so 1.0 is outside.
        // https://guides.cocoapods.org/using/the-podfile.html
        // https://cocoapods.github.io/guides/dependency_versioning.html
        pod("'~> 0'", "0.0.1", true),
        pod("'~> 0'", "0.9.9", true),
        pod("'~> 0'", "1.0.0", false),

        // CocoaPods, the logical operators: `> 0.1` any version higher than 0.1, `>= 0.1` 0.1
        // and higher, `< 0.1` any version lower, `<= 0.1` 0.1 and lower.
        // https://guides.cocoapods.org/using/the-podfile.html
        pod("'> 0.1'", "0.1.0", false),
        pod("'> 0.1'", "0.1.1", true),
        pod("'> 0.1'", "3.0.0", true),
        pod("'>= 0.1'", "0.1.0", true),
        pod("'>= 0.1'", "0.0.9", false),
        pod("'< 0.1'", "0.0.9", true),
        pod("'< 0.1'", "0.1.0", false),
        pod("'<= 0.1'", "0.1.0", true),
        pod("'<= 0.1'", "0.1.1", false),

        // CocoaPods, `=` and a version with no operator: exactly that version; no version at
        // all: any version.
        // https://guides.cocoapods.org/using/the-podfile.html
        pod("'= 0.9'", "0.9.0", true),
        pod("'= 0.9'", "0.9.1", false),
        pod("'0.9'", "0.9.0", true),
        pod("'0.9'", "1.0.0", false),
        pod("", "0.1.0", true),
        pod("", "7.4.1", true),

        // CocoaPods, several requirements on one pod: a version must meet every one of them
        // (RubyGems' requirement list), whatever their order.
        // https://cocoapods.github.io/guides/dependency_versioning.html
        pod("'>= 1.0', '< 3.0'", "2.5.0", true),
        pod("'>= 1.0', '< 3.0'", "3.0.0", false),
        pod("'<= 2.0', '< 3.0'", "2.5.0", false),
        pod("'< 3.0', '<= 2.0'", "2.0.0", true),
        pod("'>= 1.5', '>= 1.0'", "1.2.0", false),
        pod("'~> 1.0', '>= 1.2'", "1.1.0", false),
        pod("'~> 1.0', '>= 1.2'", "1.9.0", true),

        // CocoaPods, a pod from the repository at a branch or a commit: no release.
        // https://guides.cocoapods.org/using/the-podfile.html
        pod(":git => '\(url).git', :branch => 'main'", "2.0.0", false),
        pod(":git => '\(url).git', :commit => '8a1f3c2'", "2.0.0", false),

        // Carthage, `~>` is "compatible with", by Semantic Versioning: at least 1.5.1 and less
        // than 2.0 (major-based, unlike CocoaPods' 1.6 bound); under 0.x only patch versions are
        // compatible, so 0.1.1 admits 0.1.2 but not 0.2.
        // https://github.com/Carthage/Carthage/blob/master/Documentation/Artifacts.md#version-requirement
        carthage("~> 1.5.1", "1.5.1", true),
        carthage("~> 1.5.1", "1.6.0", true),
        carthage("~> 1.5.1", "1.9.9", true),
        carthage("~> 1.5.1", "2.0.0", false),
        carthage("~> 1.5.1", "1.5.0", false),
        carthage("~> 1.5", "1.5.0", true),
        carthage("~> 1.5", "1.9.0", true),
        carthage("~> 1.5", "2.0.0", false),
        carthage("~> 0.1.1", "0.1.2", true),
        carthage("~> 0.1.1", "0.2.0", false),

        // Carthage, `>= 1.0` "at least version 1.0", `== 1.0` "exactly version 1.0", and no
        // requirement: any version.
        // https://github.com/Carthage/Carthage/blob/master/Documentation/Artifacts.md#version-requirement
        carthage(">= 1.0", "1.0.0", true),
        carthage(">= 1.0", "5.2.0", true),
        carthage(">= 1.0", "0.9.0", false),
        carthage("== 1.0", "1.0.0", true),
        carthage("== 1.0", "1.0.1", false),
        carthage("", "3.1.0", true),

        // Carthage, a quoted Git reference: a branch or a commit is no release, a tag is that
        // one version.
        // https://github.com/Carthage/Carthage/blob/master/Documentation/Artifacts.md#version-requirement
        carthage("\"main\"", "2.0.0", false),
        carthage("\"8a1f3c2d4e5f60718293a4b5c6d7e8f901234567\"", "2.0.0", false),
        carthage("\"2.0.0\"", "2.0.0", true),
        carthage("\"2.0.0\"", "2.0.1", false),
    ]

    @Test(arguments: rows) func pinAdmitsWhatItsPackageManagerInstalls(_ row: Row) throws {
        let scanner = PinScanner(canonical: try #require(RepositoryURL(Self.url)), products: [])
        let pins = scanner.pins(in: MarkdownDocument(path: "README.md", text: row.readme))
        try #require(pins.count == 1, "\(pins)")
        #expect(pins[0].ecosystem == row.manager)
        let candidate = try #require(SemanticVersion(row.candidate))
        #expect(pins[0].constraint.admits(candidate) == row.admitted, "\(pins[0].constraint)")
    }

    /// A number too long for a version part (over 18 digits) makes a requirement malformed; each
    /// of these stopped doccheck with an overflow or an index out of range.
    @Test(arguments: [
        swiftPM(#"from: "9223372036854775807.0.0""#, "2.0.0", false),
        swiftPM("majorVersion: 9223372036854775807", "2.0.0", false),
        swiftPM("majorVersion: 1, minor: 9223372036854775807", "2.0.0", false),
        swiftPM(".upToNextMajor(from: Version(9223372036854775807, 0, 0))", "2.0.0", false),
        pod("'~> 99999999999999999999'", "2.0.0", false),
        pod("'> 1.0.9223372036854775807'", "2.0.0", false),
        carthage("~> 9223372036854775807.0", "2.0.0", false),
    ])
    func aPartTooLongForAVersionIsMalformed(_ row: Row) throws {
        let scanner = PinScanner(canonical: try #require(RepositoryURL(Self.url)), products: [])
        let pins = scanner.pins(in: MarkdownDocument(path: "README.md", text: row.readme))
        try #require(pins.count == 1, "\(pins)")
        guard case .malformed = pins[0].constraint else {
            Issue.record("\(pins[0].constraint)")
            return
        }
    }
}
