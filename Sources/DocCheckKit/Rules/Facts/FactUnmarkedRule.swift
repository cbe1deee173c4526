import Foundation

/// A number in English prose that states a fact doccheck can compute ("sixteen demos",
/// "38 rules") but is not marked, so nothing keeps it true: a note that says how to mark it.
/// Only a number followed by the fact's noun is taken for the fact, and only the facts of
/// every repository (its translations) or of a source its documents already mark; never in a
/// translation (its nouns are not English) or the CHANGELOG (its numbers are history).
struct FactUnmarkedRule: ContextRule {
    static let id = "fact-unmarked"

    var description: RuleDescription {
        let translations = BuiltInFacts.all.first { $0.name == "translations" }!
        let files = translations.exampleFiles
        return RuleDescription(
            id: Self.id, summary: "a number in English prose followed by the noun of a fact it equals ('2 translations') is marked as that fact",
            severity: .note,
            triggeringExamples: [
                RuleExample(files.merging(["README.md": "# P\n\nThe README has 2 translations.\n"]) { $1 }, path: "README.md", line: 3),
                RuleExample(files.merging(["README.md": "# P\n\nIt comes with two translations.\n"]) { $1 }, path: "README.md", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample(files.merging(["README.md": "# P\n\nThe README has 3 translations, and 2 pictures.\n"]) { $1 }),
                RuleExample(files.merging(["README.md": "# P\n\n`2 translations` is code.\n"]) { $1 }),
                RuleExample(
                    files.merging(["README.md": "# P\n\nIt has \(FactMarker.begin("translations"))2\(FactMarker.endComment) translations.\n"]) { $1 }),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let plan = context.factPlan
        var candidates: [(source: FactSource, number: Int)] = []
        for source in context.factSources.values.sorted(by: { $0.name < $1.name }) where !source.nouns.isEmpty {
            let value: FactValue?
            if let known = plan.values[source.name] {
                value = known
            } else if source.isAboutEveryRepository {
                value = try? source.value(in: context.repository).get()
            } else {
                value = nil
            }
            if case .number(let number)? = value, number > 1 { candidates.append((source, number)) }
        }
        guard !candidates.isEmpty else { return [] }
        let translated = Set(context.translations.translations.map(\.path))
        let marked = Dictionary(grouping: plan.markers, by: \.path)
        var findings: [Diagnostic] = []
        // Two facts of one value and noun (all demos, the demos of a platform) are one note.
        var said = Set<SourceLocation>()
        // A CHANGELOG's numbers are what was true at each release.
        let changelog = context.repository.configuration.changelog
        // A run that holds none of the nouns is passed over before it is lowercased.
        let nouns = NeedleSet(Set(candidates.flatMap(\.source.nouns)).map { Array($0.lowercased().utf8) })
        for document in context.documents.documents where !translated.contains(document.path) && document.path != changelog {
            // Read from the tree, not the document's cache of its runs: every document is read
            // once here, and keeping each one's runs cost 15 MB on 10,000 documents. A run is
            // made a string only when its bytes hold a noun.
            let holdsNoun = { (node: MarkupNode) in
                node.withLiteralBytes { $0.includesAny(ignoringASCIICase: nouns) } == true ? InlineText(node) : nil
            }
            let runs = document.root.views(where: { $0 == .text }, holdsNoun)
            for run in runs {
                guard let start = run.range?.start, let column = start.column else { continue }
                let prose = ProseBytes(run.literal)
                for (source, number) in candidates {
                    for word in Self.numbers(before: source.nouns, in: prose) where word.number == number {
                        guard let location = Self.location(of: word.text, in: document.source, from: start.line, column: column) else { continue }
                        let offset = document.source.byteOffset(of: location) ?? -1
                        guard said.insert(location).inserted, !(marked[document.path] ?? []).contains(where: { $0.bytes.contains(offset) }) else {
                            continue
                        }
                        let inWords = Int(word.text) == nil
                        let marker = FactMarker.begin(source.name, inWords: inWords) + word.text + FactMarker.endComment
                        findings.append(
                            Self.finding(
                                .note, path: document.path, location: location,
                                message: "'\(word.text)' is \(source.summary) (\(source.name)); mark it to keep it true: \(marker)"))
                    }
                }
            }
        }
        return findings
    }

    /// The numbers of `text` (digits, or an English number word) that a noun of `nouns`
    /// follows after one space, with the number as written.
    static func numbers(before nouns: [String], in text: String) -> [(text: String, number: Int)] {
        numbers(before: nouns, in: ProseBytes(text))
    }

    /// A text run's bytes as `numbers(before:in:)` reads them, made once for every source's nouns.
    struct ProseBytes {
        var original: [UInt8]
        var lowered: [UInt8]

        init(_ text: String) {
            original = Array(text.utf8)
            lowered = Array(text.lowercased().utf8)
        }
    }

    static func numbers(before nouns: [String], in text: ProseBytes) -> [(text: String, number: Int)] {
        let (lowered, original) = (text.lowered, text.original)
        guard lowered.count == original.count else { return [] }
        var found: [(String, Int)] = []
        for noun in nouns {
            let needle = Array((" " + noun).utf8)
            for index in offsets(of: needle, in: lowered) {
                let after = index + needle.count
                if after < lowered.count, lowered[after].isASCIIAlphanumeric { continue }
                var begin = index
                while begin > 0, original[begin - 1].isASCIIAlphanumeric || original[begin - 1] == UInt8(ascii: "-") { begin -= 1 }
                guard begin < index else { continue }
                let word = String(decoding: original[begin..<index], as: UTF8.self)
                if let number = Int(word) ?? NumberWords.englishNumber(word) { found.append((word, number)) }
            }
        }
        return found
    }

    /// Where `needle` (two bytes or more) starts in `bytes`, found with memchr on its second byte:
    /// its first is a space, which prose holds everywhere.
    private static func offsets(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard needle.count >= 2 else { return [] }
        var offsets: [Int] = []
        needle.withUnsafeBufferPointer { pattern in
            bytes.withUnsafeBufferPointer { haystack in
                String.forEachOccurrence(of: pattern, in: haystack, anchor: 1) { offset in
                    offsets.append(offset)
                    return true
                }
            }
        }
        return offsets
    }

    /// Where `word` is in the source, on `line` at or after `column`, as a whole word.
    static func location(of word: String, in source: SourceText, from line: Int, column: Int) -> SourceLocation? {
        guard line >= 1, line <= source.lineCount else { return nil }
        let range = source.byteRange(ofLine: line)
        let bytes = Array(source.bytes[range])
        let needle = Array(word.utf8)
        var index = max(column - 1, 0)
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle), index == 0 || !bytes[index - 1].isASCIIAlphanumeric {
                return SourceLocation(line: line, column: index + 1)
            }
            index += 1
        }
        return nil
    }
}
