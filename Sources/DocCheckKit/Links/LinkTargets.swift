/// A link of a run's document with what its destination names.
struct ResolvedLink {
    /// The path of the document the link is in (the document itself is not kept: one copy
    /// per link would hold every document's model once per link).
    let path: String
    let link: Link
    let destination: LinkDestination
    /// Where a local path leads; nil for anything else (a fragment alone, a URL, nothing).
    let resolution: PathResolver.Resolution?

    /// The document's folder, repository-relative ("" at the root).
    var folder: String { LinkTarget.folder(of: path) }

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

    /// Whether GitHub shows the target as source lines (`#L10`) rather than rendered: any
    /// file but Markdown, and Markdown asked for with `?plain=1`.
    var targetShowsLines: Bool {
        guard let file = targetFile, case .local(_, let query, _) = destination else { return false }
        let plain = query?.split(separator: "&").contains("plain=1") ?? false
        return !LinkTargets.isMarkdown(file) || plain
    }
}

/// Every link of a run's documents, resolved once per check with one `PathResolver`.
struct LinkTargets {
    let resolver: PathResolver
    let links: [ResolvedLink]
    /// The catalogs that hold documents of the run, by folder.
    let catalogs: [String: DocCatalog]

    init(_ context: RuleContext) {
        let resolver = PathResolver(root: context.repository.root, indexed: context.repository.staged?.indexedPaths)
        self.resolver = resolver
        var catalogs: [String: DocCatalog] = [:]
        links = context.documents.documents.flatMap { document in
            let folder = LinkTarget.folder(of: document.path)
            var catalog: DocCatalog?
            if let name = DocCatalog.folder(holding: document.path) {
                let found = catalogs[name] ?? DocCatalog(folder: name, root: context.repository.root)
                catalogs[name] = found
                catalog = found
            }
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
                return ResolvedLink(path: document.path, link: link, destination: destination, resolution: resolution)
            }
        }
        self.catalogs = catalogs
    }

    static func isMarkdown(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/" as Character) else { return false }
        return ["md", "markdown", "mdown", "mkd"].contains(path[path.index(after: dot)...].lowercased())
    }
}
