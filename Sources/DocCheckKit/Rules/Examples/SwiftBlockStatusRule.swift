/// Every Swift block says what doccheck does with it: the example plan's collector reads the
/// annotation before each block.
struct SwiftBlockStatusRule: Rule {
    static let id = "swift-block-status"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "every Swift block has exactly one status annotation directly before it",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n```swift\nlet a = 1\n```\n", line: 3),
                RuleExample(readme: "# P\n\n<!-- doccheck: compile -->\n```swift\nlet a = 1\n```\n", line: 3),
            ],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: skip \"a sketch\" -->\n```swift\nlet a = 1\n```\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.examplePlan.blockDiagnostics.filter { $0.ruleID == Self.id }
    }
}
