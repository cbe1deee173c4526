import Foundation

/// Badges: shields.io images whose label and message are written in their URL, as Markdown
/// images or as `<img>` tags in HTML. A badge states its versions as minimums ("Swift 6.2",
/// "platforms iOS 26 | macOS 26"); its alt text, when it names a version, says the same.
/// Badges that shields.io fills in when shown (`/cocoapods/p/…`, `/github/…`, other hosts)
/// state nothing in the document and are not read.
extension StatementScanner {
    /// The statements of the document's badges, Markdown images and `<img>` tags alike.
    static func badgeStatements(in document: MarkdownDocument, inside: (SourceLocation?) -> Bool) -> [RequirementStatement] {
        var statements: [RequirementStatement] = []
        func add(_ texts: [String], at location: SourceLocation?) {
            guard inside(location) else { return }
            // "Swift 5" on a badge names the language's generation (its language mode), not a compiler.
            for mention in badgeMentions(texts) where mention.subject != "Swift" || mention.version.text.contains("." as Character) {
                statements.append(RequirementStatement(subject: mention.subject, version: mention.version, path: document.path, location: location))
            }
        }
        for link in document.links where link.kind == .image {
            guard let text = badgeText(link.destination) else { continue }
            add([text, link.text ?? ""], at: link.range?.start)
        }
        for fragment in document.html where mayNameShields(fragment.literal) {
            var locator = fragment.locator(in: document.source)
            for tag in HTMLTagScanner.tags(in: fragment.literal) where tag.name == "img" && !tag.isEnd {
                guard let source = tag.attributes["src"], let text = badgeText(source) else { continue }
                add([text, tag.attributes["alt"] ?? ""], at: locator.location(ofOffset: tag.range.lowerBound))
            }
        }
        return statements
    }

    /// The mentions of a badge's texts (its URL's words, its alt text), each subject and
    /// version once, in any case: badges write "swift 5.9" and "IOS 13" as often as not.
    static func badgeMentions(_ texts: [String]) -> [(subject: String, version: VersionNumber)] {
        var found: [(subject: String, version: VersionNumber)] = []
        for text in texts {
            for mention in mentions(canonicalNames(text)) where !found.contains(where: { $0 == (mention.subject, mention.version) }) {
                found.append((mention.subject, mention.version))
            }
        }
        return found
    }

    /// `text` with the subjects' names written as `subjects` spells them, whatever their case.
    /// A name is a whole word of ASCII letters, digits and `_`, so the words are read from the
    /// UTF-8 bytes (a pattern and a case-insensitive comparison per word were an eighth of the
    /// stated-minimum rule).
    static func canonicalNames(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var word: [UInt8] = []
        func finishWord() {
            if let name = subjectsByLowercasedName[word.map(\.asciiLowercased)] { result += name.utf8 } else { result += word }
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if byte.isASCIIWordByte {
                word.append(byte)
            } else {
                if !word.isEmpty { finishWord() }
                result.append(byte)
            }
        }
        if !word.isEmpty { finishWord() }
        return String(decoding: result, as: UTF8.self)
    }

    /// The subjects' names by their UTF-8 bytes in ASCII lowercase.
    private static let subjectsByLowercasedName = Dictionary(uniqueKeysWithValues: subjects.keys.map { (Array($0.utf8.map(\.asciiLowercased)), $0) })

    /// Whether `text` may name shields.io: ASCII text is searched by bytes (most images are
    /// no badge, and parsing each URL cost more than reading the badges), other text as before.
    static func mayNameShields(_ text: String) -> Bool {
        guard text.isASCII else { return text.range(of: "shields.io", options: .caseInsensitive) != nil }
        return text.includesIgnoringASCIICase("shields.io")
    }

    /// What a shields.io badge says ("Swift 6.2", "platforms iOS 26 | macOS 26"), nil for other images.
    static func badgeText(_ destination: String) -> String? {
        guard mayNameShields(destination), let url = URLComponents(string: destination), url.host?.lowercased() == "img.shields.io" else {
            return nil
        }
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
