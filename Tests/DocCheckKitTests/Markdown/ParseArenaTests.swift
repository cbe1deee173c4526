import Testing

@testable import DocCheckKit

/// A parse in a thread's arena gives the tree a parse with the system's allocator gives: for
/// documents that fit one chunk and ones that take several, for strings that grow in place and
/// ones that move, and for a parse made while another's tree is still being read.
@Suite struct ParseArenaTests {
    /// Documents of every size the arena takes: a line, an article, and ones beyond a chunk
    /// (256 KB) with a long paragraph, a long code block (a string that grows by `realloc`),
    /// tables and links.
    static let texts: [String] = [
        "# Title\n",
        String(repeating: "A paragraph with *emphasis*, `code`, [a link](https://example.org) and ~~gone~~.\n\n", count: 40),
        String(repeating: "word ", count: 120_000) + "\n",
        "```swift\n" + String(repeating: "let value = [1, 2, 3].map { $0 * 2 }\n", count: 12_000) + "```\n",
        String(repeating: "| a | b |\n|---|---|\n| https://example.org/x | www.example.com |\n\n- [ ] task\n\n", count: 6_000),
    ]

    @Test(arguments: 0..<texts.count) func anArenaParseRendersAsTheSystemAllocatorsDoes(_ index: Int) {
        let text = Self.texts[index]
        let expected = CommonMarkConverter.renderHTML(text, arena: false)
        #expect(!expected.isEmpty)
        #expect(CommonMarkConverter.renderHTML(text, arena: true) == expected)
    }

    /// A parse inside another gives back only its own memory: the outer tree, read after the
    /// inner parse is done, holds what a parse with the system's allocator holds.
    @Test func aParseInsideAnotherKeepsTheOuterTree() {
        let outer = Array(Self.texts[1].utf8)
        func read(_ root: OpaquePointer) -> (kinds: [MarkupKind], strings: [String]) {
            var builder = TreeBuilder(source: SourceText(bytes: outer))
            builder.build(root)
            return (builder.nodes.map(\.kind), (0..<builder.strings.count).map(builder.strings.string))
        }
        let expected = CommonMarkConverter.withTree(bytes: outer[...], arena: false, read)
        let (inner, read) = CommonMarkConverter.withTree(bytes: outer[...], arena: true) { root in
            // More than a chunk's worth of allocations, made and given back inside; then another
            // parse, which would write over the outer tree if the first gave back too much.
            let inner = CommonMarkConverter.renderHTML(Self.texts[4], arena: true)
            _ = CommonMarkConverter.renderHTML(Self.texts[2], arena: true)
            return (inner, read(root))
        }
        #expect(inner == CommonMarkConverter.renderHTML(Self.texts[4], arena: false))
        #expect(read.kinds == expected.kinds && read.strings == expected.strings)
        #expect(expected.kinds.filter { $0 == .strikethrough }.count == 40)
    }
}
