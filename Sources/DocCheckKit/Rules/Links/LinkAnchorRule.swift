/// A `#fragment`, in the same document or in `other.md#fragment`, names a heading's GitHub
/// anchor or an HTML anchor of that document; a miss suggests the closest anchor. In a DocC
/// catalog, a fragment of the document itself and the fragment of `<doc:Article#Fragment>`
/// name a heading's anchor as DocC makes it (`DocCNames.fragment`).
///
/// Case policy: anchors are compared exactly, as a browser compares a fragment with an id
/// and DocC a `<doc:>` link's fragment with a heading's. GitHub's heading anchors are
/// lowercase, so `#Install` for the heading "Install" matches only when case is ignored: a
/// warning that gives the right spelling. DocC's keep the heading's capitals, so in a catalog
/// `#Install` is right and `#install` the warning.
struct LinkAnchorRule: ContextRule {
    static let id = "link-anchor"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a #fragment names a heading (GitHub's anchor) or an HTML anchor of its document, matched exactly; in a DocC catalog, and after a doc: link's article, a heading's DocC anchor, which keeps its capitals; a match only when case is ignored is a warning",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n## Installation\n\nSee [installing](#instalation).\n", line: 5),
                RuleExample(
                    ["README.md": "# P\n\nRead [setup](Docs/Guide.md#setup).\n", "Docs/Guide.md": "# Guide\n\n## Set up\n"], path: "README.md",
                    line: 3),
                RuleExample(readme: "# P\n\n## Install\n\nSee [Install](#Install).\n", line: 5),
                // `#readme` is the top of a README only.
                RuleExample(["README.md": "# P\n", "Docs/Guide.md": "# Guide\n\n[Back to top](#readme)\n"], path: "Docs/Guide.md", line: 3),
                // In a DocC catalog a heading's anchor keeps its capitals.
                RuleExample(
                    ["README.md": "# P\n", "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nJump to [sheets](#sheets).\n\n### Sheets\n"],
                    path: "Docs/Kit.docc/Kit.md", line: 3),
                RuleExample(
                    [
                        "README.md": "# P\n", "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nRead <doc:Guide#Setup>.\n",
                        "Docs/Kit.docc/Guide.md": "# Guide\n\n## Set Up\n",
                    ],
                    path: "Docs/Kit.docc/Kit.md", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample(
                    readme:
                        "# P\n\n## Install 😄 now\n\n## Install 😄 now\n\n[a](#install--now) [b](#install--now-1) [top](#top) [c](#p) [d](#readme)\n"),
                RuleExample([
                    "README.md": "# P\n\n<a name=\"Old\"></a>\n\n[old](#Old) [guide](Docs/Guide.md#set-up)\n",
                    "Docs/Guide.md": "# Guide\n\n## Set up\n",
                ]),
                RuleExample([
                    "README.md": "# P\n",
                    "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nJump to [Sheets](#Sheets) or read <doc:Getting-Started#Some-Heading>.\n\n### Sheets\n",
                    "Docs/Kit.docc/Getting Started.md": "# Getting Started\n\n## Some Heading\n",
                ]),
            ])
    }

    /// A fragment to look up: the file whose anchors it names, as which renderer makes them,
    /// and the fragment as that renderer compares it.
    private struct Lookup {
        var file: String
        var style: AnchorIndex.Style
        var fragment: String
        /// The fragment as written, when the renderer compares another (`<doc:>` links).
        var written: String?
    }

    /// What `resolved`'s fragment names. A fragment of the document itself is read as its
    /// renderer makes anchors (DocC's in a catalog); a path to a Markdown file opens it on
    /// GitHub, with GitHub's; DocC resolves `<doc:Article#Fragment>` itself, the fragment made
    /// as it makes a heading's.
    private static func lookup(_ resolved: ResolvedLink) -> Lookup? {
        if case .found(let file) = resolved.article, let fragment = DocCatalog.fragment(resolved.link.destination) {
            let made = DocCNames.fragment(fragment)
            return Lookup(file: file, style: .docC, fragment: made, written: made == fragment ? nil : fragment)
        }
        guard let fragment = resolved.fragment, let file = resolved.targetFile, !resolved.targetShowsLines else { return nil }
        return Lookup(file: file, style: resolved.anchorStyle, fragment: fragment)
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let documents = LinkedDocuments(context)
        let targets = context.linkTargets
        // Every linked document's anchors are built first, side by side. Each link's lookup is
        // made again below rather than kept: kept, the lookups of every link of a run were
        // held while the links' targets were at their largest.
        documents.prepare(targets.links.compactMap { Self.lookup($0).map { ($0.file, $0.style) } })
        // Then the links, their documents side by side.
        return targets.documents.parallelMap { links in links.resolved.compactMap { Self.finding(for: $0, documents) } }.flatMap(\.self)
    }

    /// The finding of `resolved`'s fragment, nil when it names an anchor or nothing to check.
    private static func finding(for resolved: ResolvedLink, _ documents: LinkedDocuments) -> Diagnostic? {
        guard let lookup = Self.lookup(resolved), let anchors = documents.anchors(of: lookup.file, style: lookup.style) else { return nil }
        let written = resolved.link.destination
        let withAnchor = { (anchor: AnchorIndex.Anchor) in
            String(written.prefix { $0 != "#" }) + "#" + (resolved.article != nil ? anchor.docLinkFragment ?? anchor.name : anchor.name)
        }
        // The one destination that would match, for `fix` to write.
        let suggesting = { (anchor: AnchorIndex.Anchor) in
            [Diagnostic.writtenDestination: written, Diagnostic.suggestedDestination: withAnchor(anchor)]
        }
        switch anchors.match(lookup.fragment) {
        case .found:
            return nil
        case .caseOnly(let anchor):
            let note =
                lookup.style == .gitHub
                ? "a browser matches a fragment exactly, and GitHub's heading anchors are lowercase"
                : "DocC keeps a heading's capitals in its anchor, and \(resolved.article == nil ? "a browser matches a fragment" : "matches a link's fragment") exactly"
            return
                Self.finding(
                    .warning, path: resolved.path, location: resolved.link.location,
                    message: "\(resolved.link.subject) matches \(anchor.owner) only when case is ignored; write '\(withAnchor(anchor))'",
                    notes: [note], facts: suggesting(anchor))
        case .missing(let closest):
            var notes: [String] = []
            if let closest {
                let line = closest.line.map { ", line \($0)" } ?? ""
                notes.append("did you mean '\(withAnchor(closest))' (\(closest.owner)\(line))?")
            }
            let fragment = lookup.written.map { "'\($0)' (DocC reads it as '\(lookup.fragment)')" } ?? "'\(lookup.fragment)'"
            let kinds = lookup.style == .gitHub ? "heading or HTML anchor" : "heading"
            // A `doc:` link's fragment is where docc reports it.
            let hash = written.utf8.firstIndex(of: UInt8(ascii: "#")).map { written.utf8.distance(from: written.utf8.startIndex, to: $0) }
            let location =
                resolved.article != nil && written == written.removingPercentEncoding
                ? hash.flatMap { DocCatalog.docLinkLocation(resolved.link, offset: $0 + 1) } : resolved.link.location
            return
                Self.finding(
                    path: resolved.path, location: location,
                    message: "\(resolved.link.subject): \(lookup.file) has no \(kinds) \(fragment)", notes: notes,
                    facts: closest.map(suggesting) ?? [:])
        }
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
