import DocCheckKit

/// The one mapping from any error to its text, its stream and how the command ended.
struct ErrorMessage {
    var text: String
    var toStandardError = true
    var outcome: Outcome

    /// `reporter` prints a configuration error as a finding of its format (valid JSON under
    /// `--reporter json`), on standard output where findings go.
    init(_ error: any Error, reporter: (any Reporter)? = nil) {
        switch error {
        case let configuration as ConfigurationError where reporter != nil && !(reporter is XcodeReporter):
            let finding = configuration.diagnostic
            text = reporter?.report([finding], summary: Summary([finding], documents: 0)) ?? ""
            toStandardError = false
            outcome = .unusable
        case let usage as CommandLineArguments.UsageError:
            text = "Error: \(usage.message)\n"
            if let subcommand = usage.subcommand {
                text += "Usage: \(subcommand.usage)\n  See 'doccheck help \(subcommand.rawValue)' for more details.\n"
            } else {
                text += "  See 'doccheck --help' for more details.\n"
            }
            outcome = .unusable
        case let configuration as ConfigurationError:
            text = XcodeReporter().report([configuration.diagnostic])
            outcome = .unusable
        case let build as SymbolGraphCache.BuildFailure:
            text = "error: \(build.message)\n"
            outcome = .unusable
        case let git as StagedFiles.GitError:
            text = "error: \(git.message)\n"
            outcome = .unusable
        case let refusal as HookInstaller.Refusal:
            text = "error: \(refusal.message)\n"
            outcome = .failure
        case let launch as Subprocess.LaunchFailure:
            text = "error: \(launch.message)\n"
            outcome = .failure
        case let write as AtomicFile.WriteError:
            text = "\(write.path): error: \(write.message); nothing else was written\n"
            outcome = .failure
        default:
            text = "error: \(error)\n"
            outcome = .failure
        }
    }
}
