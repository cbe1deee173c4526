/// The status a document gives a Swift code block, in an HTML comment directly before it:
///
/// - `<!-- doccheck: test -->`: compiled and run as a test;
/// - `<!-- doccheck: test continues -->`: the same, in the scope of the document's previous test block;
/// - either of those with lines after it, up to a `-->` of its own: the lines run before the
///   block, as its setup, and are shown neither on GitHub nor in DocC;
/// - `<!-- doccheck: fails "cannot find 'foo' in scope" -->`: must not compile, and the
///   compiler's error must contain the text;
/// - `<!-- doccheck: requires SwiftUI -->`: compiled only where the module exists;
/// - `<!-- doccheck: manifest -->`: a `Package.swift` fragment, checked by the version checks;
/// - `<!-- doccheck: skip "reason" -->`: not compiled, for the reason given.
public enum ExampleAnnotation: Hashable, Sendable {
    case test(continues: Bool, setup: Setup? = nil)
    case fails(diagnostic: String)
    case requires(module: String)
    case manifest
    case skip(reason: String)

    /// Hidden setup lines: the comment's lines after its first, the first of them `line`
    /// lines below the comment's start.
    public struct Setup: Hashable, Sendable {
        public var line: Int
        public var lines: [String]
    }

    /// Whether `comment` is meant as an annotation: a closed doccheck comment that is not a
    /// region marker, a disable comment or a translation marker (`DirectiveComment`), on one
    /// line or a test annotation with setup lines.
    static func isAnnotation(_ comment: String) -> Bool {
        guard let read = DirectiveComment.read(comment), read.kind == .annotation, read.closed else { return false }
        return read.oneLineBody || testWithSetup(String(read.body)) != nil
    }

    /// `test` or `test continues` on the body's first line and setup lines after it.
    private static func testWithSetup(_ body: String) -> (continues: Bool, lines: [Substring])? {
        // Both separators hold a line feed; a body without one is a single line.
        guard body.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        // "\r\n" is one Character.
        let lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        guard lines.count > 1 else { return nil }
        switch String(lines[0]).trimmingWhitespace() {
        case "test": return (false, Array(lines.dropFirst()))
        case "test continues": return (true, Array(lines.dropFirst()))
        default: return nil
        }
    }

    /// Parses one annotation comment; the error message says what is accepted.
    static func parse(_ comment: String) -> Result<ExampleAnnotation, AnnotationError> {
        let text = comment.trimmingWhitespace()
        guard let read = DirectiveComment.read(text), read.closed else {
            return .failure(AnnotationError(message: "malformed annotation '\(text)'"))
        }
        // Read from a string of its own: a Character step in a substring of the comment checks
        // its index each time, and cost most of reading a document's annotations.
        let body = String(read.body)
        if let (continues, lines) = testWithSetup(body) {
            let line = text.utf8[..<read.body.startIndex].count(where: { $0 == UInt8(ascii: "\n") }) + 1
            return .success(.test(continues: continues, setup: Setup(line: line, lines: lines.map(String.init))))
        }
        guard !body.contains(where: \.isNewline) else {
            return .failure(AnnotationError(message: "malformed annotation '\(text)'"))
        }
        if body == "test" { return .success(.test(continues: false)) }
        if body == "test continues" { return .success(.test(continues: true)) }
        if body == "manifest" { return .success(.manifest) }
        if let module = argument(of: "requires", in: body), let first = module.first, first == "_" || first.isASCIILetter,
            module.allSatisfy({ $0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0) })
        {
            return .success(.requires(module: String(module)))
        }
        if let reason = argument(of: "skip", in: body).flatMap(quoted) {
            return .success(.skip(reason: reason))
        }
        if let diagnostic = argument(of: "fails", in: body).flatMap(quoted) {
            return .success(.fails(diagnostic: diagnostic))
        }
        let word = body.split(separator: " ").first.map(String.init) ?? ""
        let accepted = "test, test continues, fails \"diagnostic\", requires MODULE, manifest, skip \"reason\""
        if word == "skip" {
            return .failure(AnnotationError(message: "skip needs a reason in double quotes: <!-- doccheck: skip \"why\" -->"))
        }
        if word == "fails" {
            let example = "<!-- doccheck: fails \"cannot find 'foo' in scope\" -->"
            return .failure(AnnotationError(message: "fails needs the expected diagnostic in double quotes: " + example))
        }
        return .failure(AnnotationError(message: "unknown annotation '\(body)'; write one of: \(accepted)"))
    }
}

extension ExampleAnnotation {
    /// What follows `word` and white space in `body`; nil when `body` does not start so.
    /// (Read by hand: a regular expression for each annotation cost more than the rest of
    /// reading a document's examples.)
    fileprivate static func argument(of word: String, in body: String) -> String? {
        guard body.hasPrefix(word) else { return nil }
        let rest = body.dropFirst(word.count)
        guard let first = rest.first, first.isWhitespace else { return nil }
        return String(rest.drop { $0.isWhitespace })
    }

    /// The text between the double quotes that are all of `text`, nil when empty or when
    /// another quote is inside.
    fileprivate static func quoted(_ text: String) -> String? {
        guard text.count >= 3, text.first == "\"", text.last == "\"" else { return nil }
        let inside = text.dropFirst().dropLast()
        return inside.utf8.contains(UInt8(ascii: "\"")) ? nil : String(inside)
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

public struct AnnotationError: Error, Sendable, Equatable {
    public var message: String
}
