import DocCheckKit
import Foundation

extension DocCheckCommand {
    /// `doccheck translations`: one line per translation; with `--mark-current` (a language, or
    /// `--all`), records that
    /// translations are current (atomically, nothing written when anything is broken, and
    /// nothing when a translation has translation errors, unless `--force`).
    func translations(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        if arguments.markAll || !arguments.markCurrent.isEmpty {
            let languages = arguments.markAll ? nil : arguments.markCurrent
            let plan = try engine.markCurrentChanges(languages: languages, force: arguments.has(.force))
            return try apply(plan, arguments, console, in: engine.repository)
        }
        let statuses = try engine.translationStatuses().statuses
        var failed = false
        for status in statuses {
            // Counted as 'verify' counts them (every warning an error under --strict), the
            // finding that it is behind among them.
            console.standardOutput(Self.statusLine(status, console.strictness.counted(status.findings)) + "\n")
            failed = failed || (status.findings + [status.behind].compactMap(\.self)).contains(where: console.strictness.fails)
        }
        if statuses.isEmpty {
            console.progress("no translations under \(engine.repository.configuration.translations)/")
        } else {
            console.progress("\(statuses.count) translation\(statuses.count == 1 ? "" : "s"); 'doccheck verify' prints each finding")
        }
        return failed ? .failure : .success
    }

    /// A translation's line: its language, its file, where it stands and how many findings of
    /// each rule it has, rules in the order of their first finding
    /// (`de  Translations/README.de.md: current; translation-links 2, translation-code 1`).
    static func statusLine(_ status: TranslationStatus, _ findings: [Diagnostic]) -> String {
        let state: String
        switch status.state {
        case .current: state = "current"
        case .behind(let changes): state = "behind \(status.source ?? "its source") (\(changes))"
        case .unmarked: state = "unmarked (no usable translation marker)"
        }
        var rules: [String] = []
        var counts: [String: Int] = [:]
        for finding in findings {
            if counts[finding.ruleID] == nil { rules.append(finding.ruleID) }
            counts[finding.ruleID, default: 0] += 1
        }
        let perRule = rules.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
        // A file in no layout that names a language has none to print: it says so.
        let language = status.language.isEmpty ? "(no language)" : status.language
        return "\(language)  \(status.path): \(state)" + (perRule.isEmpty ? "" : "; " + perRule)
    }
}
