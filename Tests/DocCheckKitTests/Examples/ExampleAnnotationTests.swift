import Foundation
import Testing

@testable import DocCheckKit

/// Annotation comments are read by hand (`DirectiveComment`), not by pattern; these are the
/// patterns that say what they are, and the two readings agree on any mix of the pieces
/// that matter.
@Suite struct ExampleAnnotationTests {
    /// The comment from its first character that is not whitespace (a newline included), where
    /// the reader starts too.
    static func fromFirstNonSpace(_ comment: String) -> String {
        String(comment.drop(while: \.isWhitespace)).trimmingWhitespace()
    }

    /// A test annotation with setup lines: `test` or `test continues` alone on the first line
    /// of the body, something but whitespace on the lines after it.
    static func referenceHasSetup(_ comment: String) -> Bool {
        guard let body = fromFirstNonSpace(comment).wholeMatch(of: /<!--\s*doccheck:((?s:.*))-->\s*/)?.1 else { return false }
        var trimmed = body.drop(while: \.isWhitespace)
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        let lines = trimmed.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        return lines.count > 1 && ["test", "test continues"].contains(String(lines[0]).trimmingWhitespace())
    }

    static func referenceIsAnnotation(_ comment: String) -> Bool {
        if referenceHasSetup(comment) { return true }
        let text = fromFirstNonSpace(comment)
        guard let body = text.wholeMatch(of: /<!--\s*doccheck:(.*)-->\s*/)?.1 else { return false }
        let word = body.drop(while: \.isWhitespace).prefix { !$0.isWhitespace }
        return !["begin", "end", "translation", "disable-next-line"].contains(word)
    }

    static func referenceBody(_ comment: String) -> Substring? {
        fromFirstNonSpace(comment).wholeMatch(of: /<!--\s*doccheck:\s*(.*?)\s*-->\s*/)?.1
    }

    @Test func handReadingAgreesWithThePatterns() {
        let pieces = [
            "<!--", "-->", "doccheck:", " ", "\t", "\n", "\r\n", "\u{85}", "\u{2028}", "\u{0B}", "\u{A0}", "test", " continues",
            "skip \"why\"", "begin", "-", ">", "\u{301}", "x",
        ]
        for _ in 0..<4_000 {
            var text = (0..<Int.random(in: 0...4)).map { _ in pieces.randomElement()! }.joined()
            // Most inputs are comments with something inside, the cases worth comparing.
            if Bool.random() { text = "<!--" + (Bool.random() ? " " : "") + "doccheck:" + text + (Bool.random() ? "-->" : " -->\n") }
            #expect(ExampleAnnotation.isAnnotation(text) == Self.referenceIsAnnotation(text), "\(text.debugDescription)")
            let parsed = ExampleAnnotation.parse(text)
            if Self.referenceHasSetup(text) {
                if case .success(.test(_, let setup?)) = parsed {
                    #expect(!setup.lines.isEmpty)
                } else {
                    Issue.record("not read as a test with setup lines: \(text.debugDescription)")
                }
            } else if case .failure(let error) = parsed, error.message.hasPrefix("malformed") {
                #expect(Self.referenceBody(text) == nil, "\(text.debugDescription)")
            } else if let body = Self.referenceBody(text) {
                switch parsed {
                case .success(let annotation):
                    #expect(
                        ["test", "test continues", "manifest"].contains(body) || body.hasPrefix("skip") || body.hasPrefix("requires"),
                        "\(annotation) from \(text.debugDescription)")
                case .failure(let error): #expect(error.message.contains("'\(body)'") || body.hasPrefix("skip"), "\(error.message)")
                }
            } else {
                Issue.record("read as an annotation: \(text.debugDescription)")
            }
        }
    }

    /// The arguments are read by hand as these patterns read them.
    @Test func argumentsAreReadAsTheirPatternsSay() {
        let bodies = [
            "requires Kit", "requires  _a9", "requires 9a", "requires", "requires\tKit", "requiresKit", "requires Kit-2", "requires \u{2003}Kit",
            "skip \"why\"", "skip \"\"", "skip \"a\"b\"", "skip\"x\"", "skip  \"x y\"", "skip \"x", "fails \"x\"", "fails  \"it's\"",
            "fails x",
        ]
        for body in bodies {
            var expected: ExampleAnnotation?
            if let module = body.wholeMatch(of: /requires\s+([A-Za-z_][A-Za-z0-9_]*)/)?.1 {
                expected = .requires(module: String(module))
            } else if let reason = body.wholeMatch(of: /skip\s+"([^"]+)"/)?.1 {
                expected = .skip(reason: String(reason))
            } else if let diagnostic = body.wholeMatch(of: /fails\s+"([^"]+)"/)?.1 {
                expected = .fails(diagnostic: String(diagnostic))
            }
            let read = try? ExampleAnnotation.parse("<!-- doccheck: \(body) -->").get()
            #expect(read == expected, "\(body)")
        }
    }

    /// Whitespace before the comment, a newline or a Unicode space, is skipped by both readings.
    @Test(arguments: ["\n<!--doccheck:-->", "\u{2028}<!--doccheck:-->", "\u{85}<!-- doccheck: test -->", "\r\n<!-- doccheck: begin t -->"])
    func leadingWhitespaceIsSkipped(_ text: String) {
        #expect(ExampleAnnotation.isAnnotation(text) == Self.referenceIsAnnotation(text))
    }

    @Test func annotationsAreRead() {
        #expect(ExampleAnnotation.parse("<!-- doccheck: test -->") == .success(.test(continues: false)))
        #expect(ExampleAnnotation.parse("<!--doccheck:test continues-->\n") == .success(.test(continues: true)))
        #expect(ExampleAnnotation.parse("<!-- doccheck:\n  manifest\n-->") == .success(.manifest))
        #expect(ExampleAnnotation.parse("<!-- doccheck: skip \"needs a device\" -->") == .success(.skip(reason: "needs a device")))
        #expect(ExampleAnnotation.parse("<!-- doccheck: requires SwiftUI -->") == .success(.requires(module: "SwiftUI")))
        #expect(
            ExampleAnnotation.parse("<!-- doccheck: fails \"cannot find 'foo' in scope\" -->")
                == .success(.fails(diagnostic: "cannot find 'foo' in scope")))
        #expect(
            ExampleAnnotation.parse("<!-- doccheck: fails cannot find foo -->")
                == .failure(
                    AnnotationError(
                        message: "fails needs the expected diagnostic in double quotes: <!-- doccheck: fails \"cannot find 'foo' in scope\" -->")))
        #expect(
            ExampleAnnotation.parse("<!-- doccheck: tests\nmore -->")
                == .failure(AnnotationError(message: "malformed annotation '<!-- doccheck: tests\nmore -->'")))
    }

    /// Lines after `test` (or `test continues`) are setup, numbered from the comment's start.
    @Test func setupLinesFollowATestAnnotation() {
        #expect(
            ExampleAnnotation.parse("<!-- doccheck: test\nlet a = 1\n  let b = 2\n-->")
                == .success(.test(continues: false, setup: .init(line: 1, lines: ["let a = 1", "  let b = 2"]))))
        #expect(
            ExampleAnnotation.parse("<!--\ndoccheck: test continues\r\nlet a = 1 -->")
                == .success(.test(continues: true, setup: .init(line: 2, lines: ["let a = 1"]))))
        #expect(ExampleAnnotation.isAnnotation("<!-- doccheck: test\nlet a = 1\n-->"))
        #expect(!ExampleAnnotation.isAnnotation("<!-- doccheck: skip \"why\"\nlet a = 1\n-->"))
    }
}
