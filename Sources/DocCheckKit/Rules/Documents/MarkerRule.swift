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
        (context.documents.diagnostics + context.tablePlanDiagnostics).filter { $0.ruleID == Self.id } + unownedRegions(context)
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
