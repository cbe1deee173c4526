import Foundation
import Testing

/// A configuration or table source error is reported at the offending value's own line and
/// column, never at the first place its key's name appears in the file.
@Suite struct ConfigurationPositionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a cell of the wrong type in a later row",
            files: [
                ".doccheck.json": BadInputTests.configuration,
                "rows.json": """
                { "idColumn": "ID", "columns": ["ID", "Name"], "proseColumns": ["Name"],
                  "rows": [
                    { "ID": "`a`", "Name": "Alpha" },
                    { "ID": "`b`",
                      "Name": "Beta" },
                    { "ID": "`c`",
                      "Name": 12 }
                  ] }
                """,
            ],
            expected: "rows.json:7:15: error: [configuration] key 'rows[2].Name' must be a string"),
        Case(
            name: "the second table's source",
            files: [
                ".doccheck.json": """
                { "tables": [
                    { "region": "t", "documents": ["README.md"],
                      "source": "rows.json" },
                    { "region": "u", "source": 5 }
                ] }
                """
            ],
            expected: ".doccheck.json:4:32: error: [configuration] key 'tables[1].source' must be a string"),
        Case(
            name: "a key missing from the second table",
            files: [
                ".doccheck.json": """
                { "tables": [
                    { "region": "t", "source": "rows.json" },
                    { "region": "u" }
                ] }
                """
            ],
            expected: ".doccheck.json:3:5: error: [configuration] missing key 'tables[1].source'"),
        Case(
            name: "a rule setting in an override",
            files: [
                ".doccheck.json": """
                { "rules": { "link-text": "off" },
                  "overrides": [ { "paths": ["Docs/**"],
                    "rules": { "link-text": "loud" } } ] }
                """
            ],
            expected: ".doccheck.json:3:29: error: [configuration] key 'overrides[0].rules.link-text' must be one of"),
        Case(
            name: "a key written twice",
            files: [
                ".doccheck.json": """
                { "readme": "README.md",
                  "changelog": "CHANGELOG.md",
                  "readme": "Docs/README.md" }
                """
            ],
            expected: ".doccheck.json:3:3: error: [configuration] key 'readme' is written twice; the first is at line 1: keep one"),
        Case(
            name: "a key written twice in a table source's row",
            files: [
                ".doccheck.json": BadInputTests.configuration,
                "rows.json": """
                { "idColumn": "ID", "columns": ["ID", "Name"], "proseColumns": ["Name"],
                  "rows": [
                    { "ID": "`a`", "Name": "Alpha" },
                    { "ID": "`b`", "Name": "Beta", "Name": "Gamma" }
                  ] }
                """,
            ],
            expected: "rows.json:4:36: error: [configuration] key 'rows[1].Name' is written twice; the first is at line 4: keep one"),
    ]

    @Test(arguments: cases) func anErrorIsAtItsValue(_ testCase: Case) throws {
        let repo = try TemporaryRepository(files: ["README.md": BadInputTests.good, "rows.json": BadInputTests.rows].merging(testCase.files) { $1 })
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 2)
        #expect((result.standardOutput + result.standardError).contains(testCase.expected), "\(result.standardOutput)\(result.standardError)")
    }
}
