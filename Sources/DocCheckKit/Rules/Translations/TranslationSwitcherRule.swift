/// A document with translations, and each translation, links to every other language
/// version of it (a language switcher), so a reader of any one can reach the others. Checked
/// once the repository tracks its translations.
struct TranslationSwitcherRule: ContextRule {
    static let id = "translation-switcher"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "a translated document and each of its translations link to every other language version",
            triggeringExamples: [
                TranslationExamples.repository(
                    readme: TranslationExamples.readme.replacingOccurrences(of: "[Deutsch](Translations/README.de.md)", with: "Deutsch"),
                    path: "README.md"),
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "[English](../README.md)", with: "English")),
            ],
            nonTriggeringExamples: [TranslationExamples.repository()])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.translations
        // Linking every language version is part of tracking translations, which a repository
        // opts in to (`translation-marker` says when it has not).
        guard index.isTracked(in: context.repository) else { return [] }
        var findings: [Diagnostic] = []
        for source in index.sourcePaths {
            let versions = [source] + (index.translationsBySource[source] ?? []).filter { $0.document != nil }.map(\.path)
            for path in versions {
                guard let document = context.documents.document(path) else { continue }
                let anchors = LinkTarget.anchors(of: document)
                // A page of the package's own repository (`…/blob/main/README.de.md`) is the file it shows.
                let canonical = context.versionFacts.canonical
                let linked = Set(
                    document.links.compactMap { link -> String? in
                        LinkTarget(link.destination, in: path, anchors: anchors)?.repositoryPath(canonical: canonical)
                    })
                let missing = versions.filter { $0 != path && !linked.contains($0) }
                guard !missing.isEmpty else { continue }
                findings.append(
                    Self.finding(
                        path: path,
                        message: "no link to \(missing.map { "'\($0)'" }.joined(separator: ", ")); each language version links to all the others",
                        notes: ["start the document with a line of links to its other languages"]))
            }
        }
        return findings
    }
}
