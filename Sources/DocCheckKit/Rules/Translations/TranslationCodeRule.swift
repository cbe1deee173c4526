/// A translation has the source's code blocks in the same order, the same code in each:
/// comments may be translated and whitespace may differ, nothing else. A Swift block's
/// annotation, when the translation has one, is the source block's.
struct TranslationCodeRule: Rule {
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
            return findings(pair, sourceKeys: keys)
        }
    }

    /// What two blocks must share to be the same block: the language and the normalized code.
    private static func key(_ block: CodeBlock) -> String {
        block.language.lowercased() + "\n" + CodeNormalizer.text(of: block)
    }

    private func findings(_ pair: TranslationIndex.Pair, sourceKeys: [String]) -> [Diagnostic] {
        let source = pair.source.codeBlocks
        let translated = pair.document.codeBlocks
        var findings: [Diagnostic] = []
        for step in Alignment(sourceKeys, translated.map(Self.key)).steps {
            switch step {
            case .same(let old, let new):
                findings += annotationFindings(source[old], translated[new], pair)
            case .changed(let old, let new):
                findings.append(difference(source[old], translated[new], pair))
                findings += annotationFindings(source[old], translated[new], pair)
            case .removed(let old):
                let block = source[old]
                let section = pair.source.sectionIndex(ofLine: block.range?.start.line ?? 0)
                let location = pair.source.headingsCorrespond(to: pair.document) ? pair.document.sectionLocation(section) : nil
                findings.append(
                    finding(
                        pair, location,
                        "\(pair.source.path)'s \(name(block)) block at line \(line(block)) is missing from this translation\(sectionName(pair.source, section))"
                    ))
            case .added(let new):
                let block = translated[new]
                findings.append(finding(pair, block.range?.start, "\(name(block)) block is not in \(pair.source.path)"))
            }
        }
        return findings
    }

    /// The first line where two paired blocks differ, as one finding.
    private func difference(_ original: CodeBlock, _ translation: CodeBlock, _ pair: TranslationIndex.Pair) -> Diagnostic {
        let reference = "\(pair.source.path)'s block at line \(line(original))"
        if original.language.lowercased() != translation.language.lowercased() {
            return finding(pair, translation.range?.start, "\(name(translation)) block where \(reference) is \(name(original))")
        }
        let old = CodeNormalizer.lines(of: original)
        let new = CodeNormalizer.lines(of: translation)
        for (wanted, found) in zip(old, new) where wanted.normalized != found.normalized {
            let location = found.number.map { SourceLocation(line: $0) } ?? translation.range?.start
            return finding(
                pair, location, "code differs from \(reference): this translation has '\(found.written)', \(pair.source.path) has '\(wanted.written)'"
            )
        }
        if old.count > new.count {
            let location = translation.range.map { SourceLocation(line: $0.end.line) }
            return finding(pair, location, "code block ends where \(reference) goes on with '\(old[new.count].written)'")
        }
        if new.count > old.count, let number = new[old.count].number {
            return finding(pair, SourceLocation(line: number), "code goes on with '\(new[old.count].written)' where \(reference) ends")
        }
        return finding(pair, translation.range?.start, "code differs from \(reference) in how its lines are broken")
    }

    /// A translation's Swift block annotation, when present, says what the source block's does.
    private func annotationFindings(_ original: CodeBlock, _ translation: CodeBlock, _ pair: TranslationIndex.Pair) -> [Diagnostic] {
        guard let written = translation.precedingHTML.first(where: { ExampleAnnotation.isAnnotation($0.literal) }) else { return [] }
        let theirs = original.precedingHTML.first { ExampleAnnotation.isAnnotation($0.literal) }
        let found = Self.status(written.literal)
        let wanted = theirs.map { Self.status($0.literal) } ?? "no annotation"
        guard found != wanted else { return [] }
        return [
            finding(
                pair, written.range?.start, "annotation says '\(found)' where \(pair.source.path)'s block at line \(line(original)) has '\(wanted)'")
        ]
    }

    /// What an annotation says, with a skip's reason left out (the reason may be translated).
    static func status(_ comment: String) -> String {
        switch ExampleAnnotation.parse(comment) {
        case .success(.test(let continues)): continues ? "test continues" : "test"
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

    private func sectionName(_ document: MarkdownDocument, _ index: Int) -> String {
        document.headings.indices.contains(index) ? " (section '\(document.headings[index].text)')" : ""
    }

    private func finding(_ pair: TranslationIndex.Pair, _ location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(path: pair.translation.path, location: location, ruleID: Self.id, message: message)
    }
}
