import DocCheckKit

extension DocCheckCommand {
    /// `fix-pins`: rewrites every pin of the package that disagrees with the released version
    /// to the canonical form, all files at once and atomically, or only reports with `--check`.
    func fixPins(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        let plan = try engine.planPins()
        if !plan.blockers.isEmpty {
            console.findings(plan.blockers, documents: 0, summary: false)
            console.progress("nothing written: fix the errors above first")
            return 1
        }
        let changed = plan.files.filter(\.isChanged)
        if arguments.flags.contains("--check") {
            console.findings(plan.diagnostics, documents: 0, summary: false)
            console.progress(plan.diagnostics.isEmpty ? "pins are up to date" : "\(changed.count) file(s) would change")
            return plan.diagnostics.isEmpty ? 0 : 1
        }
        try AtomicFile.writeAll(changed.map { ($0.rewritten, engine.repository.url($0.path)) }, inside: engine.repository.root)
        for file in changed {
            console.progress("wrote \(file.path)")
        }
        if !plan.unfixable.isEmpty {
            console.findings(plan.unfixable, documents: 0, summary: false)
            console.progress("\(plan.unfixable.count) pin(s) to fix by hand")
            return 1
        }
        if changed.isEmpty { console.progress("pins are up to date") }
        return 0
    }
}
