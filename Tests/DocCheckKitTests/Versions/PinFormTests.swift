import Testing

@testable import DocCheckKit

/// Every pin form the documents may use is found (with the versions it admits), and reported
/// at its line and column when it is wrong for the released version, 2.0.0.
@Suite struct PinFormTests {
    static let url = VersionTestRepository.url

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The README: the pin is on `line`, starting at `column`.
        var readme: String
        var line: Int
        var column: Int
        var form: DependencyPin.Form
        /// A piece of the finding's message; nil when the pin is canonical (no finding).
        var message: String?
        var testDescription: String { name }
    }

    static func swift(_ name: String, _ declaration: String, _ form: DependencyPin.Form, _ message: String?) -> Case {
        let column = declaration.utf8.count - declaration.split(separator: ",", maxSplits: 1)[1].drop { $0 == " " }.utf8.count + 1
        return Case(name: name, readme: VersionTestRepository.manifestBlock(declaration), line: 5, column: column, form: form, message: message)
    }

    static func package(_ requirement: String) -> String { ".package(url: \"\(url)\", \(requirement))" }
    static func legacy(_ requirement: String) -> String { ".Package(url: \"\(url)\", \(requirement))" }

    /// The column of the first `marker` in `line`.
    static func column(of marker: String, in line: String) -> Int {
        line.utf8.distance(from: line.startIndex, to: line.range(of: marker)!.lowerBound) + 1
    }

    static func prose(_ name: String, _ sentence: String, at marker: String, _ form: DependencyPin.Form, _ message: String?) -> Case {
        let text = "In Xcode, add \(url) \(sentence)."
        return Case(name: name, readme: "# Kit\n\n\(text)\n", line: 3, column: column(of: marker, in: text), form: form, message: message)
    }

    static func line(_ name: String, _ language: String, _ text: String, at marker: String, _ form: DependencyPin.Form, _ message: String?) -> Case {
        Case(
            name: name, readme: "# Kit\n\n```\(language)\n\(text)\n```\n", line: 4, column: column(of: marker, in: text), form: form, message: message
        )
    }

    static let admitting: [Case] = [
        swift("from", package("from: \"2.0.0\""), .from, nil),
        // The package's traits follow the requirement (SwiftPM 6.1).
        swift("from with traits", package("from: \"2.0.0\", traits: [\"Fast\"]"), .from, nil),
        swift("upToNextMajor", package(".upToNextMajor(from: \"2.0.0\")"), .upToNextMajor, "admits 2.0.0 but is not the canonical form"),
        swift("upToNextMinor", package(".upToNextMinor(from: \"2.0.0\")"), .upToNextMinor, "admits 2.0.0 but is not the canonical form"),
        swift("exact", package("exact: \"2.0.0\""), .exact, "admits 2.0.0 but is not the canonical form"),
        swift(".exact", package(".exact(\"2.0.0\")"), .exact, "admits 2.0.0 but is not the canonical form"),
        swift("half-open range", package("\"2.0.0\"..<\"3.0.0\""), .halfOpenRange, "admits 2.0.0 but is not the canonical form"),
        swift("closed range", package("\"1.0.0\"...\"2.0.0\""), .closedRange, "admits 2.0.0 but is not the canonical form"),
        swift("Version from", package("from: Version(2, 0, 0)"), .from, "admits 2.0.0 but is not the canonical form"),
        swift("majorVersion", legacy("majorVersion: 2"), .majorVersion, "admits 2.0.0 but is not the canonical form"),
        swift("majorVersion minor", legacy("majorVersion: 2, minor: 0"), .majorVersion, "admits 2.0.0 but is not the canonical form"),
        swift("legacy Version", legacy("Version(2, 0, 0)"), .legacyVersion, "admits 2.0.0 but is not the canonical form"),
        swift("legacy versions range", legacy("versions: Version(2, 0, 0)..<Version(3, 0, 0)"), .halfOpenRange, "not the canonical form"),
        prose("Xcode Up to Next Major", "with Up to Next Major Version from 2.0.0", at: "Up to Next", .xcodeUpToNextMajor, nil),
        prose("Xcode bare from", "from 2.0.0", at: "from", .xcodeUpToNextMajor, nil),
        prose("Xcode Up to Next Minor", "with Up to Next Minor Version from 2.0.0", at: "Up to Next", .xcodeUpToNextMinor, "not the canonical form"),
        prose("Xcode Exact", "with the rule Exact Version 2.0.0", at: "Exact", .xcodeExact, "not the canonical form"),
        line("pod optimistic", "ruby", "pod 'Kit', '~> 2.0'", at: "'~> 2.0'", .optimistic, nil),
        line("pod by product name", "ruby", "pod 'KitCore', '~> 2.0'", at: "'~> 2.0'", .optimistic, nil),
        line("pod range", "ruby", "pod 'Kit', '>= 1.0', '< 3.0'", at: "'>= 1.0', '< 3.0'", .requirement, "not the canonical form"),
        line("pod exact", "ruby", "pod 'Kit', '2.0.0'", at: "'2.0.0'", .requirement, "not the canonical form"),
        line("pod git tag", "ruby", "pod 'Kit', :git => '\(url).git', :tag => '2.0.0'", at: "'2.0.0'", .gitReference, "not the canonical form"),
        line("Carthage optimistic", "", "github \"example/kit\" ~> 2.0", at: "~> 2.0", .optimistic, nil),
        line("Carthage exact", "", "github \"example/kit\" == 2.0.0", at: "== 2.0.0", .requirement, "not the canonical form"),
        line("Carthage at least", "", "github \"example/kit\" >= 1.0", at: ">= 1.0", .requirement, "not the canonical form"),
        line("Carthage git URL", "", "git \"\(url).git\" ~> 2.0", at: "~> 2.0", .optimistic, nil),
    ]

    static let wrong: [Case] = [
        swift("from excluding", package("from: \"1.0.0\""), .from, "does not admit 2.0.0, the newest release in CHANGELOG.md"),
        swift("from with traits excluding", package("from: \"1.0.0\", traits: [\"Fast\"]"), .from, "does not admit 2.0.0"),
        swift("from 2.0", package("from: \"2.0\""), .from, "has '2.0', which is not a semantic version"),
        swift("from v2.0.0", package("from: \"v2.0.0\""), .from, "writes the version 'v2.0.0' with a 'v'"),
        swift("upToNextMajor excluding", package(".upToNextMajor(from: \"1.2.0\")"), .upToNextMajor, "does not admit 2.0.0"),
        swift("upToNextMinor excluding", package(".upToNextMinor(from: \"1.9.0\")"), .upToNextMinor, "does not admit 2.0.0"),
        swift("exact excluding", package("exact: \"1.0.0\""), .exact, "does not admit 2.0.0"),
        swift("half-open range excluding", package("\"1.0.0\"..<\"2.0.0\""), .halfOpenRange, "does not admit 2.0.0"),
        swift("closed range excluding", package("\"1.0.0\"...\"1.9.9\""), .closedRange, "does not admit 2.0.0"),
        swift("branch", package("branch: \"main\""), .branch, "follows branch 'main' while 2.0.0 is released"),
        swift("revision", package("revision: \"8a1f3c2\""), .revision, "pins revision '8a1f3c2' while 2.0.0 is released"),
        swift(".branch", package(".branch(\"develop\")"), .branch, "follows branch 'develop'"),
        swift(".revision", package(".revision(\"8a1f3c2\")"), .revision, "pins revision '8a1f3c2'"),
        swift("majorVersion excluding", legacy("majorVersion: 1"), .majorVersion, "does not admit 2.0.0"),
        swift("legacy Version excluding", legacy("Version(1, 5, 0)"), .legacyVersion, "does not admit 2.0.0"),
        prose(
            "Xcode Up to Next Major excluding", "with Up to Next Major Version from 1.0.0", at: "Up to Next", .xcodeUpToNextMajor,
            "does not admit 2.0.0"),
        prose("Xcode bare from excluding", "from 1.4.0", at: "from", .xcodeUpToNextMajor, "does not admit 2.0.0"),
        prose(
            "Xcode Up to Next Minor excluding", "with Up to Next Minor Version from 1.9.0", at: "Up to Next", .xcodeUpToNextMinor, "does not admit"),
        prose("Xcode Exact excluding", "with the rule Exact Version 1.0.0", at: "Exact", .xcodeExact, "does not admit 2.0.0"),
        prose("Xcode from v2.0.0", "from v2.0.0", at: "from", .xcodeUpToNextMajor, "with a 'v'"),
        line("pod optimistic excluding", "ruby", "pod 'Kit', '~> 1.0'", at: "'~> 1.0'", .optimistic, "does not admit 2.0.0"),
        line("pod range excluding", "ruby", "pod 'Kit', '>= 1.0', '< 2.0'", at: "'>= 1.0', '< 2.0'", .requirement, "does not admit 2.0.0"),
        line("pod branch", "ruby", "pod 'Kit', :git => '\(url).git', :branch => 'main'", at: "'main'", .gitReference, "follows branch 'main'"),
        line("pod commit", "ruby", "pod 'Kit', :git => '\(url)', :commit => '8a1f3c2'", at: "'8a1f3c2'", .gitReference, "pins revision '8a1f3c2'"),
        line("Carthage optimistic excluding", "", "github \"example/kit\" ~> 1.0", at: "~> 1.0", .optimistic, "does not admit 2.0.0"),
        line("Carthage branch", "", "github \"example/kit\" \"main\"", at: "\"main\"", .gitReference, "follows branch 'main'"),
        line("Carthage exact excluding", "", "github \"example/kit\" == 1.0.0", at: "== 1.0.0", .requirement, "does not admit 2.0.0"),
    ]

    /// The one pin the scanner finds in the case's README.
    func pin(_ testCase: Case) throws -> DependencyPin {
        let document = MarkdownDocument(path: "README.md", text: testCase.readme)
        let scanner = PinScanner(canonical: try #require(RepositoryURL(Self.url)), products: ["KitCore"])
        let pins = scanner.pins(in: document)
        try #require(pins.count == 1, "\(pins)")
        return pins[0]
    }

    @Test(arguments: admitting) func formIsFoundAndAdmitsTheRelease(_ testCase: Case) throws {
        let pin = try pin(testCase)
        #expect(pin.form == testCase.form)
        #expect(pin.constraint.admits(SemanticVersion(2, 0, 0)), "\(pin.constraint)")
        #expect(pin.location == SourceLocation(line: testCase.line, column: testCase.column))
        let finding = VersionPinRule.finding(pin, release: SemanticVersion(2, 0, 0), changelog: "CHANGELOG.md")
        if let message = testCase.message {
            #expect(finding?.message.contains(message) == true, "\(finding?.message ?? "no finding")")
        } else {
            #expect(finding == nil)
        }
    }

    @Test(arguments: wrong) func wrongPinIsReportedAtItsLineAndColumn(_ testCase: Case) throws {
        let pin = try pin(testCase)
        #expect(pin.form == testCase.form)
        #expect(!pin.constraint.admits(SemanticVersion(2, 0, 0)))
        let repository = try VersionTestRepository.make(["README.md": testCase.readme])
        let findings = try VersionTestRepository.findings("version-pin", in: repository)
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].path == "README.md")
        #expect(findings[0].location == SourceLocation(line: testCase.line, column: testCase.column))
        #expect(findings[0].message.contains(testCase.message ?? ""), "\(findings[0].message)")
    }

    @Test func otherPackagesAndSpellingsOfThisOne() throws {
        let scanner = PinScanner(canonical: try #require(RepositoryURL(Self.url)), products: [])
        let other = MarkdownDocument(
            path: "README.md",
            text: VersionTestRepository.manifestBlock(
                ".package(url: \"https://github.com/example/kit-extras\", branch: \"main\")\n.package(path: \"../kit\")\n"))
        #expect(scanner.pins(in: other).isEmpty)
        let spelled = MarkdownDocument(
            path: "README.md",
            text: VersionTestRepository.manifestBlock(
                ".package(url: \"https://github.com/Example/Kit.git/\", from: \"2.0.0\")\n.package(name: \"Kit\", url: \"git@github.com:example/kit.git\", from: \"2.0.0\")"
            ))
        #expect(scanner.pins(in: spelled).map(\.form) == [.from, .from])
    }

    /// Code is skipped unless it holds the package's path or a pod line names it, in any
    /// letter case; text beyond ASCII is always read (the Kelvin sign lowercases to "k").
    @Test func pinsInAnyLetterCaseAreFound() throws {
        let scanner = PinScanner(canonical: try #require(RepositoryURL(Self.url)), products: ["KitCore"])
        let text = """
            # Kit

            Add `.package(url: "HTTPS://GITHUB.COM/EXAMPLE/KIT", from: "2.0.0")`, or:

            ```ruby
            pod 'KITCORE', '~> 2.0'
            ```

            ```ruby
            pod '\u{212A}it', '~> 2.0'
            ```

            ```
            github "EXAMPLE/Kit" ~> 2.0
            ```

            """
        let pins = scanner.pins(in: MarkdownDocument(path: "README.md", text: text))
        #expect(pins.map(\.location?.line) == [3, 6, 10, 14], "\(pins)")
    }

    @Test func multiLineDeclarationAndInlineCode() throws {
        let text =
            "# Kit\n\n```swift\n.package(\n    url: \"\(Self.url)\",\n    branch: \"main\"\n)\n```\n\nOr add `.package(url: \"\(Self.url)\", exact: \"1.0.0\")` to it.\n"
        let scanner = PinScanner(canonical: try #require(RepositoryURL(Self.url)), products: [])
        let pins = scanner.pins(in: MarkdownDocument(path: "README.md", text: text))
        #expect(pins.map(\.location) == [SourceLocation(line: 6, column: 5), SourceLocation(line: 10, column: 57)])
        #expect(pins.map(\.written) == ["branch: \"main\"", "exact: \"1.0.0\""])
        #expect(pins.allSatisfy { $0.bytes != nil })
    }

    /// Comments between a call's arguments are no part of them: the pin is read and located
    /// as if they were not there.
    @Test func commentsBetweenArgumentsAreLeftOut() throws {
        let text =
            "# Kit\n\n```swift\n.package(\n    url: \"\(Self.url)\", // (the repository, not a mirror)\n    /* pinned, see below */ from: \"2.0.0\"\n)\n```\n"
        let scanner = PinScanner(canonical: try #require(RepositoryURL(Self.url)), products: [])
        let pins = scanner.pins(in: MarkdownDocument(path: "README.md", text: text))
        #expect(pins.map(\.form) == [.from])
        #expect(pins.map(\.written) == ["from: \"2.0.0\""])
        #expect(pins.map(\.location) == [SourceLocation(line: 6, column: 29)])
        #expect(pins.first?.constraint.admits(SemanticVersion(2, 0, 0)) == true)
    }
}
