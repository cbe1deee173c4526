/// A generated region whose cells all agree can still differ in its text (spacing, escapes):
/// the table plan compares the bytes `regen-table` would write with the document's.
struct GeneratedRegionRule: ContextRule {
    static let id = "generated-region"

    var description: RuleDescription {
        let table = TableExamples.table
        return RuleDescription(
            id: Self.id,
            summary: "a generated region holds what its generator writes, but for blank lines at its ends and spaces GitHub does not show",
            triggeringExamples: [
                TableExamples.repository(
                    "# P\n\n" + table.replacingOccurrences(of: "|\n<!-- doccheck:end", with: "|\n\nEdited by hand.\n<!-- doccheck:end"), line: 7)
            ],
            nonTriggeringExamples: [
                TableExamples.repository("# P\n\n" + table),
                // Blank lines inside the markers and spaces GitHub does not show.
                TableExamples.repository(
                    "# P\n\n"
                        + table.replacingOccurrences(of: "-->\n| ID", with: "-->\n\n| ID").replacingOccurrences(
                            of: "|\n<!-- doccheck:end", with: "|\n\n<!-- doccheck:end"
                        )
                        .replacingOccurrences(of: "| Alpha |", with: "| Alpha  |  ")),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        Self.findings(context.tableFacts)
    }

    /// The findings of the regions whose text differs from the generator's, at the first line
    /// that differs.
    static func findings(_ facts: [TableFact]) -> [Diagnostic] {
        facts.compactMap { fact in
            guard case .regionText(let line) = fact.kind else { return nil }
            return finding(
                path: fact.path, location: SourceLocation(line: line), message: "a generated region differs from what 'doccheck regen-table' writes",
                notes: fact.notes)
        }
    }

    /// What `regen-table --check` says of a file it would rewrite.
    static func pending(_ path: String) -> Diagnostic {
        finding(path: path, message: "would be rewritten by 'doccheck regen-table'")
    }
}
