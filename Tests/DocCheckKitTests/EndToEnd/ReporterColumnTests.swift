import Foundation
import Testing

@testable import DocCheckKit

/// Columns as each reporter's reader counts them, on lines with CJK and emoji text before the
/// finding: compilers and Xcode count UTF-8 bytes, SARIF and GitHub UTF-16 code units.
@Suite struct ReporterColumnTests {
    /// The broken link `[guide](nope.md)` on line 5 stands after 19 bytes: 11 UTF-16 code units.
    static let readme = "# P\n\n| A | B |\n| --- | --- |\n| 日本語 | 🚀 [guide](nope.md) |\n"

    static func sarifRegion(_ output: String) throws -> (run: [String: Any], region: [String: Any]) {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "link-path" })
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        return (run, try #require(physical["region"] as? [String: Any]))
    }

    @Test func sarifCountsTheColumnInUTF16CodeUnitsOfTheLine() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        let result = try DocCheckProcess.run(["verify", "--reporter", "sarif"], in: repo.root)
        #expect(result.status == 1)
        let (run, region) = try Self.sarifRegion(result.standardOutput)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        #expect(region["startLine"] as? Int == 5)
        #expect(region["startColumn"] as? Int == 12)
    }

    @Test func githubActionsCountsTheColumnInUTF16CodeUnitsOfTheLine() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        let result = try DocCheckProcess.run(["verify", "--reporter", "github-actions"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("::error file=README.md,line=5,col=12,title=link-path::"), "\(result.standardOutput)")
    }

    /// Under `--staged` the finding is made on the line of the git index, and counted there,
    /// not on the working tree's line.
    @Test func underStagedTheColumnIsCountedOnTheStagedLine() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(".git"))
        #expect(try Git.run(["init", "-q"], in: repo) == 0)
        #expect(try Git.run(["add", "README.md"], in: repo) == 0)
        // The same link at the same byte column, after ASCII text only.
        try repo.write("README.md", Self.readme.replacingOccurrences(of: "日本語 | 🚀", with: "abcdefghi | xxxx"))
        let result = try DocCheckProcess.run(["verify", "--staged", "--reporter", "sarif"], in: repo.root)
        #expect(try Self.sarifRegion(result.standardOutput).region["startColumn"] as? Int == 12)
    }

    @Test func xcodeAndJSONKeepTheByteColumn() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        let xcode = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(xcode.standardOutput.hasPrefix("README.md:5:20: error: [link-path]"), "\(xcode.standardOutput)")
        let json = try DocCheckProcess.run(["verify", "--reporter", "json"], in: repo.root)
        #expect(json.standardOutput.contains("\"column\" : 20,"), "\(json.standardOutput)")
    }
}

/// The byte column turned into UTF-16 code units of its line, and kept where the line cannot
/// be read.
@Suite struct UTF16ColumnTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var line: Int
        var byteColumn: Int
        var utf16Column: Int
        var description: String { "\(file.debugDescription) \(line):\(byteColumn)" }
    }

    static let cases: [Case] = [
        // CJK (3 bytes, 1 unit each) and an emoji (4 bytes, 2 units) before the link.
        Case(file: "| 日本語 | 🚀 [guide](nope.md) |\n", line: 1, byteColumn: 20, utf16Column: 12),
        // Windows line endings, the finding on the second line.
        Case(file: "# Ü\r\n한국어 x\r\n", line: 2, byteColumn: 11, utf16Column: 5),
        // A byte order mark is not part of line 1.
        Case(file: "\u{FEFF}🚀x\n", line: 1, byteColumn: 5, utf16Column: 3),
        // A column inside a character is that character's; the end of the line is a column.
        Case(file: "日本\n", line: 1, byteColumn: 2, utf16Column: 1),
        Case(file: "日本\n", line: 1, byteColumn: 7, utf16Column: 3),
        // Past the line's end or below the last line, the byte column is kept.
        Case(file: "日本\n", line: 1, byteColumn: 9, utf16Column: 9),
        Case(file: "日本\n", line: 3, byteColumn: 4, utf16Column: 4),
    ]

    static func finding(_ line: Int, _ column: Int, path: String = "README.md") -> Diagnostic {
        LinkPathRule.finding(path: path, location: .init(line: line, column: column), message: "m")
    }

    static func sarifColumn(_ output: String) throws -> Int? {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        return (physical["region"] as? [String: Any])?["startColumn"] as? Int
    }

    @Test(arguments: cases)
    func bothReportersCountUTF16CodeUnits(_ test: Case) throws {
        let text = FileText { $0 == "README.md" ? Array(test.file.utf8) : nil }
        let finding = Self.finding(test.line, test.byteColumn)
        #expect(try Self.sarifColumn(SARIFReporter(text: text).report([finding])) == test.utf16Column)
        let command = GitHubActionsReporter(text: text).report([finding])
        #expect(command.hasPrefix("::error file=README.md,line=\(test.line),col=\(test.utf16Column),"), "\(command)")
    }

    @Test func aFileThatCannotBeReadKeepsTheByteColumn() throws {
        let finding = Self.finding(1, 20, path: "Gone.md")
        #expect(try Self.sarifColumn(SARIFReporter(text: FileText { _ in nil }).report([finding])) == 20)
        #expect(GitHubActionsReporter().report([finding]).hasPrefix("::error file=Gone.md,line=1,col=20,"))
    }

    /// Counts the reads it answers.
    final class CountingReader: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        let bytes = Array("| 日本語 | 🚀 [guide](nope.md) |\n".utf8)

        var text: FileText {
            FileText { [self] path in
                lock.withLock { counts[path, default: 0] += 1 }
                return path == "README.md" ? bytes : nil
            }
        }

        func count(_ path: String) -> Int { lock.withLock { counts[path] ?? 0 } }
    }

    @Test func eachFileIsReadOncePerReport() {
        let reader = CountingReader()
        let findings = (0..<50).map { _ in Self.finding(1, 20) } + (0..<50).map { _ in Self.finding(1, 20, path: "Gone.md") }
        let output = SARIFReporter(text: reader.text).report(findings)
        #expect(output.components(separatedBy: "\"startColumn\" : 12").count - 1 == 50)
        #expect(reader.count("README.md") == 1)
        #expect(reader.count("Gone.md") == 1)
    }
}
