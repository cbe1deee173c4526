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

    /// None: `Suppression` makes these findings in a pass after every rule has run, as only
    /// then is it known what each silencing silenced.
    func check(_ context: RuleContext) -> [Diagnostic] { [] }
}
