/// A translation has the source's code blocks, each in the section that corresponds to the
/// source's (`SectionAlignment`) and in the same order, the same code in each: comments may be
/// translated and whitespace may differ, nothing else. A Swift block's annotation, when the
/// translation has one, is the source block's. A block in another section is one finding,
/// moved; a section the translation lacks or adds is `translation-headings`' finding.
struct TranslationCodeRule: ContextRule {
    static let id = "translation-code"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "a translation has its source's code blocks in the same order, identical but for comments and whitespace",
            triggeringExamples: [
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "Widget()", with: "Widget(size: 2)"), line: 11),
                TranslationExamples.repository(
                    german: TranslationExamples.german(replacing: "```swift\nlet widget = Widget()   // ein Widget\n```\n", with: ""), line: 6),
                TranslationExamples.repository(
                    german: TranslationExamples.german(replacing: "```swift", with: "<!-- doccheck: skip \"Skizze\" -->\n```swift"), line: 10),
            ],
            nonTriggeringExamples: [
                TranslationExamples.repository(),
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "Widget()   // ein Widget", with: "Widget( )")),
                // A block's language is its info string's first word in any case, as GitHub reads it.
                TranslationExamples.repository(german: TranslationExamples.german(replacing: "```swift", with: "```Swift")),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Comparing a translation with its source is part of tracking translations, which a
        // repository opts in to (`translation-marker` says when it has not).
        guard context.translations.isTracked(in: context.repository) else { return [] }
        // A source's blocks are normalized once, however many translations it has.
        var sourceKeys: [String: [String]] = [:]
        return context.translations.pairs(context.documents).flatMap { pair in
            let keys = sourceKeys[pair.source.path] ?? pair.source.codeBlocks.map(Self.key)
            sourceKeys[pair.source.path] = keys
            return findings(pair, sourceKeys: keys, alignment: context.translations.alignment(pair))
        }
    }

    /// What two blocks must share to be the same block: the language and the normalized code.
    private static func key(_ block: CodeBlock) -> String {
        block.language.lowercased() + "\n" + CodeNormalizer.text(of: block)
    }

    private func findings(_ pair: TranslationIndex.Pair, sourceKeys: [String], alignment: SectionAlignment) -> [Diagnostic] {
        let source = pair.source.codeBlocks
        let translated = pair.document.codeBlocks
        let translatedKeys = translated.map(Self.key)
        let sourceLines = pair.source.headingLines
        let translatedLines = pair.document.headingLines
        let sourceSections = source.map { MarkdownDocument.sectionIndex(ofLine: line($0), headingLines: sourceLines) }
        let translatedSections = translated.map { MarkdownDocument.sectionIndex(ofLine: line($0), headingLines: translatedLines) }
        // Each block's group; a block of a section only one side has is compared with nothing,
        // but may be found moved.
        let sourceGroups = sourceSections.map { alignment.groupIndex(ofSource: $0) }
        let translatedGroups = translatedSections.map { alignment.groupIndex(ofTranslation: $0) }
        var differences: [Int: SectionDifferences] = [:]
        // Within each group, the blocks in common in order; the gaps between them are left over.
        var gaps: [(group: Int, old: [Int], new: [Int])] = []
        var leftSource = Set<Int>()
        var leftTranslated = Set<Int>()
        for (group, members) in alignment.groups.enumerated() {
            let old = source.indices.filter { sourceGroups[$0] == group }
            let new = translated.indices.filter { translatedGroups[$0] == group }
            guard members.isCompared else {
                leftSource.formUnion(old)
                leftTranslated.formUnion(new)
                continue
            }
            for gap in Alignment.gaps(old.map { sourceKeys[$0] }, new.map { translatedKeys[$0] }) {
                gaps.append((group, gap.old.map { old[$0] }, gap.new.map { new[$0] }))
                leftSource.formUnion(gap.old.map { old[$0] })
                leftTranslated.formUnion(gap.new.map { new[$0] })
                if let same = gap.next {
                    for (location, message) in annotationFindings(source[old[same.old]], translated[new[same.new]], pair) {
                        differences[group, default: SectionDifferences()].append(location, message)
                    }
                }
            }
        }
        // A left-over block with a left-over twin on the other side was moved.
        var twins: [String: [Int]] = [:]
        for index in leftTranslated.sorted() { twins[translatedKeys[index], default: []].append(index) }
        for old in leftSource.sorted() {
            guard let new = twins[sourceKeys[old]]?.first else { continue }
            twins[sourceKeys[old]]?.removeFirst()
            leftSource.remove(old)
            leftTranslated.remove(new)
            let block = translated[new]
            let from = pair.source.sectionName(sourceSections[old])
            let to = pair.document.sectionName(translatedSections[new])
            let message =
                sourceGroups[old] == translatedGroups[new]
                ? "\(name(block)) block moved within \(to): \(pair.source.path) has it at line \(line(source[old])), in another order"
                : "\(name(block)) block moved: \(pair.source.path) has it in \(from) (line \(line(source[old]))), this translation in \(to)"
            differences[translatedGroups[new] ?? 0, default: SectionDifferences()].append(block.range?.start, message)
        }
        // What is left in each gap pairs up in order, by the lines they share; the rest is
        // missing or added.
        for gap in gaps {
            let old = gap.old.filter(leftSource.contains)
            let new = gap.new.filter(leftTranslated.contains)
            var section = differences[gap.group] ?? SectionDifferences()
            let pairs = Self.pairing(old.map { source[$0] }, new.map { translated[$0] }).map { (old[$0.0], new[$0.1]) }
            for (wanted, found) in pairs {
                let (location, message) = difference(source[wanted], translated[found], pair)
                section.append(location, message)
                for (location, message) in annotationFindings(source[wanted], translated[found], pair) { section.append(location, message) }
            }
            for wanted in old where !pairs.contains(where: { $0.0 == wanted }) {
                let block = source[wanted]
                section.append(
                    nil,
                    "\(pair.source.path)'s \(name(block)) block at line \(line(block)) is missing from this translation (\(pair.source.sectionName(sourceSections[wanted])))"
                )
            }
            for found in new where !pairs.contains(where: { $0.1 == found }) {
                let block = translated[found]
                section.append(block.range?.start, "\(name(block)) block is not in \(pair.source.path)")
            }
            differences[gap.group] = section
        }
        return differences.keys.sorted().compactMap { group in
            differences[group]?.diagnostic(
                rule: Self.self, noun: "code blocks", pair: pair, group: alignment.groups[group], alignment: alignment)
        }
    }

    /// The most pairs of blocks `pairing` compares one by one.
    static let pairingCells = 1 << 18

    /// Which blocks of `old` (the source's) and `new` (the translation's), none of them the
    /// same, are one block changed: as many as both have, in order, when the counts agree;
    /// otherwise the pairs in order that keep the most lines in common (a block the
    /// translation left out is not compared with the next one), or in order when no lines
    /// are in common at all.
    static func pairing(_ old: [CodeBlock], _ new: [CodeBlock]) -> [(Int, Int)] {
        let inOrder = Array(zip(old.indices, new.indices))
        // The table below has a cell per pair of blocks: past `pairingCells` (a section of
        // some 500 blocks on each side) the blocks are paired in order, so that work stays
        // bounded by the section's size.
        guard old.count != new.count, !old.isEmpty, !new.isEmpty, old.count * new.count <= Self.pairingCells else { return inOrder }
        let oldLines = old.map { Set(CodeNormalizer.lines(of: $0).map(\.normalized)) }
        let newLines = new.map { Set(CodeNormalizer.lines(of: $0).map(\.normalized)) }
        let width = new.count + 1
        var best = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in 1...old.count {
            for j in 1...new.count {
                let common = oldLines[i - 1].intersection(newLines[j - 1]).count
                best[i * width + j] = max(best[(i - 1) * width + j], best[i * width + j - 1], best[(i - 1) * width + j - 1] + common)
            }
        }
        guard best[old.count * width + new.count] > 0 else { return inOrder }
        var pairs: [(Int, Int)] = []
        var (i, j) = (old.count, new.count)
        while i > 0, j > 0 {
            if best[i * width + j] == best[(i - 1) * width + j] {
                i -= 1
            } else if best[i * width + j] == best[i * width + j - 1] {
                j -= 1
            } else {
                pairs.append((i - 1, j - 1))
                (i, j) = (i - 1, j - 1)
            }
        }
        return pairs.reversed()
    }

    /// How two paired blocks differ, as one finding: every line that differs (a line changed,
    /// one the source has and the translation lacks, one the translation adds), counted, the
    /// first few spelled out, at the first of them.
    private func difference(_ original: CodeBlock, _ translation: CodeBlock, _ pair: TranslationIndex.Pair) -> (SourceLocation?, String) {
        let reference = "\(pair.source.path)'s block at line \(line(original))"
        if original.language.lowercased() != translation.language.lowercased() {
            return (translation.range?.start, "\(name(translation)) block where \(reference) is \(name(original))")
        }
        let old = CodeNormalizer.lines(of: original)
        let new = CodeNormalizer.lines(of: translation)
        // Where a line the translation lacks belongs: at the translation's next line, or at
        // the block's closing fence.
        func place(before index: Int) -> SourceLocation? {
            if new.indices.contains(index), let number = new[index].number { return SourceLocation(line: number) }
            return translation.range.map { SourceLocation(line: $0.end.line) }
        }
        let path = pair.source.path
        var changes: [(location: SourceLocation?, message: String)] = []
        for gap in Alignment.gaps(old.map(\.normalized), new.map(\.normalized)) {
            for (wanted, found) in zip(gap.old, gap.new) {
                changes.append((place(before: found), "this translation has '\(new[found].written)', \(path) has '\(old[wanted].written)'"))
            }
            for wanted in gap.old.dropFirst(gap.new.count) {
                changes.append((place(before: gap.new.upperBound), "\(path) has '\(old[wanted].written)' where this translation has nothing"))
            }
            for found in gap.new.dropFirst(gap.old.count) {
                changes.append((place(before: found), "this translation has '\(new[found].written)', which \(pair.source.path) does not"))
            }
        }
        guard let first = changes.first else {
            return (translation.range?.start, "code differs from \(reference) in how its lines are broken")
        }
        guard changes.count > 1 else { return (first.location, "code differs from \(reference): \(first.message)") }
        let listed = changes.prefix(SectionDifferences.shown).map { change in
            (change.location.map { "line \($0.line): " } ?? "") + change.message
        }
        let more = changes.count > SectionDifferences.shown ? "; and \(changes.count - SectionDifferences.shown) more" : ""
        return (first.location, "\(changes.count) lines differ from \(reference): \(listed.joined(separator: "; "))\(more)")
    }

    /// A translation's Swift block annotation, when present, says what the source block's does.
    private func annotationFindings(_ original: CodeBlock, _ translation: CodeBlock, _ pair: TranslationIndex.Pair) -> [(SourceLocation?, String)] {
        guard let written = translation.precedingHTML.first(where: { ExampleAnnotation.isAnnotation($0.literal) }) else { return [] }
        let theirs = original.precedingHTML.first { ExampleAnnotation.isAnnotation($0.literal) }
        let found = Self.status(written.literal)
        let wanted = theirs.map { Self.status($0.literal) } ?? "no annotation"
        guard found != wanted else { return [] }
        return [
            (written.range?.start, "annotation says '\(found)' where \(pair.source.path)'s block at line \(line(original)) has '\(wanted)'")
        ]
    }

    /// What an annotation says, with a skip's reason left out (the reason may be translated)
    /// and a test's setup lines kept.
    static func status(_ comment: String) -> String {
        switch ExampleAnnotation.parse(comment) {
        case .success(.test(let continues, let setup)):
            // Setup lines are code, which a translation keeps as they are.
            ([continues ? "test continues" : "test"] + (setup?.lines ?? [])).joined(separator: "\n")
        // The compiler's words, which a translation keeps as they are.
        case .success(.fails(let diagnostic)): "fails \"\(diagnostic)\""
        case .success(.requires(let module)): "requires \(module)"
        case .success(.manifest): "manifest"
        case .success(.skip): "skip"
        case .failure: comment.trimmingWhitespace()
        }
    }

    private func name(_ block: CodeBlock) -> String {
        block.language.isEmpty ? "code" : block.language
    }

    private func line(_ block: CodeBlock) -> Int {
        block.range?.start.line ?? 0
    }
}

extension TranslationCodeRule {
    static let mutations: [Mutation] = [
        Mutation(id: "translation-code-token", summary: "change a code token in a code block of one translation") { workspace in
            for path in MutationCatalogue.readmeTranslations(workspace) {
                guard let document = workspace.document(path) else { continue }
                for block in document.codeBlocks {
                    for (number, text) in block.lines {
                        let code = text.trimmingCharacters(in: .whitespaces)
                        // Comments may be translated; a token of code may not.
                        guard let number, !code.hasPrefix("//"), !code.hasPrefix("#"),
                            let token = text.firstMatch(of: /[A-Za-z_][A-Za-z0-9_]{2,}/)
                        else { continue }
                        let changed = text.replacingCharacters(in: token.range, with: token.output + "Changed")
                        try workspace.replaceLines(path, number...number, with: [changed])
                        return MutationSite(path: path, line: number)
                    }
                }
            }
            return nil
        }
    ]
}
