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
        Self.findings(context.tableFacts)
    }

    /// The findings of the translations' tables that differ from their sources' (in the words
    /// of a generated table's) and of the translations that lack a region their source holds.
    static func findings(_ facts: [TableFact]) -> [Diagnostic] {
        facts.compactMap { fact in
            switch fact.kind {
            case .translationTable(let difference):
                finding(
                    path: fact.path, location: difference.location, message: GeneratedTableRule.message(difference), notes: fact.notes,
                    facts: difference.facts)
            case .missingRegion(let name, let location, let source, let line):
                finding(
                    path: fact.path, location: location, message: "no region '\(name)'; \(source) holds it at line \(line)",
                    notes: [
                        "put <!-- doccheck:begin \(name) --> and <!-- doccheck:end \(name) --> around this translation's table, then run 'doccheck regen-table'"
                    ])
            default: nil
            }
        }
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
