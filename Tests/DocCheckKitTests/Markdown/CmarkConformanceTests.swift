import Foundation
import Testing

@testable import DocCheckKit

/// Shows that the document model sees the same tables, rows and cells as cmark-gfm's own
/// renderer, over the reference examples of github/cmark-gfm (`test/spec.txt` and
/// `test/extensions.txt`), read from `../shared/fixtures/cmark-gfm` beside the package.
/// A user's clone has no such folder: then these tests are skipped, never passed.
@Suite struct CmarkConformanceTests {
    @Test("The fixture reader finds the table examples", .enabled(if: CmarkConformanceTests.Fixtures.exist))
    func readerFindsCases() throws {
        let spec = try String(contentsOf: Fixtures.directory.appendingPathComponent("spec.txt"), encoding: .utf8)
        // Every `example table` opening fence of spec.txt is read as one case.
        let specFences = spec.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 == Fixtures.fence + " example table" }.count
        let specCases = Fixtures.cases.filter { $0.file == "spec.txt" }.count
        let extensionCases = Fixtures.cases.filter { $0.file == "extensions.txt" }.count
        print(
            "CmarkConformanceTests: \(Fixtures.cases.count) cases compared "
                + "(\(specCases) from spec.txt, \(extensionCases) from the Tables section of extensions.txt)")
        #expect(specFences > 0)
        #expect(specCases == specFences)
        #expect(extensionCases > 0)
        // A reader that saw no table in the expected HTML would compare nothing.
        #expect(Fixtures.cases.flatMap { HTMLTables.tables(in: $0.html) }.count > 0)
    }

    @Test("The HTML table reader")
    func htmlTableReader() {
        let html =
            "<p>x</p>\n<table>\n<thead>\n<tr>\n<th align=\"left\">a &amp;&lt;b&gt;</th>\n<th></th>\n</tr>\n</thead>\n"
            + "<tbody>\n<tr>\n<td><code>&quot;c&quot;</code> &amp;lt;</td>\n<td>d <em>e</em></td>\n</tr>\n</tbody>\n</table>\n"
        #expect(HTMLTables.tables(in: html) == [[["a &<b>", ""], ["\"c\" &lt;", "d e"]]])
    }

    @Test(
        "The model's tables are the tables cmark-gfm renders", .enabled(if: CmarkConformanceTests.Fixtures.exist),
        arguments: CmarkConformanceTests.Fixtures.cases)
    func tablesMatchRenderedHTML(_ example: Example) throws {
        // cmark-gfm's renderer over our parse (same extensions; CMARK_OPT_UNSAFE, as the
        // reference harness renders) gives the fixture's HTML.
        #expect(CommonMarkConverter.renderHTML(example.markdown) == example.html)

        let document = MarkdownDocument(path: "example.md", text: example.markdown)
        let expected = HTMLTables.tables(in: example.html)
        try #require(document.tables.count == expected.count)
        for (table, expectedRows) in zip(document.tables, expected) {
            let rows = [table.header] + table.rows
            try #require(rows.count == expectedRows.count)
            for (row, expectedCells) in zip(rows, expectedRows) {
                try #require(row.cells.count == expectedCells.count)
                for (cell, expectedText) in zip(row.cells, expectedCells) {
                    // No case needs an exception: inline HTML is left out of a cell's text,
                    // and the tag stripped from the expected HTML leaves the same text
                    // ("ok <br> sure" -> "ok  sure" on both sides; "<strong>hello</strong>" -> "hello").
                    #expect(
                        cell.text.trimmingCharacters(in: .whitespaces) == expectedText,
                        "\(example)")
                }
            }
        }
    }
}

extension CmarkConformanceTests {
    /// One example of a cmark-gfm test file.
    struct Example: Sendable, CustomTestStringConvertible, CustomStringConvertible {
        var file: String
        /// The line of the opening fence.
        var line: Int
        var markdown: String
        var html: String

        var testDescription: String { "\(file):\(line)" }
        var description: String { testDescription }
    }

    enum Fixtures {
        static let fence = String(repeating: "`", count: 32)

        /// `../shared/fixtures/cmark-gfm`, the package root being three levels above this file's folder.
        static let directory: URL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // <root>/Tests/DocCheckKitTests/Markdown, this file's folder
            .deletingLastPathComponent()  // <root>/Tests/DocCheckKitTests
            .deletingLastPathComponent()  // <root>/Tests
            .deletingLastPathComponent()  // <root>, the package root
            .deletingLastPathComponent()  // its parent, which holds `shared`
            .appendingPathComponent("shared/fixtures/cmark-gfm")

        static let exist: Bool =
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("spec.txt").path)
            && FileManager.default.fileExists(atPath: directory.appendingPathComponent("extensions.txt").path)

        /// The `example table` cases of spec.txt and the examples of the Tables section of extensions.txt.
        static let cases: [Example] = {
            guard exist else { return [] }
            let spec = examples(file: "spec.txt").filter { $0.info == "example table" }.map(\.example)
            let tables = examples(file: "extensions.txt").filter { $0.section == "Tables" }.map(\.example)
            return spec + tables
        }()

        /// Every example of a file, with its info string ("example", "example table") and the
        /// `## ` section it is in (a `### ` heading does not end a section).
        static func examples(file: String) -> [(info: String, section: String, example: Example)] {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { return [] }
            var result: [(info: String, section: String, example: Example)] = []
            var section = ""
            var open: (info: String, line: Int)?
            var markdown: [String] = []
            var html: [String] = []
            var inHTML = false
            for (index, substring) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(substring)
                if let current = open {
                    if line == fence {
                        let example = Example(
                            file: file, line: current.line,
                            markdown: markdown.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t"),
                            html: html.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t"))
                        result.append((current.info, section, example))
                        open = nil
                    } else if !inHTML && line == "." {
                        inHTML = true
                    } else if inHTML {
                        html.append(line)
                    } else {
                        markdown.append(line)
                    }
                } else if line.hasPrefix(fence + " ") {
                    open = (String(line.dropFirst(fence.count + 1)), index + 1)
                    markdown = []
                    html = []
                    inHTML = false
                } else if line.hasPrefix("## ") {
                    section = String(line.dropFirst(3))
                } else if line.hasPrefix("# ") {
                    section = ""
                }
            }
            return result
        }
    }

    /// The tables of cmark-gfm's HTML: for each table, its rows (header rows first), for each
    /// row the text of its cells with tags removed and entities decoded.
    enum HTMLTables {
        static func tables(in html: String) -> [[[String]]] {
            html.matches(of: /<table>(.*?)<\/table>/.dotMatchesNewlines()).map { table in
                table.output.1.matches(of: /<tr>(.*?)<\/tr>/.dotMatchesNewlines()).map { row in
                    row.output.1.matches(of: /<(th|td)(?: [^>]*)?>(.*?)<\/\1>/.dotMatchesNewlines()).map { cell in
                        text(ofCell: String(cell.output.2))
                    }
                }
            }
        }

        static func text(ofCell html: String) -> String {
            html.replacing(/<[^>]*>/, with: "")
                .replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
                .trimmingCharacters(in: .whitespaces)
        }
    }
}
