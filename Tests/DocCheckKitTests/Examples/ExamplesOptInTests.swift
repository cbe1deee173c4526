import Foundation
import Testing

@testable import DocCheckKit

/// A repository that has never heard of doccheck gets one note about its Swift blocks, not an
/// error per block; one that has opted in gets every block's finding.
@Suite struct ExamplesOptInTests {
    static let readme = "# Kit\n\n```swift\nlet a = 1\n```\n\nText.\n\n```swift\nlet b = 2\n```\n"
    static let guide = "# Guide\n\n```swift\nlet c = 3\n```\n"

    private func statusFindings(_ files: [String: String], configure: (TemporaryRepository) throws -> Void = { _ in }) throws -> [Diagnostic] {
        try RuleRun.findings(files, configure: configure).filter { $0.ruleID == SwiftBlockStatusRule.id }
    }

    @Test func aRepositoryThatHasNotOptedInGetsOneNote() throws {
        let findings = try statusFindings(["README.md": Self.readme, "Docs/Guide.md": Self.guide])
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.location?.line == 3)
        #expect(findings.first?.message.hasPrefix("3 Swift blocks in 2 documents have no status") == true)
    }

    @Test func oneBlockIsOneBlock() throws {
        let findings = try statusFindings(["README.md": Self.guide])
        #expect(findings.first?.message.hasPrefix("1 Swift block in 1 document has no status, and is not checked") == true)
    }

    @Test func oneAnnotatedBlockOptsIn() throws {
        let readme = Self.readme.replacingOccurrences(of: "Text.\n\n", with: "Text.\n\n<!-- doccheck: skip \"a sketch\" -->\n")
        let findings = try statusFindings(["README.md": readme])
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.map { $0.location?.line } == [3])
    }

    @Test(arguments: ["configured", "present"])
    func anExamplesFolderOptsIn(_ how: String) throws {
        let findings = try statusFindings(["README.md": Self.readme]) { repo in
            if how == "configured" {
                try repo.write(".doccheck.json", #"{ "examplesFolder": "Tests/KitExamplesTests/Generated" }"#)
            } else {
                try repo.write("Tests/ReadmeExamplesTests/Generated/.keep", "")
            }
        }
        #expect(findings.map(\.severity) == [.error, .error])
        #expect(findings.map { $0.location?.line } == [3, 9])
    }

    /// A malformed annotation is meant for doccheck: it is an error even without opting in.
    @Test func aMalformedAnnotationIsAnErrorWithoutOptingIn() throws {
        let findings = try statusFindings(["README.md": "# Kit\n\n<!-- doccheck: compile -->\n```swift\nlet a = 1\n```\n"])
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.map { $0.location?.line } == [3])
    }
}
