/// A generated table agrees with its source row by row and cell by cell. Its findings carry
/// the region's name as their id (`demo-table` in the examples), so `--disable NAME` turns off
/// one table's findings, not the rule.
struct GeneratedTableRule: ContextRule {
    static let id = "demo-table"

    var description: RuleDescription {
        let table = TableExamples.table
        return RuleDescription(
            id: Self.id, summary: "a generated table agrees with its source row by row and cell by cell (the rule id is the region's name)",
            triggeringExamples: [
                TableExamples.repository("# P\n\n" + table.replacingOccurrences(of: "| Alpha |", with: "| Alfa |"), line: 6),
                TableExamples.repository("# P\n\n" + table.replacingOccurrences(of: "| `a` | Alpha |\n", with: ""), line: 4),
            ],
            nonTriggeringExamples: [TableExamples.repository("# P\n\n" + table)])
    }

    /// Every finding of the table plan that no other rule claims: a region's, or any id the
    /// plan may come to report, which is then printed rather than lost.
    func check(_ context: RuleContext) -> [Diagnostic] {
        let claimed: Set<String> = [GeneratedRegionRule.id, MarkerRule.id, TranslationTableRule.id, TranslationUntranslatedRule.id]
        return context.tablePlanDiagnostics.filter { !claimed.contains($0.ruleID) }
    }

    /// The findings are dropped by their regions' ids; the rule itself always runs.
    func isDisabled(by disabled: Set<String>) -> Bool { false }
}
