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
        Self.findings(context.tableFacts)
    }

    /// The findings of the rows whose prose is still the source's: a row the source added or
    /// whose prose columns it rewrote since the translation was made.
    static func findings(_ facts: [TableFact]) -> [Diagnostic] {
        let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
        return facts.compactMap { fact in
            guard case .untranslated(let row) = fact.kind else { return nil }
            let what = row.changed.map { "changed its \(quoted($0))" } ?? "added it"
            return finding(
                .warning, path: fact.path, location: row.location,
                message: "row '\(row.id)' is not translated: \(row.source) \(what) since this translation",
                notes: ["translate the row's \(quoted(row.prose)), then run 'doccheck translations --mark-current \(row.language)'"])
        }
    }
}
