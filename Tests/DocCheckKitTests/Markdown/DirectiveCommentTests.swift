import Foundation
import Testing

@testable import DocCheckKit

/// One reader finds every doccheck comment and tells its kind by the word after `doccheck:`.
@Suite struct DirectiveCommentTests {
    private func comments(_ text: String) -> [DirectiveComment] {
        DirectiveComment.comments(in: MarkdownDocument(path: "README.md", text: text))
    }

    @Test func eachKindIsToldByItsWord() {
        let found = comments(
            """
            <!-- doccheck:begin demo-table -->
            <!-- doccheck:end demo-table -->
            <!-- doccheck:translation source=README.md sha256=00 -->
            <!-- doccheck:disable-next-line link-anchor, link-path -->
            <!-- doccheck: test -->
            <!-- doccheck: beginning -->
            <!-- an ordinary comment -->

            """)
        #expect(found.map(\.kind) == [.regionBegin, .regionEnd, .translation, .disableNextLine, .annotation, .annotation])
        #expect(
            found.map { String($0.argument) } == [
                "demo-table", "demo-table", "source=README.md sha256=00", "link-anchor, link-path", "test", "beginning",
            ])
        #expect(found.map { $0.location?.line } == [1, 2, 3, 4, 5, 6])
        #expect(found.allSatisfy { $0.standsAlone && $0.isClosed })
    }

    @Test func commentsInCodeAreText() {
        #expect(comments("```html\n<!-- doccheck:begin x -->\n```\n\nSee `<!-- doccheck:end x -->`.\n").isEmpty)
    }

    @Test func aCommentSharingItsLineDoesNotStandAlone() throws {
        let inline = try #require(comments("Text <!-- doccheck:begin x --> more\n").first)
        #expect(!inline.standsAlone)
        #expect(inline.location == SourceLocation(line: 1, column: 6))
        let shared = try #require(comments("<div><!-- doccheck:begin x --></div>\n").first)
        #expect(!shared.standsAlone)
    }

    @Test func aCommentInAQuoteIsPlacedOnItsLine() throws {
        let quoted = try #require(comments("> Quote\n>\n> <!-- doccheck:disable-next-line link-path -->\n> [x](nope.md)\n").first)
        #expect(quoted.location == SourceLocation(line: 3, column: 3))
        #expect(quoted.endLine == 3)
    }

    @Test func anUnclosedCommentIsFoundAndSaidToBeOpen() throws {
        let open = try #require(comments("<!-- doccheck:begin x\n\ntext\n").first)
        #expect(open.kind == .regionBegin)
        #expect(!open.isClosed)
    }

    /// A marker that shares its line is one finding that says so, from the marker rule.
    @Test func aMarkerSharingItsLineIsOneFinding() throws {
        let findings = try RuleRun.findings(["README.md": "# P\n\n<div><!-- doccheck:begin demo-table --></div>\n"]).filter { $0.ruleID == "marker" }
        #expect(findings.map(\.location) == [SourceLocation(line: 3, column: 6)], "\(findings)")
        #expect(findings.first?.message.contains("must stand on a line of its own") == true)
    }
}
