/// Silencing that silences nothing is itself a warning, so stale silencing does not outlive
/// the problem it hid.
struct UnusedDisableRule: Rule {
    static let id = "unused-disable"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "a disable comment or an 'ignore' entry of the configuration silences at least one finding",
            severity: .warning,
            triggeringExamples: [
                RuleExample(readme: "# P\n\n<!-- doccheck:disable-next-line link-anchor -->\nSee [the use](#use).\n\n## Use\n", line: 3)
            ],
            nonTriggeringExamples: [
                RuleExample(readme: "# P\n\n<!-- doccheck:disable-next-line link-anchor -->\nSee [the use](#usage).\n\n## Use\n")
            ])
    }

    /// Runs in the suppress stage, after every other rule, as only then is it known what each
    /// silencing silenced.
    func check(_ unused: Suppression.Unused) -> [Diagnostic] {
        unused.comments.map { comment, rules, silencedAny in
            let message: String
            if comment.rules.isEmpty {
                message = "disable comment names no rule; write <!-- doccheck:disable-next-line RULE -->"
            } else {
                let names = rules.map { "'\($0)'" }.joined(separator: ", ")
                message =
                    silencedAny
                    ? "disable comment silences no \(names) finding on line \(comment.targetLine); remove \(rules.count == 1 ? "it" : "them") from the comment"
                    : "disable comment silences nothing: no \(names) finding on line \(comment.targetLine); remove it"
            }
            return Self.finding(.warning, path: comment.path, location: comment.location, message: message)
        }
            + unused.entries.map { index, entry in
                let line = entry.line.map { ", line \($0)" } ?? ""
                return Self.finding(
                    .warning, path: Configuration.fileName,
                    message: "ignore[\(index)] (rule '\(entry.rule)' in '\(entry.path)'\(line)) silences nothing; remove it")
            }
    }
}
