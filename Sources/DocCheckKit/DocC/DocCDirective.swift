/// A DocC directive (`@Image(source: "chart.png", alt: "A chart")`, `@Row {`) as docc reads
/// one: a line whose text, after its indentation, starts with `@` and a name, then the
/// arguments in parentheses, which may go on over the lines below. libcmark-gfm reads these
/// lines as a paragraph (or, indented after a blank line inside a directive's braces, as an
/// indented code block), so the directives are read from those blocks' lines: never from a
/// fenced code block, an HTML block or a block quote.
struct DocCDirective: Equatable {
    /// The name after `@` (`Image`).
    var name: String
    /// Where the `@` is.
    var location: SourceLocation
    var arguments: [Argument]

    /// An argument: `source: "chart.png"`, or an unlabeled one (`@PageColor(blue)`).
    struct Argument: Equatable {
        /// The label before `:`; nil for an unlabeled argument.
        var label: String?
        /// The value, without its quotes and with its escapes read.
        var value: String
        /// Where the value's first character is (after an opening quote).
        var location: SourceLocation
        /// Whether the value is written as it reads (no escape in it), so a byte offset into
        /// `value` is one into the line from `location`.
        var isVerbatim: Bool
    }

    /// The value of the argument labeled `label`.
    func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }

    /// The directives of a document, in document order.
    static func directives(in document: MarkdownDocument) -> [DocCDirective] {
        var lines: [(number: Int, isCode: Bool)] = []
        for node in document.root.views(where: { $0 == .paragraph || $0 == .codeBlock }, { $0 }) {
            guard let range = node.range, node.parent?.kind == .document || node.parent?.kind == .item else { continue }
            if node.kind == .codeBlock, CodeBlock(node).isFenced { continue }
            lines.append(contentsOf: (range.start.line...range.end.line).map { ($0, node.kind == .codeBlock) })
        }
        var result: [DocCDirective] = []
        var reader = Reader(source: document.source, lines: lines)
        while let directive = reader.next() { result.append(directive) }
        return result
    }

    /// Reads directives line by line; a directive's arguments may go on over the next lines
    /// of `lines`. An indented code block is code at the top level, and a directive's content
    /// inside its braces, where docc reads its lines with their indentation taken off.
    private struct Reader {
        let source: SourceText
        let lines: [(number: Int, isCode: Bool)]
        var index = 0
        /// How many directives' braces are open.
        var depth = 0

        mutating func next() -> DocCDirective? {
            while index < lines.count {
                let (number, isCode) = lines[index]
                index += 1
                let bytes = Array(source.bytes[source.byteRange(ofLine: number)])
                let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
                if text.hasPrefix("}") {
                    depth = max(0, depth - 1)
                    continue
                }
                guard !isCode || depth > 0 else { continue }
                var position = 0
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "@"), Self.isNameStart(bytes[position + 1]) else { continue }
                let at = position
                position += 1
                let nameStart = position
                while position < bytes.count, bytes[position].isASCIIWordByte { position += 1 }
                let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
                var directive = DocCDirective(name: name, location: SourceLocation(line: number, column: at + 1), arguments: [])
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
                var last = number
                if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                    (directive.arguments, last) = readArguments(line: number, bytes: bytes, from: position + 1)
                }
                if source.line(last).trimmingWhitespace().hasSuffix("{") { depth += 1 }
                return directive
            }
            return nil
        }

        /// The arguments after `(`, up to its `)`, across the following lines when the
        /// parenthesis is not closed on its own.
        private mutating func readArguments(line: Int, bytes firstBytes: [UInt8], from start: Int) -> ([Argument], last: Int) {
            var arguments: [Argument] = []
            var number = line
            var bytes = firstBytes
            var position = start
            var label: String?
            var pending: [UInt8] = []
            var pendingStart: SourceLocation?
            func finish() {
                let text = String(decoding: pending, as: UTF8.self).trimmingWhitespace()
                if let pendingStart, !text.isEmpty || label != nil {
                    arguments.append(Argument(label: label, value: text, location: pendingStart, isVerbatim: true))
                }
                label = nil
                pending = []
                pendingStart = nil
            }
            while true {
                if position >= bytes.count {
                    guard index < lines.count, lines[index].number == number + 1 else { break }
                    number += 1
                    index += 1
                    bytes = Array(source.bytes[source.byteRange(ofLine: number)])
                    position = 0
                    pending.append(UInt8(ascii: " "))
                    continue
                }
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: ")"):
                    finish()
                    return (arguments, number)
                case UInt8(ascii: ","):
                    finish()
                    position += 1
                case UInt8(ascii: ":") where label == nil && pendingStart != nil:
                    label = String(decoding: pending, as: UTF8.self).trimmingWhitespace()
                    pending = []
                    pendingStart = nil
                    position += 1
                case UInt8(ascii: "\""):
                    // A quoted value, read to its closing quote on this line.
                    var value: [UInt8] = []
                    var verbatim = true
                    var end = position + 1
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                        if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count {
                            verbatim = false
                            end += 1
                        }
                        value.append(bytes[end])
                        end += 1
                    }
                    arguments.append(
                        Argument(
                            label: label, value: String(decoding: value, as: UTF8.self),
                            location: SourceLocation(line: number, column: position + 2), isVerbatim: verbatim))
                    label = nil
                    pending = []
                    pendingStart = nil
                    position = end + 1
                    // What follows a quoted value up to the next comma is not another value.
                    while position < bytes.count, bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: ")") { position += 1 }
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    if pendingStart != nil { pending.append(byte) }
                    position += 1
                default:
                    if pendingStart == nil { pendingStart = SourceLocation(line: number, column: position + 1) }
                    pending.append(byte)
                    position += 1
                }
            }
            finish()
            return (arguments, number)
        }

        private static func isNameStart(_ byte: UInt8) -> Bool {
            byte.isASCIILetter || byte == UInt8(ascii: "_")
        }
    }

    /// The directives docc knows, in articles, documentation extensions and tutorials; any
    /// other name docc reports as unknown and leaves out of the page.
    static let knownNames: Set<String> = [
        // Pages and their layout.
        "Metadata", "Options", "Row", "Column", "TabNavigator", "Tab", "Links", "Small", "Comment", "DeprecationSummary",
        "Image", "Video", "Snippet", "Redirected",
        // Inside @Metadata and @Options.
        "DocumentationExtension", "TechnologyRoot", "DisplayName", "PageImage", "PageKind", "PageColor", "CallToAction",
        "Available", "SupportedLanguage", "TitleHeading", "AlternateRepresentation", "AutomaticSeeAlso",
        "AutomaticTitleHeading", "AutomaticArticleSubheading", "TopicsVisualStyle",
        // Tutorials.
        "Tutorials", "Intro", "Chapter", "TutorialReference", "Volume", "Resources", "Documentation", "SampleCode",
        "Downloads", "Videos", "Forums", "Tutorial", "Section", "ContentAndMedia", "Steps", "Step", "Code", "Assessments",
        "MultipleChoice", "Choice", "Justification", "Stack", "Article", "XcodeRequirement",
    ]

    /// The directives of each document of a DocC catalog, with the catalog's folder.
    static func catalogDirectives(_ context: RuleContext) -> [(path: String, catalog: String, directives: [DocCDirective])] {
        context.documents.documents.compactMap { document in
            guard let catalog = DocCatalog.folder(holding: document.path) else { return nil }
            let directives = directives(in: document)
            return directives.isEmpty ? nil : (document.path, catalog, directives)
        }
    }
}
