import DocCheckKit
import Foundation

extension DocCheckCommand {
    func verify(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        if let unknown = engine.unknownRuleIDs(arguments.disabledRules).first {
            throw CommandLineArguments.UsageError(
                message: "--disable '\(unknown)': no rule has this id; 'doccheck rules' lists them", subcommand: .verify)
        }
        if arguments.flags.contains("--list") {
            let documents = engine.documentList()
            let width = documents.map(\.path.count).max() ?? 0
            for document in documents {
                console.standardOutput(
                    document.path.padding(toLength: max(width, document.path.count), withPad: " ", startingAt: 0) + "  " + document.role + "\n")
            }
            return 0
        }
        let report = try engine.verify()
        if let scope = report.scope { console.progress(scope) }
        console.progress(ExampleSummary(report.examples).description)
        for check in report.checksNotRun { console.progress("not checked: \(check)") }
        let status = console.findings(report.diagnostics, documents: report.documentCount)
        if arguments.flags.contains("--diff") {
            console.standardOutput(report.diffs.joined())
        }
        return status
    }

    func listExamples(_ engine: DocCheck, _ console: Console) throws -> Int32 {
        let report = try engine.verify()
        for example in report.examples {
            console.standardOutput("\(example.path):\(example.line): \(example.statusDescription)\n")
        }
        let problems = report.diagnostics.filter {
            $0.ruleID == ExampleCollector.statusRuleID || $0.ruleID == ExampleCollector.syntaxRuleID
        }
        console.progress(ExampleSummary(report.examples).description)
        return console.findings(problems, documents: report.documentCount, summary: false)
    }

    func regenerateExamples(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        try apply(engine.exampleChanges(), arguments, console, in: engine.repository)
    }

    func regenerateTables(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        try apply(engine.tableChanges(), arguments, console, in: engine.repository)
    }
}
