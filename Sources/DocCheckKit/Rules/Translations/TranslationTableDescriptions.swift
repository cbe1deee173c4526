/// The descriptions of the translation checks that the table plan runs (it generates the
/// translations' tables too, so `verify` and `regen-table` see the same text).
enum TranslationTableDescriptions {
    static let configuration = """
        { "tables": [ { "region": "demo-table", "documents": ["README.md"], "source": "rows.json" } ] }
        """

    static func rows(_ ids: [String]) -> String {
        let names = ["a": "Alpha", "b": "Beta", "c": "Gamma"]
        let rows = ids.map { #"{ "ID": "`\#($0)`", "Name": "\#(names[$0]!)", "Platforms": "iOS" }"# }
        return #"{ "idColumn": "ID", "columns": ["ID", "Name", "Platforms"], "proseColumns": ["Name"], "rows": [\#(rows.joined(separator: ", "))] }"#
    }

    static func table(_ rows: [String]) -> String {
        (["<!-- doccheck:begin demo-table -->", "| ID | Name | Platforms |", "| --- | --- | --- |"] + rows + ["<!-- doccheck:end demo-table -->"])
            .joined(separator: "\n") + "\n"
    }

    static func readme(_ ids: [String]) -> String {
        let names = ["a": "Alpha", "b": "Beta", "c": "Gamma"]
        return "# P\n\n[Deutsch](Translations/README.de.md)\n\n" + table(ids.map { "| `\($0)` | \(names[$0]!) | iOS |" })
    }

    static let germanRows = ["| `a` | Alfa | iOS |", "| `b` | Beta | iOS |"]

    /// A repository whose README has the rows `ids`, translated from the README with `translatedFrom`.
    static func repository(_ german: [String], ids: [String] = ["a", "b"], translatedFrom: [String] = ["a", "b"], line: Int? = nil) -> RuleExample {
        let old = readme(translatedFrom)
        let hash = SHA256.hex(Array(old.utf8))
        let text = TranslationExamples.marker(for: old) + "\n[English](../README.md)\n\n# P\n\n" + table(german)
        return RuleExample(
            [
                "README.md": readme(ids), ".doccheck.json": configuration, "rows.json": rows(ids),
                "Translations/README.de.md": text, "Translations/.sources/\(hash).md": old,
            ],
            path: "Translations/README.de.md", line: line)
    }

    static let all: [RuleDescription] = [
        RuleDescription(
            id: TranslatedTable.ruleID,
            summary: "a translation's generated table has its source's rows in order, the same non-prose cells and no empty prose cell",
            triggeringExamples: [
                repository([germanRows[0]], line: 9),
                repository([germanRows[0].replacingOccurrences(of: "iOS", with: "macOS"), germanRows[1]], line: 9),
                repository(["| `a` |  | iOS |", germanRows[1]], line: 9),
            ],
            nonTriggeringExamples: [repository(germanRows)]),
        RuleDescription(
            id: TranslatedTable.untranslatedRuleID,
            summary: "a translation's generated table has no row whose prose its source added or changed since the translation",
            severity: .warning,
            triggeringExamples: [repository(germanRows + ["| `c` | Gamma | iOS |"], ids: ["a", "b", "c"], line: 11)],
            nonTriggeringExamples: [repository(germanRows + ["| `c` | Gamma | iOS |"], ids: ["a", "b", "c"], translatedFrom: ["a", "b", "c"])]),
    ]
}
