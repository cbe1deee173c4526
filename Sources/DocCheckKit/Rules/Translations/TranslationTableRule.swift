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

    /// The finding of a difference of a translation's table from its source's.
    static func finding(_ difference: TableDifference, path: String) -> Diagnostic {
        finding(path: path, location: difference.location, message: GeneratedTableRule.message(difference), facts: difference.facts)
    }

    /// The finding of a translation that lacks a table region its source holds.
    static func missingRegion(_ name: String, in path: String, at location: SourceLocation?, source: String, line: Int) -> Diagnostic {
        finding(
            path: path, location: location, message: "no region '\(name)'; \(source) holds it at line \(line)",
            notes: [
                "put <!-- doccheck:begin \(name) --> and <!-- doccheck:end \(name) --> around this translation's table, then run 'doccheck regen-table'"
            ])
    }
}

extension TranslationTableRule {
    static let mutations: [Mutation] = [
        Mutation(id: "translation-drop-row", summary: "drop a row from the demo table of one translation") { workspace in
            guard let (_, name) = MutationCatalogue.readmeTable(workspace) else { return nil }
            for path in MutationCatalogue.readmeTranslations(workspace) {
                guard let found = workspace.table(inRegion: name, of: path), let line = found.table.rows.first?.line else { continue }
                try workspace.replaceLines(path, line...line, with: [])
                return MutationSite(path: path, line: line)
            }
            return nil
        }
    ]
}
