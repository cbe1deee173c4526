import DocCheckKit
import Foundation

extension DocCheckCommand {
    /// `doccheck translations`: one line per translation; with `--mark-current`, records that
    /// translations are current (atomically, nothing written when anything is broken).
    func translations(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        if !arguments.markCurrent.isEmpty { return try markCurrent(engine, arguments.markCurrent, console) }
        let statuses = try engine.translationStatuses().statuses
        var failed = false
        for status in statuses {
            // Under --strict every warning counts as an error, as in 'verify'.
            var errors = status.findings.count { $0.severity == .error }
            var warnings = status.findings.count { $0.severity == .warning }
            if console.strict { (errors, warnings) = (errors + warnings, 0) }
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

    private func markCurrent(_ engine: DocCheck, _ languages: [String], _ console: Console) throws -> Int32 {
        let plan = MarkCurrentPlan(repository: engine.repository, languages: languages)
        if !plan.problems.isEmpty {
            console.findings(plan.problems.sorted(), documents: 0, summary: false)
            console.progress("nothing written: fix the errors above first")
            return 1
        }
        for write in plan.writes {
            let folder = engine.repository.url(write.path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try AtomicFile.writeAll(plan.writes.map { ($0.bytes, engine.repository.url($0.path)) }, inside: engine.repository.root)
        for path in plan.removals {
            try FileManager.default.removeItem(at: engine.repository.url(path))
        }
        for marked in plan.marked {
            let version = "sha256 \(marked.sha256.prefix(12))…"
            console.progress(
                marked.changed
                    ? "marked \(marked.path) current with \(marked.source) (\(version))"
                    : "\(marked.path) was already marked current with \(marked.source) (\(version))")
        }
        for write in plan.writes where !plan.marked.contains(where: { $0.path == write.path }) {
            console.progress("stored \(write.path)")
        }
        for path in plan.removals {
            console.progress("removed \(path), which no translation names any more")
        }
        return 0
    }
}
