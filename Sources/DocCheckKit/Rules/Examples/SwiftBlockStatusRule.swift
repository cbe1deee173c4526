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
                // A blank line between: not directly before, so not the block's status.
                RuleExample(readme: "# P\n\n<!-- doccheck: skip \"a sketch\" -->\n\n```swift\nlet a = 1\n```\n", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample(readme: "# P\n\n<!-- doccheck: skip \"a sketch\" -->\n```swift\nlet a = 1\n```\n"),
                RuleExample(readme: "# P\n\n<!-- a note for editors -->\n<!-- doccheck: skip \"a sketch\" -->\n```swift\nlet a = 1\n```\n"),
            ])
    }

    /// A repository that has not opted in to compiled examples gets one note for all its
    /// blocks without a status, not one error each (`ExamplePlan.isOptedIn`).
    func check(_ context: RuleContext) -> [Diagnostic] {
        let problems = context.examplePlan.blockProblems.filter { if case .syntax = $0.kind { false } else { true } }
        let missing = problems.filter { $0.kind == .noStatus }
        guard !context.examplePlan.isOptedIn(context.repository), let first = missing.first else { return problems.map(Self.finding) }
        let documents = Set(missing.map(\.path)).count
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

    /// The finding of a problem of a block's status or annotation.
    static func finding(_ problem: SwiftBlockProblem) -> Diagnostic {
        let message: String
        var facts: [String: String] = [:]
        switch problem.kind {
        case .noStatus:
            message =
                "Swift block has no status; put an annotation such as <!-- doccheck: test --> or <!-- doccheck: skip \"why\" --> directly before it"
            facts = ["status": "none"]
        case .annotations(let count, let line): message = "Swift block\(line.map { " at line \($0)" } ?? "") has \(count) annotations; keep one"
        case .badAnnotation(let reason), .syntax(let reason): message = reason
        case .continuesWithoutTest: message = "'test continues' needs an earlier 'test' block in \(problem.path) to continue"
        case .strayAnnotation: message = "annotation is not directly before a Swift block; move it to the line before the block's opening fence"
        case .separatedAnnotation(let line):
            message =
                "annotation is not directly before the Swift block\(line.map { " at line \($0)" } ?? ""): a blank line is between them; remove it, so the annotation is the block's status"
        }
        return finding(path: problem.path, location: problem.location, message: message, facts: facts)
    }
}

extension SwiftBlockStatusRule {
    static let mutations: [Mutation] = [
        Mutation(id: "swift-no-status", summary: "add a Swift block with no status to the README") { workspace in
            let path = workspace.repository.configuration.readme
            guard let bytes = workspace.bytes(path) else { return nil }
            let source = SourceText(bytes: bytes)
            let line = source.lineCount + 2
            try workspace.write(path, bytes + Array("\n```swift\nprint(\"hello\")\n```\n".utf8))
            return MutationSite(path: path, line: line)
        }
    ]
}
