/// `<!-- doccheck:disable-next-line RULE [RULE…] -->`: silences the findings of those rules
/// on the line after the comment, where the check is wrong about that line.
struct DisableComment: Sendable, Equatable {
    var path: String
    /// Where the comment starts.
    var location: SourceLocation
    /// The line whose findings it silences: the one after the line the comment ends on.
    var targetLine: Int
    var rules: [String]

    /// Whether an HTML comment is a disable comment (so it is no Swift block annotation).
    static func isDisableComment(_ literal: String) -> Bool {
        literal.includes("disable-next-line")
            && literal.trimmingAllWhitespace().wholeMatch(of: cached(#/<!--\s*doccheck:\s*disable-next-line\b[\s\S]*-->/#)) != nil
    }

    /// Every disable comment of a document's HTML, block or inline.
    static func comments(in document: MarkdownDocument) -> [DisableComment] {
        var comments: [DisableComment] = []
        for fragment in document.html {
            for range in HTMLTagScanner.commentRanges(in: fragment.literal) {
                let bytes = Array(fragment.literal.utf8)[range]
                let text = String(decoding: bytes, as: UTF8.self)
                guard let match = text.wholeMatch(of: cached(#/<!--\s*doccheck:\s*disable-next-line\b([\s\S]*?)-->/#)),
                    let start = fragment.location(ofOffset: range.lowerBound, in: document.source),
                    let end = fragment.location(ofOffset: max(range.upperBound - 1, range.lowerBound), in: document.source)
                else { continue }
                let rules = match.1.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
                comments.append(DisableComment(path: document.path, location: start, targetLine: end.line + 1, rules: rules))
            }
        }
        return comments
    }
}
