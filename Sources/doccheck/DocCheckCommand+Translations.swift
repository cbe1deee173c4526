import DocCheckKit
import Foundation

extension DocCheckCommand {
    /// `doccheck translations`: one line per translation; with `--mark-current` (a language, or
    /// `--all`), records that
    /// translations are current (atomically, nothing written when anything is broken, and
    /// nothing when a translation has translation errors, unless `--force`).
    func translations(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        if arguments.markAll || !arguments.markCurrent.isEmpty {
            let languages = arguments.markAll ? nil : arguments.markCurrent
            let plan = try engine.markCurrentChanges(languages: languages, force: arguments.flags.contains("--force"))
            return try apply(plan, arguments, console, in: engine.repository)
        }
        let statuses = try engine.translationStatuses().statuses
        var failed = false
        for status in statuses {
            // Counted as 'verify' counts them (every warning an error under --strict).
            let counted = console.raised(status.findings)
            let errors = counted.count { $0.severity == .error }
            let warnings = counted.count { $0.severity == .warning }
            let state: String
            switch status.state {
            case .current: state = "current"
            case .behind(let changes): state = "behind \(status.source ?? "its source") (\(changes))"
            case .unmarked: state = "unmarked (no usable translation marker)"
            }
            let rows = "\(status.untranslatedRows) untranslated row\(status.untranslatedRows == 1 ? "" : "s")"
            let findings =
                errors + warnings == 0
                ? "no other findings"
                : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            console.standardOutput("\(status.language): \(state), \(rows), \(findings) (\(status.path))\n")
            let behindCounts = console.strict && (status.state != .current || status.untranslatedRows > 0)
            failed = failed || errors > 0 || behindCounts
        }
        if statuses.isEmpty {
            console.progress("no translations under \(engine.repository.configuration.translations)/")
        } else {
            console.progress("\(statuses.count) translation\(statuses.count == 1 ? "" : "s"); 'doccheck verify' prints each finding")
        }
        return failed ? 1 : 0
    }
}
