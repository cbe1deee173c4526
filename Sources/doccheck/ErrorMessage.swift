import DocCheckKit

/// The one mapping from any error to its text, its stream and the exit status.
struct ErrorMessage {
    var text: String
    var toStandardError = true
    var exitCode: Int32

    /// `reporter` prints a configuration error as a finding of its format (valid JSON under
    /// `--reporter json`), on standard output where findings go.
    init(_ error: any Error, reporter: (any Reporter)? = nil) {
        switch error {
        case let configuration as ConfigurationError where reporter != nil && !(reporter is XcodeReporter):
            let finding = configuration.diagnostic
            text = reporter?.report([finding], summary: Summary([finding], documents: 0)) ?? ""
            toStandardError = false
            exitCode = 2
        case let usage as CommandLineArguments.UsageError:
            text = "Error: \(usage.message)\n"
            if let subcommand = usage.subcommand {
                text += "Usage: doccheck \(subcommand.rawValue) [<options>]\n  See 'doccheck help \(subcommand.rawValue)' for more details.\n"
            } else {
                text += "  See 'doccheck --help' for more details.\n"
            }
            exitCode = 2
        case let configuration as ConfigurationError:
            text = XcodeReporter().report([configuration.diagnostic])
            exitCode = 2
        case let git as StagedFiles.GitError:
            text = "error: \(git.message)\n"
            exitCode = 2
        case let write as AtomicFile.WriteError:
            text = "\(write.path): error: \(write.message); nothing else was written\n"
            exitCode = 1
        default:
            text = "error: \(error)\n"
            exitCode = 1
        }
    }
}
