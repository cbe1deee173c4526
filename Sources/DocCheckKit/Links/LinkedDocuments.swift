/// The Markdown documents links point into, each parsed at most once per run: a document of
/// the run's set as the set parsed it, any other Markdown file of the repository read and
/// parsed the first time a link asks for its anchors.
final class LinkedDocuments {
    private let documents: DocumentSet
    private let loader: DocumentLoader
    private var anchors: [String: AnchorIndex?] = [:]
    /// How many files outside the set were parsed (each at most once).
    private(set) var parsedCount = 0

    init(_ context: RuleContext) {
        documents = context.documents
        loader = DocumentLoader(repository: context.repository)
    }

    /// The anchors of the Markdown file at `path` (repository-relative, inside the
    /// repository); nil when it cannot be read as a document.
    func anchors(of path: String) -> AnchorIndex? {
        if let known = anchors[path] { return known }
        var index: AnchorIndex?
        if let document = documents.document(path) {
            index = AnchorIndex(document: document)
        } else if !documents.paths.contains(path), case .success(let document) = loader.load(path) {
            parsedCount += 1
            index = AnchorIndex(document: document)
        }
        anchors[path] = index
        return index
    }
}
