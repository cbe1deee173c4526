/// Code blocks can be read as written: every fence is closed, and the example plan's
/// collector finds compiled Swift blocks balanced with result comments it can turn into
/// expectations.
struct SwiftBlockSyntaxRule: ContextRule {
    static let id = "swift-block-syntax"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "code fences are closed, compiled Swift blocks balance their brackets, and every result comment can become an expectation",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n```sh\nls\n", line: 3),
                RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = [1\n```\n", line: 5),
                RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = [1, 2]\n    .count   // → 2\n```\n", line: 6),
            ],
            nonTriggeringExamples: [
                RuleExample(readme: "# P\n\n```sh\nls\n```\n"),
                RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = [1, 2]\n    .count\na   // → 2\n```\n"),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        Self.unclosedFences(context.documents)
            + context.examplePlan.blockProblems.compactMap { if case .syntax = $0.kind { Self.finding($0) } else { nil } }
    }

    /// The finding of a block whose text cannot become a generated test.
    static func finding(_ problem: SwiftBlockProblem) -> Diagnostic {
        guard case .syntax(let reason) = problem.kind else { return SwiftBlockStatusRule.finding(problem) }
        return finding(path: problem.path, location: problem.location, message: reason)
    }

    /// A fence that is never closed swallows the rest of its document (`regen-examples` says so too).
    static func unclosedFences(_ documents: DocumentSet) -> [Diagnostic] {
        documents.documents.flatMap { document in
            document.codeBlocks.filter { $0.isFenced && !$0.isClosed }.map { block in
                Self.finding(
                    path: document.path, location: block.range?.start,
                    message: "code fence is never closed; everything after it is read as code")
            }
        }
    }
}
