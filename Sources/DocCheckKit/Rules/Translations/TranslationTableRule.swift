/// A translation's generated table is its source's table with the translation's own prose:
/// the table plan regenerates the translations' tables too, so `verify` and `regen-table`
/// see the same text.
struct TranslationTableRule: ContextRule {
    static let id = "translation-table"

    var description: RuleDescription {
        let germanRows = TranslatedTableExamples.germanRows
        return RuleDescription(
            id: Self.id,
            summary: "a translation's generated table has its source's rows in order, the same non-prose cells and no empty prose cell",
            triggeringExamples: [
                TranslatedTableExamples.repository([germanRows[0]], line: 9),
                TranslatedTableExamples.repository([germanRows[0].replacingOccurrences(of: "iOS", with: "macOS"), germanRows[1]], line: 9),
                TranslatedTableExamples.repository(["| `a` |  | iOS |", germanRows[1]], line: 9),
            ],
            nonTriggeringExamples: [TranslatedTableExamples.repository(germanRows)])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.tablePlanDiagnostics.filter { $0.ruleID == Self.id }
    }
}
