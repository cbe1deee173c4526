import Testing

@testable import DocCheckKit

/// libcmark-gfm 0.29.0.gfm.6 keeps its extensions' special characters in one process-wide
/// table that each inline parse used to fill and empty, so parses running at once (as tests
/// and `DocumentSet` do) missed autolinks or strikethrough: 37 of 1,000 differed. The
/// converter fills the table once and parses with no lock, but for the documents that write
/// `www.`, each parsed alone (`CommonMarkConverter.withTree`).
@Suite struct ConcurrentParsingTests {
    /// Documents that need each special character of the extensions: `~` (strikethrough, in
    /// prose and in a table's cells, which are parsed while the blocks are fed), `:`
    /// (`https:` autolinks), and `w` (`www.`). The first two are parsed alone, the others
    /// beside each other.
    static let texts = [
        String(repeating: "Visit www.example.com, https://example.org/a and [a](b), ~~old~~.\n\n| a |\n|---|\n| www.example.net |\n\n", count: 10),
        String(
            repeating: "See https://example.org/b, ~~gone~~ and *emphasis*.\n\n| a | b |\n|---|---|\n| ~~x~~ | https://example.com/c |\n\n", count: 10
        ),
        String(repeating: "Plain words with a [link](https://example.org) and `code`.\n\n- [ ] a task\n- [x] done\n\n", count: 10),
        String(repeating: "Mail me at someone@example.com or read ftp://example.org/file, never www-less.\n\n", count: 10),
        String(repeating: "| link | note |\n|---|---|\n| https://example.org/d | *a* `b` |\n| ftp://example.org/e | [c](d) |\n\n", count: 10),
    ]

    /// 100,000 parses at once, each rendered as cmark-gfm renders HTML, are each what a
    /// single parse of the same text renders (with the system's allocator, where the
    /// concurrent ones use their threads' arenas).
    @Test func concurrentParsesRenderWhatASingleParseRenders() async {
        let expected = Self.texts.map { CommonMarkConverter.renderHTML($0, arena: false) }
        #expect(expected[0].contains("<del>old</del>") && expected[0].contains("<a href=\"http://www.example.net\">"))
        #expect(expected[4].contains("<a href=\"https://example.org/d\">"))
        let parses = 100_000
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for index in 0..<parses {
                group.addTask { CommonMarkConverter.renderHTML(Self.texts[index % Self.texts.count]) == expected[index % Self.texts.count] ? 0 : 1 }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0, "\(mismatches) of \(parses) concurrent parses differed from a single parse")
    }

    /// The documents made from concurrent parses (their links, tables and inlines, with the
    /// positions doccheck corrects) are what a single parse makes.
    @Test func concurrentDocumentsAreWhatASingleParseMakes() async {
        let expected = Self.texts.map { MarkdownDocument(path: "doc.md", text: $0) }
        #expect(expected[0].links.count == 40)
        #expect(expected[1].links.count == 20)
        let parses = 5_000
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for index in 0..<parses {
                group.addTask {
                    let which = index % Self.texts.count
                    let document = MarkdownDocument(path: "doc.md", text: Self.texts[which])
                    let wanted = expected[which]
                    return document.links == wanted.links && document.tables == wanted.tables && document.inlines == wanted.inlines ? 0 : 1
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0, "\(mismatches) of \(parses) concurrent documents differed from a single parse's")
    }
}
