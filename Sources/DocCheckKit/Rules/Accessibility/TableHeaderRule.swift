/// A table's header row names its columns: a screen reader announces each cell with its
/// column's header, so an empty header row leaves the cells unnamed.
struct TableHeaderRule: ContextRule {
    static let id = "table-header"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "a table's header row is not empty: screen readers announce each cell with its column's header",
            triggeringExamples: [RuleExample(readme: "# P\n\n|  |  |\n| --- | --- |\n| ![Light mode](a.png) | ![Dark mode](b.png) |\n", line: 3)],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n| Light | Dark |\n| --- | --- |\n| ![Light mode](a.png) | ![Dark mode](b.png) |\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.documents.documents.flatMap { document in
            document.nodes(.table).compactMap { table -> Diagnostic? in
                let header = table.children.first { $0.kind == .tableRow }.map { Array($0.children) } ?? []
                guard header.allSatisfy({ $0.plainText().trimmingAllWhitespace().isEmpty }) else { return nil }
                return Self.finding(
                    path: document.path, location: table.start ?? header.first?.start,
                    message: "table's header row is empty; name each column so screen readers can announce the cells")
            }
        }
    }
}
