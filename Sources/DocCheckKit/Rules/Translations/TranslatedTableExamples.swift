/// A README with a generated table and its German translation, for the translated table rules' examples.
enum TranslatedTableExamples {
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
                "README.md": readme(ids), ".doccheck.json": TableExamples.configuration, "rows.json": rows(ids),
                "Translations/README.de.md": text, "Translations/.sources/\(hash).md": old,
            ],
            path: "Translations/README.de.md", line: line)
    }
}
