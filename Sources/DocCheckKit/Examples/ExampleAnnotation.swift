/// The status a document gives a Swift code block, in an HTML comment directly before it:
///
/// - `<!-- doccheck: test -->`: compiled and run as a test;
/// - `<!-- doccheck: test continues -->`: the same, in the scope of the document's previous test block;
/// - `<!-- doccheck: requires SwiftUI -->`: compiled only where the module exists;
/// - `<!-- doccheck: manifest -->`: a `Package.swift` fragment, checked by the version checks;
/// - `<!-- doccheck: skip "reason" -->`: not compiled, for the reason given.
public enum ExampleAnnotation: Hashable, Sendable {
    case test(continues: Bool)
    case requires(module: String)
    case manifest
    case skip(reason: String)

    /// Whether `comment` is meant as an annotation: a closed, one-line doccheck comment that
    /// is not a region marker, a disable comment or a translation marker (`DirectiveComment`).
    static func isAnnotation(_ comment: String) -> Bool {
        guard let read = DirectiveComment.read(comment) else { return false }
        return read.kind == .annotation && read.closed && read.oneLineBody
    }

    /// Parses one annotation comment; the error message says what is accepted.
    static func parse(_ comment: String) -> Result<ExampleAnnotation, AnnotationError> {
        let text = comment.trimmingWhitespace()
        guard let read = DirectiveComment.read(text), read.closed, !read.body.contains(where: \.isNewline) else {
            return .failure(AnnotationError(message: "malformed annotation '\(text)'"))
        }
        let body = read.body
        if body == "test" { return .success(.test(continues: false)) }
        if body == "test continues" { return .success(.test(continues: true)) }
        if body == "manifest" { return .success(.manifest) }
        if let module = body.wholeMatch(of: cached(/requires\s+([A-Za-z_][A-Za-z0-9_]*)/))?.1 {
            return .success(.requires(module: String(module)))
        }
        if let reason = body.wholeMatch(of: cached(/skip\s+"([^"]+)"/))?.1 {
            return .success(.skip(reason: String(reason)))
        }
        let word = body.split(separator: " ").first.map(String.init) ?? ""
        let accepted = "test, test continues, requires MODULE, manifest, skip \"reason\""
        if word == "skip" {
            return .failure(AnnotationError(message: "skip needs a reason in double quotes: <!-- doccheck: skip \"why\" -->"))
        }
        return .failure(AnnotationError(message: "unknown annotation '\(body)'; write one of: \(accepted)"))
    }
}

public struct AnnotationError: Error, Sendable, Equatable {
    public var message: String
}
