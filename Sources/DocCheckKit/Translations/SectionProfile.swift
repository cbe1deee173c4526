/// What a section of a document holds that a translation keeps as it is: code blocks (their
/// normalized code), link targets, image sources, tables' sizes, numbers, inline code and the
/// symbols of its heading (an emoji). Sections of a source and its translation are matched
/// by these, not by their words or their position.
///
/// A section is a heading with the text up to the next heading; section -1 is the text
/// before the first heading.
struct SectionProfile {
    /// The heading's level; 0 before the first heading.
    var level: Int
    /// The heading's text folded for comparison (`folded(_:)`); empty before the first
    /// heading. A heading left untranslated names its section outright.
    var title = ""
    /// The folded headings of its subsections: a parent whose words are translated is still
    /// known by its children's names left as they were (CocoaPods, Carthage).
    var subsections: Set<String> = []
    /// Each thing the section holds, with how often (`add(_:count:)` keeps `featureCount`).
    private(set) var features: [Feature: Int] = [:]
    /// How many blocks of each kind the section has (paragraphs, list items, quotes, ...):
    /// the shape of its prose, which a translation keeps when it has nothing else to match.
    var shape: [Int] = Array(repeating: 0, count: Self.shapeKinds.count)

    static let shapeKinds: [MarkupKind] = [.paragraph, .item, .blockQuote, .codeBlock, .table, .htmlBlock, .thematicBreak]

    /// How many features the section has, each counted as often as it occurs.
    private(set) var featureCount = 0

    /// Counts `feature` `count` more times. (A sum over every feature after each change made
    /// a section of many links take time in their square.)
    mutating func add(_ feature: String, count: Int = 1) {
        add(Feature(feature), count: count)
    }

    mutating func add(_ feature: Feature, count: Int = 1) {
        features[feature, default: 0] += count
        featureCount += count
    }

    /// A thing a section holds, hashed once: every alignment that reads a profile looks its
    /// features up again, and a code block's feature is the whole of its code.
    struct Feature: Hashable {
        let text: String
        private let hash: Int

        init(_ text: String) {
            self.text = text
            hash = text.hashValue
        }

        static func == (a: Feature, b: Feature) -> Bool { a.hash == b.hash && a.text == b.text }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    init(level: Int, features: [Feature: Int] = [:]) {
        self.level = level
        self.features = features
        featureCount = features.values.reduce(0, +)
    }

    /// The profiles of the document's sections: the text before the first heading, then one per heading.
    static func profiles(of document: MarkdownDocument) -> [SectionProfile] {
        let headings = document.headings
        var profiles = [SectionProfile(level: 0)] + headings.map { SectionProfile(level: $0.level) }
        let lines = document.headingLines
        // Section numbers here are heading indexes plus one.
        func number(_ line: Int?) -> Int { MarkdownDocument.sectionIndex(ofLine: line ?? 0, headingLines: lines) + 1 }
        func add(_ feature: String, atLine line: Int?) {
            profiles[number(line)].add(feature)
        }
        for (index, heading) in headings.enumerated() {
            profiles[index + 1].title = folded(heading.text)
            let symbols = heading.text.unicodeScalars.filter { $0.properties.isEmojiPresentation || $0.properties.isMath }
            if !symbols.isEmpty { profiles[index + 1].add("heading " + String(String.UnicodeScalarView(symbols)), count: 2) }
        }
        for block in document.codeBlocks {
            add("code " + block.language.lowercased() + "\n" + CodeNormalizer.text(of: block), atLine: block.range?.start.line)
        }
        let anchors = LinkTarget.anchors(of: document)
        for link in document.links {
            // A link to a heading names it by its words, which are translated: it matches nothing here.
            switch LinkTarget(link.destination, in: document.path, anchors: anchors) {
            case .external(let address): add(link.kind.rawValue + " " + address, atLine: link.range?.start.line)
            case .path(let path, let fragment):
                add(link.kind.rawValue + " " + path + (fragment.map { "#" + $0 } ?? ""), atLine: link.range?.start.line)
            case .heading, .anchor, .top, nil: break
            }
        }
        for table in document.tableShapes {
            add("table \(table.header.cells.count)x\(table.rows.count)", atLine: table.range?.start.line)
        }
        for inline in document.inlines {
            let line = inline.range?.start.line
            switch inline.kind {
            case .code: add("inline " + inline.literal, atLine: line)
            default: for number in numbers(in: inline.literal) { add("number " + number, atLine: line) }
            }
        }
        for (shapeIndex, kind) in shapeKinds.enumerated() {
            for node in document.nodes(kind) {
                profiles[number(node.start?.line)].shape[shapeIndex] += 1
            }
        }
        // A section that holds nothing but its subsections is matched by what they hold.
        for index in profiles.indices.dropFirst() {
            let isEmpty = profiles[index].featureCount == 0 && profiles[index].shape.allSatisfy { $0 == 0 }
            var next = index + 1
            while next < profiles.count, profiles[next].level > profiles[index].level {
                if isEmpty {
                    for (feature, count) in profiles[next].features { profiles[index].add(feature, count: count) }
                }
                if !profiles[next].title.isEmpty { profiles[index].subsections.insert(profiles[next].title) }
                next += 1
            }
        }
        return profiles
    }

    /// The document's links to its own headings: the section each stands in (-1 before the
    /// first heading) and the heading it leads to.
    static func headingLinks(of document: MarkdownDocument) -> [(section: Int, heading: Int)] {
        let anchors = LinkTarget.anchors(of: document)
        let lines = document.headingLines
        return document.links.compactMap { link in
            guard case .heading(let heading) = LinkTarget(link.destination, in: document.path, anchors: anchors) else { return nil }
            return (MarkdownDocument.sectionIndex(ofLine: link.range?.start.line ?? 0, headingLines: lines), heading)
        }
    }

    /// `text` as two headings that say the same compare it: lowercased, with every run of
    /// punctuation, symbols and spaces made one space ("Inspirations / Credits" and
    /// "Inspirations & Credits" are both "inspirations credits").
    static func folded(_ text: String) -> String {
        var result = ""
        var gap = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if gap, !result.isEmpty { result.append(" ") }
                result.unicodeScalars.append(scalar)
                gap = false
            } else {
                gap = true
            }
        }
        return result
    }

    /// Whether the two sections' headings say the same words.
    func hasSameTitle(as other: SectionProfile) -> Bool {
        !title.isEmpty && title == other.title
    }

    /// The share, from 0 to 1, of the subsections' headings that both sections' subsections have.
    func subsectionAgreement(with other: SectionProfile) -> Double {
        guard !subsections.isEmpty, !other.subsections.isEmpty else { return 0 }
        return Double(subsections.intersection(other.subsections).count) / Double(max(subsections.count, other.subsections.count))
    }

    /// Whether the two sections, sharing `shared` features, have something to be matched by: a
    /// feature, their heading's words or a subsection's.
    func hasCommon(with other: SectionProfile, shared: Int) -> Bool {
        hasSameTitle(as: other) || shared > 0 || subsectionAgreement(with: other) > 0
    }

    /// The runs of digits in `text`, with the dots between them ("iOS 15.4" holds "15.4").
    static func numbers(in text: String) -> [String] {
        // Digits and dots are ASCII, so the UTF-8 bytes are read without forming characters.
        guard text.utf8.contains(where: \.isASCIIDigit) else { return [] }
        var numbers: [String] = []
        var current: [UInt8] = []
        func finish() {
            while current.last == UInt8(ascii: ".") { current.removeLast() }
            numbers.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if byte.isASCIIDigit || (byte == UInt8(ascii: ".") && !current.isEmpty) {
                current.append(byte)
            } else if !current.isEmpty {
                finish()
            }
        }
        if !current.isEmpty { finish() }
        return numbers
    }

    /// How many of the features the two sections share (each counted as often as both have it).
    func shared(with other: SectionProfile) -> Int {
        let (small, large) = features.count <= other.features.count ? (features, other.features) : (other.features, features)
        return small.reduce(0) { sum, entry in sum + min(entry.value, large[entry.key] ?? 0) }
    }

    /// How much the two shapes agree, from 0 (nothing in common) to 1 (the same blocks).
    func shapeAgreement(with other: SectionProfile) -> Double {
        let most = zip(shape, other.shape).reduce(0) { $0 + max($1.0, $1.1) }
        guard most > 0 else { return 1 }
        return Double(zip(shape, other.shape).reduce(0) { $0 + min($1.0, $1.1) }) / Double(most)
    }
}
