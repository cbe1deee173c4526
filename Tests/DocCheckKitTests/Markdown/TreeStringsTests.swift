import CCmarkGFM
import Foundation
import Testing

@testable import DocCheckKit

/// A tree's strings read as ranges of the document or of the tree's own buffer: each one is
/// what cmark-gfm hands out for its node, and the ones written as they read are not copied.
@Suite struct TreeStringsTests {
    /// Documents whose strings read as written and otherwise: escapes, entities, line endings
    /// of both kinds, tabs, a byte order mark, code in containers, links with titles and
    /// references, HTML in a quote, bytes that are not UTF-8.
    static let documents: [[UInt8]] =
        [
            "# Title\n\nPlain `code` and [a link](https://example.com/a \"Its title\").\n",
            "Escaped \\* and &amp; and &copy; and `` `tick` `` and `a\nb`.\n",
            "- item\n\n      indented code\n      second\n\n> ```swift\n> let x = 1\n> ```\n",
            "Text\r\nwith CRLF\r\n\r\n```\r\ncode\r\nlines\r\n```\r\n",
            "\u{FEFF}# After a byte order mark\n\n\ttabbed code\n",
            "[ref] and ![image][ref]\n\n[ref]: <dest with space> 'title'\n",
            "> <div>\n> html *in* a quote\n> </div>\n\n<https://example.com> www.example.com ~~gone~~\n",
            "| a | b \\| c |\n| :- | -: |\n| `x` | &lt;y&gt; |\n",
            "~~~ swift title=\"x\"\nlet a = \"é\"\n~~~\n\nÜnïcödé prose, ‘quotes’.\n",
        ].map { Array($0.utf8) } + [Array("Bytes ".utf8) + [0xFF, 0xFE] + Array(" not UTF-8\n".utf8)]

    /// Every string of every node, as cmark-gfm's getters give it, in the converter's order.
    private static func cmarkStrings(_ root: OpaquePointer) -> [String] {
        func read(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
        var strings: [String] = []
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                strings.append(read(cmark_node_get_literal(node)))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                strings += [read(cmark_node_get_url(node)), read(cmark_node_get_title(node))]
            case CMARK_NODE_CODE_BLOCK:
                strings += [read(cmark_node_get_fence_info(node)), read(cmark_node_get_literal(node))]
            default:
                break
            }
        }
        return strings
    }

    @Test(arguments: 0..<documents.count) func everyStringIsTheOneCmarkGives(_ index: Int) {
        let bytes = Self.documents[index]
        let (expected, strings) = CommonMarkConverter.withTree(bytes: bytes[...]) { root in
            var builder = TreeBuilder(source: SourceText(bytes: bytes))
            builder.build(root)
            // The tables' alignment letters are the converter's, not cmark-gfm's: left out.
            let own = Set(builder.nodes.filter { $0.kind == .table }.map { Int($0.strings) })
            return (Self.cmarkStrings(root), (0..<builder.strings.count).filter { !own.contains($0) }.map(builder.strings.string))
        }
        #expect(!expected.isEmpty)
        #expect(strings == expected)
    }

    /// A string whose offset or length does not fit in 31 bits is held apart; with a limit of
    /// 4 bytes most of them are, and every one reads as it does in the narrow form.
    @Test(arguments: 0..<documents.count) func stringsReadTheSameHeldWide(_ index: Int) {
        let bytes = Self.documents[index]
        let (narrow, wide) = CommonMarkConverter.withTree(bytes: bytes[...]) { root in
            var narrow = TreeBuilder(source: SourceText(bytes: bytes))
            narrow.build(root)
            var wide = TreeBuilder(source: SourceText(bytes: bytes), narrowLimit: 4)
            wide.build(root)
            return (narrow.strings, wide.strings)
        }
        func described(_ strings: TreeStrings) -> [String] {
            (0..<strings.count).map { "\($0): \(strings.string($0)) \(strings.length($0)) \(strings.isInSource($0))" }
        }
        #expect(narrow.count > 0)
        #expect(described(wide) == described(narrow))
    }

    @Test func stringsWrittenAsTheyReadAreRangesOfTheDocument() throws {
        let document = MarkdownDocument(
            path: "README.md", text: "# Title\n\nPlain `code` and [a link](https://example.com/a \"Its title\").\n\n```swift\nlet x = 1\n```\n")
        let tree = document.root.tree
        // Five runs of text and one of code: one string each; the link and the block: two
        // (destination and title, info string and content). All 10 are ranges of the
        // document's bytes.
        let counts: [MarkupKind: Int] = [.text: 1, .code: 1, .link: 2, .codeBlock: 2]
        let strings = tree.nodes.flatMap { node in (0..<(counts[node.kind] ?? 0)).map { Int(node.strings) + $0 } }
        #expect(strings.count == 10)
        #expect(strings.filter { !tree.strings.isInSource($0) }.map(tree.strings.string) == [])
        let link = try #require(document.links.first)
        #expect(link.destination == "https://example.com/a" && link.title == "Its title")
        #expect(document.codeBlocks.first?.content == "let x = 1\n")
    }

    @Test func stringsThatReadOtherwiseAreTheTreesOwn() throws {
        let document = MarkdownDocument(path: "README.md", text: "A &amp; B\n\n- item\n\n      indented\n      code\n")
        let tree = document.root.tree
        let text = try #require(document.root.descendants.first { $0.kind == .text && $0.literal == "A & B" })
        #expect(!tree.strings.isInSource(Int(tree.nodes[text.index].strings)))
        let block = try #require(document.nodes(.codeBlock).first)
        #expect(block.literal == "indented\ncode\n")
        #expect(!tree.strings.isInSource(Int(tree.nodes[block.index].strings) + 1))
        #expect(text.parent?.plainText() == "A & B")
    }

    @Test func bytesAreReadWithoutAString() throws {
        let document = MarkdownDocument(path: "README.md", text: "Version 2 of [it](https://example.com).\n")
        let run = try #require(document.root.descendants.first { $0.kind == .text })
        #expect(run.withLiteralBytes { Array($0) } == Array("Version 2 of ".utf8))
        let link = try #require(document.root.descendants.first { $0.kind == .link })
        #expect(link.withDestinationBytes { String(decoding: $0, as: UTF8.self) } == "https://example.com")
        #expect(link.withLiteralBytes { $0.count } == nil)
        #expect(run.withDestinationBytes { $0.count } == nil)
    }
}
