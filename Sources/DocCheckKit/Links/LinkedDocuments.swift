/// The Markdown documents links point into, each parsed at most once per run: a document of
/// the run's set as the set parsed it, any other Markdown file of the repository read and
/// parsed the first time a link asks for its anchors.
final class LinkedDocuments {
    private let documents: DocumentSet
    private let loader: DocumentLoader
    private var anchors: [Key: AnchorIndex?] = [:]
    private struct Key: Hashable {
        var path: String
        var style: AnchorIndex.Style
    }
    /// The documents outside the set, parsed once whichever anchors are asked for.
    private var parsed: [String: MarkdownDocument] = [:]
    /// How many files outside the set were parsed (each at most once).
    private(set) var parsedCount = 0

    init(_ context: RuleContext) {
        documents = context.documents
        loader = DocumentLoader(repository: context.repository)
    }

    /// The anchors of the Markdown file at `path` (repository-relative, inside the
    /// repository) as `style`'s renderer makes them; nil when it cannot be read as a document.
    func anchors(of path: String, style: AnchorIndex.Style = .gitHub) -> AnchorIndex? {
        let key = Key(path: path, style: style)
        if let known = anchors[key] { return known }
        var index: AnchorIndex?
        if let document = documents.document(path) ?? parsed[path] {
            index = AnchorIndex(document: document, style: style)
        } else if !documents.paths.contains(path), case .success(let document) = loader.load(path) {
            parsedCount += 1
            parsed[path] = document
            index = AnchorIndex(document: document, style: style)
        }
        anchors[key] = index
        return index
    }
}
