import Foundation
import Testing

/// Bad input gets one located error, the right exit status, and no file changes.
@Suite struct BadInputTests {
    static let configuration = """
        { "tables": [ { "region": "t", "documents": ["README.md"], "source": "rows.json" } ] }
        """
    static let rows = """
        { "idColumn": "ID", "columns": ["ID", "Name"], "proseColumns": ["Name"],
          "rows": [ { "ID": "`a`", "Name": "Alpha" }, { "ID": "`b`", "Name": "Beta" } ] }
        """
    static let table = "| ID | Name |\n| --- | --- |\n| `a` | Alpha |\n| `b` | Beta |\n"
    static let good = "# Title\n\n<!-- doccheck:begin t -->\n\(table)<!-- doccheck:end t -->\n"

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var status: Int32
        /// Text the output must hold: the file, line and rule of the one error.
        var expected: String
        /// Whether `regen-table` repairs this input (content inside a region it owns) rather
        /// than refusing it.
        var regenRepairs = false
        var testDescription: String { name }
    }

    /// The rows file with `"alignments": value` on a line of its own, its second.
    static func rows(aligning value: String) -> String {
        rows.replacingOccurrences(of: "\n", with: "\n  \"alignments\": \(value),\n")
    }

    static let cases: [Case] = [
        Case(name: "missing README", files: [:], status: 1, expected: "README.md: error: [document] file not found"),
        Case(name: "empty README", files: ["README.md": ""], status: 1, expected: "README.md: error: [document] the document is empty"),
        Case(
            name: "begin without end", files: ["README.md": "# T\n\n<!-- doccheck:begin t -->\n\(table)"], status: 1,
            expected: "README.md:3: error: [marker] region 't' has no end marker"),
        Case(
            name: "end without begin", files: ["README.md": "# T\n\n\(table)\n<!-- doccheck:end t -->\n"], status: 1,
            expected: "README.md:8: error: [marker] end of region 't' has no begin marker before it"),
        Case(
            name: "duplicated region", files: ["README.md": good + "\n<!-- doccheck:begin t -->\n\n<!-- doccheck:end t -->\n"],
            status: 1, expected: "README.md:10: error: [marker] region 't' appears twice; the first begins at line 3"),
        Case(
            name: "nested regions",
            files: ["README.md": "<!-- doccheck:begin t -->\n\n<!-- doccheck:begin u -->\n\n<!-- doccheck:end u -->\n\n<!-- doccheck:end t -->\n"],
            status: 1, expected: "README.md:3: error: [marker] region 'u' begins inside region 't' (begun at line 1)"),
        Case(
            name: "malformed marker", files: ["README.md": "<!-- doccheck:begin -->\n"], status: 1,
            expected: "README.md:1:1: error: [marker] malformed marker"),
        Case(
            name: "inline marker", files: ["README.md": good + "\nText <!-- doccheck:end t --> more.\n"], status: 1,
            expected: "README.md:10:6: error: [marker] marker '<!-- doccheck:end t -->' must stand on a line of its own"),
        Case(
            name: "wrong number of columns",
            files: ["README.md": good.replacingOccurrences(of: "| ID | Name |\n| --- | --- |", with: "| ID | Name | X |\n| --- | --- | --- |")],
            status: 1, expected: "README.md:4:1: error: [generated-table] table has 3 columns, rows.json has 2: ID, Name", regenRepairs: true),
        Case(
            name: "region without table", files: ["README.md": "<!-- doccheck:begin t -->\n\nText.\n\n<!-- doccheck:end t -->\n"],
            status: 1, expected: "README.md:1: error: [generated-table] region 't' holds no table", regenRepairs: true),
        Case(name: "missing region", files: ["README.md": "# T\n"], status: 1, expected: "README.md: error: [generated-table] no region 't'"),
        Case(
            name: "region with no generator", files: ["README.md": good + "\n<!-- doccheck:begin other -->\n<!-- doccheck:end other -->\n"],
            status: 1, expected: "README.md:10: error: [marker] region 'other' has no generator", regenRepairs: true),
        Case(
            name: "configuration not JSON", files: [".doccheck.json": "{\n  \"tables\": [ }"], status: 2,
            expected: ".doccheck.json:2:15: error: [configuration] not valid JSON"),
        Case(
            name: "unknown configuration key", files: [".doccheck.json": "{\n  \"readme\": \"README.md\",\n  \"tabels\": []\n}"],
            status: 2, expected: ".doccheck.json:3:3: error: [configuration] unknown key 'tabels'"),
        Case(
            name: "wrong configuration type", files: [".doccheck.json": "{\n  \"readme\": 3\n}"], status: 2,
            expected: ".doccheck.json:2:13: error: [configuration] key 'readme' must be a string"),
        Case(
            name: "unknown key in a table entry",
            files: [".doccheck.json": "{ \"tables\": [ { \"region\": \"t\", \"source\": \"rows.json\", \"colour\": 1 } ] }"], status: 2,
            expected: "error: [configuration] unknown key 'tables[0].colour'"),
        Case(
            name: "path outside the repository", files: [".doccheck.json": "{ \"readme\": \"../README.md\" }"], status: 2,
            expected: "error: [configuration] key 'readme': path '../README.md' must be relative and stay inside the repository"),
        Case(
            name: "unknown table source", files: [".doccheck.json": "{ \"tables\": [ { \"region\": \"t\", \"source\": \"nowhere\" } ] }"],
            status: 2, expected: "unknown table source 'nowhere'"),
        Case(name: "missing rows file", files: ["rows.json": "<absent>"], status: 2, expected: "'rows.json': file not found"),
        Case(
            name: "rows file with an unknown column",
            files: ["rows.json": "{ \"idColumn\": \"ID\", \"columns\": [\"ID\"], \"rows\": [ { \"Id\": \"x\" } ] }"],
            status: 2, expected: "rows.json:1:52: error: [configuration] unknown key 'rows[0].Id'"),
        Case(
            name: "rows file with an unknown alignment", files: ["rows.json": rows(aligning: "{ \"Name\": \"middle\" }")], status: 2,
            expected: "rows.json:2:27: error: [configuration] key 'alignments.Name' must be one of none, left, center, right; found 'middle'"),
        Case(
            name: "rows file aligning no column", files: ["rows.json": rows(aligning: "{ \"Nme\": \"left\" }")], status: 2,
            expected: "rows.json:2:19: error: [configuration] alignments names 'Nme', which is not a column"),
        Case(
            name: "rows file with alignments in a list", files: ["rows.json": rows(aligning: "[\"left\"]")], status: 2,
            expected: "rows.json:2:17: error: [configuration] key 'alignments' must be an object"),
    ]

    @Test(arguments: cases) func badInputGivesOneLocatedError(_ testCase: Case) throws {
        var files = ["README.md": Self.good, ".doccheck.json": Self.configuration, "rows.json": Self.rows]
        if testCase.name == "missing README" { files["README.md"] = nil }
        for (path, text) in testCase.files { files[path] = text }
        files = files.filter { $0.value != "<absent>" }
        let repo = try TemporaryRepository(files: files)
        let before = try repo.snapshot()
        for arguments in testCase.regenRepairs ? [["verify"]] : [["verify"], ["regen-table"]] {
            let result = try DocCheckProcess.run(arguments, in: repo.root)
            let output = result.standardOutput + result.standardError
            #expect(result.status == testCase.status, "\(arguments): \(output)")
            #expect(output.contains(testCase.expected), "\(arguments): \(output)")
            #expect(!output.contains("Fatal error"), "\(output)")
            #expect(output.components(separatedBy: ": error: ").count == 2, "one error: \(output)")
        }
        #expect(try repo.snapshot() == before, "no file may change")
        if testCase.regenRepairs {
            #expect(try DocCheckProcess.run(["regen-table"], in: repo.root).status == 0)
            #expect(try DocCheckProcess.run(["regen-table", "--check"], in: repo.root).status == 0)
        }
    }

    @Test func invalidUTF8IsLocated() throws {
        let repo = try TemporaryRepository(files: [".doccheck.json": Self.configuration, "rows.json": Self.rows])
        try repo.write("README.md", bytes: Array("# T\n\nok \u{e9}".utf8) + [0xFF, 0x0A])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("README.md:3:6: error: [document] invalid UTF-8"), "\(result.standardOutput)")
    }

    @Test func readmeThatIsAFolderIsAFinding() throws {
        let repo = try TemporaryRepository(files: ["README.md/x": "", ".doccheck.json": Self.configuration, "rows.json": Self.rows])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("README.md: error: [document] is a folder, not a file"))
    }

    @Test func jsonRowsAreASourceForAnyRepository() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.good, ".doccheck.json": Self.configuration, "rows.json": Self.rows])
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
        try repo.write("README.md", Self.good.replacingOccurrences(of: "| Beta |", with: "| Bet |"))
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(
            result.standardOutput.contains("README.md:7:8: error: [generated-table] row 'b', column 'Name': README says 'Bet', rows.json says 'Beta'")
        )
    }

    @Test func usageErrorsExitTwo() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.good])
        let unknown = try DocCheckProcess.run(["verify", "--frobnicate"], in: repo.root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("Error: Unknown option '--frobnicate'"))
        let missing = try DocCheckProcess.run(["verify", "--path"], in: repo.root)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Error: Missing value for '--path <path>'"))
        let subcommand = try DocCheckProcess.run(["frobnicate"], in: repo.root)
        #expect(subcommand.status == 2)
        let help = try DocCheckProcess.run(["help", "verify"], in: repo.root)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: doccheck verify"))
        #expect(try DocCheckProcess.run(["--help"], in: repo.root).standardOutput.contains("SUBCOMMANDS:"))
    }

    /// An option that another subcommand takes is refused with the options this one takes,
    /// from the same table its help prints.
    @Test func anOptionOfAnotherSubcommandNamesTheOptionsThisOneTakes() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.good])
        let result = try DocCheckProcess.run(["regen-table", "--staged"], in: repo.root)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "Error: Unknown option '--staged'; 'doccheck regen-table' takes --check, --diff, --help, --path, --quiet, --reporter, --strict"),
            "\(result.standardError)")
        let help = try DocCheckProcess.run(["help", "regen-table"], in: repo.root).standardOutput
        for name in ["--check", "--diff", "--help", "--path", "--quiet", "--reporter", "--strict"] {
            #expect(help.contains(name), "\(help)")
        }
        #expect(!help.contains("--staged"))
    }

    @Test func pathOptionPointsAtAnotherRepository() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.good, ".doccheck.json": Self.configuration, "rows.json": Self.rows])
        let elsewhere = try TemporaryRepository()
        let result = try DocCheckProcess.run(["verify", "--path", repo.root.path], in: elsewhere.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    }

    /// `--name=value` works for every option that takes a value, as `--name value` does.
    @Test func everyValueOptionTakesAnEqualsSign() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.good, ".doccheck.json": Self.configuration, "rows.json": Self.rows])
        try repo.write("README.md", Self.good + "\nSee [the guide](Nope.md).\n")
        let spaced = try DocCheckProcess.run(["verify", "--reporter", "json", "--disable", "link-path"], in: repo.root)
        let joined = try DocCheckProcess.run(["verify", "--reporter=json", "--disable=link-path", "--path=."], in: repo.root)
        #expect(joined.status == 0, "\(joined.standardError)")
        #expect(joined.standardOutput == spaced.standardOutput)
        #expect(joined.standardOutput.hasPrefix("{"), "\(joined.standardOutput)")
        let empty = try DocCheckProcess.run(["verify", "--reporter="], in: repo.root)
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("Error: Missing value for '--reporter <name>'"), "\(empty.standardError)")
        let flag = try DocCheckProcess.run(["verify", "--strict=yes"], in: repo.root)
        #expect(flag.status == 2)
        #expect(flag.standardError.contains("Error: Unknown option '--strict=yes'"), "\(flag.standardError)")
    }

    /// Under a reporter a program parses, a configuration error is a finding in that format
    /// (exit status 2), never plain text.
    @Test(arguments: ["json", "sarif", "github-actions"])
    func aConfigurationErrorIsReportedInTheReportersFormat(_ reporter: String) throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.good, ".doccheck.json": "{\n  \"readme\": 3\n}\n"])
        let result = try DocCheckProcess.run(["verify", "--reporter", reporter], in: repo.root)
        #expect(result.status == 2)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        switch reporter {
        case "github-actions":
            #expect(
                result.standardOutput.contains("::error file=.doccheck.json,line=2,col=13,title=configuration::key 'readme' must be a string"),
                "\(result.standardOutput)")
        default:
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            #expect(object is [String: Any], "\(result.standardOutput)")
            #expect(result.standardOutput.contains("\"configuration\""))
            #expect(result.standardOutput.contains("key 'readme' must be a string"))
        }
        let plain = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(plain.status == 2)
        #expect(plain.standardError == ".doccheck.json:2:13: error: [configuration] key 'readme' must be a string\n")
    }
}
