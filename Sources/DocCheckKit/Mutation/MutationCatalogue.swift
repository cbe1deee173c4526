/// The mutations `doccheck mutate` applies, one per kind of lie a document can tell: each
/// rule says how its own problem is planted (its `mutations`, beside its examples), and the
/// catalogue gathers them with the helpers they share.
public enum MutationCatalogue {
    /// Every rule's mutations, in the rules' order, each expecting its rule.
    public static let all: [Mutation] = RuleRegistry.all.flatMap { rule in
        type(of: rule).mutations.map { mutation in
            var expecting = mutation
            expecting.expectedRules = [rule.id]
            return expecting
        }
    }

    /// The first table region configured for the README.
    static func readmeTable(_ workspace: MutationWorkspace) -> (path: String, region: String)? {
        let readme = workspace.repository.configuration.readme
        guard let table = workspace.repository.configuration.tables.first(where: { $0.documents.contains(readme) }) else { return nil }
        return (readme, table.region)
    }

    /// The first compiled Swift block of the README or the Docs articles.
    static func compiledBlock(_ workspace: MutationWorkspace) -> (path: String, block: CodeBlock)? {
        firstExample(workspace) { if case .compiled = $0 { true } else { false } }.map { ($0.path, $0.block) }
    }

    /// The first Swift block of the README or the Docs articles whose status is `wanted`.
    static func firstExample(_ workspace: MutationWorkspace, where wanted: (SwiftExample.Status) -> Bool) -> SwiftExample? {
        for path in workspace.repository.exampleDocumentPaths() {
            guard let document = workspace.document(path) else { continue }
            if let example = ExampleCollector(documents: [document]).examples.first(where: { wanted($0.status) }) { return example }
        }
        return nil
    }

}
