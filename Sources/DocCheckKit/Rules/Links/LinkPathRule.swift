/// A relative link or image names a file or folder of the repository, read from the
/// document's own folder and spelled with the right capitals.
struct LinkPathRule: ContextRule {
    static let id = "link-path"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "a relative link or image names a file or folder of the repository, read from the document's own folder, capitals and all",
            triggeringExamples: [
                RuleExample(readme: "# P\n\nSee [the guide](Docs/Gide.md).\n", line: 3),
                RuleExample(
                    ["README.md": "# P\n", "Assets/x.png": "", "Translations/README.de.md": "# P\n\n![Bild vom Paket](Assets/x.png)\n"],
                    path: "Translations/README.de.md", line: 3),
                RuleExample(
                    ["README.md": "# P\n\n<img src=\"assets/logo.png\" alt=\"The logo\">\n", "Assets/logo.png": ""], path: "README.md", line: 3),
                RuleExample(
                    ["README.md": "# P\n", "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nRead <doc:Gide>.\n", "Docs/Kit.docc/Guide.md": "# Guide\n"],
                    path: "Docs/Kit.docc/Kit.md", line: 3),
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
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let targets = context.linkTargets
        let buildsSite = context.repository.buildsSite
        return targets.links.compactMap { resolved in
            if case .external = resolved.destination, let name = DocCatalog.articleName(resolved.link.destination),
                let catalog = DocCatalog.folder(holding: resolved.path).flatMap({ targets.catalogs[$0] }), !catalog.hasArticle(named: name)
            {
                return Self.finding(
                    path: resolved.path, location: resolved.link.location,
                    message: "link to '\(resolved.link.destination)' names no article: \(catalog.folder) has no \(name).md")
            }
            guard case .missing(let path, let wrongCase) = resolved.resolution,
                case .local(let written, _, _) = resolved.destination
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
