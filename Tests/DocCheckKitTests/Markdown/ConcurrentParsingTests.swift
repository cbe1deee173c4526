import Testing

@testable import DocCheckKit

/// libcmark-gfm 0.29.0.gfm.6 keeps its extensions' special characters in one process-wide
/// table that each parse's finishing step changes, so parses running at once (as tests and
/// `DocumentSet` do) could miss autolinks or strikethrough; the converter finishes them one
/// at a time and does the rest in parallel.
@Suite struct ConcurrentParsingTests {
    @Test func concurrentParsesSeeWhatASingleParseSees() async {
        let text = String(
            repeating: "Visit www.example.com, https://example.org/a and [a](b), ~~old~~.\n\n| a |\n|---|\n| www.example.net |\n\n", count: 10)
        let expected = MarkdownDocument(path: "doc.md", text: text)
        #expect(expected.links.count == 40)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<1000 {
                group.addTask {
                    let document = MarkdownDocument(path: "doc.md", text: text)
                    return document.links == expected.links && document.tables == expected.tables
                        && document.inlines == expected.inlines ? 0 : 1
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
