import Foundation

/// Finds requirement statements in a document's prose, tables and badges.
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

    /// The statements of `document` (of its `lines` when given): its prose, its tables and its
    /// badges. `release` tells which row of a table of release lines is the current one;
    /// `packageNames` are the package's names, with which a minimum is the package's own.
    static func statements(
        in document: MarkdownDocument, lines: ClosedRange<Int>? = nil, release: SemanticVersion? = nil, packageNames: [String] = []
    ) -> [RequirementStatement] {
        func inside(_ location: SourceLocation?) -> Bool {
            guard let lines else { return true }
            return location.map { lines.contains($0.line) } ?? false
        }
        func inside(_ range: SourceRange?) -> Bool { inside(range?.start) }
        let tables = tableStatements(in: document, release: release, inside: inside)
        var statements = tables.statements + badgeStatements(in: document, inside: inside)
        // A mention has a version, so a passage without a digit in any text has none.
        for block in document.passages where block.contains(.text, where: { $0.withLiteralBytes { $0.contains(where: \.isASCIIDigit) } ?? false }) {
            if block.kind == .tableCell, tables.releaseCells.contains(block) { continue }
            if isManifestSyntaxHeading(block) { continue }
            let runs = block.inlineTexts.filter { $0.kind == .text && inside($0.range) }
            let passage = Passage(runs, in: document)
            let bytes = Array(passage.text.utf8)
            let found = mentions(bytes)
            guard !found.isEmpty else { continue }
            // Sentences are only cut and read in passages that mention a subject: a long
            // document costs one pass over its bytes.
            let sentences = sentenceStarts(bytes)
            var isMinimum: [Int: Bool] = [:]
            var clauses: [Int: String?] = [:]
            var conditionsOf: [Int: [(range: Range<Int>, text: String)]] = [:]
            let qualifier = leadingQualifier(passage.text)
            let combinations = passage.text.utf8.contains(UInt8(ascii: "(")) ? combinations(passage.text, packageNames: packageNames) : []
            let list = block.parent.flatMap { $0.kind == .item ? $0.parent : nil }?.start
            for mention in found {
                let sentence = sentences.lastIndex(notAfter: mention.offset)
                let end = sentence + 1 < sentences.count ? sentences[sentence + 1] : bytes.count
                let minimum = isMinimum[sentence] ?? containsMinimumMarker(bytes[sentences[sentence]..<end])
                isMinimum[sentence] = minimum
                guard minimum || mention.plus else { continue }
                let span = sentences[sentence]..<end
                guard !isRecommendation(bytes, at: mention.offset, in: span) else { continue }
                func text() -> String { String(decoding: bytes[span], as: UTF8.self) }
                let clause = clauses[sentence] ?? featureClause(text()) ?? exampleSubject(text())
                clauses[sentence] = clause
                let conditions = conditionsOf[sentence] ?? Self.conditions(text())
                conditionsOf[sentence] = conditions
                let condition = conditions.first { $0.range.contains(mention.offset - span.lowerBound) }?.text
                let combination = combinations.first { $0.range.contains(mention.offset) }?.scope
                let scope = qualifier.flatMap { mention.offset >= $0.end ? $0.scope : nil } ?? condition ?? combination ?? clause
                statements.append(
                    RequirementStatement(
                        subject: mention.subject, version: mention.version, path: document.path, location: passage.location(at: mention.offset),
                        scope: scope, list: list))
            }
        }
        statements.sort { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
        // A cell's "iOS 13.0+" is read as prose and by its table: one statement, the first.
        var seen = Set<String>()
        statements.removeAll { !seen.insert("\($0.subject) \($0.version) \($0.location?.line ?? 0)").inserted }
        return statements
    }

    /// The UTF-8 offsets where the sentences of a passage start: text up to ". ", "! ", "? " or "。".
    static func sentenceStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") {
                if index + 1 == bytes.count || isSpace(bytes, at: index + 1) { starts.append(index + 1) }
            } else if byte == 0xE3 || byte == 0xEF, index + 2 < bytes.count {
                // 。(E3 80 82), ！(EF BC 81), ？(EF BC 9F)
                let tail = (bytes[index + 1], bytes[index + 2])
                if (byte == 0xE3 && tail == (0x80, 0x82)) || (byte == 0xEF && (tail == (0xBC, 0x81) || tail == (0xBC, 0x9F))) {
                    starts.append(index + 3)
                }
            }
            index += 1
        }
        if starts.last == bytes.count, starts.count > 1 { starts.removeLast() }
        return starts
    }

    /// Whether a sentence says its mentions are minimums, ignoring case.
    static func containsMinimumMarker(_ sentence: ArraySlice<UInt8>) -> Bool {
        // Byte search: Foundation's `contains` goes through NSString and cost more than the
        // rest of the scan together.
        let text = String(decoding: sentence, as: UTF8.self).lowercased()
        return minimumMarkers.contains { text.includes($0) }
    }

    /// The subjects' names as bytes, longest first so that "iPadOS" is not read as something shorter.
    private static let names: [(bytes: [UInt8], subject: String)] = subjects.keys.sorted { $0.utf8.count > $1.utf8.count }
        .map { (Array($0.utf8), subjects[$0]!) }

    /// Every "Name X.Y" of `text`, its UTF-8 offset, and whether "+" follows the version.
    ///
    /// The name starts a word (a Latin letter, digit or "_" before it continues a word; a CJK
    /// character does not), one or more spaces or no-break spaces follow it, and the version
    /// is the longest of "X", "X.Y", "X.Y.Z" that no digit or Latin letter follows.
    static func mentions(_ text: [UInt8]) -> [(subject: String, version: VersionNumber, offset: Int, plus: Bool)] {
        var found: [(String, VersionNumber, Int, Bool)] = []
        var index = 0
        while index < text.count {
            guard let name = name(in: text, at: index), !continuesWord(text, before: index) else {
                index += 1
                continue
            }
            var cursor = index + name.bytes.count
            let spaces = cursor
            while cursor < text.count {
                if text[cursor] == 0x20 {
                    cursor += 1
                } else if text[cursor] == 0xC2, cursor + 1 < text.count, text[cursor + 1] == 0xA0 {
                    cursor += 2
                } else {
                    break
                }
            }
            guard cursor > spaces, let end = versionEnd(text, at: cursor) else {
                index += name.bytes.count
                continue
            }
            let plus = end < text.count && text[end] == UInt8(ascii: "+")
            // "Swift 5.x" names a series, not a minimum; "(was Swift 5.7+)" a former one.
            let series =
                end + 1 < text.count && text[end] == UInt8(ascii: ".")
                && [UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "*")].contains(text[end + 1])
            let former = index >= 4 && text[(index - 4)..<index].elementsEqual("was ".utf8)
            if !series, !former, let number = VersionNumber(String(decoding: text[cursor..<end], as: UTF8.self)) {
                found.append((name.subject, number, index, plus))
            }
            index = end
        }
        return found
    }

    /// The subject's name that starts at `index`, if any.
    private static func name(in text: [UInt8], at index: Int) -> (bytes: [UInt8], subject: String)? {
        // Most bytes start no name: the first two bytes are compared before anything else.
        guard index + 1 < text.count else { return nil }
        switch (text[index], text[index + 1]) {
        case (UInt8(ascii: "X"), UInt8(ascii: "c")), (UInt8(ascii: "S"), UInt8(ascii: "w")), (UInt8(ascii: "i"), UInt8(ascii: "O")),
            (UInt8(ascii: "i"), UInt8(ascii: "P")), (UInt8(ascii: "m"), UInt8(ascii: "a")), (UInt8(ascii: "M"), UInt8(ascii: "a")),
            (UInt8(ascii: "t"), UInt8(ascii: "v")), (UInt8(ascii: "w"), UInt8(ascii: "a")), (UInt8(ascii: "v"), UInt8(ascii: "i")):
            break
        default:
            return nil
        }
        return text.withUnsafeBufferPointer { buffer in
            names.first { name in
                guard index + name.bytes.count <= buffer.count else { return false }
                for offset in 0..<name.bytes.count where buffer[index + offset] != name.bytes[offset] { return false }
                return true
            }
        }
    }

    /// Every "Name X.Y" of `text`.
    static func mentions(_ text: String) -> [(subject: String, version: VersionNumber, offset: Int, plus: Bool)] {
        mentions(Array(text.utf8))
    }

    /// The end of the longest version at `start` that no digit or Latin letter follows.
    private static func versionEnd(_ text: [UInt8], at start: Int) -> Int? {
        var ends: [Int] = []
        var cursor = start
        for _ in 0..<3 {
            var digits = cursor
            if !ends.isEmpty {
                guard digits < text.count, text[digits] == UInt8(ascii: ".") else { break }
                digits += 1
            }
            var end = digits
            while end < text.count, text[end].isASCIIDigit { end += 1 }
            guard end > digits else { break }
            ends.append(end)
            cursor = end
        }
        return ends.reversed().first { !continuesWord(text, at: $0) }
    }

    private static func isSpace(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0)
    }

    /// Whether the character at `index` continues a word: a digit, "_" or a letter of a script
    /// that separates words with spaces (not Chinese, Japanese or Korean).
    private static func continuesWord(_ text: [UInt8], at index: Int) -> Bool {
        guard index < text.count else { return false }
        if text[index] < 0x80 { return text[index].isASCIIWordByte }
        var end = index + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return isWordScalar(text[index..<end])
    }

    /// Whether the character before `index` continues a word into it.
    private static func continuesWord(_ text: [UInt8], before index: Int) -> Bool {
        guard index > 0 else { return false }
        if text[index - 1] < 0x80 { return text[index - 1].isASCIIWordByte }
        var start = index - 1
        while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
        return isWordScalar(text[start..<index])
    }

    private static func isWordScalar(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else { return false }
        let properties = scalar.properties
        if properties.isIdeographic || (0x1100...0x11FF).contains(scalar.value) || (0x3040...0x30FF).contains(scalar.value)
            || (0xAC00...0xD7AF).contains(scalar.value)
        {
            return false
        }
        return properties.isAlphabetic || properties.numericType == .decimal
    }
}

extension Array where Element == Int {
    /// The index of the last element not greater than `value`, in a sorted array whose first
    /// element is not greater than any value asked for (0 otherwise).
    func lastIndex(notAfter value: Int) -> Int {
        var low = 0
        var high = count
        while high - low > 1 {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }
}
