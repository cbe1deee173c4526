import DocCheckKit
import Foundation

extension DocCheckCommand {
    /// Applies what a command that writes has planned, the same way for every such command:
    /// nothing is written while anything blocks it; `--diff` prints the change; `--check`
    /// reports instead of writing and exits 1 when anything would change; otherwise every
    /// file is written atomically, and the findings that stand afterwards are reported.
    func apply(_ plan: ChangePlan, _ arguments: CommandLineArguments, _ console: Console, in repository: Repository) throws -> Outcome {
        if !plan.refusals.isEmpty {
            console.findings(plan.refusals.sorted(), documents: 0, summary: false)
            console.progress(plan.refusalNote)
            return .unusable
        }
        if !plan.blockers.isEmpty {
            console.findings(plan.blockers.sorted(), documents: 0, summary: false)
            console.progress("nothing written: fix the errors above first")
            return .failure
        }
        if arguments.has(.diff) { console.standardOutput(plan.diff) }
        if arguments.has(.check) {
            console.findings(plan.pending.sorted(), documents: 0, summary: false)
            console.progress(plan.changes.isEmpty ? plan.upToDate : "\(plan.changes.count) file(s) would change")
            return plan.changes.isEmpty && plan.pending.isEmpty ? .success : .failure
        }
        let writes = plan.changes.compactMap { change in change.new.map { ($0, repository.url(change.path)) } }
        for (_, url) in writes {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try AtomicFile.writeAll(writes, inside: repository.root)
        for change in plan.changes where change.new == nil {
            try FileManager.default.removeItem(at: repository.url(change.path))
        }
        for change in plan.changes { console.progress(change.done) }
        for note in plan.notes { console.progress(note) }
        if plan.changes.isEmpty && plan.notes.isEmpty { console.progress(plan.upToDate) }
        guard !plan.remaining.isEmpty else { return .success }
        return console.findings(plan.remaining.sorted(), documents: 0, summary: false)
    }
}
