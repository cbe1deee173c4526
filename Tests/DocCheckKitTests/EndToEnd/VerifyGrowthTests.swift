import Foundation
import Testing

@testable import DocCheckKit

/// `verify` on each hostile shape, at its size and at twice it: the same rules find the same
/// kind of thing, once or once per unit, and nothing stops the run. How its time grows is
/// measured where a machine's load cannot decide it, by `Benchmarks/growth` (the same shapes,
/// exit status 1 when twice the input takes more than 2.5 times as long); the full-size
/// shapes, with their time and memory goals, are `Benchmarks/adversarial`.
@Suite struct VerifyGrowthTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var size: Int
        /// The README for `count` units of the shape.
        /// The findings at the shape's size.
        var findings = 0
        var readme: @Sendable (Int) -> String
        /// A German translation of it, marked current, for `count` units; nil for none.
        var translation: (@Sendable (Int) -> String)? = nil
        var testDescription: String { name }

        /// The repository of `count` units: the README, and the translation with its marker
        /// and stored source when the shape has one.
        func files(_ count: Int) -> [String: String] {
            let text = readme(count)
            guard let translation else { return ["README.md": text] }
            let hash = SHA256.hex(Array(text.utf8))
            return [
                "README.md": text, "Translations/.sources/\(hash).md": text,
                "Translations/README.de.md": "<!-- doccheck:translation source=README.md sha256=\(hash) -->\n" + translation(count),
            ]
        }
    }

    static let shapes: [Shape] = [
        Shape(name: "links to one heading", size: 2_000) { count in
            "# Kit\n\n## Target\n\n" + String(repeating: "See [the target](#target).\n", count: count)
        },
        Shape(name: "headings", size: 1_000) { count in
            "# Kit\n\n" + (0..<count).map { "## Section \($0)\n\nText.\n\n" }.joined()
        },
        Shape(name: "identical broken links", size: 2_000, findings: 2_000) { count in
            "# Kit\n\n" + String(repeating: "See [the page](missing.md).\n", count: count)
        },
        Shape(name: "table columns", size: 1_000) { count in
            "# Kit\n\n| " + (0..<count).map { "C\($0)" }.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: count) + "\n| "
                + Array(repeating: "v", count: count).joined(separator: " | ") + " |\n"
        },
        Shape(name: "one long line of words", size: 20_000) { count in
            "# Kit\n\n" + String(repeating: "word ", count: count) + "\n"
        },
        Shape(name: "tags in one HTML block", size: 2_000) { count in
            "# Kit\n\n<div>\n" + String(repeating: "<a href=\"#kit\">Kit</a>\n", count: count) + "</div>\n"
        },
        Shape(name: "tags on one line of HTML", size: 2_000) { count in
            "# Kit\n\n<div>" + String(repeating: "<a href=\"#kit\">Kit</a>", count: count) + "</div>\n"
        },
        Shape(name: "links of inline HTML never closed", size: 1_000) { count in
            "# Kit\n\n" + String(repeating: "<a href=\"#kit\">Kit ", count: count) + "\n"
        },
        Shape(
            name: "a translated section of links that all differ", size: 4_000, findings: 3,
            readme: { count in "# Kit\n\n## Links\n\n" + (0..<count).map { "See [page \($0)](https://example.com/a\($0)).\n" }.joined() },
            translation: { count in "# Kit\n\n## Links\n\n" + (0..<count).map { "Siehe [Seite \($0)](https://example.com/b\($0)).\n" }.joined() }
        ),
        Shape(
            name: "a translated section of code blocks, one left out", size: 400, findings: 4,
            readme: { count in "# Kit\n\n## Code\n\n" + (0..<count).map { "```swift\nlet a\($0) = \($0)\n```\n\n" }.joined() },
            translation: { count in "# Kit\n\n## Code\n\n" + (1..<count).map { "```swift\nlet b\($0) = \($0)\n```\n\n" }.joined() }
        ),
        Shape(name: "nesting", size: 500) { count in
            "# Kit\n\n" + (0..<count).map { $0 % 2 == 0 ? "- " : "> " }.joined() + "deep\n"
        },
    ]

    @Test(arguments: shapes) func verifyFindsTheSameAtTwiceTheSize(_ shape: Shape) throws {
        let findings = { (count: Int) throws -> [Diagnostic] in
            let repo = try TemporaryRepository(files: shape.files(count))
            return try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
        }
        let small = try findings(shape.size)
        let large = try findings(shape.size * 2)
        #expect(Set(small.map(\.ruleID)) == Set(large.map(\.ruleID)), "\(shape.name)")
        #expect(large.count == small.count || large.count == 2 * small.count, "\(shape.name): \(small.count) and \(large.count) findings")
        #expect(small.count == shape.findings, "\(shape.name): \(small.map(\.message))")
    }
}
