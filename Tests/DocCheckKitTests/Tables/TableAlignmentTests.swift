import Foundation
import Testing

@testable import DocCheckKit

/// A generated table keeps each column's alignment as its document writes it, unless its
/// source sets one; `regen-table` and `verify` agree on it.
@Suite struct TableAlignmentTests {
    static let configuration = """
        { "tables": [ { "region": "t", "documents": ["README.md"], "source": "rows.json" } ] }
        """
    static let rows = """
        { "idColumn": "ID", "columns": ["ID", "Name", "Size"],
          "rows": [ { "ID": "`a`", "Name": "Alpha", "Size": "1" }, { "ID": "`b`", "Name": "Beta", "Size": "22" } ] }
        """
    static let aligned = """
        # T

        <!-- doccheck:begin t -->
        | ID | Name | Size |
        | --- | :---: | ---: |
        | `a` | Alpha | 1 |
        | `b` | Beta | 22 |
        <!-- doccheck:end t -->

        """

    @Test(arguments: [
        ("| a | b | c | d |\n| --- | :-- | :-: | --: |\n", [TableAlignment.none, .left, .center, .right]),
        ("a | b\n:---:|---\n1 | 2\n", [.center, .none]),
        ("> | a |\n> | ---: |\n", [.right]),
    ])
    func alignmentsAreReadFromTheDelimiterRow(text: String, alignments: [TableAlignment]) throws {
        let table = try #require(MarkdownDocument(path: "README.md", text: text).tables.first)
        #expect(table.alignments == alignments)
    }

    @Test func rendererWritesEachAlignment() {
        let spec = TableSpec(
            columns: [.init("A"), .init("B", alignment: .left), .init("C", alignment: .center), .init("D", alignment: .right)],
            rows: [], idColumn: 0)
        #expect(TableRenderer.lines(for: spec) == ["| A | B | C | D |", "| --- | :--- | :---: | ---: |"])
    }

    @Test func alignmentsAreKeptByNameThenByPlace() throws {
        let spec = TableSpec(columns: [.init("ID"), .init("New"), .init("`Name`"), .init("Size", alignment: .left)], rows: [], idColumn: 0)
        let byName = try #require(MarkdownDocument(path: "", text: "| ID | Name | Size |\n| ---: | :-: | --: |\n").tables.first)
        #expect(spec.keepingAlignments(of: byName).columns.map(\.alignment) == [.right, nil, .center, .left])
        // A translation names its columns otherwise; with as many columns, each keeps its place's.
        let translated = try #require(
            MarkdownDocument(path: "", text: "| ID | Neu | Nom | Taille |\n| --- | :-- | :-: | --: |\n").tables.first)
        #expect(spec.keepingAlignments(of: translated).columns.map(\.alignment) == [TableAlignment.none, .left, .center, .left])
        #expect(spec.keepingAlignments(of: nil).columns.map(\.alignment) == [nil, nil, nil, .left])
    }

    @Test func alignedTableSurvivesRegenByteForByte() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.aligned, ".doccheck.json": Self.configuration, "rows.json": Self.rows])
        let before = try repo.snapshot()
        let regen = try DocCheckProcess.run(["regen-table"], in: repo.root)
        #expect(regen.status == 0, "\(regen.standardError)")
        #expect(regen.standardError.contains("tables are up to date"), "\(regen.standardError)")
        #expect(try repo.snapshot() == before)
        let verify = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(verify.status == 0, "\(verify.standardOutput)")
    }

    /// Where the source sets an alignment, it wins; the finding names the delimiter row.
    @Test func alignmentTheSourceSetsIsWritten() throws {
        let rows = Self.rows.replacingOccurrences(of: "\"columns\"", with: "\"alignments\": { \"Name\": \"left\" }, \"columns\"")
        let repo = try TemporaryRepository(files: ["README.md": Self.aligned, ".doccheck.json": Self.configuration, "rows.json": rows])
        let verify = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(verify.status == 1)
        #expect(verify.standardOutput.contains("README.md:5: error: [generated-region]"), "\(verify.standardOutput)")
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root).status == 0)
        #expect(try repo.read("README.md") == Self.aligned.replacingOccurrences(of: "| --- | :---: | ---: |", with: "| --- | :--- | ---: |"))
    }
}
