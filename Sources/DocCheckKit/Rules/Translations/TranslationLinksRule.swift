/// A translation links where its source links: the same addresses and repository paths, with
/// relative paths resolved from the translation's own folder, and its own headings where the
/// source links to its headings (a heading corresponds to the heading of the section that
/// `SectionAlignment` matches). A link to another document's version in the translation's
/// language is a link to that document (`NOTES_CN.md` in a Chinese translation where the
/// source links `NOTES.md`, and the other way), and a page of the package's own repository is
/// the path it shows. Links between the language versions (the language switcher) are left
/// to `translation-switcher`. Links are compared section by section, each section
/// with its own (in the whole document when a link's line is not known); a section the
/// translation lacks or adds is `translation-headings`' finding, not one per link.
struct TranslationLinksRule: ContextRule {
    static let id = "translation-links"

    var description: RuleDescription {
        let german = TranslationExamples.german
        let guides = ["Docs/Guide.de.md": "# Anleitung\n", "Docs/Guide.fr.md": "# Guide\n"]
        return RuleDescription(
            id: Self.id,
            summary:
                "a translation links to what its source links to: addresses, repository paths (or their versions in its language) and corresponding headings",
            triggeringExamples: [
                TranslationExamples.repository(german: german.replacingOccurrences(of: "(../Docs/Guide.md)", with: "(Docs/Guide.md)"), line: 8),
                TranslationExamples.repository(german: german.replacingOccurrences(of: "(#verwendung)", with: "(#usage)"), line: 8),
                TranslationExamples.repository(german: german.replacingOccurrences(of: " und [Verwendung](#verwendung)", with: ""), line: 6),
                // The guide in French is no guide in the translation's language.
                TranslationExamples.repository(
                    german: german.replacingOccurrences(of: "(../Docs/Guide.md)", with: "(../Docs/Guide.fr.md)"), files: guides, line: 8),
            ],
            nonTriggeringExamples: [
                TranslationExamples.repository(),
                // Each page's switcher links to itself as well, as the current language.
                TranslationExamples.repository(
                    readme: TranslationExamples.readme.replacingOccurrences(
                        of: "[Deutsch](Translations/README.de.md)", with: "[English](README.md) · [Deutsch](Translations/README.de.md)"),
                    german: german.replacingOccurrences(of: "[English](../README.md)", with: "[English](../README.md) · [Deutsch](README.de.md)")),
                // The guide in German, where the README links the guide.
                TranslationExamples.repository(
                    german: german.replacingOccurrences(of: "(../Docs/Guide.md)", with: "(../Docs/Guide.de.md)"), files: guides),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Comparing a translation with its source is part of tracking translations, which a
        // repository opts in to (`translation-marker` says when it has not).
        guard context.translations.isTracked(in: context.repository) else { return [] }
        let index = context.translations
        let pages = context.repositoryPages
        let versions = LanguageVersions(repository: context.repository, index: index)
        return index.pairs(context.documents).flatMap { pair in
            let languagePaths = Set([pair.source.path] + (index.translationsBySource[pair.source.path] ?? []).map(\.path))
            return findings(pair, alignment: index.alignment(pair), languagePaths: languagePaths, pages: pages, versions: versions)
        }
    }

    /// A link of a document with where it leads and the section it is in.
    private struct Occurrence {
        var link: Link
        var target: LinkTarget
        var section: Int
    }

    /// What a link leads to, in terms both documents share: a heading is the group of sections
    /// it heads.
    private enum Key: Hashable {
        case target(LinkTarget)
        case group(Int)
        case sourceHeading(Int)
        case translationHeading(Int)
    }

    /// The document's links, but for those to its language versions, itself included (the
    /// switcher's, where a page may link to itself as the current language),
    /// written as paths or as pages of the package's repository (`pages`).
    private func occurrences(_ document: MarkdownDocument, languagePaths: Set<String>, pages: RepositoryPages?) -> [Occurrence] {
        let anchors = LinkTarget.anchors(of: document)
        let headingLines = document.headingLines
        return document.links.compactMap { link in
            guard let target = LinkTarget(link.destination, in: document.path, anchors: anchors, pages: pages) else { return nil }
            if let path = target.repositoryPath, languagePaths.contains(path) { return nil }
            let section = MarkdownDocument.sectionIndex(ofLine: link.range?.start.line ?? 0, headingLines: headingLines)
            return Occurrence(link: link, target: target, section: section)
        }
    }

    private func findings(
        _ pair: TranslationIndex.Pair, alignment: SectionAlignment, languagePaths: Set<String>, pages: RepositoryPages?,
        versions: LanguageVersions
    ) -> [Diagnostic] {
        let bySection = (pair.source.links + pair.document.links).allSatisfy { $0.range != nil }
        func sourceKey(_ target: LinkTarget) -> Key {
            guard case .heading(let index) = target else { return .target(target) }
            return alignment.groupIndex(ofSource: index).map(Key.group) ?? .sourceHeading(index)
        }
        func translationKey(_ target: LinkTarget) -> Key {
            guard case .heading(let index) = target else { return .target(target) }
            return alignment.groupIndex(ofTranslation: index).map(Key.group) ?? .translationHeading(index)
        }
        // A section only one side has is one finding of `translation-headings`: its links are
        // not compared, nor are the source's links to it; nor are a guessed pair's.
        func isCompared(_ group: Int?) -> Bool {
            guard let group else { return false }
            return alignment.groups[group].isCompared
        }
        let original = occurrences(pair.source, languagePaths: languagePaths, pages: pages).filter { occurrence in
            guard case .heading(let index) = occurrence.target else { return true }
            return isCompared(alignment.groupIndex(ofSource: index))
        }
        let translated = occurrences(pair.document, languagePaths: languagePaths, pages: pages)
        var bySource: [Int: [Occurrence]] = [:]
        var byTranslation: [Int: [Occurrence]] = [:]
        // A link of the source to an anchor it does not have is `link-anchor`'s finding: it is
        // no reference for the translation, whose link in its place may lead anywhere in the document.
        var brokenBySource: [Int: Int] = [:]
        let sourceAnchorIndex = original.contains { if case .anchor = $0.target { true } else { false } } ? AnchorIndex(document: pair.source) : nil
        for occurrence in original {
            guard let group = bySection ? alignment.groupIndex(ofSource: occurrence.section) : 0, isCompared(group) else { continue }
            if case .anchor(let name) = occurrence.target, let index = sourceAnchorIndex, index.match(name) != .found {
                brokenBySource[group, default: 0] += 1
                continue
            }
            bySource[group, default: []].append(occurrence)
        }
        for occurrence in translated {
            guard let group = bySection ? alignment.groupIndex(ofTranslation: occurrence.section) : 0, isCompared(group) else { continue }
            byTranslation[group, default: []].append(occurrence)
        }
        // Read only when a link is left over, as most translations have none.
        var sourceAnchors: [String: Int]?
        var findings: [Diagnostic] = []
        for group in Set(bySource.keys).union(byTranslation.keys).sorted() {
            var missing = Pending(bySource[group] ?? [], key: sourceKey)
            // The same targets first, so that a version in the translation's language takes
            // only a link the translation has no same link for.
            let unmatched = (byTranslation[group] ?? []).filter { missing.take(key: translationKey($0.target)) == nil }
            var extra: [Occurrence] = []
            for occurrence in unmatched {
                if let language = pair.translation.language, case .path(let path, let fragment) = occurrence.target,
                    versions.counterparts(of: path, for: language).contains(where: {
                        missing.take(key: .target(.path($0, fragment: fragment))) != nil
                    })
                {
                    continue
                } else if Self.isTop(occurrence.target),
                    missing.take(key: .target(.top)) != nil || missing.take(key: sourceKey(.heading(0))) != nil
                {
                    // A link back to the top, written as the top or as the first heading on either side.
                    continue
                } else if Self.isInDocument(occurrence.target), brokenBySource[group, default: 0] > 0 {
                    brokenBySource[group, default: 0] -= 1
                } else {
                    extra.append(occurrence)
                }
            }
            let scope = bySection ? " in this section" : ""
            var differences = SectionDifferences()
            for occurrence in extra {
                // The same words from the source's folder: a relative path not adjusted to Translations/.
                let anchors = sourceAnchors ?? LinkTarget.anchors(of: pair.source)
                sourceAnchors = anchors
                if let fromSource = LinkTarget(occurrence.link.destination, in: pair.source.path, anchors: anchors), case .path = fromSource,
                    let wanted = missing.take(target: fromSource)
                {
                    differences.append(
                        occurrence.link.location,
                        "\(written(occurrence, in: pair.document)) where \(pair.source.path) links to \(describe(wanted.target, pair.source)); from \(LinkTarget.folder(of: pair.document.path))/ write '\(relative(wanted.target, from: pair.document))'"
                    )
                    continue
                }
                if let wanted = missing.take(kind: Self.kind(occurrence.target)) {
                    differences.append(
                        occurrence.link.location,
                        "\(written(occurrence, in: pair.document)); \(pair.source.path) links to \(describe(wanted.target, pair.source))\(SourceLocation.lineMention(wanted.link.location?.line))\(hint(wanted.target, pair.document, alignment))"
                    )
                    continue
                }
                differences.append(
                    occurrence.link.location,
                    "\(written(occurrence, in: pair.document)), which \(pair.source.path) does not link to\(scope)"
                )
            }
            for occurrence in missing.remaining {
                differences.append(
                    nil,
                    "\(pair.source.path) links to \(describe(occurrence.target, pair.source))\(SourceLocation.lineMention(occurrence.link.location?.line)); this translation does not link to it\(scope)\(hint(occurrence.target, pair.document, alignment))"
                )
            }
            let unit = bySection ? alignment.groups[group] : nil
            if let finding = differences.diagnostic(rule: Self.self, noun: "links", pair: pair, group: unit, alignment: alignment) {
                findings.append(finding)
            }
        }
        return findings
    }

    /// Whether a link to `target` leads back to the top: to the top itself or the first heading.
    private static func isTop(_ target: LinkTarget) -> Bool { target == .top || target == .heading(0) }

    /// Whether a target is a place in the document itself.
    private static func isInDocument(_ target: LinkTarget) -> Bool {
        switch target {
        case .heading, .anchor, .top: true
        case .external, .path: false
        }
    }

    /// The kind of a link's target, which a translation's link of the same kind replaces as one
    /// mistake: an address, a path, or a place in the document (a heading or an anchor).
    private static func kind(_ target: LinkTarget) -> Int {
        switch target {
        case .external: 0
        case .path: 1
        case .heading, .anchor, .top: 2
        }
    }

    /// The source's links of one section not yet matched, in order, each found by its key, its
    /// target or its kind in constant time on average: a section of many links is compared in
    /// time linear in them, where a search of the list for each link took their square.
    private struct Pending {
        private var items: [Occurrence]
        private var taken: [Bool]
        private var byKey: Queues<Key>
        private var byTarget: Queues<LinkTarget>
        private var byKind: Queues<Int>

        init(_ items: [Occurrence], key: (LinkTarget) -> Key) {
            self.items = items
            taken = Array(repeating: false, count: items.count)
            byKey = Queues(items.map { key($0.target) })
            byTarget = Queues(items.map(\.target))
            byKind = Queues(items.map { TranslationLinksRule.kind($0.target) })
        }

        /// The first link not yet taken whose key is `key`, taken.
        mutating func take(key: Key) -> Occurrence? { take(byKey.first(key, skipping: taken)) }
        mutating func take(target: LinkTarget) -> Occurrence? { take(byTarget.first(target, skipping: taken)) }
        mutating func take(kind: Int) -> Occurrence? { take(byKind.first(kind, skipping: taken)) }

        var remaining: [Occurrence] { items.indices.filter { !taken[$0] }.map { items[$0] } }

        private mutating func take(_ index: Int?) -> Occurrence? {
            guard let index else { return nil }
            taken[index] = true
            return items[index]
        }
    }

    /// The positions of each value in order, read from the front past those taken.
    private struct Queues<Value: Hashable> {
        private var positions: [Value: [Int]] = [:]
        private var fronts: [Value: Int] = [:]

        init(_ values: [Value]) {
            for (index, value) in values.enumerated() { positions[value, default: []].append(index) }
        }

        mutating func first(_ value: Value, skipping taken: [Bool]) -> Int? {
            guard let list = positions[value] else { return nil }
            var front = fronts[value] ?? 0
            while front < list.count, taken[list[front]] { front += 1 }
            fronts[value] = front
            return front < list.count ? list[front] : nil
        }
    }

    /// A link of the translation as written and, when that is not the same, where it leads.
    private func written(_ occurrence: Occurrence, in document: MarkdownDocument) -> String {
        let target = describe(occurrence.target, document)
        return target == "'\(occurrence.link.destination)'" ? "link to \(target)" : "link '\(occurrence.link.destination)' leads to \(target)"
    }

    private func describe(_ target: LinkTarget, _ document: MarkdownDocument) -> String {
        switch target {
        case .external(let address): "'\(address)'"
        case .path(let path, let fragment): "'\(path)\(fragment.map { "#" + $0 } ?? "")'"
        case .heading(let index): "heading \(index + 1) '\(document.headings[index].text)'"
        case .anchor(let name): "'#\(name)', which is no heading of \(document.path)"
        case .top: "the top of \(document.path)"
        }
    }

    /// How the translation writes a link to the heading of the section that corresponds to the
    /// one the source's `target` heads.
    private func hint(_ target: LinkTarget, _ document: MarkdownDocument, _ alignment: SectionAlignment) -> String {
        guard case .heading(let sourceIndex) = target, let index = alignment.translationSection(of: sourceIndex),
            document.headings.indices.contains(index)
        else { return "" }
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
        Self.finding(path: pair.translation.path, location: location, message: message)
    }
}
