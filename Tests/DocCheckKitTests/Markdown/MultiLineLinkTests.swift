import Foundation
import Testing

@testable import DocCheckKit

/// A link or image whose text runs over several lines starts where its bracket is, not on the
/// line where it ends (cmark-gfm gives the right column with the end's line).
@Suite struct MultiLineLinkTests {
    private func loc(_ line: Int, _ column: Int) -> DocCheckKit.SourceLocation { .init(line: line, column: column) }

    @Test func linkOverTwoLines() throws {
        let document = MarkdownDocument(path: "README.md", text: "Para\n\nab [a\nlink](x.md) tail\n")
        let link = try #require(document.links.first)
        #expect(link.range == SourceRange(start: loc(3, 4), end: loc(4, 11)))
    }

    @Test func linkOverThreeLinesAfterTwoLinesOfText() throws {
        let document = MarkdownDocument(path: "README.md", text: "xx\nyy and [one\ntwo\nthree](y.md)\n")
        #expect(document.links.first?.range?.start == loc(2, 8))
    }

    @Test func imageInsideALinkBothOverLines() throws {
        let document = MarkdownDocument(path: "README.md", text: "x [![alt\ntext](a.png)\nmore](b.md)\n")
        try #require(document.links.count == 2)
        #expect(document.links[0].kind == .link)
        #expect(document.links[0].range?.start == loc(1, 3))
        #expect(document.links[1].kind == .image)
        #expect(document.links[1].range?.start == loc(1, 4))
    }

    @Test func linkWhoseTextStartsWithEmphasis() throws {
        let document = MarkdownDocument(path: "README.md", text: "see [*em\nph*](c.md)\n")
        #expect(document.links.first?.range?.start == loc(1, 5))
    }

    @Test(arguments: ["\r\n", "\r"]) func otherLineEndings(_ ending: String) throws {
        let text = ["# T", "", "ab [a", "link](x.md)", ""].joined(separator: ending)
        #expect(MarkdownDocument(path: "README.md", text: text).links.first?.range?.start == loc(3, 4))
    }

    @Test func linkInAQuoteAndAfterABOM() throws {
        let quoted = MarkdownDocument(path: "README.md", text: "> one [two\n> three](x.md)\n")
        #expect(quoted.links.first?.range?.start == loc(1, 7))
        let bom = MarkdownDocument(path: "README.md", text: "\u{FEFF}one [two\nthree](x.md)\n")
        #expect(bom.links.first?.range?.start == loc(1, 5))
    }

    /// The rules report where the link starts, line and column together.
    @Test(arguments: [
        (["README.md": "# P\n\nRead [the missing\nguide](missing.md) now.\n"], "link-path", 3, 6),
        (["README.md": "# P\n\n## Usage\n\nAn overview: see [the\nusage](#usages).\n"], "link-anchor", 5, 18),
        (["README.md": "# P\n\nFor details [click\nhere](https://example.com).\n"], "link-text", 3, 13),
        (["README.md": "# P\n\nThe chart ![\n](chart.png).\n", "chart.png": ""], "image-alt", 3, 11),
    ])
    func ruleReportsTheLinksStart(files: [String: String], rule: String, line: Int, column: Int) throws {
        let findings = try RuleRun.findings(files).filter { $0.ruleID == rule }
        #expect(findings.map { $0.location } == [loc(line, column)], "\(findings)")
    }
}
