import DocCheckKit
import Foundation

extension DocCheckCommand {
    func verify(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        let report = try engine.verify()
        if let scope = report.scope { console.progress(scope) }
        console.progress(ExampleSummary(report.examples).description)
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
        let (plan, documentProblems) = engine.planExamples()
        let problems = documentProblems + plan.blockDiagnostics
        if !problems.isEmpty {
            console.findings(problems.sorted(), documents: 0, summary: false)
            console.progress("nothing written: fix the errors above first")
            return 1
        }
        let changed = plan.files.filter(\.isChanged)
        if arguments.flags.contains("--check") {
            console.findings(plan.fileDiagnostics, documents: 0, summary: false)
            console.progress(changed.isEmpty ? "generated tests are up to date" : "\(changed.count) file(s) would change")
            return changed.isEmpty ? 0 : 1
        }
        for file in changed where file.expected != nil {
            let folder = engine.repository.url(file.path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try AtomicFile.writeAll(
            changed.compactMap { file in file.expected.map { ($0, engine.repository.url(file.path)) } }, inside: engine.repository.root)
        for file in changed where file.expected == nil {
            try FileManager.default.removeItem(at: engine.repository.url(file.path))
        }
        for file in changed {
            console.progress("\(file.expected == nil ? "removed" : "wrote") \(file.path)")
        }
        if changed.isEmpty { console.progress("generated tests are up to date") }
        return 0
    }

    func regenerateTables(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Int32 {
        let plan = try engine.planTables()
        let changed = plan.files.filter(\.isChanged)
        if plan.isBlocked {
            console.findings(plan.diagnostics, documents: 0, summary: false)
            console.progress("nothing written: fix the errors above first")
            return 1
        }
        if arguments.flags.contains("--check") {
            let findings = changed.map { file in
                Diagnostic(path: file.path, ruleID: "generated-region", message: "would be rewritten by 'doccheck regen-table'")
            }
            console.findings(findings, documents: 0, summary: false)
            console.progress(changed.isEmpty ? "tables are up to date" : "\(changed.count) file(s) would change")
            return changed.isEmpty ? 0 : 1
        }
        try AtomicFile.writeAll(changed.map { ($0.regenerated, engine.repository.url($0.path)) }, inside: engine.repository.root)
        for file in changed {
            console.progress("wrote \(file.path)")
        }
        if changed.isEmpty { console.progress("tables are up to date") }
        // New rows in translations hold the source's text until someone translates them.
        guard !plan.untranslatedAfterWriting.isEmpty else { return 0 }
        return console.findings(plan.untranslatedAfterWriting.sorted(), documents: 0, summary: false)
    }
}
