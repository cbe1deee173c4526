extension TablePlan {
    /// A translation without a region its source has: the table cannot be kept in step.
    /// The finding is at the heading of the translation's section that corresponds to the source's.
    static func missingRegion(
        _ name: String, _ pair: TranslationIndex.Pair, _ documents: DocumentSet, _ translations: TranslationIndex
    ) -> [TableFact] {
        // Where the source lacks the region too, its own finding says so, and the translation
        // follows once it is added.
        guard let sourceRegion = documents.regions(pair.source.path)?.first(where: { $0.name == name }) else { return [] }
        let section = pair.source.sectionIndex(ofLine: sourceRegion.beginLine)
        let location = translations.alignment(pair).translationSection(of: section).flatMap { pair.document.sectionLocation($0) }
        let kind = TableFact.Kind.missingRegion(name: name, location: location, source: pair.source.path, sourceLine: sourceRegion.beginLine)
        return [TableFact(path: pair.translation.path, kind: kind)]
    }

    /// The untranslated rows of `document`'s region `name`, judged against the stored copy of
    /// the source version the translation's marker names (nothing without a usable marker).
    static func untranslated(
        _ document: MarkdownDocument, _ name: String, _ spec: TableSpec, _ pair: TranslationIndex.Pair,
        _ translations: TranslationIndex, _ repository: Repository
    ) -> [TableFact] {
        guard let marker = pair.translation.marker, marker.source == pair.source.path,
            let stored = translations.storedCopy(marker, repository: repository), stored.sha256 == marker.sha256,
            let region = MarkerScanner.regions(in: document).regions.first(where: { $0.name == name }),
            let table = TranslatedTable.table(in: document, region)
        else { return [] }
        let storedTable = MarkerScanner.regions(in: stored).regions.first { $0.name == name }.flatMap {
            TranslatedTable.table(in: stored, $0)
        }
        return TranslatedTable.untranslatedRows(
            table, spec: spec, stored: storedTable, sourcePath: pair.source.path, language: pair.translation.languageCode
        ).map { TableFact(path: document.path, kind: .untranslated($0)) }
    }
}
