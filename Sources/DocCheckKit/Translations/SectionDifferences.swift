/// What one rule found different in one section of a translation, reported as one finding:
/// a single difference where it is, several as their count and the first few, at the
/// section's heading ("3 links differ from README.md's section 'Usage': …").
struct SectionDifferences {
    struct Difference {
        /// Where in the translation; nil when the difference is something it lacks.
        var location: SourceLocation?
        var message: String
    }

    /// How many differences a finding spells out.
    static let shown = 3

    private(set) var items: [Difference] = []

    mutating func append(_ location: SourceLocation?, _ message: String) {
        items.append(Difference(location: location, message: message))
    }

    /// The finding for the section of `group`, nil when nothing differs. `noun` names what
    /// differs, in the plural ("links").
    func diagnostic(
        rule: any Rule.Type, noun: String, pair: TranslationIndex.Pair, group: SectionAlignment.Group?, alignment: SectionAlignment
    ) -> Diagnostic? {
        guard let first = items.first else { return nil }
        // The text before the first heading has no heading: its first line stands for it.
        let heading = group.flatMap { alignment.location(of: $0, in: pair.document) } ?? pair.document.firstLineLocation
        guard items.count > 1 else {
            return rule.finding(path: pair.translation.path, location: first.location ?? heading, message: first.message)
        }
        let section = (group?.sourcePair ?? group?.source.first).map { pair.source.sectionName($0) } ?? "text"
        let listed = items.prefix(Self.shown).map { item in
            (item.location.map { "line \($0.line): " } ?? "") + item.message
        }
        let more = items.count > Self.shown ? "; and \(items.count - Self.shown) more" : ""
        return rule.finding(
            path: pair.translation.path, location: heading ?? items.lazy.compactMap(\.location).first,
            message: "\(items.count) \(noun) differ from \(pair.source.path)'s \(section): \(listed.joined(separator: "; "))\(more)",
            facts: ["count": String(items.count)])
    }
}
