/// The generated tests on disk are what the example plan would write from the documents'
/// Swift blocks: none missing, stale or edited by hand.
struct ExamplesGeneratedRule: Rule {
    static let id = "examples-generated"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "the tests generated from Swift blocks are up to date and not edited by hand",
            triggeringExamples: [
                RuleExample(
                    ["README.md": "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n"],
                    path: "Tests/ReadmeExamplesTests/Generated/README.swift"),
                RuleExample(
                    ["README.md": "# P\n", "Tests/ReadmeExamplesTests/Generated/README.swift": ExampleTestGenerator.header + "\n"],
                    path: "Tests/ReadmeExamplesTests/Generated/README.swift"),
            ],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: skip \"a sketch\" -->\n```swift\nlet a = 1\n```\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.examplePlan.fileDiagnostics
    }
}
