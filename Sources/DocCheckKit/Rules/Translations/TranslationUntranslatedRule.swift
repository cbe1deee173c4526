/// A translation's generated table has no row whose prose its source added or changed since
/// the translation was made; the table plan finds them as it regenerates the table.
struct TranslationUntranslatedRule: ContextRule {
    static let id = "translation-untranslated"

    var description: RuleDescription {
        let rows = TranslatedTableExamples.germanRows + ["| `c` | Gamma | iOS |"]
        return RuleDescription(
            id: Self.id, summary: "a translation's generated table has no row whose prose its source added or changed since the translation",
            severity: .warning,
            triggeringExamples: [TranslatedTableExamples.repository(rows, ids: ["a", "b", "c"], line: 11)],
            nonTriggeringExamples: [TranslatedTableExamples.repository(rows, ids: ["a", "b", "c"], translatedFrom: ["a", "b", "c"])])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.tablePlanDiagnostics.filter { $0.ruleID == Self.id }
    }
}
