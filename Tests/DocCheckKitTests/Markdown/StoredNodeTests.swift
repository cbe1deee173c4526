import Testing

@testable import DocCheckKit

/// A tree holds each node in 24 bytes; a node whose positions do not fit them is held apart,
/// and every node reads back the kind, links and positions the builder gave it.
@Suite struct StoredNodeTests {
    /// The builder's nodes of `text` and the tree made of them.
    private static func built(_ text: String) -> (nodes: [MarkupTree.Node], tree: MarkupTree) {
        let source = SourceText(bytes: Array(text.utf8))
        var builder = CommonMarkConverter.withTree(bytes: source.bytes[...]) { root in
            var builder = TreeBuilder(source: source)
            builder.build(root)
            return builder
        }
        builder.correctPositions()
        return (builder.nodes, MarkupTree(nodes: builder.nodes, strings: builder.strings))
    }

    @Test func aStoredNodeTakes24Bytes() {
        #expect(MemoryLayout<MarkupTree.Stored>.stride == 24)
    }

    @Test(arguments: [
        "# Title\n\nText with `code`, [a link](https://example.com) and *emphasis*.\n\n```swift\nlet x = 1\n```\n",
        "- one\n- two\n\n  > quoted\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n###### Six\n\n~~~\nnever closed\n",
        // A column past 65,534 bytes and a block 65,535 lines long.
        String(repeating: "x", count: 70_000) + " [link](https://example.com) `code`\n",
        "```\n" + String(repeating: "line\n", count: 65_540) + "```\n\nAfter.\n",
        // Positions cmark-gfm does not give (an end at column 0) and an empty document.
        "Setext\n===\n\n- a\n\n",
        "",
    ])
    func everyNodeReadsAsBuilt(_ text: String) {
        let (nodes, tree) = Self.built(text)
        #expect(tree.nodes.count == nodes.count)
        for (index, node) in nodes.enumerated() {
            let stored = tree.nodes[index]
            #expect(stored.kind == node.kind && stored.level == node.level && stored.flags == node.flags)
            #expect(stored.parent == node.parent && stored.subtreeEnd == node.subtreeEnd && stored.strings == node.strings)
            let (start, end) = tree.positions(index)
            #expect(start == node.start && end == node.end, "node \(index) (\(node.kind))")
        }
    }

    @Test func positionsThatDoNotFitAreHeldApart() throws {
        let long = Self.built(String(repeating: "x", count: 70_000) + " [link](https://example.com)\n").tree
        let link = try #require(long.nodes.firstIndex { $0.kind == .link })
        #expect(long.nodes[link].endLines == MarkupTree.Stored.wide)
        #expect(long.positions(link).start == SourceLocation(line: 1, column: 70_002))
        let block = Self.built("```\n" + String(repeating: "line\n", count: 65_540) + "```\n").tree
        let code = try #require(block.nodes.firstIndex { $0.kind == .codeBlock })
        #expect(block.nodes[code].endLines == MarkupTree.Stored.wide)
        #expect(block.positions(code).end.line == 65_542)
        // A short document's nodes are all held in their 24 bytes.
        #expect(Self.built("# Title\n\nText.\n").tree.nodes.allSatisfy { $0.endLines != MarkupTree.Stored.wide })
    }
}
