import Testing

@testable import DocCheckKit

/// libcmark-gfm 0.29.0.gfm.6 keeps its extensions' special characters in one process-wide
/// table that each parse changes, so parses running at once (as tests do) could miss
/// autolinks; the converter runs them one at a time.
@Suite struct ConcurrentParsingTests {
    @Test func concurrentParsesSeeWhatASingleParseSees() async {
        let text = String(repeating: "Visit www.example.com, https://example.org/a and [a](b), ~~old~~.\n\n| a |\n|---|\n| www.example.net |\n\n", count: 10)
        let expected = MarkdownDocument(path: "doc.md", text: text)
        #expect(expected.links.count == 40)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<1000 {
                group.addTask {
                    let document = MarkdownDocument(path: "doc.md", text: text)
                    return document.links == expected.links && document.tables == expected.tables ? 0 : 1
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
