/// A value a document states between fact markers, inside a sentence:
/// `<!-- doccheck:fact NAME -->16<!-- doccheck:end-fact -->`, with `words` after the name for
/// a number written in words in the document's language (`sixteen`, `sechzehn`). Both
/// comments render as nothing on GitHub and in DocC, and a translation keeps them.
public struct FactMarker: Sendable, Equatable {
    public var path: String
    /// The source's name (`demos`, `json:Benchmarks/figures.json#/median`).
    public var name: String
    /// Whether a number is written in words.
    public var inWords: Bool
    /// The value as the document writes it.
    public var value: String
    /// The value's bytes in the file.
    public var bytes: Range<Int>
    /// Where the value starts (where the begin marker ends when the value is empty).
    public var location: SourceLocation

    /// The word after `doccheck:` that begins a marker, and the one that ends it.
    static let beginWord = "fact"
    static let endComment = "<!-- doccheck:end-fact -->"
    /// The option that asks for a number in words.
    static let wordsOption = "words"

    /// The begin marker for `name`.
    public static func begin(_ name: String, inWords: Bool = false) -> String {
        "<!-- doccheck:\(beginWord) \(name)\(inWords ? " \(wordsOption)" : "") -->"
    }
}

/// A fact marker that cannot be read: its findings are the `fact-value` rule's.
struct FactMarkerProblem: Sendable, Equatable {
    var path: String
    var location: SourceLocation
    var message: String
}

/// Finds the fact markers of a document through its HTML comments, so a marker in code is
/// text, not a marker.
enum FactMarkerScanner {
    static func markers(in document: MarkdownDocument) -> (markers: [FactMarker], problems: [FactMarkerProblem]) {
        let comments = DirectiveComment.comments(in: document).filter { $0.kind == .factBegin || $0.kind == .factEnd }
        guard !comments.isEmpty else { return ([], []) }
        let source = document.source
        var markers: [FactMarker] = []
        var problems: [FactMarkerProblem] = []
        var index = 0
        // A begin marker's problem is its pair's: the end marker after it is not one more.
        func problem(_ comment: DirectiveComment, _ message: String) {
            problems.append(FactMarkerProblem(path: document.path, location: comment.location ?? SourceLocation(line: 1), message: message))
            if comment.kind == .factBegin, index < comments.count, comments[index].kind == .factEnd { index += 1 }
        }
        while index < comments.count {
            let comment = comments[index]
            index += 1
            guard comment.kind == .factBegin else {
                problem(comment, "'\(comment.text)' ends no fact: write '\(FactMarker.begin("NAME"))' before the value on its line")
                continue
            }
            let words = comment.argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard comment.isOneClosedLine, let name = words.first else {
                problem(
                    comment, "'\(comment.text)' is not a fact marker: write '\(FactMarker.begin("NAME"))', the value, then '\(FactMarker.endComment)'"
                )
                continue
            }
            guard !comment.inHTMLBlock else {
                problem(
                    comment,
                    "'\(comment.text)' starts a line, so the line is an HTML block and is not shown as text: move the marker after a word of the sentence"
                )
                continue
            }
            let options = words.dropFirst()
            if let unknown = options.first(where: { $0 != FactMarker.wordsOption }) {
                problem(comment, "'\(comment.text)': unknown option '\(unknown)'; the one option is '\(FactMarker.wordsOption)'")
                continue
            }
            guard index < comments.count, comments[index].kind == .factEnd, comments[index].isClosed,
                let end = comment.end, let closing = comments[index].location, closing.line == end.line,
                let start = source.byteOffset(of: end).map({ $0 + 1 }), let stop = source.byteOffset(of: closing), start <= stop
            else {
                problem(comment, "'\(comment.text)' has no '\(FactMarker.endComment)' after its value on its line")
                continue
            }
            index += 1
            let value = String(decoding: source.bytes[start..<stop], as: UTF8.self)
            markers.append(
                FactMarker(
                    path: document.path, name: String(name), inWords: !options.isEmpty, value: value, bytes: start..<stop,
                    location: SourceLocation(line: end.line, column: (end.column ?? 0) + 1)))
        }
        return (markers, problems)
    }
}
