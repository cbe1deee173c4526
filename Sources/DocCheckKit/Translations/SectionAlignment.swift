/// Which sections of a translation say what which sections of its source say, matched by what
/// they hold (`SectionProfile`), not by position: a translation may lack a section, have one
/// more, merge two, split one or put one elsewhere, and the sections after it still meet
/// their own.
///
/// A sequence alignment (Needleman–Wunsch) over the two lists of sections pairs them in order,
/// in time and memory that grow with the product of their counts; sections left over are then
/// matched out of order (moved), or joined to a neighbour that holds their content (merged,
/// split). The text before the first heading (section -1) is always its own pair.
struct SectionAlignment: Sendable {
    /// Sections of the source and of the translation that hold the same things.
    struct Group: Sendable, Equatable {
        /// Section indexes (-1 for the text before the first heading), in document order.
        var source: [Int]
        var translation: [Int]
        /// The two sections the alignment matched; the others of the group were merged into
        /// it or split from it. Nil for a section only one side has.
        var sourcePair: Int?
        var translationPair: Int?
        /// Whether the pair stands elsewhere in the translation than in the source.
        var isMoved = false
        /// Sections of the source, left unmatched beside the pair's own, that the
        /// translation's section could be as well: the pair shares nothing, nor do they, so
        /// which one the translation has is a guess.
        var alternatives: [Int] = []

        /// Whether the two sides' content is compared: both sides have a section and which
        /// section the translation's is was not a guess.
        var isCompared: Bool { !source.isEmpty && !translation.isEmpty && alternatives.isEmpty }
    }

    private(set) var groups: [Group] = []
    /// Each section's group, by section index + 1.
    private var sourceGroups: [Int?]
    private var translationGroups: [Int?]

    // The scores, in tenths: sections with the same level and shape score 30 before their
    // content; a feature shared by both adds up to 40, sections with features and none in
    // common lose 20; the same heading words add 60, more than any content; leaving a section
    // unmatched costs 15. Subsections' headings add up to 60 in the share both have.
    static let sameLevel: Int32 = 20
    static let sameShape = 10.0
    static let sameFeatures = 40.0
    static let noCommonFeature: Int32 = -20
    static let sameTitle: Int32 = 60
    static let gap: Int32 = -15
    /// A translation's section with none of the features of the source's section in its place,
    /// where that has this many, is another section.
    static let contentDropped = 2
    /// A leftover pair scores at least this, with a feature in common, to be a moved section.
    static let moveThreshold: Int32 = 40

    /// The alignment of `translation` with `source`, leaving out the source's sections
    /// `excluded` (a language switcher's heading, which a translation does not repeat).
    /// `profiles` gives a document's section profiles: a memo's, where many alignments share a source.
    init(
        source: MarkdownDocument, translation: MarkdownDocument, excluding excluded: Set<Int> = [],
        profiles profile: (MarkdownDocument) -> [SectionProfile] = SectionProfile.profiles(of:)
    ) {
        let profiles = profile(source)
        let kept = profiles.indices.filter { !excluded.contains($0 - 1) }
        var sourceProfiles = kept.map { profiles[$0] }
        var translationProfiles = profile(translation)
        self.init(sourceProfiles, translationProfiles)
        // A link to a heading names it in the document's own words, so it tells nothing until
        // the headings are paired. When this alignment left something unsettled, a section is
        // also known by the pairs it links to, and the alignment is made again.
        if groups.contains(where: { !$0.isCompared || $0.isMoved }) {
            // Profile index (section + 1) in the aligned source, by section + 1 in the document.
            var alignedIndex = [Int?](repeating: nil, count: profiles.count)
            for (position, index) in kept.enumerated() { alignedIndex[index] = position }
            for link in SectionProfile.headingLinks(of: source) {
                guard let from = alignedIndex[link.section + 1], let to = alignedIndex[link.heading + 1],
                    let group = groupIndex(ofSource: to - 1), groups[group].isCompared
                else { continue }
                sourceProfiles[from].add("heading link \(group)")
            }
            for link in SectionProfile.headingLinks(of: translation) {
                guard let group = groupIndex(ofTranslation: link.heading), groups[group].isCompared else { continue }
                translationProfiles[link.section + 1].add("heading link \(group)")
            }
            self.init(sourceProfiles, translationProfiles)
        }
        if kept.count < profiles.count { renumberSource(kept.map { $0 - 1 }, count: profiles.count) }
    }

    /// Gives the source's sections their numbers in the whole document, of which the aligned
    /// ones were `sections` (section k of the alignment is `sections[k + 1]`).
    private mutating func renumberSource(_ sections: [Int], count: Int) {
        sourceGroups = Array(repeating: nil, count: count)
        for index in groups.indices {
            groups[index].source = groups[index].source.map { sections[$0 + 1] }
            groups[index].sourcePair = groups[index].sourcePair.map { sections[$0 + 1] }
            for section in groups[index].source { sourceGroups[section + 1] = index }
        }
    }

    /// The alignment of two documents' section profiles (the first of each is the text before
    /// the first heading).
    init(_ source: [SectionProfile], _ translation: [SectionProfile]) {
        sourceGroups = Array(repeating: nil, count: source.count)
        translationGroups = Array(repeating: nil, count: translation.count)
        let pairing = Pairing(source, translation)
        var (pairs, leftSource, leftTranslation) = Self.inOrder(pairing)
        // Two neighbouring pairs that match far better crosswise were swapped: each section
        // shares a little with the other's place, and all with its own.
        for k in pairs.indices.dropLast() {
            let ((s1, t1), (s2, t2)) = (pairs[k], pairs[k + 1])
            let straight = pairing.similarity(s1, t1) + pairing.similarity(s2, t2)
            let crosswise = pairing.similarity(s1, t2) + pairing.similarity(s2, t1)
            if crosswise > straight + Self.moveThreshold, pairing.hasCommon(s1, t2), pairing.hasCommon(s2, t1) {
                (pairs[k].1, pairs[k + 1].1) = (t2, t1)
            }
        }
        // A leftover that matches one side of a pair in order far better (by more than the move
        // threshold) and shares much with it takes that side's place: that section was moved,
        // and its place holds another. A pair that shares nothing is only a guess: a leftover
        // that shares anything with one of its sections and matches it better, by more than
        // the same shape would, takes the place. Two rounds, as a leftover freed in the first
        // may be the better match of a pair before it. (Which pairs count as moved is settled
        // at the end, `settleMoves`.)
        for _ in 1...2 {
            for k in pairs.indices {
                let (s, t) = pairs[k]
                let isGuess = !pairing.hasCommon(s, t)
                let here = pairing.similarity(s, t) + (isGuess ? 0 : Self.moveThreshold)
                let least = isGuess ? here + Int32(Self.sameShape) : Self.moveThreshold
                if let better = pairing.best(among: leftTranslation, above: here, least: least, score: { pairing.commonScore(s, $0) }) {
                    pairs[k].1 = better
                    leftTranslation = (leftTranslation.filter { $0 != better } + [t]).sorted()
                } else if let better = pairing.best(among: leftSource, above: here, least: least, score: { pairing.commonScore($0, t) }) {
                    pairs[k].0 = better
                    leftSource = (leftSource.filter { $0 != better } + [s]).sorted()
                }
            }
        }
        // A pair that shares nothing is no pair when its headings' levels differ, when the
        // translation's section is prose where the source's has links or code, or when the
        // translation's section beside it holds the source section's content besides its own
        // pair's: the source's section was left out or merged there, and the translation's
        // is one of its own.
        let unpaired = pairs.indices.filter { k in
            let (s, t) = pairs[k]
            guard !pairing.hasCommon(s, t) else { return false }
            if source[s].level != translation[t].level { return true }
            // Prose alone in the place of a section with links or code is not its translation.
            if translation[t].featureCount == 0, source[s].featureCount >= Self.contentDropped { return true }
            guard source[s].featureCount > 0 else { return false }
            return [k - 1, k + 1].contains { n in
                guard pairs.indices.contains(n) else { return false }
                let shared = Self.sharedBeyond(source[s], held: [translation[pairs[n].1]], own: [source[pairs[n].0]])
                return 2 * shared >= source[s].featureCount
            }
        }
        for k in unpaired.reversed() {
            leftSource.append(pairs[k].0)
            leftTranslation.append(pairs[k].1)
            pairs.remove(at: k)
        }
        leftSource.sort()
        leftTranslation.sort()
        add(Group(source: [-1], translation: [-1], sourcePair: -1, translationPair: -1))
        for (s, t) in pairs {
            add(Group(source: [s - 1], translation: [t - 1], sourcePair: s - 1, translationPair: t - 1))
        }
        // Leftovers that match well are one section moved.
        let candidates = leftSource.flatMap { s in
            leftTranslation.compactMap { t -> (Int, Int, Int32)? in
                guard pairing.hasCommon(s, t) else { return nil }
                let score = pairing.similarity(s, t)
                return score >= Self.moveThreshold ? (s, t, score) : nil
            }
        }
        for (s, t, _) in candidates.sorted(by: { $0.2 > $1.2 }) where leftSource.contains(s) && leftTranslation.contains(t) {
            leftSource.removeAll { $0 == s }
            leftTranslation.removeAll { $0 == t }
            add(Group(source: [s - 1], translation: [t - 1], sourcePair: s - 1, translationPair: t - 1))
        }
        // Leftovers whose content a neighbour's counterpart holds besides its own were merged into it.
        for s in leftSource {
            if let group = joinedGroup(source[s], at: s, neighbours: sourceGroups, own: source, other: translation, flipped: false) {
                groups[group].source = (groups[group].source + [s - 1]).sorted()
                // A dropped heading leaves its text in the section before: the translation's
                // heading is that of the group's first section.
                groups[group].sourcePair = groups[group].source.first
                sourceGroups[s] = group
            } else {
                add(Group(source: [s - 1], translation: []))
            }
        }
        for t in leftTranslation {
            if let group = joinedGroup(translation[t], at: t, neighbours: translationGroups, own: translation, other: source, flipped: true) {
                groups[group].translation = (groups[group].translation + [t - 1]).sorted()
                groups[group].translationPair = groups[group].translation.first
                translationGroups[t] = group
            } else {
                add(Group(source: [], translation: [t - 1]))
            }
        }
        findGuesses(pairing)
        settleMoves()
    }

    /// Marks the pairs that share nothing beside a source section of the same level that the
    /// translation lacks and that shares nothing with it either: the translation has one of
    /// the two, and what they hold does not tell which.
    private mutating func findGuesses(_ pairing: Pairing) {
        let source = pairing.source
        for index in groups.indices {
            let group = groups[index]
            guard let s = group.sourcePair, let t = group.translationPair, s >= 0, t >= 0, group.source.count == 1,
                group.translation.count == 1, !pairing.hasCommon(s + 1, t + 1)
            else { continue }
            groups[index].alternatives = [s - 1, s + 1].filter { neighbour in
                guard let other = groupIndex(ofSource: neighbour), groups[other].translation.isEmpty else { return false }
                return source[neighbour + 1].level == source[s + 1].level && !pairing.hasCommon(neighbour + 1, t + 1)
            }
        }
    }

    /// The pairs whose translation's section could be the source's section `section`, which
    /// the translation lacks, as well as its own (`Group.alternatives`).
    func guesses(including section: Int) -> [Group] {
        groups.filter { $0.alternatives.contains(section) }
    }

    /// Which pairs are moved: the fewest that leave the others in the source's order (the
    /// pairs outside a longest run in order of both documents). A moved pair that follows, in
    /// the translation, the section paired with the source's nearest section before it stands
    /// where the source has it: it moved with its parent, or follows a section the translation
    /// lacks. It is no move of its own.
    private mutating func settleMoves() {
        let paired = groups.indices.compactMap { index -> (group: Int, source: Int, translation: Int)? in
            guard let s = groups[index].sourcePair, let t = groups[index].translationPair, s >= 0, t >= 0 else { return nil }
            return (index, s, t)
        }.sorted { $0.source < $1.source }
        let inOrder = Set(longestIncreasingRun(paired.map(\.translation)).map { paired[$0].group })
        for pair in paired { groups[pair.group].isMoved = !inOrder.contains(pair.group) }
        for index in groups.indices where groups[index].isMoved {
            guard let s = groups[index].sourcePair, let t = groups[index].translationPair else { continue }
            var previous = s - 1
            while previous >= 0, groupIndex(ofSource: previous).map({ groups[$0].translationPair == nil }) ?? true { previous -= 1 }
            let before = groupIndex(ofSource: previous).flatMap { groups[$0].translationPair }
            if before == t - 1 { groups[index].isMoved = false }
        }
    }

    private mutating func add(_ group: Group) {
        for s in group.source { sourceGroups[s + 1] = groups.count }
        for t in group.translation { translationGroups[t + 1] = groups.count }
        groups.append(group)
    }

    /// The group, next to section `index` in its own document, whose other side holds the
    /// section's content beyond what the group's own sections hold; nil when none holds half.
    private func joinedGroup(
        _ profile: SectionProfile, at index: Int, neighbours: [Int?], own: [SectionProfile], other: [SectionProfile], flipped: Bool
    ) -> Int? {
        guard profile.featureCount > 0 else { return nil }
        let before = neighbours[..<index].last { $0 != nil } ?? nil
        let after = neighbours[(index + 1)...].first { $0 != nil } ?? nil
        var best: (group: Int, shared: Int)?
        for group in [before, after].compactMap({ $0 }) {
            let otherSide = flipped ? groups[group].source : groups[group].translation
            let ownSide = flipped ? groups[group].translation : groups[group].source
            guard !otherSide.isEmpty else { continue }
            let shared = Self.sharedBeyond(profile, held: otherSide.map { other[$0 + 1] }, own: ownSide.map { own[$0 + 1] })
            if 2 * shared >= profile.featureCount, shared > best?.shared ?? 0 { best = (group, shared) }
        }
        return best?.group
    }

    /// How many of `profile`'s features the sections `held` hold beyond what the sections
    /// `own`, on the other side of their pair or group, hold themselves.
    private static func sharedBeyond(_ profile: SectionProfile, held: [SectionProfile], own: [SectionProfile]) -> Int {
        var excess: [SectionProfile.Feature: Int] = [:]
        for section in held { excess.merge(section.features, uniquingKeysWith: +) }
        for section in own { excess.merge(section.features.mapValues { -$0 }, uniquingKeysWith: +) }
        return profile.shared(with: SectionProfile(level: 0, features: excess.filter { $0.value > 0 }))
    }

    /// The pairs of the best alignment in order (profile indexes, headings from 1) and the
    /// sections it leaves unmatched on each side.
    private static func inOrder(_ pairing: Pairing) -> ([(Int, Int)], [Int], [Int]) {
        let n = pairing.source.count - 1
        let m = pairing.translation.count - 1
        let width = m + 1
        var score = [Int32](repeating: 0, count: (n + 1) * width)
        // 0: the two sections pair; 1: the source's section is left over; 2: the translation's.
        var step = [UInt8](repeating: 0, count: (n + 1) * width)
        for i in 0...n {
            for j in 0...m where i > 0 || j > 0 {
                var best = Int32.min
                var choice: UInt8 = 0
                if i > 0, j > 0 {
                    best = score[(i - 1) * width + j - 1] + pairing.similarity(i, j)
                }
                if i > 0, score[(i - 1) * width + j] + gap > best {
                    best = score[(i - 1) * width + j] + gap
                    choice = 1
                }
                if j > 0, score[i * width + j - 1] + gap > best {
                    best = score[i * width + j - 1] + gap
                    choice = 2
                }
                score[i * width + j] = best
                step[i * width + j] = choice
            }
        }
        var pairs: [(Int, Int)] = []
        var leftSource: [Int] = []
        var leftTranslation: [Int] = []
        var (i, j) = (n, m)
        while i > 0 || j > 0 {
            switch step[i * width + j] {
            case 0:
                pairs.append((i, j))
                (i, j) = (i - 1, j - 1)
            case 1:
                leftSource.append(i)
                i -= 1
            default:
                leftTranslation.append(j)
                j -= 1
            }
        }
        return (pairs.reversed(), leftSource.reversed(), leftTranslation.reversed())
    }

    /// Two documents' section profiles, with how many features each pair of sections shares
    /// worked out once: the alignment asks how well two sections match many times over.
    private struct Pairing {
        let source: [SectionProfile]
        let translation: [SectionProfile]
        /// By source profile index × the translation's count + translation profile index.
        private let shared: [Int]

        init(_ source: [SectionProfile], _ translation: [SectionProfile]) {
            self.source = source
            self.translation = translation
            // Features as numbers in ascending order, so two sections' shared count is one merge.
            var numbers: [SectionProfile.Feature: Int] = [:]
            func numbered(_ profile: SectionProfile) -> [(feature: Int, count: Int)] {
                profile.features.map { entry in
                    let number = numbers[entry.key] ?? numbers.count
                    numbers[entry.key] = number
                    return (number, entry.value)
                }.sorted { $0.feature < $1.feature }
            }
            let sourceFeatures = source.map(numbered)
            let translationFeatures = translation.map(numbered)
            var shared = [Int](repeating: 0, count: source.count * translation.count)
            for (i, features) in sourceFeatures.enumerated() where !features.isEmpty {
                for (j, other) in translationFeatures.enumerated() where !other.isEmpty {
                    shared[i * translation.count + j] = SectionAlignment.sharedCount(features, other)
                }
            }
            self.shared = shared
        }

        /// `SectionAlignment.similarity` of the source's profile `s` and the translation's `t`.
        func similarity(_ s: Int, _ t: Int) -> Int32 {
            SectionAlignment.similarity(source[s], translation[t], shared: shared[s * translation.count + t])
        }

        /// `SectionProfile.hasCommon(with:shared:)` of the source's profile `s` and the translation's `t`.
        func hasCommon(_ s: Int, _ t: Int) -> Bool {
            source[s].hasCommon(with: translation[t], shared: shared[s * translation.count + t])
        }

        /// `similarity` of two sections that have something in common; nil for two that have nothing.
        func commonScore(_ s: Int, _ t: Int) -> Int32? {
            hasCommon(s, t) ? similarity(s, t) : nil
        }

        /// The candidate (a profile index) that `score` gives the best score, above `above` and
        /// at least `least`; a candidate it gives nil is none.
        func best(among candidates: [Int], above: Int32, least: Int32, score: (Int) -> Int32?) -> Int? {
            var best: (index: Int, score: Int32)?
            for candidate in candidates {
                guard let score = score(candidate) else { continue }
                if score >= least, score > above, score > best?.score ?? Int32.min { best = (candidate, score) }
            }
            return best?.index
        }
    }

    /// How many features two sorted lists share, each counted as often as both have it.
    private static func sharedCount(_ a: [(feature: Int, count: Int)], _ b: [(feature: Int, count: Int)]) -> Int {
        var (i, j, shared) = (0, 0, 0)
        while i < a.count, j < b.count {
            if a[i].feature < b[j].feature {
                i += 1
            } else if a[i].feature > b[j].feature {
                j += 1
            } else {
                shared += min(a[i].count, b[j].count)
                (i, j) = (i + 1, j + 1)
            }
        }
        return shared
    }

    /// How well two sections match, in tenths, given how many features they share: the same
    /// level, the same shape of blocks, and above all the same things held.
    static func similarity(_ a: SectionProfile, _ b: SectionProfile, shared: Int) -> Int32 {
        var score: Int32 = a.level == b.level ? sameLevel : 0
        if a.hasSameTitle(as: b) { score += sameTitle }
        score += Int32((Double(sameTitle) * a.subsectionAgreement(with: b)).rounded())
        score += Int32((sameShape * a.shapeAgreement(with: b)).rounded())
        let total = a.featureCount + b.featureCount
        if shared > 0 {
            score += Int32((sameFeatures * Double(2 * shared) / Double(total)).rounded())
        } else if a.featureCount > 0, b.featureCount > 0 {
            score += noCommonFeature
        }
        return score
    }

    // MARK: Queries

    /// The index in `groups` of the group that holds the source's section `section`.
    func groupIndex(ofSource section: Int) -> Int? {
        sourceGroups.indices.contains(section + 1) ? sourceGroups[section + 1] : nil
    }

    /// The index in `groups` of the group that holds the translation's section `section`.
    func groupIndex(ofTranslation section: Int) -> Int? {
        translationGroups.indices.contains(section + 1) ? translationGroups[section + 1] : nil
    }

    /// The translation's section that corresponds to the source's section `section`: its pair,
    /// or the one it was merged into; nil when the translation lacks it.
    func translationSection(of section: Int) -> Int? {
        groupIndex(ofSource: section).flatMap { groups[$0].translationPair ?? groups[$0].translation.first }
    }

    /// Where the translation's part of `group` begins: its first section's heading; nil for
    /// the text before the first heading.
    func location(of group: Group, in translation: MarkdownDocument) -> SourceLocation? {
        (group.translationPair ?? group.translation.first).flatMap { translation.sectionLocation($0) }
    }

    /// Where the source's section `section`, which the translation lacks, belongs in it: after
    /// the translation's part of the nearest section before it that the translation has, at the
    /// next heading, else at the translation's end.
    func place(ofMissing section: Int, in translation: MarkdownDocument) -> SourceLocation? {
        for previous in stride(from: section - 1, through: -1, by: -1) {
            guard let index = groupIndex(ofSource: previous), let last = groups[index].translation.max() else { continue }
            if let location = translation.sectionLocation(last + 1) { return location }
            break
        }
        return translation.lastLineLocation
    }
}

extension MarkdownDocument {
    /// The first line that holds text; nil for an empty document.
    var firstLineLocation: SourceLocation? {
        (1...max(source.lineCount, 1)).first { $0 <= source.lineCount && !source.line($0).allSatisfy(\.isWhitespace) }
            .map { SourceLocation(line: $0) }
    }

    /// The last line that holds text; nil for an empty document.
    var lastLineLocation: SourceLocation? {
        var line = source.lineCount
        while line > 0, source.line(line).allSatisfy(\.isWhitespace) { line -= 1 }
        return line > 0 ? SourceLocation(line: line) : nil
    }

    /// How a message names section `index`: its heading's text in quotes, or the text before
    /// the first heading.
    func sectionName(_ index: Int) -> String {
        headings.indices.contains(index) ? "section '\(headings[index].text)'" : "text before the first heading"
    }
}
