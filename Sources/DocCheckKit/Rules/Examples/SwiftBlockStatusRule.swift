/// Every Swift block says what doccheck does with it: the example plan's collector reads the
/// annotation before each block.
struct SwiftBlockStatusRule: ContextRule {
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

    /// A repository that has not opted in to compiled examples gets one note for all its
    /// blocks without a status, not one error each. It has opted in when it configures or
    /// has an examples folder, or gives any Swift block a status.
    func check(_ context: RuleContext) -> [Diagnostic] {
        let findings = context.examplePlan.blockDiagnostics.filter { $0.ruleID == Self.id }
        let missing = findings.filter { $0.facts["status"] == "none" }
        let repository = context.repository
        let optedIn =
            repository.configuration.explicitKeys.contains("examplesFolder") || repository.fileExists(repository.configuration.examplesFolder)
            || missing.count < findings.count || !context.examplePlan.examples.isEmpty
        guard !optedIn, let first = missing.first else { return findings }
        let documents = Set(missing.compactMap(\.path)).count
        let blocks = "\(missing.count) Swift \(missing.count == 1 ? "block" : "blocks")"
        return [
            Self.finding(
                .note, path: first.path, location: first.location,
                message:
                    "\(blocks) in \(documents) \(documents == 1 ? "document" : "documents") \(missing.count == 1 ? "has" : "have") "
                    + "no status, and \(missing.count == 1 ? "is" : "are") not checked: "
                    + "this repository has not opted in to compiled examples. To opt in, put <!-- doccheck: test --> or "
                    + "<!-- doccheck: skip \"why\" --> before each Swift block, or set \"examplesFolder\" in .doccheck.json, "
                    + "then run 'doccheck regen-examples'",
                facts: ["blocks": "\(missing.count)", "documents": "\(documents)"])
        ]
    }
}
