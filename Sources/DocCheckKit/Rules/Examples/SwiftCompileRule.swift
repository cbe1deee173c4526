/// The tests generated from compiled Swift blocks build and pass: the compiler finds these
/// problems under `swift test`, each at its Markdown line, and `doccheck mutate` names them
/// with this id. The rule has no check of its own; its examples run under the compiler.
struct SwiftCompileRule: Rule {
    static let id = "swift-compile"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "the tests generated from compiled Swift blocks build and pass under 'swift test', each error at its Markdown line",
            checker: .compiler,
            triggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a: Int = \"one\"\n```\n", line: 5)],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a: Int = 1\n```\n")])
    }
}

extension SwiftCompileRule {
    static let mutations: [Mutation] = [
        Mutation(id: "swift-code-token", summary: "rename a call in a compiled Swift block (caught by the compiler)", needsCompile: true) {
            workspace in
            guard let (path, block) = MutationCatalogue.compiledBlock(workspace) else { return nil }
            for (number, text) in block.lines {
                // A call: a lowercase name right after a non-identifier character, then "(".
                guard let number, let match = text.firstMatch(of: /(^|[^A-Za-z0-9_])([a-z][A-Za-z0-9]*)\(/) else { continue }
                let changed = text.replacingCharacters(in: match.range, with: "\(match.1)\(match.2)Renamed(")
                try workspace.replaceLines(path, number...number, with: [changed])
                return MutationSite(path: path, line: number)
            }
            return nil
        },
        Mutation(id: "swift-result-comment", summary: "change a stated result in a compiled Swift block (caught by the tests)", needsCompile: true) {
            workspace in
            guard let (path, block) = MutationCatalogue.compiledBlock(workspace) else { return nil }
            return try changeResult(in: block, of: path, workspace)
        },
        Mutation(
            id: "doc-comment-result", summary: "change a stated result in a compiled Swift block of a doc comment (caught by the tests)",
            needsCompile: true
        ) { workspace in
            let sources = DocCommentSource.sources(in: workspace.repository)
            let collector = ExampleCollector(documents: [], sources: sources)
            guard let example = collector.examples.first(where: { if case .compiled = $0.status { true } else { false } }) else { return nil }
            return try changeResult(in: example.block, of: example.path, workspace)
        },
        Mutation(
            id: "fails-diagnostic", summary: "change the error a must-fail Swift block states (caught by the tests)", needsCompile: true
        ) { workspace in
            guard let example = MutationCatalogue.firstExample(workspace, where: { if case .mustFail = $0 { true } else { false } }),
                example.line > 1
            else { return nil }
            // The annotation is the line directly before the fence.
            let line = workspace.line(example.path, example.line - 1)
            guard let match = line.firstMatch(of: /fails\s+"[^"]+"/) else { return nil }
            let changed = line.replacingCharacters(in: match.range, with: "fails \"an error no compiler reports\"")
            try workspace.replaceLines(example.path, (example.line - 1)...(example.line - 1), with: [changed])
            return MutationSite(path: example.path, line: example.line)
        },
        Mutation(id: "snippet-result", summary: "change a stated result in a snippet (caught by the tests)", needsCompile: true) { workspace in
            guard let snippet = SnippetExamples.snippets(in: workspace.repository).first else { return nil }
            return try changeResult(in: CodeBlock(swiftFile: snippet.text), of: snippet.path, workspace)
        },
    ]

    /// Changes the first `// → value` of `block` to a value it is not; the file's own line is
    /// edited, so a doc comment's line keeps its `///`.
    private static func changeResult(in block: CodeBlock, of path: String, _ workspace: MutationWorkspace) throws -> MutationSite? {
        for (number, text) in block.lines {
            guard let number, text.firstMatch(of: /\/\/\s*→\s*(.+)$/) != nil else { continue }
            let line = workspace.line(path, number)
            guard let match = line.firstMatch(of: /\/\/\s*→\s*(.+)$/) else { continue }
            let value = String(match.1)
            try workspace.replaceLines(
                path, number...number, with: [line.replacingCharacters(in: match.range, with: "// → \(value == "nil" ? "0" : "nil")")])
            return MutationSite(path: path, line: number)
        }
        return nil
    }
}
