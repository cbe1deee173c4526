/// A translation made from an older version of its source is behind: the warning names the
/// source's sections that changed, were added or were removed since, found by comparing the
/// stored copy of the version the marker names with the source as it is now.
struct TranslationBehindRule: Rule {
    static let id = "translation-behind"

    var description: RuleDescription {
        let readme = TranslationExamples.readme
        return RuleDescription(
            id: Self.id, summary: "a translation was made from the current version of its source; if not, which sections changed since",
            severity: .warning,
            triggeringExamples: [
                TranslationExamples.repository(
                    readme: readme.replacingOccurrences(of: "Tap it.", with: "Tap it twice."), translatedFrom: readme, line: 1)
            ],
            nonTriggeringExamples: [TranslationExamples.repository()])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.translations
        return index.pairs(context.documents).compactMap { pair in
            guard let marker = pair.translation.marker, marker.source == pair.source.path,
                pair.source.sha256 != marker.sha256,
                let stored = index.storedCopy(marker, repository: context.repository), stored.sha256 == marker.sha256
            else { return nil }
            let changes = SectionChanges(from: stored, to: pair.source)
            return Diagnostic(
                .warning, path: pair.translation.path, location: marker.location, ruleID: Self.id,
                message: "\(pair.source.path) changed since this translation: \(changes.summary)",
                notes: [
                    "bring the translation up to date, then run 'doccheck translations --mark-current \(pair.translation.languageCode)'"
                ], facts: ["changes": changes.summary])
        }
    }
}
