import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Strange and hostile input, named one case at a time: each gives a clear located error or
/// a correct result, exit 0, 1 or 2, never a crash or a hang, and no file changes.
@Suite struct HostileInputTests {
    static let configuration = BadInputTests.configuration
    static let rows = BadInputTests.rows
    static let good = BadInputTests.good
    static let stale = good.replacingOccurrences(of: "| Beta |", with: "| Bet |")
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments = ["verify"]
        /// The exit statuses that are right for this input.
        var statuses: Set<Int32>
        /// Text the output must hold (the file, line and rule of the error), if any.
        var expected: String?
        var prepare: @Sendable (TemporaryRepository) throws -> Void
        var testDescription: String { name }
    }

    static func readme(_ bytes: [UInt8]) -> @Sendable (TemporaryRepository) throws -> Void {
        { try $0.write("README.md", bytes: bytes) }
    }

    static func readme(_ text: String) -> @Sendable (TemporaryRepository) throws -> Void {
        readme(Array(text.utf8))
    }

    static func symlink(_ path: String, to target: String) -> @Sendable (TemporaryRepository) throws -> Void {
        { repo in
            let url = repo.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }
    }

    static let cases: [Case] = [
        Case(name: "empty README", statuses: [1], expected: "README.md: error: [document] the document is empty", prepare: readme("")),
        Case(name: "README of a BOM alone", statuses: [1], expected: "README.md: error: [document] the document is empty", prepare: readme(bom)),
        Case(name: "BOM before a correct README", statuses: [0], prepare: readme(bom + Array(good.utf8))),
        Case(name: "CRLF line endings", statuses: [0], prepare: readme(good.replacingOccurrences(of: "\n", with: "\r\n"))),
        Case(name: "CR line endings", statuses: [0], prepare: readme(good.replacingOccurrences(of: "\n", with: "\r"))),
        Case(
            name: "invalid UTF-8", statuses: [1], expected: "README.md:3:6: error: [document] invalid UTF-8",
            prepare: readme(Array("# T\n\nok \u{e9}".utf8) + [0xFF, 0x0A])),
        Case(
            name: "NUL bytes", statuses: [1],
            expected:
                "README.md:\(good.split(separator: "\n", omittingEmptySubsequences: false).count + 1):11: error: [document] a NUL byte makes git treat the document as binary",
            prepare: readme(good + "\nText with \u{0} a NUL \u{0}\u{0} byte.\n")),
        Case(
            name: "a NUL byte after git's first 8,000", statuses: [0],
            prepare: readme(good + "\n" + String(repeating: "Text. ", count: 1_400) + "\u{0}\n")),
        Case(
            name: "50 MB single line", statuses: [0],
            prepare: readme(good + "\n" + String(repeating: "word ", count: 10_000_000) + "\n")),
        Case(
            name: "100,000 headings", statuses: [0],
            prepare: readme(good + (1...100_000).map { "\n## Heading \($0)\n" }.joined())),
        Case(
            name: "100,000 headings with the same text", statuses: [0],
            prepare: readme(good + String(repeating: "\n## Same\n", count: 100_000))),
        Case(
            name: "10,000-column table", statuses: [0],
            prepare: readme(
                good + "\n| " + (1...10_000).map { "c\($0)" }.joined(separator: " | ") + " |\n|"
                    + String(repeating: " --- |", count: 10_000) + "\n| " + String(repeating: "x | ", count: 10_000) + "\n")),
        Case(
            name: "10,000-column table in the generated region", statuses: [1],
            expected: "README.md:4:1: error: [generated-table] table has 10000 columns, rows.json has 2",
            prepare: readme(
                "# T\n\n<!-- doccheck:begin t -->\n| " + (1...10_000).map { "c\($0)" }.joined(separator: " | ")
                    + " |\n|" + String(repeating: " --- |", count: 10_000) + "\n<!-- doccheck:end t -->\n")),
        Case(
            name: "1,000 nested lists", statuses: [0],
            prepare: readme(good + "\n" + (0..<1_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined())),
        Case(name: "100,000 nested quotes", statuses: [0], prepare: readme(good + "\n" + String(repeating: ">", count: 100_000) + " deep\n")),
        Case(
            name: "60,000 nested emphasis markers", statuses: [0],
            prepare: readme(good + "\n" + String(repeating: "*", count: 60_000) + "a" + String(repeating: "*", count: 60_000) + "\n")),
        Case(
            name: "unterminated fence", statuses: [1], expected: "README.md:10:1: error: [swift-block-syntax] code fence is never closed",
            prepare: readme(good + "\n```sh\nswift build\n")),
        Case(
            name: "markers in a code block", statuses: [0],
            prepare: readme(good + "\n```html\n<!-- doccheck:begin t -->\n<!-- doccheck:end other -->\n```\n")),
        Case(
            name: "marker inside a table", statuses: [1], expected: "README.md:6:",
            prepare: readme(good.replacingOccurrences(of: "| `a` | Alpha |", with: "| `a` <!-- doccheck:end t --> | Alpha |"))),
        Case(
            name: "README that is a folder", statuses: [1], expected: "README.md: error: [document] is a folder, not a file",
            prepare: { repo in
                try FileManager.default.removeItem(at: repo.root.appendingPathComponent("README.md"))
                try repo.write("README.md/inside.md", "# Inside\n")
            }),
        Case(
            name: "link loop through symlinks", statuses: [1], expected: "README.md: error: [document] symbolic links loop",
            prepare: { repo in
                try FileManager.default.removeItem(at: repo.root.appendingPathComponent("README.md"))
                try symlink("README.md", to: "Other.md")(repo)
                try symlink("Other.md", to: "README.md")(repo)
            }),
        Case(name: "folder symlink back to the repository", statuses: [0], prepare: symlink("Docs/loop", to: "..")),
        Case(
            name: "symlink to /dev/zero as an article", statuses: [1],
            expected: "Docs/zero.md: error: [document] resolves through a symbolic link to /dev/zero, outside the repository",
            prepare: symlink("Docs/zero.md", to: "/dev/zero")),
        Case(
            name: "symlink to /dev/zero as the configuration", statuses: [2],
            expected: ".doccheck.json: error: [configuration] resolves through a symbolic link to /dev/zero, outside the repository",
            prepare: { repo in
                try FileManager.default.removeItem(at: repo.root.appendingPathComponent(".doccheck.json"))
                try symlink(".doccheck.json", to: "/dev/zero")(repo)
            }),
        Case(
            name: "named pipe as the README", statuses: [1], expected: "README.md: error: [document] is not a regular file",
            prepare: { repo in
                let path = repo.root.appendingPathComponent("README.md").path
                try FileManager.default.removeItem(atPath: path)
                #expect(mkfifo(path, 0o644) == 0)
            }),
        Case(
            name: "unreadable README", statuses: geteuid() == 0 ? [0] : [1],
            expected: geteuid() == 0 ? nil : "README.md: error: [document] cannot read the file",
            prepare: { repo in #expect(chmod(repo.root.appendingPathComponent("README.md").path, 0) == 0) }),
        Case(
            name: "read-only README during regen", arguments: ["regen-table"], statuses: [1],
            expected: "README.md: error: is read-only",
            prepare: { repo in
                try readme(stale)(repo)
                #expect(chmod(repo.root.appendingPathComponent("README.md").path, 0o444) == 0)
            }),
        Case(
            name: "README symlinked out of the repository during regen", arguments: ["regen-table"], statuses: [1],
            expected: "README.md: error: [document] resolves through a symbolic link to ",
            prepare: { repo in
                let outside = repo.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).md")
                try Data(stale.utf8).write(to: outside)
                try FileManager.default.removeItem(at: repo.root.appendingPathComponent("README.md"))
                try symlink("README.md", to: outside.path)(repo)
            }),
        Case(
            name: "document folder symlinked out of the repository during regen", arguments: ["regen-table"], statuses: [1],
            expected: "Docs/T.md: error: [document] resolves through a symbolic link to ",
            prepare: { repo in
                let outside = repo.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
                try Data(stale.utf8).write(to: outside.appendingPathComponent("T.md"))
                try symlink("Docs", to: outside.path)(repo)
                try repo.write(".doccheck.json", configuration.replacingOccurrences(of: "\"README.md\"", with: "\"Docs/T.md\""))
            }),
        Case(
            name: "configuration that is not JSON", statuses: [2], expected: ".doccheck.json:2:15: error: [configuration] not valid JSON",
            prepare: { try $0.write(".doccheck.json", "{\n  \"tables\": [ }") }),
        Case(
            name: "CHANGELOG with 10,000 versions", statuses: [0, 1],
            prepare: { repo in
                let versions = (0..<10_000).map { "## [\(10_000 - $0).0.0] - 2026-01-01\n\n- A change.\n\n" }.joined()
                try repo.write("CHANGELOG.md", "# Changelog\n\n## [Unreleased]\n\n" + versions)
            }),
        Case(
            name: "100,000 links to one heading", statuses: [0],
            prepare: readme(good + "\n## Target\n\n" + String(repeating: "[to the target](#target) ", count: 100_000) + "\n")),
        // A diff of the file used to take memory for its lines squared (3.2 GB here).
        Case(
            name: "20,000-row generated table one character off, with --diff", arguments: ["verify", "--diff"], statuses: [1],
            expected: "\n@@ -10003,7 +10003,7 @@\n", prepare: largeTable(rows: 20_000, changing: 10_000)),
    ]

    /// A README whose generated table of `rows` rows has one character wrong in row `changed`
    /// (line `changed + 6`), and its rows file.
    static func largeTable(rows count: Int, changing changed: Int) -> @Sendable (TemporaryRepository) throws -> Void {
        { repo in
            let rows = (0..<count).map { "{ \"ID\": \"`r\($0)`\", \"Name\": \"Row \($0)\" }" }.joined(separator: ",\n")
            try repo.write("rows.json", "{ \"idColumn\": \"ID\", \"columns\": [\"ID\", \"Name\"], \"rows\": [\n\(rows)\n] }")
            let lines = (0..<count).map { "| `r\($0)` | Row \($0 == changed ? "\($0)".dropLast() + "O" : "\($0)") |\n" }.joined()
            try repo.write("README.md", "# T\n\n<!-- doccheck:begin t -->\n| ID | Name |\n| --- | --- |\n\(lines)<!-- doccheck:end t -->\n")
        }
    }

    @Test(arguments: cases) func hostileInputEndsCleanly(_ testCase: Case) throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.good, ".doccheck.json": Self.configuration, "rows.json": Self.rows])
        try testCase.prepare(repo)
        let before = try Self.snapshot(repo.root)
        let result = try DocCheckProcess.run(testCase.arguments, in: repo.root, timeout: 120)
        let output = result.standardOutput + result.standardError
        #expect(testCase.statuses.contains(result.status), "status \(result.status): \(output.prefix(2_000))")
        if let expected = testCase.expected {
            #expect(output.contains(expected), "\(output.prefix(2_000))")
        }
        #expect(!output.contains("Fatal error") && !output.contains("Program crashed"), "\(output.prefix(2_000))")
        #expect(try Self.snapshot(repo.root) == before, "no file may change")
    }

    /// Every regular file's bytes and mode, found without following symbolic links (a link to
    /// /dev/zero must not be read, a link back to the root must not loop).
    static func snapshot(_ folder: URL, prefix: String = "") throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let attributes = try manager.attributesOfItem(atPath: url.path)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                files.merge(try snapshot(url, prefix: prefix + name + "/")) { old, _ in old }
            case .typeRegular?:
                let mode = (attributes[.posixPermissions] as? Int) ?? 0
                files[prefix + name] = Array((manager.contents(atPath: url.path) ?? Data()) + Data(" \(mode)".utf8))
            default:
                continue
            }
        }
        return files
    }
}
