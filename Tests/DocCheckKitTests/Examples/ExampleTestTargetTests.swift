import Foundation
import Testing

@testable import DocCheckKit

/// Generated example tests that no test target compiles never run: `verify` says which
/// target to add, where a clean run would have hidden it.
@Suite struct ExampleTestTargetTests {
    static let readme = "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n"

    static func manifest(_ targets: String) -> String {
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"P\",\n    targets: [\(targets)]\n)\n"
    }

    private func targetFindings(_ targets: String) throws -> [Diagnostic] {
        try RuleRun.findings(["README.md": Self.readme, "Package.swift": Self.manifest(targets)])
            .filter { $0.ruleID == "examples-generated" && $0.path == "Package.swift" }
    }

    @Test(arguments: [
        #".testTarget(name: "ReadmeExamplesTests", dependencies: ["P"])"#,
        #".testTarget(name: "DocTests", path: "Tests/ReadmeExamplesTests")"#,
        #".testTarget(name: "AllTests", path: "Tests")"#,
    ])
    func aTargetThatCompilesTheFolder(_ targets: String) throws {
        #expect(try targetFindings(targets).isEmpty)
    }

    @Test(arguments: [
        "", #".testTarget(name: "PTests")"#, #".target(name: "ReadmeExamplesTests")"#,
        #".testTarget(name: "ReadmeExamplesTests", path: "Tests/Other")"#,
    ])
    func noTargetCompilesTheFolder(_ targets: String) throws {
        let findings = try targetFindings(targets)
        #expect(findings.map(\.message) == ["no test target compiles the tests generated in Tests/ReadmeExamplesTests/Generated, so they never run"])
        #expect(findings.first?.notes.first?.hasPrefix(#"add .testTarget(name: "ReadmeExamplesTests", dependencies: [])"#) == true)
    }

    /// The target to add depends on the package's targets the examples import, and nothing else.
    @Test func theTargetToAddDependsOnTheTargetsTheExamplesImport() throws {
        let readme = "# P\n\n<!-- doccheck: test -->\n```swift\nimport Kit\nimport Foundation\n@testable import KitCore\nlet a = 1\n```\n"
        let findings = try RuleRun.findings([
            "README.md": readme,
            "Package.swift": Self.manifest(#".target(name: "Kit"), .target(name: "KitCore"), .target(name: "Unused")"#),
        ]).filter { $0.ruleID == "examples-generated" && $0.path == "Package.swift" }
        #expect(
            findings.first?.notes == [
                #"add .testTarget(name: "ReadmeExamplesTests", dependencies: ["Kit", "KitCore"]) to the targets of Package.swift"#
            ])
    }

    /// `init` says the same line for a package whose documents have Swift blocks, marked or not.
    @Test func initSaysWhichTargetToAdd() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# P\n\n```swift\nimport Kit\nlet a = 1\n```\n", "Package.swift": Self.manifest(#".target(name: "Kit")"#),
        ])
        let initial = InitialConfiguration(repository: try Repository(root: repo.root, readingConfiguration: false))
        #expect(
            initial.choices.contains(
                #"examples: 1 Swift block in the documents; to compile them as tests, put <!-- doccheck: test --> before each, run 'doccheck regen-examples' and add .testTarget(name: "ReadmeExamplesTests", dependencies: ["Kit"]) to the targets of Package.swift"#
            ), "\(initial.choices)")
        let compiled = try TemporaryRepository(files: [
            "README.md": "# P\n\n```swift\nimport Kit\n```\n",
            "Package.swift": Self.manifest(#".target(name: "Kit"), .testTarget(name: "ReadmeExamplesTests", dependencies: ["Kit"])"#),
        ])
        let done = InitialConfiguration(repository: try Repository(root: compiled.root, readingConfiguration: false))
        #expect(!done.choices.contains { $0.hasPrefix("examples:") })
    }

    /// A doc comment's Swift blocks count, and their module is a dependency though they do not import it.
    @Test func initCountsDocCommentBlocksAndTheirModule() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# P\n\nText.\n", "Package.swift": Self.manifest(#".target(name: "Kit"), .target(name: "Other")"#),
            "Sources/Kit/A.swift": "/// ```swift\n/// A()\n/// ```\npublic struct A { public init() {} }\n",
        ])
        let initial = InitialConfiguration(repository: try Repository(root: repo.root, readingConfiguration: false))
        #expect(
            initial.choices.contains {
                $0.hasPrefix("examples: 1 Swift block in the documents and doc comments;")
                    && $0.contains(#".testTarget(name: "ReadmeExamplesTests", dependencies: ["Kit"])"#)
            }, "\(initial.choices)")
    }

    /// A repository that has not opted in to compiled examples is not told to add a target.
    @Test func noExamplesNoFinding() throws {
        let findings = try RuleRun.findings(["README.md": "# P\n\n```swift\nlet a = 1\n```\n", "Package.swift": Self.manifest("")])
        #expect(findings.filter { $0.ruleID == "examples-generated" }.isEmpty)
    }
}
