import DocCheckKit
import Foundation
import ShowcaseCatalog
import Testing

@testable import doccheck

/// `swift test` alone catches table drift: each demo's README row must match its metadata.
@Suite struct DemoTableRowTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The findings of `doccheck verify` on this package, read once; a repository or
    /// configuration that cannot be read is a failure of every test, never "no findings".
    static let findings: Result<[Diagnostic], any Error> = Result {
        let repository = try Repository(root: root)
        let engine = DocCheck(repository: repository, builtInSources: [ShowcaseTableSource.sourceName: ShowcaseTableSource()])
        return try engine.verify().diagnostics
    }

    @Test(arguments: ShowcaseDemo.allCases)
    func readmeRowMatchesMetadata(_ demo: ShowcaseDemo) throws {
        let rowFindings = try Self.findings.get().filter {
            $0.ruleID == "generated-table" && $0.message.contains("row '\(demo.rawValue)'")
        }
        #expect(rowFindings.isEmpty, "\(XcodeReporter().report(rowFindings))")
    }

    @Test func readmeTableIsCheckedAtAll() throws {
        let repository = try Repository(root: Self.root)
        let table = try #require(repository.configuration.tables.first { $0.region == "demo-table" })
        #expect(table.source == ShowcaseTableSource.sourceName)
        #expect(table.documents.contains("README.md"))
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("<!-- doccheck:begin demo-table -->"))
        #expect(!(try Self.findings.get()).contains { $0.ruleID == "generated-table" && $0.message.contains("no region") })
    }
}
