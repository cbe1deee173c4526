/// Every link says where it leads: its text is not empty and not a phrase that says nothing
/// out of context ("click here", "hier klicken", "ここをクリック"...), in any language the
/// documents ship in. A link around an image takes the image's alt text, checked as the image's.
struct LinkTextRule: ContextRule {
    static let id = "link-text"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a link has text that says where it leads: not empty, not 'click here', 'here', 'more' or their equivalents in the ten shipped languages",
            triggeringExamples: [
                RuleExample(readme: "# P\n\nFor the guide, [click here](Docs/Guide.md).\n", line: 3),
                RuleExample(
                    ["README.md": "# P\n", "Translations/README.ja.md": "# P\n\n[ここをクリック](https://example.com)\n"],
                    path: "Translations/README.ja.md", line: 3),
                RuleExample(readme: "# P\n\nText.\n\n<a href=\"https://example.com\"> </a>\n", line: 5),
            ],
            nonTriggeringExamples: [
                RuleExample(
                    readme:
                        "# P\n\nRead [the installation guide](https://example.com), <https://example.com> or [![Build status](b.svg)](https://ci.example.com).\n"
                )
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // The same text is judged once (a document may repeat one link text many times).
        var languages: [String: String?] = [:]
        // The links as the link rules share them: each document's are found once per run.
        for resolved in context.linkTargets.links {
            let link = resolved.link
            guard link.kind == .link, !link.holdsImage, let text = link.text else { continue }
            let problem: String
            if text.trimmingAllWhitespace().isEmpty {
                problem =
                    link.syntax == .markdown
                    ? "has no text; write what it leads to between the brackets"
                    : "has no text; write what it leads to between <a> and </a>, or in aria-label"
            } else {
                if languages[text] == nil { languages[text] = VagueText.language(of: text, in: VagueText.linkTextLanguages) }
                guard let language = languages[text] ?? nil, !Self.namesItsHeading(resolved, context) else { continue }
                problem = "has text '\(text.trimmingAllWhitespace())' (\(language)) that says nothing out of context; name what it leads to"
            }
            findings.append(Self.finding(path: resolved.path, location: link.location, message: "\(link.subject) \(problem)"))
        }
        return findings
    }

    /// Whether the link is a table of contents' entry: its text is the text of the heading it
    /// leads to (`[Learn more](#learn-more)` for "## Learn More"), which names the place.
    private static func namesItsHeading(_ resolved: ResolvedLink, _ context: RuleContext) -> Bool {
        guard let fragment = resolved.fragment, let file = resolved.targetFile, let document = context.documents.document(file),
            let heading = AnchorIndex(document: document, style: resolved.anchorStyle).anchor(named: fragment)?.heading,
            document.headings.indices.contains(heading)
        else { return false }
        return VagueText.normalized(document.headings[heading].text) == VagueText.normalized(resolved.link.text ?? "")
    }
}

extension LinkTextRule {
    static let mutations: [Mutation] = [
        Mutation(id: "link-click-here", summary: "change a README link's text to \"click here\"") { workspace in
            let path = workspace.repository.configuration.readme
            guard let link = MutationCatalogue.writtenLink(workspace, in: path, .link, where: { $0.text?.isEmpty == false }) else { return nil }
            return try MutationCatalogue.rewrite(workspace, path, link, link.text, with: "click here")
        }
    ]
}
