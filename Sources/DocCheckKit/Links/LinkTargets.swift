/// A link of a run's document with what its destination names: a view of one row of its
/// document's `DocumentLinks`. A copy costs one retain, and the run holds no object per link.
struct ResolvedLink: Sendable {
    let document: DocumentLinks
    let index: Int

    /// The path of the document the link is in (the document itself is not kept: one copy
    /// per link would hold every document's model once per link).
    var path: String { document.path }
    // Read in place (`_read`), not copied: a copy of a link retained each of its strings, and
    // every link rule reads every link.
    var link: Link { _read { yield document.links[index] } }
    var destination: LinkDestination { _read { yield document.destinations[index] } }
    /// Where a local path leads; nil for anything else (a fragment alone, a URL, nothing).
    var resolution: PathResolver.Resolution? { _read { yield document.resolutions[index] } }
    /// The DocC catalog the document is in, repository-relative; nil outside catalogs.
    var catalog: String? { document.catalog }
    /// What a `<doc:Name>` link of a catalog names; nil for any other link.
    var article: DocCatalog.ArticleMatch? { document.article(index) }

    /// The document's folder, repository-relative ("" at the root).
    var folder: String { LinkTarget.folder(of: path) }

    /// Whether the link names a page of the built documentation rather than a file: a link of
    /// a catalog whose path names nothing in the repository and has no extension
    /// (`./Core/EventLoop`, `../othermodule`). docc writes it into the site as it is, and
    /// checks it no more than doccheck can.
    var namesBuiltPage: Bool {
        guard catalog != nil, link.kind == .link, case .missing = resolution, case .local(let path, _, _) = destination,
            let last = path.split(separator: "/").last, last != ".", last != ".."
        else { return false }
        return !last.contains(".")
    }

    /// The fragment of a local destination, nil when there is none or it is empty.
    var fragment: String? {
        guard case .local(_, _, let fragment) = destination, let fragment, !fragment.isEmpty else { return nil }
        return fragment
    }

    /// The file a fragment is read against: the document itself, or the file the path names.
    var targetFile: String? {
        guard case .local(let path, _, _) = destination else { return nil }
        if path.isEmpty { return self.path }
        if case .file(let file) = resolution { return file }
        return nil
    }

    /// Whose anchors the fragment names: DocC's for a fragment alone in a catalog's document,
    /// which DocC renders; GitHub's for any other, a path to a Markdown file opening it on
    /// GitHub.
    var anchorStyle: AnchorIndex.Style {
        guard catalog != nil, case .local(let path, _, _) = destination, path.isEmpty else { return .gitHub }
        return .docC
    }

    /// Whether GitHub shows the target as source lines (`#L10`) rather than rendered: any
    /// file but Markdown, and Markdown asked for with `?plain=1`.
    var targetShowsLines: Bool {
        guard let file = targetFile, case .local(_, let query, _) = destination else { return false }
        let plain = query?.split(separator: "&").contains("plain=1") ?? false
        return !LinkTargets.isMarkdown(file) || plain
    }
}

/// The resolved links of one document, column by column: the document's path and catalog
/// once, and per link the link, its destination, where a local path leads and the article a
/// `<doc:>` link names. Columns, not an object per link, which held its header and the
/// document's path and catalog again for every link.
final class DocumentLinks: Sendable {
    let path: String
    /// The DocC catalog the document is in, repository-relative; nil outside catalogs.
    let catalog: String?
    let links: [Link]
    let destinations: [LinkDestination]
    let resolutions: [PathResolver.Resolution?]
    /// Outside catalogs empty: no link there names an article.
    private let articleColumn: [DocCatalog.ArticleMatch?]

    init(
        path: String, catalog: String?, links: [Link], destinations: [LinkDestination], resolutions: [PathResolver.Resolution?],
        articles: [DocCatalog.ArticleMatch?]
    ) {
        precondition(destinations.count == links.count && resolutions.count == links.count, "a column per link")
        self.path = path
        self.catalog = catalog
        // Each column without the room it grew by while it was made: kept for the run.
        var (links, destinations, resolutions) = (links, destinations, resolutions)
        links.shrinkToFit()
        destinations.shrinkToFit()
        resolutions.shrinkToFit()
        self.links = links
        self.destinations = destinations
        self.resolutions = resolutions
        var articles = articles.allSatisfy { $0 == nil } ? [] : articles
        articles.shrinkToFit()
        articleColumn = articles
    }

    /// The article the link at `index` names; nil past an empty column's end.
    func article(_ index: Int) -> DocCatalog.ArticleMatch? { index < articleColumn.count ? articleColumn[index] : nil }

    /// Every link of the document, in order.
    var resolved: LazyMapSequence<Range<Int>, ResolvedLink> { links.indices.lazy.map { ResolvedLink(document: self, index: $0) } }
}

/// Every link of a run's documents, resolved once per check with one `PathResolver`, the
/// documents side by side.
struct LinkTargets: Sendable {
    let resolver: PathResolver
    /// The links, document by document: kept as each document's columns, not joined into one
    /// list (which held the links of 10,000 documents twice while it was made).
    let documents: [DocumentLinks]

    /// Every link, document by document.
    var links: FlattenSequence<LazyMapSequence<[DocumentLinks], LazyMapSequence<Range<Int>, ResolvedLink>>> {
        documents.lazy.map(\.resolved).joined()
    }

    init(_ context: RuleContext) {
        let resolver = PathResolver(root: context.repository.root, indexed: context.repository.staged?.indexedPaths)
        self.resolver = resolver
        let documents = context.documents.documents
        // The catalogs that hold documents of the run, each listed once.
        var catalogs: [String: DocCatalog] = [:]
        for name in Set(documents.compactMap { DocCatalog.folder(holding: $0.path) }) {
            catalogs[name] = DocCatalog(folder: name, root: context.repository.root)
        }
        self.documents = documents.parallelMap { [catalogs] document in
            let folder = LinkTarget.folder(of: document.path)
            let catalog = DocCatalog.folder(holding: document.path).flatMap { catalogs[$0] }
            let links = LinkInventory.links(in: document)
            let destinations = links.map { LinkDestination($0.destination) }
            let resolutions = zip(links, destinations).map { link, destination -> PathResolver.Resolution? in
                guard case .local(let path, _, _) = destination, !path.isEmpty else { return nil }
                let resolution = resolver.resolve(path, from: folder)
                // In a catalog, docc finds an image by its name wherever it is.
                if case .missing = resolution, link.kind == .image, let found = catalog?.image(named: path) {
                    return .file(found)
                }
                return resolution
            }
            let articles = zip(links, destinations).map { link, destination -> DocCatalog.ArticleMatch? in
                guard let catalog, case .external = destination, let name = DocCatalog.articleName(link.destination) else { return nil }
                return catalog.article(named: name)
            }
            return DocumentLinks(
                path: document.path, catalog: catalog?.folder, links: links, destinations: destinations, resolutions: resolutions,
                articles: articles)
        }
    }

    static func isMarkdown(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/" as Character) else { return false }
        return ["md", "markdown", "mdown", "mkd"].contains(path[path.index(after: dot)...].lowercased())
    }
}
