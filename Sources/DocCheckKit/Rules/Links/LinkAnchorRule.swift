/// A `#fragment`, in the same document or in `other.md#fragment`, names a heading's GitHub
/// anchor or an HTML anchor of that document; a miss suggests the closest anchor.
///
/// Case policy: anchors are compared exactly, as a browser compares a fragment with an id.
/// GitHub's heading anchors are lowercase, so `#Install` for the heading "Install" matches
/// only when case is ignored: a warning that gives the right spelling.
struct LinkAnchorRule: ContextRule {
    static let id = "link-anchor"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a #fragment names a heading (GitHub's anchor) or an HTML anchor of its document, matched exactly; a match only when case is ignored is a warning",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n## Installation\n\nSee [installing](#instalation).\n", line: 5),
                RuleExample(
                    ["README.md": "# P\n\nRead [setup](Docs/Guide.md#setup).\n", "Docs/Guide.md": "# Guide\n\n## Set up\n"], path: "README.md",
                    line: 3),
                RuleExample(readme: "# P\n\n## Install\n\nSee [Install](#Install).\n", line: 5),
                // `#readme` is the top of a README only.
                RuleExample(["README.md": "# P\n", "Docs/Guide.md": "# Guide\n\n[Back to top](#readme)\n"], path: "Docs/Guide.md", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample(
                    readme:
                        "# P\n\n## Install 😄 now\n\n## Install 😄 now\n\n[a](#install--now) [b](#install--now-1) [top](#top) [c](#p) [d](#readme)\n"),
                RuleExample([
                    "README.md": "# P\n\n<a name=\"Old\"></a>\n\n[old](#Old) [guide](Docs/Guide.md#set-up)\n",
                    "Docs/Guide.md": "# Guide\n\n## Set up\n",
                ]),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let documents = LinkedDocuments(context)
        var findings: [Diagnostic] = []
        for resolved in context.linkTargets.links {
            guard let fragment = resolved.fragment, let file = resolved.targetFile, !resolved.targetShowsLines,
                let anchors = documents.anchors(of: file)
            else { continue }
            let written = resolved.link.destination
            let withAnchor = { (anchor: String) in String(written.prefix { $0 != "#" }) + "#" + anchor }
            // The one destination that would match, for `fix` to write.
            let suggesting = { (anchor: String) in [Diagnostic.writtenDestination: written, Diagnostic.suggestedDestination: withAnchor(anchor)] }
            switch anchors.match(fragment) {
            case .found:
                continue
            case .caseOnly(let anchor):
                findings.append(
                    Self.finding(
                        .warning, path: resolved.path, location: resolved.link.location,
                        message: "\(resolved.link.subject) matches \(anchor.owner) only when case is ignored; write '\(withAnchor(anchor.name))'",
                        notes: ["a browser matches a fragment exactly, and GitHub's heading anchors are lowercase"],
                        facts: suggesting(anchor.name)))
            case .missing(let closest):
                var notes: [String] = []
                if let closest {
                    let line = closest.line.map { ", line \($0)" } ?? ""
                    notes.append("did you mean '\(withAnchor(closest.name))' (\(closest.owner)\(line))?")
                }
                findings.append(
                    Self.finding(
                        path: resolved.path, location: resolved.link.location,
                        message: "\(resolved.link.subject): \(file) has no heading or HTML anchor '\(fragment)'", notes: notes,
                        facts: closest.map { suggesting($0.name) } ?? [:]))
            }
        }
        return findings
    }
}

extension LinkAnchorRule {
    static let mutations: [Mutation] = [
        Mutation(
            id: "link-anchor", summary: "point an anchor link of the README at a heading that does not exist"
        ) {
            workspace in
            let path = workspace.repository.configuration.readme
            guard let link = MutationCatalogue.writtenLink(workspace, in: path, .link, where: { MutationCatalogue.anchorFragment($0) != nil }) else {
                return nil
            }
            return try MutationCatalogue.rewrite(workspace, path, link, link.destination, with: "#no-such-heading")
        },
        Mutation(id: "link-heading-renamed", summary: "rename a README heading that a link points at, and not the link") { workspace in
            let path = workspace.repository.configuration.readme
            guard let document = workspace.document(path),
                let link = MutationCatalogue.writtenLink(workspace, in: path, .link, where: { MutationCatalogue.anchorFragment($0) != nil }),
                let fragment = MutationCatalogue.anchorFragment(link.link)
            else { return nil }
            var slugger = Slugger()
            for heading in document.headings {
                guard slugger.slug(heading.anchorText) == fragment, let line = heading.range?.start.line else { continue }
                let text = workspace.line(path, line)
                // An ATX heading without a closing sequence: the new word goes at its end.
                guard text.hasPrefix("#"), !text.hasSuffix("#") else { return nil }
                try workspace.replaceLines(path, line...line, with: [text + " renamed"])
                return MutationSite(path: path, line: link.line)
            }
            return nil
        },
    ]
}
