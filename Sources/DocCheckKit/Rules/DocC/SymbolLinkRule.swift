/// A symbol link of a DocC catalog (` ``Point/x`` `, `<doc:Point/x>`, a `<doc:Name>` that
/// names no article, an extension file's title) names a symbol of the package's symbol graph,
/// resolved as docc resolves it and reported in docc's words at the component docc names.
/// Without a current graph nothing is guessed: the summary says once that these links were
/// not checked and how to make the graph (`doccheck verify --symbols`).
struct SymbolLinkRule: ContextRule {
    static let id = "symbol-link"

    static let mutations: [Mutation] = [
        Mutation(
            id: "symbol-link-renamed", summary: "misspell a symbol link of a DocC catalog (a name between double backticks)",
            needsSymbolGraph: true
        ) { workspace in
            for (path, document) in MutationCatalogue.catalogDocuments(workspace) {
                for link in SymbolLinkOccurrence.codeLinks(in: document) where !link.isTitle && link.isOnOneLine {
                    guard let location = link.location else { continue }
                    if let site = try MutationCatalogue.misspell(workspace, path, at: location, link.path) { return site }
                }
            }
            return nil
        }
    ]

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a DocC symbol link (a name between double backticks, a doc: link that names no article, an extension file's title) names a symbol of the package's symbol graph, resolved as docc resolves it; checked when a current graph is at hand, which verify --symbols makes",
            triggeringExamples: [
                Self.example("Use ``Point`` and ``Circle``.\n", line: 3),
                Self.example("See <doc:Missing>.\n", line: 3),
                Self.example("Use ``Point/moved(by:)-swift.func``.\n", line: 3),
                Self.example("Use ``Kind``, a member of `Point`.\n", line: 3),
                // A symbol link names symbols only.
                Self.example("Read ``Intro``.\n", line: 3),
            ],
            nonTriggeringExamples: [
                Self.example(
                    "Use ``Point``, ``Geo/Point``, ``/Geo/Point``, ``Point/moved(by:)``, ``Point/moved(by:)-swift.method``, ``Point/Kind/a``, <doc:Point/x> and <doc:Intro>.\n"
                ),
                // Members resolve from their type's extension file.
                RuleExample(
                    Self.files(["Geo.docc/Point.md": "# ``Geo/Point``\n\nSee ``Kind`` and ``x``.\n"]), path: "Geo.docc/Point.md"),
                // Code in one backtick is code.
                Self.example("Write `Circle` or ```Circle```.\n"),
            ])
    }

    /// A package whose graph has `Point` (with `x`, `moved(by:)` and `Kind`) and whose
    /// catalog holds `Intro.md` and the root page, with `body` after the root page's title.
    static func example(_ body: String, line: Int? = nil) -> RuleExample {
        RuleExample(files(["Geo.docc/Geo.md": "# ``Geo``\n\n" + body]), path: "Geo.docc/Geo.md", line: line)
    }

    static func files(_ documents: [String: String]) -> [String: String] {
        [
            "README.md": "# Geo\n", "Geo.docc/Intro.md": "# Intro\n", ".doccheck.json": #"{"symbolGraphs": "graphs"}"#,
            "graphs/Geo.symbols.json": exampleGraph,
        ].merging(documents) { _, given in given }
    }

    static let exampleGraph = """
        {"module": {"name": "Geo"}, "symbols": [
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:3Geo5PointV"}, "pathComponents": ["Point"]},
        {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "s:3Geo5PointV1xSdvp"}, "pathComponents": ["Point", "x"]},
        {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:3Geo5PointV5moved2byACSd_tF"}, "pathComponents": ["Point", "moved(by:)"]},
        {"kind": {"identifier": "swift.enum"}, "identifier": {"precise": "s:3Geo5PointV4KindO"}, "pathComponents": ["Point", "Kind"]},
        {"kind": {"identifier": "swift.enum.case"}, "identifier": {"precise": "s:3Geo5PointV4KindO1ayA2EmF"}, "pathComponents": ["Point", "Kind", "a"]}
        ], "relationships": []}
        """

    func check(_ context: RuleContext) -> [Diagnostic] {
        let byCatalog = Self.occurrences(context)
        guard !byCatalog.isEmpty, let hierarchy = context.symbolHierarchy else { return [] }
        let resolver = SymbolLinkResolver(hierarchy: hierarchy)
        var findings: [Diagnostic] = []
        for (catalog, documents) in byCatalog.sorted(by: { $0.key < $1.key }) {
            let symbols = Self.symbols(of: catalog, documents, in: hierarchy)
            guard symbols.module != nil else { continue }
            let articles = DocCatalog(folder: catalog, root: context.repository.root)
            for document in documents {
                let title = document.links.first(where: \.isTitle)
                guard let page = symbols.page(path: document.path, title: title) else {
                    if let title {
                        findings.append(Self.finding(path: document.path, location: title.location, message: "no symbol matched '\(title.path)'"))
                    }
                    continue
                }
                for link in document.links where !link.isTitle {
                    let result = resolver.resolve(link.path, scope: page.scope, page: page.name)
                    guard let message = result.message, let offset = result.offset else { continue }
                    // A symbol link that names an article: docc resolves it as no link.
                    if !link.isDocLink, !link.path.contains("/"), case .found = articles.article(named: link.path) {
                        findings.append(
                            Self.finding(
                                path: document.path, location: link.location,
                                message: "symbol links can only resolve symbols: '\(link.path)' is an article; write <doc:\(link.path)>"))
                        continue
                    }
                    findings.append(Self.finding(path: document.path, location: link.location(ofOffset: offset), message: message))
                }
            }
        }
        return findings
    }

    /// The symbol links of each catalog's documents, by catalog: the links written in two
    /// backticks and the `doc:` links that name no article (those that name one in other
    /// capitals are `link-path`'s).
    static func occurrences(_ context: RuleContext) -> [String: [(path: String, links: [SymbolLinkOccurrence])]] {
        var docLinks: [String: [SymbolLinkOccurrence]] = [:]
        for resolved in context.linkTargets.links where resolved.catalog != nil {
            guard case .missing(meant: nil) = resolved.article ?? .missing(meant: nil),
                resolved.article != nil || resolved.link.destination.hasPrefix("doc:"),
                let document = context.documents.document(resolved.path),
                let occurrence = SymbolLinkOccurrence.docLink(resolved.link, in: document)
            else { continue }
            docLinks[resolved.path, default: []].append(occurrence)
        }
        var result: [String: [(path: String, links: [SymbolLinkOccurrence])]] = [:]
        for document in context.documents.documents {
            guard let catalog = DocCatalog.folder(holding: document.path) else { continue }
            let links = SymbolLinkOccurrence.codeLinks(in: document) + (docLinks[document.path] ?? [])
            guard !links.isEmpty else { continue }
            result[catalog, default: []].append((document.path, links))
        }
        return result
    }

    /// The catalog seen with the graph's symbols, its module found from its documents' titles.
    static func symbols(
        of catalog: String, _ documents: [(path: String, links: [SymbolLinkOccurrence])], in hierarchy: SymbolHierarchy
    ) -> CatalogSymbols {
        CatalogSymbols(catalog: catalog, titles: documents.compactMap { $0.links.first(where: \.isTitle)?.path }, hierarchy: hierarchy)
    }

    /// The symbol links no check read, said once in the summary: with no current graph at
    /// hand, all of them, with the command that makes one; with a graph, those of each catalog
    /// whose module it does not describe. Nil when every symbol link was read.
    static func notChecked(_ context: RuleContext) -> String? {
        let byCatalog = occurrences(context)
        let count = byCatalog.values.joined().map(\.links.count).reduce(0, +)
        guard count > 0 else { return nil }
        guard let hierarchy = context.symbolHierarchy else {
            let links = count == 1 ? "1 symbol link of DocC catalogs is" : "\(count) symbol links of DocC catalogs are"
            return "\(id): \(links) not checked, because no symbol graph of the package's current sources is at hand; "
                + "run 'doccheck verify --symbols' to make one (swift package dump-symbol-graph) and check them"
        }
        let unmatched = byCatalog.keys.sorted().filter { symbols(of: $0, byCatalog[$0] ?? [], in: hierarchy).module == nil }
        guard !unmatched.isEmpty else { return nil }
        let modules = hierarchy.moduleNames.joined(separator: ", ")
        return "\(id): the symbol links of \(unmatched.joined(separator: ", ")) are not checked, because the symbol graph "
            + "describes no module of \(unmatched.count == 1 ? "that catalog" : "those catalogs") (it has \(modules.isEmpty ? "none" : modules))"
    }
}
