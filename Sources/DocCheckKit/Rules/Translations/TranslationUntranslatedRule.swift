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

    /// The finding of a row whose prose is still the source's: a row the source added (`changed`
    /// nil) or whose `changed` columns it rewrote since the translation was made.
    static func finding(
        row id: String, changed: [String]?, in path: String, at location: SourceLocation?, source: String, prose: [String], language: String
    ) -> Diagnostic {
        let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
        let what = changed.map { "changed its \(quoted($0))" } ?? "added it"
        return finding(
            .warning, path: path, location: location, message: "row '\(id)' is not translated: \(source) \(what) since this translation",
            notes: ["translate the row's \(quoted(prose)), then run 'doccheck translations --mark-current \(language)'"])
    }
}
