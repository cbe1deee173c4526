/// Region markers are usable: the scan of each document's markers (pairs, nesting, repeats,
/// own lines), a generator for every region, and a region where the table plan needs one.
struct MarkerRule: ContextRule {
    static let id = "marker"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "region markers pair up, do not nest or repeat, stand on their own lines and have a generator",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n<!-- doccheck:begin demo-table -->\n", line: 3),
                RuleExample(readme: "# P\n\n<!-- doccheck:begin other -->\n<!-- doccheck:end other -->\n", line: 3),
            ],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n```html\n<!-- doccheck:begin x -->\n```\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.documents.markerProblems.map(Self.finding) + unownedRegions(context)
    }

    /// The finding of a problem the marker scan found.
    static func finding(_ problem: MarkerProblem) -> Diagnostic {
        let message =
            switch problem.kind {
            case .malformed(let comment): "malformed marker '\(comment)'; write <!-- doccheck:begin NAME --> or <!-- doccheck:end NAME -->"
            case .notAlone(let comment): "marker '\(comment)' must stand on a line of its own"
            case .nested(let name, let inside, let line):
                "region '\(name)' begins inside region '\(inside)' (begun at line \(line)); regions cannot nest"
            case .repeated(let name, let line): "region '\(name)' appears twice; the first begins at line \(line)"
            case .endOfAnother(let name, let open, let line): "end of region '\(name)' while region '\(open)' (begun at line \(line)) is open"
            case .endWithoutBegin(let name): "end of region '\(name)' has no begin marker before it"
            case .beginWithoutEnd(let name): "region '\(name)' has no end marker; add <!-- doccheck:end \(name) -->"
            }
        return finding(path: problem.path, location: problem.location, message: message)
    }

    /// Regions that no configured generator owns.
    private func unownedRegions(_ context: RuleContext) -> [Diagnostic] {
        let tables = context.repository.configuration.tables
        // A translation holds the regions of the document it translates.
        let sources = Dictionary(context.translations.translations.map { ($0.path, $0.sourcePath) }) { first, _ in first }
        return context.documents.paths.flatMap { path in
            let source = sources[path] ?? nil
            let owned = Set(
                tables.filter { table in table.documents.contains(path) || source.map(table.documents.contains) == true }.map(\.region))
            return (context.documents.regions(path) ?? []).filter { !owned.contains($0.name) }.map { region in
                Self.finding(
                    path: path, location: SourceLocation(line: region.beginLine),
                    message: "region '\(region.name)' has no generator; configure it under 'tables' in \(Configuration.fileName)")
            }
        }
    }
}

extension MarkerRule {
    static let mutations: [Mutation] = [
        Mutation(id: "table-remove-marker", summary: "remove the end marker of the README's table region") { workspace in
            guard let (path, name) = MutationCatalogue.readmeTable(workspace), let found = workspace.table(inRegion: name, of: path) else {
                return nil
            }
            try workspace.replaceLines(path, found.region.endLine...found.region.endLine, with: [])
            return MutationSite(path: path, line: found.region.beginLine)
        }
    ]
}
