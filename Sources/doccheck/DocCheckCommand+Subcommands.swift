import DocCheckKit
import Foundation

extension DocCheckCommand {
    func verify(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        var engine = engine
        if !arguments.documents.isEmpty {
            engine.namedDocuments = try arguments.documents.map { try namedDocument($0, in: engine.repository.root) }
        }
        if let unknown = engine.unknownRuleIDs(arguments.disabledRules).first {
            throw CommandLineArguments.UsageError(
                message: "--disable '\(unknown)': no rule has this id; \(engine.adviceForUnknownRuleID(unknown))", subcommand: .verify)
        }
        if arguments.has(.list) {
            let documents = engine.documentList()
            let width = documents.map(\.path.count).max() ?? 0
            for document in documents {
                console.standardOutput(
                    document.path.padding(toLength: max(width, document.path.count), withPad: " ", startingAt: 0) + "  " + document.role + "\n")
            }
            return .success
        }
        if arguments.has(.writeBaseline) { return try writeBaseline(engine, arguments, console) }
        let policy = engine.repository.configuration.symbols
        if policy.makesGraph(requested: arguments.has(.symbols), environment: ProcessInfo.processInfo.environment) {
            let started = Date()
            let built = try SymbolGraphCache(root: engine.repository.root).refresh(progress: console.progress)
            if built { console.progress(String(format: "symbol graph made in %.1f s", Date().timeIntervalSince(started))) }
        }
        var report = try engine.verify()
        if arguments.has(.consumer) {
            let started = Date()
            let consumer = ConsumerCheck(repository: engine.repository, progress: console.progress)
            for note in consumer.notes { console.progress(note) }
            console.progress(String(format: "consumer: checked in %.1f s", Date().timeIntervalSince(started)))
            report.diagnostics = (report.diagnostics + consumer.findings).sorted()
        }
        if report.baselineHidden > 0 {
            let count = report.baselineHidden
            let file = engine.repository.configuration.baseline
            console.progress("baseline: \(count) finding\(count == 1 ? "" : "s") recorded in \(file) not reported")
        }
        if let scope = report.scope { console.progress(scope) }
        console.progress(ExampleSummary(report.examples).description)
        for fact in report.inferred { console.progress(fact) }
        for check in report.checksNotRun { console.progress("not checked: \(check)") }
        let status = console.findings(report.diagnostics, documents: report.documentCount)
        if arguments.has(.diff) {
            console.standardOutput(report.diffs.joined())
        }
        return status
    }

    /// The repository path of a document named on the command line, relative to the current
    /// folder: it must be a Markdown file inside the repository.
    private func namedDocument(_ written: String, in root: URL) throws -> String {
        let url = URL(fileURLWithPath: written, relativeTo: currentDirectory).standardizedFileURL.resolvingSymlinksInPath()
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CommandLineArguments.UsageError(message: "'\(written)' does not exist or is a folder", subcommand: .verify)
        }
        guard url.path.hasPrefix(base + "/") else {
            throw CommandLineArguments.UsageError(message: "'\(written)' is outside the repository at \(base)", subcommand: .verify)
        }
        let path = String(url.path.dropFirst(base.count + 1))
        guard ["md", "markdown"].contains(url.pathExtension.lowercased()) else {
            throw CommandLineArguments.UsageError(message: "'\(written)' is not a Markdown document (.md or .markdown)", subcommand: .verify)
        }
        return path
    }

    /// `verify --write-baseline`: records the findings that stand now, atomically.
    private func writeBaseline(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        if arguments.has(.staged) {
            throw CommandLineArguments.UsageError(
                message: "--write-baseline records the findings of every document; it cannot be used with --staged", subcommand: .verify)
        }
        let planned = try engine.plannedBaseline()
        let path = engine.repository.configuration.baseline
        try AtomicFile.write(planned.bytes, to: engine.repository.url(path))
        console.progress("wrote \(path): \(planned.count) finding\(planned.count == 1 ? "" : "s") recorded; later runs report only new ones")
        return .success
    }

    func listExamples(_ engine: DocCheck, _ console: Console) throws -> Outcome {
        let report = try engine.verify()
        for example in report.examples {
            console.standardOutput("\(example.path):\(example.line): \(example.statusDescription)\n")
        }
        // A document that cannot be read lists no blocks: its finding says why.
        let problems = report.diagnostics.filter { ExampleCollector.listedRuleIDs.contains($0.ruleID) }
        console.progress(ExampleSummary(report.examples).description)
        return console.findings(problems, documents: report.documentCount, summary: false)
    }

    func regenerateExamples(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        try apply(engine.exampleChanges(), arguments, console, in: engine.repository)
    }

    func regenerateTables(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        try apply(engine.tableChanges(), arguments, console, in: engine.repository)
    }
}
