/// Heading levels never skip one going deeper (`##` then `####`), so the outline a screen
/// reader lists has no gap. HTML headings (`<h1>`...`<h6>`) count with Markdown ones.
struct HeadingLevelRule: ContextRule {
    static let id = "heading-level"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "heading levels go deeper one at a time (## then ###, not ####), Markdown and HTML headings alike",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n## Use\n\n#### Details\n", line: 5),
                RuleExample(readme: "<h1 align=\"center\">P</h1>\n\n### Use\n", line: 3),
            ],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n## Use\n\n### Details\n\n## Next\n\n### More\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.documents.documents.flatMap { document in
            var findings: [Diagnostic] = []
            var previous: Int?
            // DocC puts a page's discussion under a level-2 "Overview" of its own, so in a
            // catalog a level 3 may follow the title.
            let inCatalog = DocCatalog.folder(holding: document.path) != nil
            for (level, location) in headings(document) {
                if inCatalog, previous == 1 { previous = 2 }
                if let previous, level > previous + 1 {
                    findings.append(
                        Self.finding(
                            path: document.path, location: location,
                            message: "heading level \(level) follows level \(previous); make it level \(previous + 1) so the outline has no gap"))
                }
                previous = level
            }
            return findings
        }
    }

    /// Every heading's level and position, in document order.
    private func headings(_ document: MarkdownDocument) -> [(level: Int, location: SourceLocation?)] {
        var result = document.headings.map { ($0.level, $0.range?.start) }
        for fragment in document.html {
            var locator = fragment.locator(in: document.source)
            for tag in HTMLTagScanner.tags(in: fragment.literal) where !tag.isEnd {
                guard tag.name.count == 2, tag.name.hasPrefix("h"), let level = Int(tag.name.dropFirst()), (1...6).contains(level) else { continue }
                result.append((level, locator.location(ofOffset: tag.range.lowerBound)))
            }
        }
        let unknown = SourceLocation(line: Int.max, column: Int.max)
        return result.sorted { ($0.1 ?? unknown) < ($1.1 ?? unknown) }
    }
}

extension HeadingLevelRule {
    static let mutations: [Mutation] = [
        Mutation(id: "heading-skip-level", summary: "make a README section heading skip a level") { workspace in
            let path = workspace.repository.configuration.readme
            guard let document = workspace.document(path) else { return nil }
            for heading in document.headings where heading.level == 2 {
                guard let line = heading.range?.start.line else { continue }
                let text = workspace.line(path, line)
                guard text.hasPrefix("## ") else { continue }
                try workspace.replaceLines(path, line...line, with: ["##" + text])
                return MutationSite(path: path, line: line)
            }
            return nil
        }
    ]
}
