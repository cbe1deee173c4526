import DocCheckKit
import Foundation

extension DocCheckCommand {
    /// `doccheck init`: writes the configuration that discovery finds, atomically, and says
    /// what it chose; an existing file is replaced only with `--force`.
    func initialize(_ root: URL, force: Bool, quiet: Bool) throws -> Outcome {
        let url = root.appendingPathComponent(Configuration.fileName)
        if !force, (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil {
            throw CommandLineArguments.UsageError(
                message: "\(Configuration.fileName) already exists; edit it, or run 'doccheck init --force' to replace it", subcommand: .`init`)
        }
        let repository = try Repository(root: root, readingConfiguration: false)
        let initial = InitialConfiguration(repository: repository)
        try AtomicFile.write(initial.bytes, to: url)
        if !quiet {
            standardError("wrote \(Configuration.fileName):\n" + initial.choices.map { "  " + $0 + "\n" }.joined())
            standardError("next: 'doccheck verify' checks the documents; 'doccheck verify --write-baseline' records the findings that stand now\n")
        }
        return .success
    }
}
