/// `<!-- doccheck:disable-next-line RULE [RULE…] -->`: silences the findings of those rules
/// on the line after the comment, where the check is wrong about that line.
struct DisableComment: Sendable, Equatable {
    var path: String
    /// Where the comment starts.
    var location: SourceLocation
    /// The line whose findings it silences: the one after the line the comment ends on.
    var targetLine: Int
    var rules: [String]

    /// Every disable comment of a document's HTML, block or inline.
    static func comments(in document: MarkdownDocument) -> [DisableComment] {
        DirectiveComment.comments(in: document).compactMap { comment in
            guard comment.kind == .disableNextLine, comment.isClosed, let start = comment.location, let end = comment.endLine else { return nil }
            let rules = comment.argument.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
            return DisableComment(path: document.path, location: start, targetLine: end + 1, rules: rules)
        }
    }
}
