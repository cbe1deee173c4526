/// One thing the table plan found in a document: the table rules each read the facts of
/// their kind and make the findings, and `regen-table` reads them all.
struct TableFact: Sendable {
    enum Kind: Sendable {
        /// A generated table differs from its source (`generated-table`), in the named region.
        case generatedTable(TableDifference, region: String)
        /// A generated region's bytes differ from the generator's from `line` on, where every
        /// cell agrees (`generated-region`).
        case regionText(line: Int)
        /// A translation's table differs from its source's (`translation-table`).
        case translationTable(TableDifference)
        /// A translation lacks a region its source holds at `sourceLine` (`translation-table`).
        case missingRegion(name: String, location: SourceLocation?, source: String, sourceLine: Int)
        /// A translation's row still holds the source's prose (`translation-untranslated`).
        case untranslated(UntranslatedRow)
    }

    var path: String
    var kind: Kind
    /// The document's first fact that `regen-table` mends: its finding says how.
    var suggestsRegeneration = false

    /// What the first finding of a document that `regen-table` mends adds.
    static let regenerationNote = "run 'doccheck regen-table' to regenerate the table (add --diff to 'doccheck verify' to see the change)"

    /// The notes of the fact's finding.
    var notes: [String] { suggestsRegeneration ? [Self.regenerationNote] : [] }
}

/// A row of a translation's table whose prose is still the source's: a row the source added
/// (`changed` nil) or whose `changed` columns it rewrote since the translation was made.
struct UntranslatedRow: Sendable {
    var id: String
    var changed: [String]?
    var location: SourceLocation?
    var source: String
    /// The names of the table's prose columns.
    var prose: [String]
    var language: String
}
