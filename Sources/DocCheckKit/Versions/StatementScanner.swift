import Foundation

/// Finds requirement statements in a document's prose and badges.
///
/// A mention such as "Xcode 26.1" is a statement when its sentence says it is a minimum
/// ("or later", "at least", "minimum", in the languages below), when "+" follows its version,
/// or when it is on a badge. Mentions without that ("the iOS 26 APIs", a demo's "iOS 26.1")
/// are not statements.
enum StatementScanner {
    /// The words that make a sentence's mentions minimums, in the translations' languages.
    static let minimumMarkers = [
        "or later", "or newer", "or higher", "or above", "and later", "and newer", "and above", "at least", "minimum",
        "oder neuer", "oder höher", "oder später", "mindestens", "ou ultérieur", "ou plus récent", "ou supérieur",
        "o posterior", "o superior", "o más reciente", "ou posterior", "o successivo", "o superiore", "или новее", "или выше",
        "以降", "以上", "或更高", "或更新", "及更高", "이상",
    ]

    /// The subjects and the names documents use for them ("iPadOS" states the iOS minimum).
    static let subjects = [
        "Xcode": "Xcode", "Swift": "Swift", "iOS": "iOS", "iPadOS": "iOS", "macOS": "macOS", "Mac Catalyst": "Mac Catalyst",
        "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
    ]

    static func statements(in document: MarkdownDocument, lines: ClosedRange<Int>? = nil) -> [RequirementStatement] {
        var statements: [RequirementStatement] = []
        func inside(_ range: SourceRange?) -> Bool {
            guard let lines else { return true }
            return range.map { lines.contains($0.start.line) } ?? false
        }
        var passages: [Int: [InlineText]] = [:]
        for run in document.inlines where run.kind == .text {
            guard let block = run.block, inside(run.range) else { continue }
            passages[block, default: []].append(run)
        }
        for block in passages.keys.sorted() {
            let passage = Passage(passages[block]!, in: document)
            for sentence in sentences(passage.text) {
                let isMinimum = minimumMarkers.contains { sentence.text.localizedCaseInsensitiveContains($0) }
                for mention in mentions(sentence.text) where isMinimum || mention.plus {
                    let offset = sentence.offset + sentence.text.utf8.distance(from: sentence.text.startIndex, to: mention.start)
                    statements.append(
                        RequirementStatement(
                            subject: mention.subject, version: mention.version, path: document.path, location: passage.location(at: offset)))
                }
            }
        }
        for link in document.links where link.kind == .image {
            guard inside(link.range), let text = badgeText(link.destination) else { continue }
            for mention in mentions(text) {
                statements.append(
                    RequirementStatement(subject: mention.subject, version: mention.version, path: document.path, location: link.range?.start))
            }
        }
        return statements.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }

    /// The sentences of a passage with their UTF-8 offsets: text up to ". ", "! ", "? " or "。".
    static func sentences(_ text: String) -> [(text: String, offset: Int)] {
        var result: [(String, Int)] = []
        var start = text.startIndex
        for match in text.matches(of: /[.!?](?=\s|$)|[。！？]/) {
            result.append((String(text[start..<match.range.upperBound]), text.utf8.distance(from: text.startIndex, to: start)))
            start = match.range.upperBound
        }
        if start < text.endIndex { result.append((String(text[start...]), text.utf8.distance(from: text.startIndex, to: start))) }
        return result
    }

    /// Every "Name X.Y" of `text`, and whether "+" follows the version.
    static func mentions(_ text: String) -> [(subject: String, version: VersionNumber, start: String.Index, plus: Bool)] {
        text.matches(of: /\b(Xcode|Swift|iOS|iPadOS|macOS|Mac Catalyst|tvOS|watchOS|visionOS)[ \u{00A0}]+(\d+(?:\.\d+){0,2})(?![\d\w])(\+)?/)
            .compactMap { match in
                guard let subject = subjects[String(match.1)], let version = VersionNumber(String(match.2)) else { return nil }
                return (subject, version, match.range.lowerBound, match.3 != nil)
            }
    }

    /// What a shields.io badge says ("Swift 6.2", "platforms iOS 26 | macOS 26"), nil for other images.
    static func badgeText(_ destination: String) -> String? {
        guard let url = URLComponents(string: destination), url.host?.lowercased() == "img.shields.io" else { return nil }
        if url.path.hasPrefix("/static/") {
            let items = url.queryItems ?? []
            let label = items.first { $0.name == "label" }?.value ?? ""
            return items.first { $0.name == "message" }?.value.map { label + " " + $0 }
        }
        guard url.path.hasPrefix("/badge/") else { return nil }
        var content = String(url.path.dropFirst("/badge/".count))
        for suffix in [".svg", ".png", ".json"] where content.hasSuffix(suffix) { content.removeLast(suffix.count) }
        // shields.io's escapes: "--" is a dash, "__" an underscore, "_" a space.
        let fields = content.replacingOccurrences(of: "--", with: "\u{1}").split(separator: "-", omittingEmptySubsequences: false)
        let words = fields.dropLast(fields.count > 1 ? 1 : 0).map { field in
            field.replacingOccurrences(of: "\u{1}", with: "-").replacingOccurrences(of: "__", with: "\u{2}")
                .replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "\u{2}", with: "_")
        }
        return words.joined(separator: " ")
    }
}
