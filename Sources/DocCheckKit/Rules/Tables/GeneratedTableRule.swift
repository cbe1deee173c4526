/// A generated table agrees with its source row by row and cell by cell. Each finding names
/// its table's region in its facts (`"region": "demo-table"` in the examples).
struct GeneratedTableRule: ContextRule {
    static let id = "generated-table"

    var description: RuleDescription {
        let table = TableExamples.table
        return RuleDescription(
            id: Self.id, summary: "a generated table agrees with its source row by row and cell by cell",
            triggeringExamples: [
                TableExamples.repository("# P\n\n" + table.replacingOccurrences(of: "| Alpha |", with: "| Alfa |"), line: 6),
                TableExamples.repository("# P\n\n" + table.replacingOccurrences(of: "| `a` | Alpha |\n", with: ""), line: 4),
            ],
            nonTriggeringExamples: [TableExamples.repository("# P\n\n" + table)])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.tablePlanDiagnostics.filter { $0.ruleID == Self.id }
    }
}
