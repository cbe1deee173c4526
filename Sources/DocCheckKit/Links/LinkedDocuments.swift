/// The Markdown documents links point into, each parsed once per run (two threads that ask at
/// once may both parse it, and one is kept): a document of
/// the run's set as the set parsed it, any other Markdown file of the repository read and
/// parsed the first time a link asks for its anchors.
final class LinkedDocuments: Sendable {
    private let documents: DocumentSet
    private let loader: DocumentLoader
    private let anchors = Memo<Key, AnchorIndex?>()
    private struct Key: Hashable {
        var path: String
        var style: AnchorIndex.Style
    }
    /// The documents outside the set, parsed once whichever anchors are asked for (nil for
    /// one that cannot be read as a document).
    private let parsed = Memo<String, MarkdownDocument?>()
    /// How many files outside the set were parsed.
    var parsedCount: Int { parsed.all.values.count { $0 != nil } }

    init(_ context: RuleContext) {
        documents = context.documents
        loader = DocumentLoader(repository: context.repository)
    }

    /// Builds the anchors of every one of `targets` side by side, for `anchors(of:style:)`
    /// to find.
    func prepare(_ targets: [(path: String, style: AnchorIndex.Style)]) {
        _ = Array(Set(targets.map { Key(path: $0.path, style: $0.style) })).parallelMap { anchors(of: $0.path, style: $0.style) != nil }
    }

    /// The anchors of the Markdown file at `path` (repository-relative, inside the
    /// repository) as `style`'s renderer makes them; nil when it cannot be read as a document.
    /// Threads may ask at once.
    func anchors(of path: String, style: AnchorIndex.Style = .gitHub) -> AnchorIndex? {
        anchors.value(Key(path: path, style: style)) {
            if let document = documents.document(path) { return AnchorIndex(document: document, style: style) }
            guard !documents.paths.contains(path) else { return nil }
            let document = parsed.value(path) {
                guard case .success(let document) = loader.load(path) else { return nil }
                return document
            }
            return document.map { AnchorIndex(document: $0, style: style) }
        }
    }
}
