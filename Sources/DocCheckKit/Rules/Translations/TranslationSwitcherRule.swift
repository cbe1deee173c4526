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
                // Another repository's page shows another README.
                Self.pages(german: "<a href=\"https://github.com/example/kit-docs#readme\">English</a>"),
            ],
            nonTriggeringExamples: [
                TranslationExamples.repository(),
                // The package's own repository: its page shows the README, `blob/BRANCH/PATH` the file PATH.
                Self.pages(german: "<a href=\"https://github.com/example/kit#readme\">English</a>"),
            ])
    }

    /// The README's switcher a line of HTML linking the page of the German translation on the
    /// package's repository, and the German translation's switcher `german`.
    private static func pages(german switcher: String) -> RuleExample {
        TranslationExamples.repository(
            readme: TranslationExamples.readme.replacingOccurrences(
                of: "[Deutsch](Translations/README.de.md)",
                with: "<p align=\"center\"><a href=\"\(VersionExamples.url)/blob/main/Translations/README.de.md\">Deutsch</a></p>"),
            german: TranslationExamples.german(replacing: "[English](../README.md)", with: "<p align=\"center\">\(switcher)</p>"),
            files: [Configuration.fileName: VersionExamples.configuration])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.translations
        // Linking every language version is part of tracking translations, which a repository
        // opts in to (`translation-marker` says when it has not).
        guard index.isTracked(in: context.repository) else { return [] }
        // A page of the package's own repository (`…/blob/main/README.de.md`, or the repository's
        // page for the README) is the file it shows.
        let pages = context.repositoryPages
        var findings: [Diagnostic] = []
        for source in index.sourcePaths {
            let versions = [source] + (index.translationsBySource[source] ?? []).filter { $0.document != nil }.map(\.path)
            for path in versions {
                guard let document = context.documents.document(path) else { continue }
                let anchors = LinkTarget.anchors(of: document)
                // A switcher is often a line of HTML (`<p align="center"><a href=…>`): its links count too.
                let linked = Set(
                    LinkInventory.links(in: document).compactMap { link -> String? in
                        LinkTarget(link.destination, in: path, anchors: anchors, pages: pages)?.repositoryPath
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
