/// A translation made from an older version of its source is behind: the warning names the
/// source's sections that changed, were added or were removed since, found by comparing the
/// stored copy of the version the marker names with the source as it is now. What doccheck
/// writes in the source (generated tables, this package's pins) is left out of the comparison
/// (`AuthoredText`): it writes the same in the translation.
struct TranslationBehindRule: ContextRule {
    static let id = "translation-behind"

    var description: RuleDescription {
        let readme = TranslationExamples.readme
        let pinned = VersionExamples.readme(#"from: "2.0.0""#)
        let older = VersionExamples.readme(#"from: "1.0.0""#)
        return RuleDescription(
            id: Self.id, summary: "a translation was made from the current version of its source; if not, which sections changed since",
            severity: .warning,
            triggeringExamples: [
                TranslationExamples.repository(
                    readme: readme.replacingOccurrences(of: "Tap it.", with: "Tap it twice."), translatedFrom: readme, line: 1),
                Self.pinRepository(readme: pinned + "\nTap it.\n", translatedFrom: older, line: 1),
            ],
            nonTriggeringExamples: [
                TranslationExamples.repository(),
                // Only what regen-table and fix-pins write changed.
                TranslatedTableExamples.repository(
                    TranslatedTableExamples.germanRows + ["| `c` | Gamma | iOS |"], ids: ["a", "b", "c"], translatedFrom: ["a", "b"]),
                Self.pinRepository(readme: pinned, translatedFrom: older),
            ])
    }

    /// A repository whose README pins the package, translated from the README `translatedFrom`.
    private static func pinRepository(readme: String, translatedFrom old: String, line: Int? = nil) -> RuleExample {
        VersionExamples.repository(
            [
                "README.md": readme, "Translations/README.de.md": TranslationExamples.marker(for: old) + "\n" + readme,
                "Translations/.sources/\(SHA256.hex(Array(old.utf8))).md": old,
            ], path: "Translations/README.de.md", line: line)
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.translations
        // Each version is read as authored once, however many translations name it.
        var authored: [String: MarkdownDocument] = [:]
        func read(_ document: MarkdownDocument, asVersionOf path: String) -> MarkdownDocument {
            if let known = authored[document.path] { return known }
            let text = AuthoredText(repository: context.repository, facts: context.versionFacts).document(document, asVersionOf: path)
            authored[document.path] = text
            return text
        }
        return index.pairs(context.documents).compactMap { pair in
            guard let marker = pair.translation.marker, marker.source == pair.source.path,
                pair.source.sha256 != marker.sha256,
                let stored = index.storedCopy(marker, repository: context.repository), stored.sha256 == marker.sha256
            else { return nil }
            // What regen-table and fix-pins wrote in the source they wrote in the translation too.
            let before = read(stored, asVersionOf: pair.source.path)
            let after = read(pair.source, asVersionOf: pair.source.path)
            guard before.source.bytes != after.source.bytes else { return nil }
            let changes = SectionChanges(from: before, to: after)
            return Self.finding(
                .warning, path: pair.translation.path, location: marker.location,
                message: "\(pair.source.path) changed since this translation: \(changes.summary)",
                notes: [
                    "bring the translation up to date, then run 'doccheck translations --mark-current \(pair.translation.languageCode)'"
                ], facts: ["changes": changes.summary])
        }
    }

    /// What `translations --mark-current --check` says of a translation it would mark.
    static func pending(_ path: String, source: String, version: String) -> Diagnostic {
        finding(.warning, path: path, message: "would be marked current with \(source) (\(version))")
    }
}

extension TranslationBehindRule {
    static let mutations: [Mutation] = [
        Mutation(id: "translation-source-changed", summary: "change a README section without updating the translations") { workspace in
            let path = workspace.repository.configuration.readme
            guard let first = MutationCatalogue.readmeTranslations(workspace).first, let document = workspace.document(path),
                let heading = document.headings.first(where: { $0.level == 2 }), let headingLine = heading.range?.start.line,
                let run = document.inlines.first(where: { run in
                    // Prose: a run after the heading that is not in a table.
                    guard run.kind == .text, let line = run.range?.start.line, line > headingLine else { return false }
                    return !document.tables.contains { $0.range.map { ($0.start.line...$0.end.line).contains(line) } ?? false }
                }),
                let line = run.range?.end.line
            else { return nil }
            // A sentence at the end of the section's first line of prose: no line moves, so
            // only the translations' markers can tell.
            try workspace.replaceLines(path, line...line, with: [workspace.line(path, line) + " A sentence the translations lack."])
            return MutationSite(path: first, line: 1)
        }
    ]
}
