import DocCheckKit
import Foundation
import ShowcaseCatalog
import Testing

@testable import doccheck

/// `swift test` alone catches table drift: each demo's README row must match its metadata.
@Suite struct DemoTableRowTests {
    /// The findings of `doccheck verify` on this package, read once.
    static let findings: [Diagnostic] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard let repository = try? Repository(root: root) else { return [] }
        let engine = DocCheck(repository: repository, builtInSources: [ShowcaseTableSource.sourceName: ShowcaseTableSource()])
        return (try? engine.verify().diagnostics) ?? []
    }()

    @Test(arguments: ShowcaseDemo.allCases)
    func readmeRowMatchesMetadata(_ demo: ShowcaseDemo) {
        let rowFindings = Self.findings.filter { $0.ruleID == "demo-table" && $0.message.contains("row '\(demo.rawValue)'") }
        #expect(rowFindings.isEmpty, "\(XcodeReporter().report(rowFindings))")
    }

    @Test func readmeTableIsCheckedAtAll() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("<!-- doccheck:begin demo-table -->"))
        #expect(!Self.findings.contains { $0.ruleID == "demo-table" && $0.message.contains("no region") })
    }
}
