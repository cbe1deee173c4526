/// A translation links where its source links: the same addresses and repository paths, with
/// relative paths resolved from the translation's own folder, and its own headings where the
/// source links to its headings (heading N of one corresponds to heading N of the other). Links
/// between the language versions (the language switcher) are left to `translation-switcher`.
/// Links are compared section by section when the headings correspond, else in the whole document.
struct TranslationLinksRule: Rule {
    static let id = "translation-links"

    var description: RuleDescription {
        let german = TranslationExamples.german
        return RuleDescription(
            id: Self.id, summary: "a translation links to what its source links to: addresses, repository paths and corresponding headings",
            triggeringExamples: [
                TranslationExamples.repository(german: german.replacingOccurrences(of: "(../Docs/Guide.md)", with: "(Docs/Guide.md)"), line: 8),
                TranslationExamples.repository(german: german.replacingOccurrences(of: "(#verwendung)", with: "(#usage)"), line: 8),
                TranslationExamples.repository(german: german.replacingOccurrences(of: " und [Verwendung](#verwendung)", with: ""), line: 6),
            ],
            nonTriggeringExamples: [TranslationExamples.repository()])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Comparing a translation with its source is part of tracking translations, which a
        // repository opts in to (`translation-marker` says when it has not).
        guard context.translations.isTracked(in: context.repository) else { return [] }
        let index = context.translations
        // A source's links are read once for all its translations (by section and whole).
        var sourceOccurrences: [String: [Occurrence]] = [:]
        return index.pairs(context.documents).flatMap { pair in
            let languagePaths = Set([pair.source.path] + (index.translationsBySource[pair.source.path] ?? []).map(\.path))
            let bySection =
                pair.source.headingsCorrespond(to: pair.document)
                && (pair.source.links + pair.document.links).allSatisfy { $0.range != nil }
            let key = "\(bySection) \(pair.source.path)"
            let original =
                sourceOccurrences[key]
                ?? occurrences(pair.source, bySection: bySection, languagePaths: languagePaths)
            sourceOccurrences[key] = original
            return findings(pair, original: original, bySection: bySection, languagePaths: languagePaths)
        }
    }

    private struct Occurrence {
        var target: LinkTarget
        var destination: String
        var location: SourceLocation?
        var section: Int
    }

    private func occurrences(_ document: MarkdownDocument, bySection: Bool, languagePaths: Set<String>) -> [Occurrence] {
        let anchors = LinkTarget.anchors(of: document)
        return document.links.compactMap { link in
            guard let target = LinkTarget(link.destination, in: document.path, anchors: anchors) else { return nil }
            if case .path(let path, _) = target, languagePaths.contains(path), path != document.path { return nil }
            let section = bySection ? document.sectionIndex(ofLine: link.range?.start.line ?? 0) : -1
            return Occurrence(target: target, destination: link.destination, location: link.range?.start, section: section)
        }
    }

    private func findings(
        _ pair: TranslationIndex.Pair, original: [Occurrence], bySection: Bool, languagePaths: Set<String>
    ) -> [Diagnostic] {
        // Read only when a link is left over, as most translations have none.
        var sourceAnchors: [String: Int]?
        let translated = occurrences(pair.document, bySection: bySection, languagePaths: languagePaths)
        var findings: [Diagnostic] = []
        let sections = Set(original.map(\.section) + translated.map(\.section)).sorted()
        for section in sections {
            var missing = original.filter { $0.section == section }
            var extra: [Occurrence] = []
            for occurrence in translated where occurrence.section == section {
                if let match = missing.firstIndex(where: { $0.target == occurrence.target }) {
                    missing.remove(at: match)
                } else {
                    extra.append(occurrence)
                }
            }
            for occurrence in extra {
                // The same words from the source's folder: a relative path not adjusted to Translations/.
                let anchors = sourceAnchors ?? LinkTarget.anchors(of: pair.source)
                sourceAnchors = anchors
                let fromSource = LinkTarget(occurrence.destination, in: pair.source.path, anchors: anchors)
                if let match = missing.firstIndex(where: { $0.target == fromSource }) {
                    let wanted = missing.remove(at: match)
                    findings.append(
                        finding(
                            pair, occurrence.location,
                            "link '\(occurrence.destination)' leads to \(describe(occurrence.target, pair.document)) where \(pair.source.path) links to \(describe(wanted.target, pair.source)); from \(LinkTarget.folder(of: pair.document.path))/ write '\(relative(wanted.target, from: pair.document))'"
                        ))
                    continue
                }
                if let match = missing.firstIndex(where: { Self.sameKind($0.target, occurrence.target) }) {
                    let wanted = missing.remove(at: match)
                    findings.append(
                        finding(
                            pair, occurrence.location,
                            "link '\(occurrence.destination)' leads to \(describe(occurrence.target, pair.document)); \(pair.source.path) links to \(describe(wanted.target, pair.source))\(SourceLocation.lineMention(wanted.location?.line))\(hint(wanted.target, pair.document))"
                        ))
                    continue
                }
                findings.append(
                    finding(
                        pair, occurrence.location,
                        "link '\(occurrence.destination)' leads to \(describe(occurrence.target, pair.document)), which \(pair.source.path) does not link to\(bySection ? " in this section" : "")"
                    ))
            }
            for occurrence in missing {
                let location = bySection ? pair.document.sectionLocation(section) : nil
                findings.append(
                    finding(
                        pair, location,
                        "\(pair.source.path) links to \(describe(occurrence.target, pair.source))\(SourceLocation.lineMention(occurrence.location?.line)); this translation does not\(bySection ? " in this section" : "")\(hint(occurrence.target, pair.document))"
                    ))
            }
        }
        return findings
    }

    /// Whether two targets are the same kind of thing, so that one replacing the other reads as one mistake.
    private static func sameKind(_ a: LinkTarget, _ b: LinkTarget) -> Bool {
        switch (a, b) {
        case (.external, .external), (.path, .path): true
        case (.heading, .heading), (.heading, .anchor), (.anchor, .heading), (.anchor, .anchor): true
        default: false
        }
    }

    private func describe(_ target: LinkTarget, _ document: MarkdownDocument) -> String {
        switch target {
        case .external(let address): "'\(address)'"
        case .path(let path, let fragment): "'\(path)\(fragment.map { "#" + $0 } ?? "")'"
        case .heading(let index): "heading \(index + 1) '\(document.headings[index].text)'"
        case .anchor(let name): "'#\(name)', which is no heading of \(document.path)"
        }
    }

    /// How the translation writes a link to the corresponding heading.
    private func hint(_ target: LinkTarget, _ document: MarkdownDocument) -> String {
        guard case .heading(let index) = target, document.headings.indices.contains(index) else { return "" }
        let anchor = LinkTarget.anchors(of: document).first { $0.value == index }?.key ?? ""
        return "; here heading \(index + 1) is '\(document.headings[index].text)': write '#\(anchor)'"
    }

    /// A repository path written relative to `document`'s folder.
    private func relative(_ target: LinkTarget, from document: MarkdownDocument) -> String {
        guard case .path(let path, let fragment) = target else { return "" }
        let folder = LinkTarget.folder(of: document.path).split(separator: "/")
        var parts = path.split(separator: "/")
        var common = 0
        while common < folder.count, common < parts.count - 1, folder[common] == parts[common] { common += 1 }
        parts.removeFirst(common)
        let up = Array(repeating: "..", count: folder.count - common)
        return (up + parts.map(String.init)).joined(separator: "/") + (fragment.map { "#" + $0 } ?? "")
    }

    private func finding(_ pair: TranslationIndex.Pair, _ location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(path: pair.translation.path, location: location, ruleID: Self.id, message: message)
    }
}
