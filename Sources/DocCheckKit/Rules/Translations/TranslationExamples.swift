/// Small repositories with a README and its German translation, for the translation rules' examples.
enum TranslationExamples {
    static let readme = """
        # Widgets

        [Deutsch](Translations/README.de.md)

        ## Install

        See [the guide](Docs/Guide.md) and [Usage](#usage).

        ```swift
        let widget = Widget()   // a widget
        ```

        ## Usage

        Tap it.

        """

    static let german = """
        [English](../README.md)

        # Widgets

        ## Installation

        Siehe [die Anleitung](../Docs/Guide.md) und [Verwendung](#verwendung).

        ```swift
        let widget = Widget()   // ein Widget
        ```

        ## Verwendung

        Tippen.

        """

    /// The marker line that says a translation was made from `source`.
    static func marker(for source: String) -> String {
        TranslationMarker.comment(source: "README.md", sha256: SHA256.hex(Array(source.utf8)))
    }

    /// A repository with the README (`readme`), its German translation (`german`, marked as
    /// translated from `translatedFrom`, whose copy is stored), any other `files` and the
    /// finding's expected line.
    static func repository(
        readme: String = readme, german: String = german, translatedFrom: String? = nil, files: [String: String] = [:],
        line: Int? = nil, path: String = "Translations/README.de.md"
    ) -> RuleExample {
        let source = translatedFrom ?? readme
        let example: [String: String] = [
            "README.md": readme, "Docs/Guide.md": "# Guide\n",
            "Translations/README.de.md": marker(for: source) + "\n" + german,
            "Translations/.sources/\(SHA256.hex(Array(source.utf8))).md": source,
        ]
        return RuleExample(example.merging(files) { $1 }, path: path, line: line)
    }

    /// `text` with `old` replaced by `new` (exactly one occurrence is expected).
    static func german(replacing old: String, with new: String) -> String {
        german.replacingOccurrences(of: old, with: new)
    }
}
