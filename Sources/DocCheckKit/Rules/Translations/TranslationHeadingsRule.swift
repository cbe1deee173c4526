/// A translation has its source's headings: as many, with the same levels in the same order,
/// so that heading N of the translation is the translation of heading N of the source (the
/// other translation rules rely on that to compare sections and anchors).
struct TranslationHeadingsRule: Rule {
    static let id = "translation-headings"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "a translation's headings have its source's levels in the same order",
            triggeringExamples: [
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "## Verwendung", with: "### Verwendung"), line: 14),
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "## Verwendung", with: "Verwendung:"), line: 6),
            ],
            nonTriggeringExamples: [TranslationExamples.repository()])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Comparing a translation with its source is part of tracking translations, which a
        // repository opts in to (`translation-marker` says when it has not).
        guard context.translations.isTracked(in: context.repository) else { return [] }
        let index = context.translations
        return index.pairs(context.documents).compactMap(finding)
    }

    private func finding(_ pair: TranslationIndex.Pair) -> Diagnostic? {
        let original = pair.source.headings
        let translated = pair.document.headings
        let path = pair.source.path
        func finding(_ location: SourceLocation?, _ message: String) -> Diagnostic {
            Diagnostic(path: pair.translation.path, location: location, ruleID: Self.id, message: message)
        }
        for (number, (wanted, found)) in zip(original, translated).enumerated() where wanted.level != found.level {
            return finding(
                found.range?.start,
                "heading \(number + 1) '\(found.text)' is level \(found.level); \(path)'s heading \(number + 1) '\(wanted.text)' is level \(wanted.level)"
            )
        }
        if original.count > translated.count {
            let next = original[translated.count]
            let location = translated.last?.range?.start
            return finding(
                location,
                "this translation has \(translated.count) headings, \(path) has \(original.count): after heading \(translated.count) \(path) goes on with '\(next.text)' (level \(next.level)\(next.range.map { ", line \($0.start.line)" } ?? ""))"
            )
        }
        if translated.count > original.count {
            let extra = translated[original.count]
            return finding(
                extra.range?.start, "heading \(original.count + 1) '\(extra.text)' has no counterpart: \(path) has \(original.count) headings")
        }
        return nil
    }
}
