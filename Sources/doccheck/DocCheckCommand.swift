import DocCheckKit
import Foundation

/// Runs one command line and returns its exit status; nothing escapes as a crash.
struct DocCheckCommand {
    var standardOutput: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    var standardError: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    func run(_ arguments: [String]) -> Int32 {
        outcome(of: arguments).exitStatus
    }

    /// How the command line ends: what it returned, or what its error maps to.
    private func outcome(of arguments: [String]) -> Outcome {
        var reporter: (any Reporter)?
        do {
            let parsed = try CommandLineArguments(arguments)
            reporter = Reporters.named(parsed.reporter)
            switch parsed.action {
            case .version:
                standardOutput(DocCheckVersion.current + "\n")
                return .success
            case .help(let subcommand):
                standardOutput(CommandLineArguments.help(subcommand))
                return .success
            case .run(let subcommand):
                return try run(subcommand, parsed, reporter: reporter ?? XcodeReporter())
            }
        } catch {
            let message = ErrorMessage(error, reporter: reporter)
            (message.toStandardError ? standardError : standardOutput)(message.text)
            return message.outcome
        }
    }

    /// Runs one subcommand, each in its own function.
    private func run(_ subcommand: CommandLineArguments.Subcommand, _ parsed: CommandLineArguments, reporter: any Reporter) throws -> Outcome {
        switch subcommand {
        case .rules:
            for rule in RuleRegistry.descriptions {
                standardOutput("\(rule.id.padding(22))\(rule.severity.rawValue.padding(9))\(rule.summary)\n")
            }
            return .success
        case .installHook:
            let installer = HookInstaller(repositoryRoot: try root(parsed), binary: Self.executablePath)
            let installed = try installer.install(force: parsed.has(.force))
            if !parsed.has(.quiet) { standardError(installed + "\n") }
            return .success
        case .`init`:
            return try initialize(try root(parsed), force: parsed.has(.force), quiet: parsed.has(.quiet))
        case .verify: return try withEngine(parsed, reporter) { try verify($0, parsed, $1) }
        case .regenTable: return try withEngine(parsed, reporter) { try regenerateTables($0, parsed, $1) }
        case .regenExamples: return try withEngine(parsed, reporter) { try regenerateExamples($0, parsed, $1) }
        case .examples: return try withEngine(parsed, reporter) { try listExamples($0, $1) }
        case .fixPins: return try withEngine(parsed, reporter) { try fixPins($0, parsed, $1) }
        case .fix: return try withEngine(parsed, reporter) { try fix($0, parsed, $1) }
        case .fixExamples: return try withEngine(parsed, reporter) { try fixExamples($0, parsed, $1) }
        case .mutate: return try withEngine(parsed, reporter) { try mutate($0, parsed, $1) }
        case .translations: return try withEngine(parsed, reporter) { try translations($0, parsed, $1) }
        }
    }

    /// Runs `body` with the engine for the repository and a console whose reporter reads that
    /// repository's files, to count columns as its format does.
    private func withEngine(
        _ parsed: CommandLineArguments, _ reporter: any Reporter, _ body: (DocCheck, Console) throws -> Outcome
    ) throws -> Outcome {
        let engine = try makeEngine(parsed)
        let reading = Reporters.named(parsed.reporter, text: FileText(engine.repository)) ?? reporter
        return try body(engine, console(parsed, reading))
    }

    private func console(_ parsed: CommandLineArguments, _ reporter: any Reporter) -> Console {
        Console(
            standardOutput: standardOutput, standardError: standardError, reporter: reporter,
            strictness: Strictness(isStrict: parsed.has(.strict)), quiet: parsed.has(.quiet))
    }

    /// The absolute path of the running binary, every link resolved, for the hook to run: never
    /// `argv[0]` read against the current folder, which names another file when doccheck was
    /// found on PATH.
    static var executablePath: String {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        if let url = Bundle.main.executableURL { return url.resolvingSymlinksInPath().path }
        let name = CommandLine.arguments[0]
        if !name.contains("/") {
            let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            if let found = folders.map({ $0 + "/" + name }).first(where: FileManager.default.isExecutableFile(atPath:)) {
                return URL(fileURLWithPath: found).resolvingSymlinksInPath().path
            }
        }
        return URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .resolvingSymlinksInPath().path
    }

    private func root(_ arguments: CommandLineArguments) throws -> URL {
        guard let path = arguments.path else {
            guard let root = Repository.locateRoot(from: currentDirectory) else {
                throw CommandLineArguments.UsageError(
                    message:
                        "not inside a git repository (no .git here or in a folder above); run doccheck in a package's folder, or name the folder with --path",
                    subcommand: nil)
            }
            return root
        }
        let root = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandLineArguments.UsageError(message: "'\(path)' is not a folder", subcommand: nil)
        }
        return root
    }

    private func makeEngine(_ arguments: CommandLineArguments) throws -> DocCheck {
        let root = try root(arguments)
        let staged = arguments.has(.staged) ? try StagedFiles(root: root) : nil
        let repository = try Repository(root: root, staged: staged)
        return Self.engine(for: repository, disabledRules: Set(arguments.disabledRules))
    }

    /// The engine with this tool's built-in table and fact sources.
    static func engine(for repository: Repository, disabledRules: Set<String> = []) -> DocCheck {
        DocCheck(
            repository: repository, builtInSources: [ShowcaseTableSource.sourceName: ShowcaseTableSource()], facts: ShowcaseFacts.all,
            disabledRules: disabledRules)
    }
}
