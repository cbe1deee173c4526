import Foundation
import Testing

@testable import DocCheckKit

/// CONTRIBUTING.md walks through adding a rule with one rule file shown whole: that file is
/// the package's, byte for byte, and it is a complete rule (the registry runs it, its examples
/// fire and stay quiet, the rules reference lists it).
@Suite struct ContributingGuideTests {
    static let guide = "CONTRIBUTING.md"

    @Test func theWalkthroughsRuleFileIsCompleteAndCurrent() throws {
        let document = MarkdownDocument(path: Self.guide, text: try PackageRoot.text(Self.guide))
        let blocks = document.codeBlocks.filter { $0.language == "swift" }
        #expect(blocks.count == 1)
        let block = try #require(blocks.first)
        let path = "Sources/DocCheckKit/Rules/Accessibility/TableHeaderRule.swift"
        #expect(block.content == (try PackageRoot.text(path)), "the guide's rule file differs from \(path)")
        // The rule the file declares is in the registry, with examples both ways.
        let id = try #require(block.content.firstMatch(of: /static let id = "([a-z-]+)"/)).1
        let description = try #require(RuleRegistry.descriptions.first { $0.id == id }, "the registry has no rule '\(id)'")
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
        #expect(RuleRegistry.checks.contains { $0 is TableHeaderRule })
        // And the rules reference lists it.
        let reference = try PackageRoot.text("Docs/ShowcaseCatalog.docc/RulesReference.md")
        #expect(reference.contains("| `\(id)` | \(description.severity.rawValue) | \(description.summary) |"))
    }

    /// The stages the guide names are the ones `verify` is written in.
    @Test func theStagesAreVerifysOwn() throws {
        let guide = try PackageRoot.text(Self.guide)
        let verify = try PackageRoot.text("Sources/DocCheckKit/DocCheck+Verify.swift")
        for stage in ["Discover", "Load", "Rules", "Suppress", "Settings", "Report"] {
            #expect(guide.contains("**\(stage)**"), "the guide does not name the stage \(stage)")
            #expect(verify.contains(stage.lowercased()), "verify does not name the stage \(stage)")
        }
    }
}
