/// A translation has its source's sections, at the same levels and in the same order. Which
/// section is which is told by what they hold (`SectionAlignment`), not by position, so a
/// missing, extra, merged or moved section is one finding, and the other translation rules
/// compare each section with its own.
struct TranslationHeadingsRule: ContextRule {
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
            Self.finding(path: pair.translation.path, location: location, message: message, notes: notes)
        }
        var findings: [Diagnostic] = []
        // Sections missing at one place are one finding: a section with its subsections, or
        // several in a row.
        var missing: [(place: SourceLocation?, sections: [Int])] = []
        for group in alignment.groups {
            guard let s = group.sourcePair, let t = group.translationPair else {
                if let section = group.source.first {
                    let place = alignment.place(ofMissing: section, in: translation)
                    if let index = missing.firstIndex(where: { $0.place == place }) {
                        missing[index].sections.append(section)
                    } else {
                        missing.append((place, [section]))
                    }
                } else if let extra = group.translation.first {
                    findings.append(finding(translation.sectionLocation(extra), "section '\(translation.headings[extra].title)' is not in \(path)"))
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
                        "section '\(translation.headings[split].title)' is not in \(path): it holds part of \(path)'s \(source.sectionName(s))"))
            }
        }
        for (place, sections) in missing {
            findings.append(missingFinding(sections.sorted(), at: place, pair, alignment))
        }
        return Self.oneAtEachPlace(findings)
    }

    /// The findings, those at one place made one: a section missing before a heading and that
    /// heading's section moved are one finding there, each said in turn.
    private static func oneAtEachPlace(_ findings: [Diagnostic]) -> [Diagnostic] {
        var order: [SourceLocation?] = []
        var atPlace: [SourceLocation?: [Diagnostic]] = [:]
        for finding in findings {
            if atPlace[finding.location] == nil { order.append(finding.location) }
            atPlace[finding.location, default: []].append(finding)
        }
        return order.compactMap { place in
            guard let here = atPlace[place], var first = here.first else { return nil }
            guard here.count > 1 else { return first }
            first.message = "\(here.count) differences in the sections here: " + here.map(\.message).joined(separator: "; ")
            first.notes = here.flatMap(\.notes)
            return first
        }
    }

    /// The one finding for the source's `sections` that the translation lacks at `place`.
    private func missingFinding(_ sections: [Int], at place: SourceLocation?, _ pair: TranslationIndex.Pair, _ alignment: SectionAlignment)
        -> Diagnostic
    {
        let source = pair.source
        let path = source.path
        func finding(_ location: SourceLocation?, _ message: String, _ notes: [String]) -> Diagnostic {
            Self.finding(path: pair.translation.path, location: location, message: message, notes: notes)
        }
        func whereItIs(_ section: Int) -> String {
            let heading = source.headings[section]
            return "\(path) has '\(heading.title)'\(heading.range.map { " at line \($0.start.line)" } ?? ""), after \(Self.name(section - 1, source))"
        }
        guard sections.count == 1, let section = sections.first else {
            let names = sections.prefix(Self.listed).map { "'\(source.headings[$0].title)'" }.joined(separator: ", ")
            let more = sections.count > Self.listed ? " and \(sections.count - Self.listed) more" : ""
            return finding(place, "\(sections.count) sections of \(path) are missing here: \(names)\(more)", sections.map(whereItIs))
        }
        let heading = source.headings[section]
        // The translation's section beside it could be this one as well as its own pair: the
        // finding stands at that section.
        let guesses = alignment.guesses(including: section).compactMap { group in
            group.sourcePair.flatMap { s in group.translationPair.map { (source: s, translation: $0) } }
        }
        if let first = guesses.first {
            let candidates = (guesses.map(\.source) + [section]).sorted()
            let names = candidates.map { "'\(source.headings[$0].title)'" }
            let theirs = guesses.map { "'\(pair.document.headings[$0.translation].title)'" }
            let all = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            let count = theirs.count == 1 ? "one" : theirs.count == 2 ? "two" : String(theirs.count)
            return finding(
                pair.document.sectionLocation(first.translation) ?? place,
                "one of \(path)'s sections \(all) is missing: this translation has \(count) of them, "
                    + "\(theirs.joined(separator: " and ")), and what they hold does not tell which",
                candidates.map(whereItIs))
        }
        return finding(place, "section '\(heading.title)' of \(path) is missing", [whereItIs(section)])
    }

    /// How many missing sections a finding names.
    private static let listed = 5

    /// A section's heading in quotes, or the start of the document.
    private static func name(_ section: Int, _ document: MarkdownDocument) -> String {
        document.headings.indices.contains(section) ? "'\(document.headings[section].title)'" : "the start"
    }
}
