/// Every document can be read: the loader answers a missing, empty, non-file or non-UTF-8
/// document with one finding, made once as the run's documents are loaded.
struct DocumentRule: ContextRule {
    static let id = "document"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "every document can be read: it exists, is a file, is not empty and is UTF-8",
            triggeringExamples: [RuleExample(readme: ""), RuleExample(["Docs/Guide.md": "# Guide\n"], path: "README.md")],
            nonTriggeringExamples: [RuleExample(readme: "# Package\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.documents.diagnostics.filter { $0.ruleID == Self.id }
    }
}
