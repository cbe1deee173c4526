import DocCheckKit
import Foundation

/// Runs one command line and returns its exit status; nothing escapes as a crash.
struct DocCheckCommand {
    static let version = "0.1.0"

    var standardOutput: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    var standardError: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try CommandLineArguments(arguments)
            switch parsed.action {
            case .version:
                standardOutput(Self.version + "\n")
                return 0
            case .help(let subcommand):
                standardOutput(CommandLineArguments.help(subcommand))
                return 0
            case .run(.rules):
                for rule in RuleRegistry.descriptions {
                    standardOutput("\(rule.id.padding(22))\(rule.severity.rawValue.padding(9))\(rule.summary)\n")
                }
                return 0
            case .run(let subcommand):
                let engine = try makeEngine(parsed)
                switch subcommand {
                case .verify: return try verify(engine, parsed)
                case .regenTable: return try regenerateTables(engine, parsed)
                case .regenExamples: return try regenerateExamples(engine, parsed)
                case .examples: return try listExamples(engine)
                case .rules: return 0
                }
            }
        } catch {
            let message = ErrorMessage(error)
            (message.toStandardError ? standardError : standardOutput)(message.text)
            return message.exitCode
        }
    }

    private func makeEngine(_ arguments: CommandLineArguments) throws -> DocCheck {
        let root: URL
        if let path = arguments.path {
            root = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CommandLineArguments.UsageError(message: "'\(path)' is not a folder", subcommand: nil)
            }
        } else {
            root = Repository.locateRoot(from: currentDirectory)
        }
        let repository = try Repository(root: root)
        return DocCheck(repository: repository, builtInSources: [ShowcaseTableSource.sourceName: ShowcaseTableSource()])
    }

    private func verify(_ engine: DocCheck, _ arguments: CommandLineArguments) throws -> Int32 {
        let report = try engine.verify()
        standardOutput(XcodeReporter().report(report.diagnostics))
        if arguments.flags.contains("--diff") {
            standardOutput(report.diffs.joined())
        }
        standardError(ExampleSummary(report.examples).description + "\n")
        standardError(report.summary.description + "\n")
        return report.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    private func listExamples(_ engine: DocCheck) throws -> Int32 {
        let report = try engine.verify()
        for example in report.examples {
            standardOutput("\(example.path):\(example.line): \(example.statusDescription)\n")
        }
        let problems = report.diagnostics.filter { $0.ruleID == ExampleCollector.statusRuleID || $0.ruleID == ExampleCollector.syntaxRuleID }
        standardOutput(XcodeReporter().report(problems))
        standardError(ExampleSummary(report.examples).description + "\n")
        return problems.isEmpty ? 0 : 1
    }

    private func regenerateExamples(_ engine: DocCheck, _ arguments: CommandLineArguments) throws -> Int32 {
        let (plan, documentProblems) = engine.planExamples()
        let problems = documentProblems + plan.blockDiagnostics
        if !problems.isEmpty {
            standardOutput(XcodeReporter().report(problems.sorted()))
            standardError("nothing written: fix the errors above first\n")
            return 1
        }
        let changed = plan.files.filter(\.isChanged)
        if arguments.flags.contains("--check") {
            standardOutput(XcodeReporter().report(plan.fileDiagnostics))
            standardError(changed.isEmpty ? "generated tests are up to date\n" : "\(changed.count) file(s) would change\n")
            return changed.isEmpty ? 0 : 1
        }
        for file in changed where file.expected != nil {
            let folder = engine.repository.url(file.path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try AtomicFile.writeAll(changed.compactMap { file in file.expected.map { ($0, engine.repository.url(file.path)) } })
        for file in changed where file.expected == nil {
            try FileManager.default.removeItem(at: engine.repository.url(file.path))
        }
        for file in changed {
            standardError("\(file.expected == nil ? "removed" : "wrote") \(file.path)\n")
        }
        if changed.isEmpty { standardError("generated tests are up to date\n") }
        return 0
    }

    private func regenerateTables(_ engine: DocCheck, _ arguments: CommandLineArguments) throws -> Int32 {
        let plan = try engine.planTables()
        let changed = plan.files.filter(\.isChanged)
        if plan.isBlocked {
            standardOutput(XcodeReporter().report(plan.diagnostics))
            standardError("nothing written: fix the errors above first\n")
            return 1
        }
        if arguments.flags.contains("--check") {
            for file in changed {
                standardOutput("\(file.path): error: [generated-region] would be rewritten by 'doccheck regen-table'\n")
            }
            standardError(changed.isEmpty ? "tables are up to date\n" : "\(changed.count) file(s) would change\n")
            return changed.isEmpty ? 0 : 1
        }
        try AtomicFile.writeAll(changed.map { ($0.regenerated, engine.repository.url($0.path)) })
        for file in changed {
            standardError("wrote \(file.path)\n")
        }
        if changed.isEmpty { standardError("tables are up to date\n") }
        return 0
    }
}
