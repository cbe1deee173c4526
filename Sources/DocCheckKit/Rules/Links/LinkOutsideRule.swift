/// A relative link never leaves the repository: not by `..`, not through a symlink. (A path
/// that starts with `/` is read from the repository's root, as GitHub reads it.) Such a path
/// is reported and nothing outside is opened or read.
struct LinkOutsideRule: ContextRule {
    static let id = "link-outside"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "a relative link stays inside the repository ('/' is its root): no '..' above the root, no symlink out; nothing outside is read",
            triggeringExamples: [
                RuleExample(readme: "# P\n\nThe [password file](../../etc/passwd).\n", line: 3),
                RuleExample(readme: "# P\n\n<a href=\"/../etc/hosts\">The hosts file</a>\n", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample(["README.md": "# P\n\n[Guide](Docs/../Docs/Guide.md)\n", "Docs/Guide.md": "# G\n"]),
                RuleExample(["Docs/Guide.md": "# G\n\n[Home](/README.md)\n", "README.md": "# P\n\n[Guide](Docs/Guide.md)\n"]),
                RuleExample(readme: "# P\n\n[Site](https://example.com/../x)\n"),
            ])
    }

    /// Whether a link climbs from a document on GitHub (`OWNER/REPO/blob/BRANCH/folder/`)
    /// exactly to the repository's own page (`OWNER/REPO/`), as `../../../#usage` does from a
    /// folder one level down: GitHub shows the repository there, its README included.
    static func isRepositoryPage(_ resolved: ResolvedLink) -> Bool {
        guard resolved.link.kind == .link, case .local(let written, _, _) = resolved.destination else { return false }
        let parts = written.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty, parts.allSatisfy({ $0 == ".." }) else { return false }
        let depth = resolved.folder.split(separator: "/").count
        return parts.count == depth + 2
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.linkTargets.links.compactMap { resolved in
            guard case .outside(let reason) = resolved.resolution else { return nil }
            if Self.isRepositoryPage(resolved) { return nil }
            return Self.finding(
                path: resolved.path, location: resolved.link.location,
                message: "\(resolved.link.subject) leaves the repository: \(reason)",
                notes: ["link to a file inside the repository, or to a full https:// address; doccheck reads nothing outside it"])
        }
    }
}

extension LinkOutsideRule {
    static let mutations: [Mutation] = [
        Mutation(id: "link-outside", summary: "point a relative link of the README out of the repository") { workspace in
            let path = workspace.repository.configuration.readme
            guard let link = MutationCatalogue.writtenLink(workspace, in: path, .link, where: MutationCatalogue.isRepositoryPath) else { return nil }
            // One "../" more than the README's depth leaves the repository.
            let depth = path.split(separator: "/").count
            return try MutationCatalogue.rewrite(
                workspace, path, link, link.destination, with: String(repeating: "../", count: depth) + link.link.destination)
        }
    ]
}
