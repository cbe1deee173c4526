import CCmarkGFM
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns libcmark-gfm's tree into the document's tree. Every call into libcmark-gfm lives
/// in this file; node kinds are recognised here (`TreeBuilder.kind`).
enum CommonMarkConverter {
    /// The GFM extensions every document is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The document's tree, its positions corrected where cmark-gfm is wrong.
    static func convert(_ source: SourceText) -> MarkupTree {
        var builder = withTree(bytes: source.bytes[...]) { root in
            var builder = TreeBuilder(source: source)
            builder.build(root)
            return builder
        }
        builder.correctPositions()
        if !usesArena(source.bytes[...]) { releaseFreedMemory() }
        builder.strings.finish()
        return MarkupTree(nodes: builder.nodes, strings: builder.strings)
    }

    /// Gives the memory of a large document's cmark-gfm tree, freed, back to the system:
    /// glibc keeps freed small blocks for the thread that freed them, and the checks that
    /// follow run on other threads (a 5 MB document's tree is some 180 MB).
    private static func releaseFreedMemory() {
        #if canImport(Glibc)
            // malloc.h is not part of the Glibc module.
            typealias Trim = @convention(c) (Int) -> Int32
            if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                _ = unsafeBitCast(trim, to: Trim.self)(0)
            }
        #endif
    }

    /// libcmark-gfm 0.29.0.gfm.6 keeps the inline parser's special characters in one
    /// process-wide table (`SPECIAL_CHARS` in inlines.c). Each inline parse fills it from
    /// its attached extensions' character lists and empties it when done
    /// (`cmark_manage_extensions_special_characters`): `cmark_parser_finish` does so, and so
    /// does the table extension for each row while the blocks are fed. One parse ending hid
    /// `~~`, `https:` or `www.` from another still reading inlines: 37 of 1,000 concurrent
    /// parses gave other trees. So no parse that runs beside another writes the table:
    ///
    /// - The autolink extension's `:` is put in the table once, before any parse, and its
    ///   list is emptied (it finds no delimiters, so it needs no list).
    /// - Strikethrough keeps its `~` (the inline parser finds the extension of a `~~`
    ///   delimiter by it), so a parse it is attached to adds and removes `~`. It is attached
    ///   only to a document that writes `~`: one that does not parses to the same tree without
    ///   it. Such a document is parsed alone (`parsing.exclusively`).
    /// - The autolink extension's `w` starts `www.`; the inline parser ends a text node before
    ///   each special character and joins the pieces only when the whole document is read, so
    ///   with `w` prose holds one node of some 170 bytes per `w`, and a 50 MB line of words
    ///   takes 1.8 GB. It is added for a document that writes `www.` (which cmark-gfm matches
    ///   in this case only), parsed alone too.
    ///
    /// Every other document, in a repository most of them, is parsed beside the others with no
    /// lock (`parsing.shared`).
    /// (Unsafe only to the compiler: the extensions are never changed after this.)
    nonisolated(unsafe) private static let extensions: (all: [OpaquePointer], withoutStrikethrough: [OpaquePointer], autolink: OpaquePointer?) = {
        // Registration is unguarded too: it runs here, once, as the first parse starts.
        cmark_gfm_core_extensions_ensure_registered()
        let all = extensionNames.compactMap { cmark_find_syntax_extension($0) }
        if let autolink = cmark_find_syntax_extension("autolink") {
            guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { fatalError("cmark_parser_new failed") }
            defer { cmark_parser_free(parser) }
            cmark_parser_attach_syntax_extension(parser, autolink)
            cmark_syntax_extension_set_special_inline_chars(autolink, autolinkColon)
            cmark_manage_extensions_special_characters(parser, 1)
            cmark_syntax_extension_set_special_inline_chars(autolink, nil)
        }
        let strikethrough = cmark_find_syntax_extension("strikethrough")
        return (all, all.filter { $0 != strikethrough }, cmark_find_syntax_extension("autolink"))
    }()

    /// The list that puts autolink's `:` in the table once; kept, so the memory stays reachable.
    /// (Unsafe only to the compiler: it is never changed.)
    nonisolated(unsafe) private static let autolinkColon = characterList(":")

    /// The list that puts `w` in the table while a document that writes `www.` is parsed.
    /// (Unsafe only to the compiler: it is never changed.)
    nonisolated(unsafe) private static let autolinkW = characterList("w")

    /// Held shared by the parses that leave the table as it is, and alone by a parse that
    /// changes it (a document that writes `~` or `www.`).
    private static let parsing = ReadWriteLock()

    /// A list of characters as libcmark-gfm keeps them, allocated once and never freed.
    private static func characterList(_ characters: StaticString) -> UnsafeMutablePointer<cmark_llist>? {
        UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount).reduce(nil) { list, byte in
            cmark_llist_append(cmark_get_default_mem_allocator(), list, UnsafeMutableRawPointer(bitPattern: Int(byte)))
        }
    }

    /// Whether `bytes` hold `www.` anywhere.
    private static func containsWWW(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= 4 else { return false }
            var index = 0
            while index <= buffer.count - 4 {
                // Steps by the pattern's length: a `.` or a `w` of it lies in every window of 4.
                if buffer[index + 3] == UInt8(ascii: ".") {
                    if buffer[index] == UInt8(ascii: "w"), buffer[index + 1] == UInt8(ascii: "w"), buffer[index + 2] == UInt8(ascii: "w") {
                        return true
                    }
                    index += 4
                } else if buffer[index + 3] == UInt8(ascii: "w") {
                    index += 1
                } else {
                    index += 4
                }
            }
            return false
        }
    }

    /// Whether the parse of `bytes` takes its memory from the thread's `ParseArena`: every
    /// document but one of a megabyte or more, whose parse frees as it goes with the system's
    /// allocator (its temporary strings and lists, kept to the end, would take several times
    /// its size).
    static func usesArena(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.count < 1 << 20 }

    /// Parses `bytes` and hands the root node to `body`; the tree is freed afterwards. Safe to
    /// call from several threads at once. `arena` overrides `usesArena` (tests compare the two).
    static func withTree<Result>(bytes: ArraySlice<UInt8>, arena: Bool? = nil, _ body: (OpaquePointer) -> Result) -> Result {
        let extensions = extensions
        let mark = arena ?? usesArena(bytes) ? ParseArena.mark() : nil
        let memory = mark == nil ? cmark_get_default_mem_allocator() : ParseArena.memory
        let parsed: (root: OpaquePointer, parser: OpaquePointer)
        let readsWWW = containsWWW(bytes)
        if readsWWW || bytes.contains(UInt8(ascii: "~")) {
            parsed = parsing.exclusively {
                guard readsWWW, let autolink = extensions.autolink else { return parse(bytes, extensions.all, memory) }
                cmark_syntax_extension_set_special_inline_chars(autolink, autolinkW)
                defer { cmark_syntax_extension_set_special_inline_chars(autolink, nil) }
                return parse(bytes, extensions.all, memory)
            }
        } else {
            parsed = parsing.shared { parse(bytes, extensions.withoutStrikethrough, memory) }
        }
        defer {
            // The arena's parser and tree are given back whole, not walked node by node.
            if let mark {
                ParseArena.release(to: mark)
            } else {
                cmark_parser_free(parsed.parser)
                cmark_node_free(parsed.root)
            }
        }
        return body(parsed.root)
    }

    /// The tree of `bytes` and the parser that made it, both in `memory`, which the caller frees.
    private static func parse(
        _ bytes: ArraySlice<UInt8>, _ extensions: [OpaquePointer], _ memory: UnsafeMutablePointer<cmark_mem>?
    ) -> (root: OpaquePointer, parser: OpaquePointer) {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new_with_mem(options, memory) else { fatalError("cmark_parser_new failed") }
        for syntax in extensions {
            cmark_parser_attach_syntax_extension(parser, syntax)
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let root = cmark_parser_finish(parser) else { fatalError("cmark_parser_finish failed") }
        return (root, parser)
    }

    /// Renders `bytes` to HTML the way `cmark-gfm -e table … --unsafe` does (used by conformance
    /// tests): cmark-gfm's spec test harness renders with CMARK_OPT_UNSAFE, so raw HTML is kept.
    static func renderHTML(_ text: String, arena: Bool? = nil) -> String {
        let bytes = Array(text.utf8)[...]
        let arena = arena ?? usesArena(bytes)
        return withTree(bytes: bytes, arena: arena) { root in
            // The HTML is in the tree's memory: an arena's goes with the tree.
            guard let html = cmark_render_html(root, CMARK_OPT_UNSAFE, nil) else { return "" }
            defer { if !arena { free(html) } }
            return String(cString: html)
        }
    }
}

/// Builds a `MarkupTree` from a cmark tree: first cmark-gfm's nodes and positions as they
/// are (`build`), then the positions corrected where cmark-gfm is known to be wrong
/// (`correctPositions`, in TreeBuilder+Positions.swift).
struct TreeBuilder {
    let source: SourceText
    /// Added to every line cmark reports (for re-parsed fragments of a document).
    let lineOffset: Int
    var nodes: [MarkupTree.Node] = []
    var strings: TreeStrings

    init(source: SourceText, lineOffset: Int = 0, narrowLimit: Int = TreeStrings.narrowLimit) {
        self.source = source
        self.lineOffset = lineOffset
        strings = TreeStrings(source: source.bytes, narrowLimit: narrowLimit)
    }

    /// Appends `root` and its descendants in document order; iterative, so that deeply nested
    /// quotes, lists or emphasis cannot overflow the stack.
    mutating func build(_ root: OpaquePointer) {
        // Every document's tree is kept for the whole run, and cmark-gfm's (five times the
        // size) is alive while it is built: the arrays are made at their exact size, never
        // grown by doubling.
        var nodeCount = 0
        var stringCount = 0
        if let iterator = cmark_iter_new(root) {
            defer { cmark_iter_free(iterator) }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                nodeCount += 1
                stringCount += TreeBuilder.stringCount(node)
            }
        }
        nodes.reserveCapacity(nodes.count + nodeCount)
        strings.reserveCapacity(strings.count + stringCount)
        var ancestors: [Int32] = []
        var next: OpaquePointer? = root
        while let node = next {
            let index = Int32(nodes.count)
            append(node, parent: ancestors.last ?? -1)
            if let child = cmark_node_first_child(node) {
                ancestors.append(index)
                next = child
                continue
            }
            nodes[Int(index)].subtreeEnd = index + 1
            next = nil
            var current = node
            while current != root {
                if let sibling = cmark_node_next(current) {
                    next = sibling
                    break
                }
                guard let parent = ancestors.popLast(), let parentNode = cmark_node_parent(current) else { break }
                nodes[Int(parent)].subtreeEnd = Int32(nodes.count)
                current = parentNode
            }
        }
    }

    /// Appends one node with cmark-gfm's positions (columns as cmark counts them, a BOM
    /// included) and its strings.
    private mutating func append(_ node: OpaquePointer, parent: Int32) {
        let kind = TreeBuilder.kind(node)
        var stored = MarkupTree.Node(kind: kind, parent: parent)
        stored.start = location(cmark_node_get_start_line(node), cmark_node_get_start_column(node))
        stored.end = endLocation(cmark_node_get_end_line(node), cmark_node_get_end_column(node))
        // Only the kinds that hold strings look for them in the source.
        switch kind {
        case .text:
            stored.strings = storeText(node, start: stored.start, within: window(stored.start, stored.end))
        case .code, .htmlInline, .htmlBlock:
            stored.strings = store(
                cmark_node_get_literal(node), within: window(stored.start, stored.end), expected: source.cmarkByteOffset(of: stored.start))
        case .link, .image:
            let window = window(stored.start, stored.end)
            stored.strings = store(cmark_node_get_url(node), within: window)
            store(cmark_node_get_title(node), within: window)
        case .heading:
            stored.level = UInt8(clamping: cmark_node_get_heading_level(node))
        case .codeBlock:
            var length: Int32 = 0
            var offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            let window = window(stored.start, stored.end)
            stored.strings = store(cmark_node_get_fence_info(node), within: window)
            // A fenced block's content starts on the line after the fence.
            let contentStart =
                fenced && stored.start.line < source.lineCount ? source.lineStarts[stored.start.line] : source.cmarkByteOffset(of: stored.start)
            store(cmark_node_get_literal(node), within: window, expected: contentStart)
            var closed = true
            if fenced, stored.start.line > 0, stored.end.line > 0 {
                closed =
                    stored.end.line > stored.start.line
                    && TreeBuilder.isClosingFence(
                        source.line(stored.end.line), character: Character(UnicodeScalar(UInt8(bitPattern: character))), length: Int(length))
            }
            stored.flags = (fenced ? MarkupTree.Flags.fenced : 0) | (closed ? MarkupTree.Flags.closed : 0)
            // cmark-gfm gives column 0 for the end of an indented block followed by a blank
            // line; its start line is still known.
            if stored.start.line == 0, cmark_node_get_start_line(node) > 0 {
                stored.start = SourceLocation(line: Int(cmark_node_get_start_line(node)) + lineOffset)
            }
        case .table:
            stored.strings = strings.append(TreeBuilder.alignments(node))
        case .tableRow:
            stored.flags = cmark_gfm_extensions_get_table_row_is_header(node) != 0 ? MarkupTree.Flags.header : 0
        default:
            break
        }
        nodes.append(stored)
    }

    /// How many strings `append` stores for `node`.
    private static func stringCount(_ node: OpaquePointer) -> Int {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK: 1
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_CODE_BLOCK: 2
        case CMARK_NODE_DOCUMENT, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING,
            CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_FOOTNOTE_DEFINITION, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_EMPH,
            CMARK_NODE_STRONG, CMARK_NODE_FOOTNOTE_REFERENCE, CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_CUSTOM_INLINE:
            0
        default: kind(node) == .table ? 1 : 0
        }
    }

    /// The string at `index` of `strings`.
    func string(_ index: Int) -> String { strings.string(index) }

    /// The bytes of the lines from `start`'s to `end`'s (`start`'s alone when `end` is not
    /// known), where a node's strings are looked for; nil when `start` is not known.
    private func window(_ start: SourceLocation, _ end: SourceLocation) -> Range<Int>? {
        guard start.line >= 1, start.line <= source.lineCount else { return nil }
        let last = min(max(end.line, start.line), source.lineCount)
        return source.lineStarts[start.line - 1]..<source.byteRangeWithEnding(ofLine: last).upperBound
    }

    /// Stores a text node's literal. A run of a megabyte or more that the source holds has
    /// cmark-gfm's copy of it freed at once, so that the source, cmark-gfm's paragraph and
    /// its copy are the most held at any time.
    private mutating func storeText(_ node: OpaquePointer, start: SourceLocation, within window: Range<Int>?) -> Int32 {
        let index = store(cmark_node_get_literal(node), within: window, expected: source.cmarkByteOffset(of: start))
        if strings.length(Int(index)) >= 1 << 20, strings.isInSource(Int(index)) { cmark_node_set_literal(node, "") }
        return index
    }

    /// Stores a string of cmark-gfm's (nil as "") and returns its index.
    @discardableResult
    private mutating func store(_ pointer: UnsafePointer<CChar>?, within window: Range<Int>?, expected: Int? = nil) -> Int32 {
        guard let pointer else { return strings.append(UnsafeBufferPointer(start: nil, count: 0)) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        return strings.append(bytes, within: window, expected: expected)
    }

    /// A cmark position; line 0 (unknown) where cmark gives 0 for either number.
    private func location(_ line: Int32, _ column: Int32) -> SourceLocation {
        guard line > 0, column > 0 else { return SourceLocation(line: 0) }
        return SourceLocation(line: Int(line) + lineOffset, column: Int(column))
    }

    /// A node's end: cmark-gfm ends a block that a blank line follows (a setext heading, a
    /// list) at column 0 of the line after it, which is the end of the line before.
    private func endLocation(_ line: Int32, _ column: Int32) -> SourceLocation {
        guard line > 1, column == 0 else { return location(line, column) }
        let previous = Int(line) - 1 + lineOffset
        guard previous <= source.lineCount else { return SourceLocation(line: 0) }
        return SourceLocation(line: previous, column: max(source.byteRange(ofLine: previous).count, 1))
    }

    /// Whether `line` closes a fence of `length` `character`s: after container markers (`>`)
    /// and spaces, only a run of at least `length` of them and trailing spaces.
    private static func isClosingFence(_ line: String, character: Character, length: Int) -> Bool {
        let content = String(line.drop { $0 == " " || $0 == "\t" || $0 == ">" }).trimmingWhitespace()
        return content.count >= length && content.allSatisfy { $0 == character }
    }

    /// Each column's alignment as the table's delimiter row writes it: one letter per column,
    /// `l`, `c`, `r` or `-` for none.
    private static func alignments(_ node: OpaquePointer) -> String {
        guard let letters = cmark_gfm_extensions_get_table_alignments(node) else { return "" }
        return String(
            (0..<Int(cmark_gfm_extensions_get_table_columns(node))).map { column in
                switch letters[column] {
                case UInt8(ascii: "l"): "l"
                case UInt8(ascii: "c"): "c"
                case UInt8(ascii: "r"): "r"
                default: "-"
                }
            })
    }

    /// `node`'s kind, from its type number. An extension's node types are numbered when the
    /// extension is registered, so those (tables, their rows and cells, strikethrough) are
    /// told apart by name.
    private static func kind(_ node: OpaquePointer) -> MarkupKind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: .footnoteDefinition
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: .footnoteReference
        case CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_CUSTOM_INLINE: .other
        default:
            switch cmark_node_get_type_string(node).map({ String(cString: $0) }) {
            case "table": .table
            case "table_row", "table_header": .tableRow
            case "table_cell": .tableCell
            case "strikethrough": .strikethrough
            default: .other
            }
        }
    }
}
