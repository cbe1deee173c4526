/// The comment by which a translation names the version of its source it was translated
/// from: `<!-- doccheck:translation source=README.md sha256=HEX -->`, on a line of its own.
///
/// The hash is SHA-256 of the source file's bytes; a copy of that version is stored under
/// `Translations/.sources/HEX.md`, so how far a translation is behind can be said without
/// git history (a shallow CI clone has none).
public struct TranslationMarker: Hashable, Sendable {
    /// What follows `<!--` in every translation marker.
    static let keyword = "doccheck:translation"

    /// The source's repository-relative path, as the marker writes it.
    public var source: String
    /// Lowercase hex SHA-256 of the source version the translation was made from.
    public var sha256: String
    /// Where the comment starts.
    public var location: SourceLocation

    /// The marker's comment text.
    static func comment(source: String, sha256: String) -> String {
        "<!-- \(keyword) source=\(source) sha256=\(sha256) -->"
    }

    /// What is wrong with a comment meant as a marker; `translation-marker` words it.
    struct Problem: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case malformed(comment: String)
            case notAlone
            case second(firstLine: Int)
        }

        var location: SourceLocation
        var kind: Kind
    }

    /// The document's marker, and a problem for each comment that is meant as one but is
    /// malformed, not on a line of its own, or a second marker.
    static func scan(_ document: MarkdownDocument) -> (marker: TranslationMarker?, problems: [Problem]) {
        var found: TranslationMarker?
        var problems: [Problem] = []
        for comment in DirectiveComment.comments(in: document) where comment.kind == .translation {
            guard let location = comment.location else { continue }
            let pattern = cached(/source=(\S+)\s+sha256=([0-9a-f]{64})/)
            guard comment.isOneClosedLine, let match = comment.argument.wholeMatch(of: pattern) else {
                problems.append(Problem(location: location, kind: .malformed(comment: comment.text)))
                continue
            }
            guard comment.standsAlone else {
                problems.append(Problem(location: location, kind: .notAlone))
                continue
            }
            if let first = found {
                problems.append(Problem(location: location, kind: .second(firstLine: first.location.line)))
                continue
            }
            found = TranslationMarker(source: String(match.1), sha256: String(match.2), location: location)
        }
        return (found, problems)
    }
}
