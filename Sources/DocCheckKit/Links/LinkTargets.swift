/// A link of a run's document with what its destination names. A class: every link rule
/// reads every link, and a copy of a reference costs one retain, where a copy of the value
/// retained each of its strings.
final class ResolvedLink: Sendable {
    /// The path of the document the link is in (the document itself is not kept: one copy
    /// per link would hold every document's model once per link).
    let path: String
    let link: Link
    let destination: LinkDestination
    /// Where a local path leads; nil for anything else (a fragment alone, a URL, nothing).
    let resolution: PathResolver.Resolution?
    /// The DocC catalog the document is in, repository-relative; nil outside catalogs.
    let catalog: String?
    /// What a `<doc:Name>` link of a catalog names; nil for any other link.
    let article: DocCatalog.ArticleMatch?

    init(
        path: String, link: Link, destination: LinkDestination, resolution: PathResolver.Resolution?, catalog: String? = nil,
        article: DocCatalog.ArticleMatch? = nil
    ) {
        self.path = path
        self.link = link
        self.destination = destination
        self.resolution = resolution
        self.catalog = catalog
        self.article = article
    }

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

/// Every link of a run's documents, resolved once per check with one `PathResolver`, the
/// documents side by side.
struct LinkTargets {
    let resolver: PathResolver
    /// The links, document by document: kept as each document's list, not joined into one
    /// (which held the links of 10,000 documents twice while it was made).
    let links: FlattenSequence<[[ResolvedLink]]>

    init(_ context: RuleContext) {
        let resolver = PathResolver(root: context.repository.root, indexed: context.repository.staged?.indexedPaths)
        self.resolver = resolver
        let documents = context.documents.documents
        // The catalogs that hold documents of the run, each listed once.
        var catalogs: [String: DocCatalog] = [:]
        for name in Set(documents.compactMap { DocCatalog.folder(holding: $0.path) }) {
            catalogs[name] = DocCatalog(folder: name, root: context.repository.root)
        }
        let perDocument = documents.parallelMap { [catalogs] document in
            let folder = LinkTarget.folder(of: document.path)
            let catalog = DocCatalog.folder(holding: document.path).flatMap { catalogs[$0] }
            return LinkInventory.links(in: document).map { link in
                let destination = LinkDestination(link.destination)
                var resolution: PathResolver.Resolution?
                if case .local(let path, _, _) = destination, !path.isEmpty {
                    resolution = resolver.resolve(path, from: folder)
                    // In a catalog, docc finds an image by its name wherever it is.
                    if case .missing = resolution, link.kind == .image, let found = catalog?.image(named: path) {
                        resolution = .file(found)
                    }
                }
                var article: DocCatalog.ArticleMatch?
                if let catalog, case .external = destination, let name = DocCatalog.articleName(link.destination) {
                    article = catalog.article(named: name)
                }
                return ResolvedLink(
                    path: document.path, link: link, destination: destination, resolution: resolution, catalog: catalog?.folder, article: article)
            }
        }
        links = perDocument.joined()
    }

    static func isMarkdown(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/" as Character) else { return false }
        return ["md", "markdown", "mdown", "mkd"].contains(path[path.index(after: dot)...].lowercased())
    }
}
