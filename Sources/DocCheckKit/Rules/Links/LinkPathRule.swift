/// A relative link or image names a file or folder of the repository, read from the
/// document's own folder and spelled with the right capitals. In a DocC catalog, `<doc:Name>`
/// names an article by the name DocC gives it (`DocCNames.articleName`), and a relative link
/// without an extension that names no file names a page of the built documentation: it is
/// not judged, and the summary says once that such links are not checked.
struct LinkPathRule: ContextRule {
    static let id = "link-path"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a relative link or image names a file or folder of the repository, read from the document's own folder, capitals and all; in a DocC catalog a doc: link that names an article in other capitals or spacing is written as DocC names it, and an extensionless link to nothing in the repository is a page of the built documentation, not checked",
            triggeringExamples: [
                RuleExample(readme: "# P\n\nSee [the guide](Docs/Gide.md).\n", line: 3),
                RuleExample(
                    ["README.md": "# P\n", "Assets/x.png": "", "Translations/README.de.md": "# P\n\n![Bild vom Paket](Assets/x.png)\n"],
                    path: "Translations/README.de.md", line: 3),
                RuleExample(
                    ["README.md": "# P\n\n<img src=\"assets/logo.png\" alt=\"The logo\">\n", "Assets/logo.png": ""], path: "README.md", line: 3),
                // DocC matches an article's name exactly: capitals count.
                RuleExample(
                    [
                        "README.md": "# P\n", "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nRead <doc:getting-started>.\n",
                        "Docs/Kit.docc/Getting Started.md": "# Getting Started\n",
                    ], path: "Docs/Kit.docc/Kit.md", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "README.md": "# P\n\nSee [the guide](Docs/Guide.md) and [the sources](Sources/).\n", "Docs/Guide.md": "# G\n",
                    "Sources/a.swift": "",
                ]),
                RuleExample(["README.md": "# P\n", "Assets/x.png": "", "Translations/README.de.md": "# P\n\n![Bild vom Paket](../Assets/x.png)\n"]),
                RuleExample([
                    "README.md": "# P\n", "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nRead <doc:Guide>.\n\n![A chart](chart.png)\n",
                    "Docs/Kit.docc/Guide.md": "# Guide\n", "Docs/Kit.docc/Resources/chart@2x.png": "",
                ]),
                // DocC names an article by its file's name, spaces as hyphens.
                RuleExample([
                    "README.md": "# P\n", "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nRead <doc:Getting-Started>.\n",
                    "Docs/Kit.docc/Articles/Getting Started.md": "# Getting Started\n",
                ]),
                // Pages of the built documentation, which docc does not check either.
                RuleExample([
                    "README.md": "# P\n",
                    "Docs/Kit.docc/Kit.md":
                        "# ``Kit``\n\nSee [Core][core], [the loop](./Core/EventLoop) and [the other module](../othermodule).\n\n[core]: ./Core\n",
                ]),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let targets = context.linkTargets
        let buildsSite = context.repository.buildsSite
        return targets.links.compactMap { resolved in
            // A name of no article may be a symbol's: `symbol-link` judges it with the symbol
            // graph. One that names an article in other capitals is this rule's.
            if case .missing(let meant?) = resolved.article, let catalog = resolved.catalog,
                let name = DocCatalog.articleName(resolved.link.destination)
            {
                return Self.finding(
                    path: resolved.path, location: resolved.link.location,
                    message: "link to '\(resolved.link.destination)' names no article: \(catalog) has no article named '\(name)'",
                    notes: [Self.articleNote(meant: meant)])
            }
            guard case .missing(let path, let wrongCase) = resolved.resolution,
                case .local(let written, _, _) = resolved.destination, !resolved.namesBuiltPage
            else { return nil }
            // A page the repository's documentation site generates does not exist until it is built.
            if wrongCase == nil, buildsSite, [".html", ".htm"].contains(where: path.lowercased().hasSuffix) { return nil }
            var notes: [String] = []
            var message = "\(resolved.link.subject) names no file: '\(path)' does not exist"
            if let wrongCase {
                message = "\(resolved.link.subject) names no file: '\(wrongCase.written)' is spelled '\(wrongCase.actual)' on disk"
                notes.append("write '\(wrongCase.actual)': GitHub's paths are case-sensitive on every system")
            } else if !resolved.folder.isEmpty {
                switch targets.resolver.resolve(written, from: "") {
                case .file, .folder:
                    let depth = resolved.folder.split(separator: "/").count
                    let fixed = String(repeating: "../", count: depth) + written
                    notes.append("paths are read from the document's folder '\(resolved.folder)/': did you mean '\(fixed)'?")
                default:
                    break
                }
            }
            return Self.finding(
                path: resolved.path, location: resolved.link.location, message: message, notes: notes)
        }
    }

    /// How DocC names an article, and the name the link most likely meant.
    private static func articleNote(meant: String?) -> String {
        let rule = "DocC names an article by its file name, each run of spaces and dashes one hyphen, and matches the name exactly"
        guard let meant else { return rule }
        return "write 'doc:\(meant)': \(rule)"
    }

    /// The links of catalogs that name pages of the built documentation, which no check
    /// reads: said once in the summary, or nothing when there are none.
    static func builtPagesNotChecked(_ links: [ResolvedLink]) -> String? {
        guard let first = links.first else { return nil }
        let count = links.count == 1 ? "1 relative link" : "\(links.count) relative links"
        let line = first.link.location.map { ":\($0.line)" } ?? ""
        return "\(id): \(count) of DocC catalogs \(links.count == 1 ? "names" : "name") no file but a page of the built documentation "
            + "(such as '\(first.link.destination)' in \(first.path)\(line)), and \(links.count == 1 ? "is" : "are") not checked: "
            + "such a page exists only once the documentation is built, and docc does not check these links either; "
            + "a link written <doc:Name> or ``Symbol`` is one docc checks"
    }
}

extension LinkPathRule {
    static let mutations: [Mutation] = [
        Mutation(id: "link-relative", summary: "point a relative link of the README at a file that does not exist") { workspace in
            let path = workspace.repository.configuration.readme
            guard let link = MutationCatalogue.writtenLink(workspace, in: path, .link, where: MutationCatalogue.isRepositoryPath) else { return nil }
            let destination = link.link.destination
            let slash = destination.lastIndex(of: "/").map { destination.index(after: $0) } ?? destination.startIndex
            return try MutationCatalogue.rewrite(
                workspace, path, link, link.destination, with: String(destination[..<slash]) + "missing-" + String(destination[slash...]))
        }
    ]
}
