import DocCheckKit
import Foundation

/// Where a command's words go: findings through the chosen reporter on standard output,
/// summaries and progress on standard error (unless `--quiet`).
struct Console {
    var standardOutput: (String) -> Void
    var standardError: (String) -> Void
    var reporter: any Reporter = XcodeReporter()
    var strict = false
    var quiet = false

    /// Prints findings, each identical one once (warnings raised to errors under `--strict`),
    /// and returns the exit status.
    @discardableResult
    func findings(_ diagnostics: [Diagnostic], documents: Int, summary: Bool = true) -> Int32 {
        let raised = self.raised(diagnostics.merged())
        let total = Summary(raised, documents: documents)
        standardOutput(reporter.report(raised, summary: total))
        if summary { progress(total.description) }
        return total.errors > 0 ? 1 : 0
    }

    /// The findings as this run counts them: under `--strict` (the one place it acts) every
    /// warning is an error.
    func raised(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard strict else { return diagnostics }
        return diagnostics.map { diagnostic in
            var copy = diagnostic
            if copy.severity == .warning { copy.severity = .error }
            return copy
        }
    }

    /// A line for the person at the terminal.
    func progress(_ line: String) {
        if !quiet { standardError(line + "\n") }
    }
}
