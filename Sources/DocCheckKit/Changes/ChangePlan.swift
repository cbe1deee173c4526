/// What a command that writes would do, in the one shape every such command returns
/// (`regen-table`, `regen-examples`, `fix-pins`, `translations --mark-current`): the files it
/// changes, the findings that block it, and what it reports. The command line applies a plan
/// in one place, with `--check` and `--diff` alike for every command.
public struct ChangePlan: Sendable {
    /// The files that change, in the order they are reported.
    public var changes: [FileChange] = []
    /// Findings that make writing unsafe: while there is one, nothing is written.
    public var blockers: [Diagnostic] = []
    /// Reasons the command refuses to run at all (exit status 2): what it would write is wrong
    /// whatever the documents hold, such as a pin lower than one already written.
    public var refusals: [Diagnostic] = []
    /// What is said after the refusals: why nothing was written and what to do.
    public var refusalNote = "nothing written"
    /// What `--check` reports: a finding for each thing the command would change.
    public var pending: [Diagnostic] = []
    /// Findings that stand after the changes are made (pins to fix by hand, rows left
    /// untranslated); an error among them makes the command exit 1.
    public var remaining: [Diagnostic] = []
    /// Lines said after the changes besides each change's own.
    public var notes: [String] = []
    /// What is said when nothing changes (`tables are up to date`).
    public var upToDate: String

    public init(upToDate: String) {
        self.upToDate = upToDate
    }

    /// A unified diff of every change, as `--diff` prints it.
    public var diff: String {
        changes.map(\.diff).joined()
    }
}
