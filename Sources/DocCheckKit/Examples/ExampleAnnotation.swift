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

    /// Whether `comment` is meant as an annotation: an HTML comment starting `doccheck:`
    /// that is not a region marker, a disable comment or a translation marker.
    static func isAnnotation(_ comment: String) -> Bool {
        let text = comment.trimmingWhitespace()
        guard let body = afterKeyword(text), !body.contains(where: \.isNewline) else { return false }
        return !body.hasPrefix("begin") && !body.hasPrefix("end") && !DisableComment.isDisableComment(text)
            && !TranslationMarker.isMarker(text)
    }

    /// Parses one annotation comment; the error message says what is accepted.
    static func parse(_ comment: String) -> Result<ExampleAnnotation, AnnotationError> {
        let text = comment.trimmingWhitespace()
        guard let body = afterKeyword(text).map(trimmed), !body.contains(where: \.isNewline) else {
            return .failure(AnnotationError(message: "malformed annotation '\(text)'"))
        }
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

    /// What a comment `<!--`, white space, `doccheck:`, …, `-->`, white space holds between
    /// `doccheck:` and its last `-->`; nil for any other text. Read by Characters, as a
    /// pattern would, without a pattern's cost.
    private static func afterKeyword(_ text: String) -> Substring? {
        guard text.hasPrefix("<!--") else { return nil }
        var rest = Substring(text).dropFirst(4)
        while let last = rest.last, last.isWhitespace { rest.removeLast() }
        guard rest.hasSuffix("-->") else { return nil }
        rest = rest.dropLast(3).drop(while: \.isWhitespace)
        guard rest.hasPrefix("doccheck:") else { return nil }
        return rest.dropFirst("doccheck:".count)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text.drop(while: \.isWhitespace)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}

public struct AnnotationError: Error, Sendable, Equatable {
    public var message: String
}
