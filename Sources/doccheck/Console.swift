import DocCheckKit
import Foundation

/// Where a command's words go: findings through the chosen reporter on standard output,
/// summaries and progress on standard error (unless `--quiet`).
struct Console {
    var standardOutput: (String) -> Void
    var standardError: (String) -> Void
    var reporter: any Reporter = XcodeReporter()
    var strictness = Strictness(isStrict: false)
    var quiet = false

    /// Prints findings, each identical one once (counted as `strictness` counts them),
    /// and returns the exit status.
    @discardableResult
    func findings(_ diagnostics: [Diagnostic], documents: Int, summary: Bool = true) -> Outcome {
        let raised = strictness.counted(diagnostics.merged())
        let total = Summary(raised, documents: documents)
        standardOutput(reporter.report(raised, summary: total))
        if summary { progress(total.description) }
        return total.errors > 0 ? .failure : .success
    }

    /// A line for the person at the terminal.
    func progress(_ line: String) {
        if !quiet { standardError(line + "\n") }
    }
}
