/// The kinds of node a document's tree holds: CommonMark's blocks and inlines and those of
/// the GFM extensions doccheck parses with.
public enum MarkupKind: UInt8, Hashable, Sendable, CaseIterable {
    case document, blockQuote, list, item, paragraph, heading, codeBlock, htmlBlock, thematicBreak
    case table, tableRow, tableCell, footnoteDefinition
    case text, code, softBreak, lineBreak, htmlInline, emphasis, strong, strikethrough, link, image, footnoteReference
    /// A node of a kind doccheck does not tell apart (a custom block or inline).
    case other

    /// Whether nodes of this kind are inline content (inside a paragraph, heading or cell).
    public var isInline: Bool { rawValue >= MarkupKind.text.rawValue && self != .other }

    /// Whether a node of this kind holds prose read as one passage: a paragraph, a heading
    /// or a table cell.
    public var isPassage: Bool { self == .paragraph || self == .heading || self == .tableCell }
}

/// A document's tree as libcmark-gfm parses it, with positions corrected where cmark-gfm
/// is wrong and nil where they are not known.
///
/// The nodes are held in one array in document order (a node, then its descendants), so a
/// node's subtree is a contiguous run of the array: a document of thousands of nodes is one
/// allocation, and walking it is a loop.
final class MarkupTree: Sendable {
    /// A node as `TreeBuilder` makes and corrects it, its positions whole; the tree holds it
    /// as a `Stored`.
    struct Node: Sendable {
        var kind: MarkupKind
        /// A heading's level.
        var level: UInt8 = 0
        /// A code block's `Flags`.
        var flags: UInt8 = 0
        /// Line 0 where cmark-gfm gives no position; column 0 where only the line is known.
        var start = SourceLocation(line: 0)
        var end = SourceLocation(line: 0)
        /// The index of the parent, -1 for the root.
        var parent: Int32
        /// The index after the node's last descendant.
        var subtreeEnd: Int32 = 0
        /// The index of the node's first string in `strings`, -1 for none: the literal of
        /// text, code and HTML; a link's destination and title; a code block's info string
        /// and content; a table's alignment letters.
        var strings: Int32 = -1
    }

    struct Flags {
        static let fenced: UInt8 = 1
        static let closed: UInt8 = 2
        static let header: UInt8 = 4
    }

    /// A node as the tree holds it, in 24 bytes where a `Node` takes 32: every document's
    /// tree is kept for the whole run. Its end line is held as the lines after its start
    /// and its columns in 16 bits; a node whose positions do not fit so (a column past
    /// 65,534, an end 65,535 lines on, an end known where the start is not) has its
    /// positions in the tree's `widePositions`, its `endLines` being `Stored.wide`.
    struct Stored: Sendable {
        var startLine: Int32
        var parent: Int32
        var subtreeEnd: Int32
        var strings: Int32
        var endLines: UInt16
        var startColumn: UInt16
        var endColumn: UInt16
        var kind: MarkupKind
        /// The level in the low 3 bits, the flags above them.
        private var bits: UInt8

        static let wide = UInt16.max

        var level: UInt8 { bits & 7 }
        var flags: UInt8 { bits >> 3 }

        /// `node` held compactly; its positions are left out (`endLines` is `wide`) unless
        /// `positions` is true.
        fileprivate init(_ node: Node, positions: Bool) {
            parent = node.parent
            subtreeEnd = node.subtreeEnd
            strings = node.strings
            kind = node.kind
            bits = node.level | node.flags << 3
            startLine = positions ? Int32(node.start.line) : 0
            endLines = positions ? UInt16(node.end.line - node.start.line) : Stored.wide
            startColumn = positions ? UInt16(node.start.column ?? 0) : 0
            endColumn = positions ? UInt16(node.end.column ?? 0) : 0
        }

        /// Whether `node`'s positions fit a `Stored`.
        fileprivate static func fits(_ node: Node) -> Bool {
            let limit = Int(Stored.wide)
            let lines = node.end.line - node.start.line
            return lines >= 0 && lines < limit && (node.start.column ?? 0) < limit && (node.end.column ?? 0) < limit
        }

        fileprivate static func location(line: Int, column: UInt16) -> SourceLocation {
            column == 0 ? SourceLocation(line: line) : SourceLocation(line: line, column: Int(column))
        }
    }

    /// The positions of a node that a `Stored` cannot hold.
    private struct Span: Sendable {
        var start: SourceLocation
        var end: SourceLocation
    }

    let nodes: [Stored]
    let strings: TreeStrings
    private let widePositions: [Int: Span]

    init(nodes: [Node], strings: TreeStrings) {
        var stored: [Stored] = []
        stored.reserveCapacity(nodes.count)
        var wide: [Int: Span] = [:]
        for (index, node) in nodes.enumerated() {
            let fits = Stored.fits(node)
            if !fits { wide[index] = Span(start: node.start, end: node.end) }
            stored.append(Stored(node, positions: fits))
        }
        self.nodes = stored
        self.strings = strings
        widePositions = wide
    }

    /// Where the node at `index` starts and ends (line 0 where it is not known).
    func positions(_ index: Int) -> (start: SourceLocation, end: SourceLocation) {
        let node = nodes[index]
        if node.endLines == Stored.wide, let span = widePositions[index] { return (span.start, span.end) }
        let line = Int(node.startLine)
        return (
            Stored.location(line: line, column: node.startColumn),
            Stored.location(line: line + Int(node.endLines), column: node.endColumn)
        )
    }

    /// The string at `index` of `strings`.
    func string(_ index: Int) -> String { strings.string(index) }
}

/// One node of a document's tree: its kind, its source range, and the way to its parent,
/// children and siblings. A node is a position in the tree; copying one costs a reference.
public struct MarkupNode: Sendable {
    let tree: MarkupTree
    /// The node's index in document order (the root is 0).
    public let index: Int

    init(tree: MarkupTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    private var node: MarkupTree.Stored { tree.nodes[index] }

    public var kind: MarkupKind { node.kind }

    /// Where the node starts; nil when cmark-gfm gives no position. The column is nil where
    /// only the line is known.
    public var start: SourceLocation? {
        let start = tree.positions(index).start
        return start.line > 0 ? start : nil
    }

    /// The node's range; nil unless both ends are known.
    public var range: SourceRange? {
        let (start, end) = tree.positions(index)
        guard start.line > 0, end.line > 0 else { return nil }
        return SourceRange(start: start, end: end)
    }

    public var parent: MarkupNode? {
        let parent = Int(node.parent)
        return parent >= 0 ? MarkupNode(tree: tree, index: parent) : nil
    }

    /// The node's children, in document order.
    public var children: Children { Children(tree: tree, parent: index) }

    /// The node's descendants in document order, the node itself not included.
    public var descendants: [MarkupNode] {
        (index + 1..<Int(node.subtreeEnd)).map { MarkupNode(tree: tree, index: $0) }
    }

    /// The node's descendants of `kind`, in document order.
    public func descendants(_ kind: MarkupKind) -> [MarkupNode] {
        views(where: { $0 == kind }, { $0 })
    }

    /// The nodes after this one in document order (its own descendants first), up to the
    /// end of `ancestor`'s subtree.
    public func following(within ancestor: MarkupNode) -> some Sequence<MarkupNode> {
        let tree = tree
        return (index + 1..<max(Int(tree.nodes[ancestor.index].subtreeEnd), index + 1)).lazy.map { MarkupNode(tree: tree, index: $0) }
    }

    /// Whether a node of `kind` in the node's subtree satisfies `predicate`.
    public func contains(_ kind: MarkupKind, where predicate: (MarkupNode) -> Bool) -> Bool {
        (index + 1..<Int(node.subtreeEnd)).contains { tree.nodes[$0].kind == kind && predicate(MarkupNode(tree: tree, index: $0)) }
    }

    /// Whether `other` is one of this node's descendants.
    public func contains(_ other: MarkupNode) -> Bool {
        other.tree === tree && other.index > index && other.index < Int(node.subtreeEnd)
    }

    public var nextSibling: MarkupNode? {
        let next = Int(node.subtreeEnd)
        guard next < tree.nodes.count, tree.nodes[next].parent == node.parent, node.parent >= 0 else { return nil }
        return MarkupNode(tree: tree, index: next)
    }

    public var previousSibling: MarkupNode? {
        // The node before this one is the previous sibling's last descendant, or the parent.
        let parent = node.parent
        var candidate = index - 1
        while candidate > Int(parent), tree.nodes[candidate].parent != parent {
            candidate = Int(tree.nodes[candidate].parent)
        }
        return candidate > Int(parent) ? MarkupNode(tree: tree, index: candidate) : nil
    }

    /// The nearest ancestor that is a passage (a paragraph, heading or cell), or the node
    /// itself when it is one.
    public var passage: MarkupNode? {
        var current: MarkupNode? = self
        while let node = current, !node.kind.isPassage { current = node.parent }
        return current
    }

    /// The literal of a text, code span, code block or HTML node; nil for other kinds.
    public var literal: String? {
        switch kind {
        case .codeBlock: string(1)
        case .text, .code, .htmlInline, .htmlBlock: string(0)
        default: nil
        }
    }

    /// A link's or image's destination; nil for other kinds.
    public var destination: String? { kind == .link || kind == .image ? string(0) : nil }
    /// A link's or image's title ("" when it has none); nil for other kinds.
    public var title: String? { kind == .link || kind == .image ? string(1) : nil }
    /// A heading's level (1 to 6); nil for other kinds.
    public var headingLevel: Int? { kind == .heading ? Int(node.level) : nil }

    func string(_ offset: Int) -> String {
        let first = Int(node.strings)
        return first >= 0 ? tree.string(first + offset) : ""
    }

    /// Hands the bytes of the node's literal (what `literal` makes a string of) to `body`,
    /// for a test of them that needs no string; nil for a node of a kind without one.
    func withLiteralBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        switch kind {
        case .codeBlock: withStringBytes(1, body)
        case .text, .code, .htmlInline, .htmlBlock: withStringBytes(0, body)
        default: nil
        }
    }

    /// Hands the bytes of a link's or image's destination to `body`; nil for other kinds.
    func withDestinationBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        kind == .link || kind == .image ? withStringBytes(0, body) : nil
    }

    private func withStringBytes<Result>(_ offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let first = Int(node.strings)
        return first >= 0 ? tree.strings.withBytes(first + offset, body) : body(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// What a reader sees of the node's inline content: text and code, breaks as spaces;
    /// an image's alt text unless `includingImages` is false (GitHub's anchors leave it out).
    public func plainText(includingImages: Bool = true) -> String {
        var next = index + 1
        let end = Int(node.subtreeEnd)
        // Most headings and cells are one run of text.
        if end == next + 1, tree.nodes[next].kind == .text || tree.nodes[next].kind == .code {
            return tree.string(Int(tree.nodes[next].strings))
        }
        var result = ""
        while next < end {
            let descendant = tree.nodes[next]
            switch descendant.kind {
            case .text, .code:
                result += tree.string(Int(descendant.strings))
            case .softBreak, .lineBreak:
                result += " "
            case .image where !includingImages:
                next = Int(descendant.subtreeEnd)
                continue
            default:
                break
            }
            next += 1
        }
        return result
    }

    /// A node's children, walked sibling by sibling.
    public struct Children: Sequence, Sendable {
        let tree: MarkupTree
        let parent: Int

        public func makeIterator() -> Iterator { Iterator(tree: tree, position: parent + 1, end: Int(tree.nodes[parent].subtreeEnd)) }

        public struct Iterator: IteratorProtocol {
            let tree: MarkupTree
            var position: Int
            let end: Int

            public mutating func next() -> MarkupNode? {
                guard position < end else { return nil }
                let node = MarkupNode(tree: tree, index: position)
                position = Int(tree.nodes[position].subtreeEnd)
                return node
            }
        }
    }
}

extension MarkupNode: Hashable {
    public static func == (lhs: MarkupNode, rhs: MarkupNode) -> Bool {
        lhs.tree === rhs.tree && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }
}
