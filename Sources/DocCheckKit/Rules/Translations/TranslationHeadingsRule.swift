/// A translation has its source's sections, at the same levels and in the same order. Which
/// section is which is told by what they hold (`SectionAlignment`), not by position, so a
/// missing, extra, merged or moved section is one finding, and the other translation rules
/// compare each section with its own.
struct TranslationHeadingsRule: Rule {
    static let id = "translation-headings"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "a translation has its source's sections, matched by what they hold, at the same levels and in the same order",
            triggeringExamples: [
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "## Verwendung", with: "### Verwendung"), line: 14),
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "## Verwendung", with: "Verwendung:"), line: 16),
            ],
            nonTriggeringExamples: [TranslationExamples.repository()])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Comparing a translation with its source is part of tracking translations, which a
        // repository opts in to (`translation-marker` says when it has not).
        guard context.translations.isTracked(in: context.repository) else { return [] }
        let index = context.translations
        return index.pairs(context.documents).flatMap { findings($0, index.alignment($0)) }
    }

    private func findings(_ pair: TranslationIndex.Pair, _ alignment: SectionAlignment) -> [Diagnostic] {
        let source = pair.source
        let translation = pair.document
        let path = source.path
        func finding(_ location: SourceLocation?, _ message: String, notes: [String] = []) -> Diagnostic {
            Diagnostic(path: pair.translation.path, location: location, ruleID: Self.id, message: message, notes: notes)
        }
        var findings: [Diagnostic] = []
        for group in alignment.groups {
            guard let s = group.sourcePair, let t = group.translationPair else {
                if let missing = group.source.first {
                    let heading = source.headings[missing]
                    findings.append(
                        finding(
                            alignment.place(ofMissing: missing, in: translation),
                            "section '\(heading.text)' of \(path) is missing",
                            notes: [
                                "\(path) has it\(heading.range.map { " at line \($0.start.line)" } ?? ""), after \(Self.name(missing - 1, source))"
                            ]))
                } else if let extra = group.translation.first {
                    findings.append(finding(translation.sectionLocation(extra), "section '\(translation.headings[extra].text)' is not in \(path)"))
                }
                continue
            }
            let location = translation.sectionLocation(t)
            if s >= 0, t >= 0 {
                let wanted = source.headings[s]
                let found = translation.headings[t]
                if group.isMoved {
                    findings.append(
                        finding(
                            location,
                            "\(path)'s section '\(wanted.text)' is moved: \(path) has it after \(Self.name(s - 1, source)), this translation after \(Self.name(t - 1, translation))"
                        ))
                }
                if wanted.level != found.level {
                    findings.append(
                        finding(
                            location,
                            "heading \(t + 1) '\(found.text)' is level \(found.level); \(path)'s heading \(s + 1) '\(wanted.text)' is level \(wanted.level)"
                        ))
                }
            }
            for merged in group.source where merged != s {
                findings.append(
                    finding(
                        location ?? SourceLocation(line: 1),
                        "\(source.sectionName(merged)) of \(path) is merged into \(t >= 0 ? translation.sectionName(t) : "the text before the first heading") here"
                    ))
            }
            for split in group.translation where split != t {
                findings.append(
                    finding(
                        translation.sectionLocation(split),
                        "section '\(translation.headings[split].text)' is not in \(path): it holds part of \(path)'s \(source.sectionName(s))"))
            }
        }
        return findings
    }

    /// A section's heading in quotes, or the start of the document.
    private static func name(_ section: Int, _ document: MarkdownDocument) -> String {
        document.headings.indices.contains(section) ? "'\(document.headings[section].text)'" : "the start"
    }
}
