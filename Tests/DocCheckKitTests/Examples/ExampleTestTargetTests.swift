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
        #expect(findings.first?.notes.first?.hasPrefix(#"add .testTarget(name: "ReadmeExamplesTests", dependencies: [...])"#) == true)
    }

    /// A repository that has not opted in to compiled examples is not told to add a target.
    @Test func noExamplesNoFinding() throws {
        let findings = try RuleRun.findings(["README.md": "# P\n\n```swift\nlet a = 1\n```\n", "Package.swift": Self.manifest("")])
        #expect(findings.filter { $0.ruleID == "examples-generated" }.isEmpty)
    }
}
