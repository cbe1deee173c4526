import DocCheckKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The copy `mutate` works in, removed on exit and on Ctrl-C (the repository is never written).
nonisolated(unsafe) private var mutationFolder: String?

extension DocCheckCommand {
    func mutate(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        let disabled = Set(arguments.disabledRules)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("doccheck-mutate-\(UUID().uuidString)")
        mutationFolder = base.path
        signal(SIGINT) { _ in
            if let folder = mutationFolder { _ = try? FileManager.default.removeItem(atPath: folder) }
            _exit(130)
        }
        defer {
            try? FileManager.default.removeItem(at: base)
            mutationFolder = nil
            signal(SIGINT, SIG_DFL)
        }
        let mutator = Mutator(
            repository: engine.repository, compile: arguments.has(.compile), strictness: console.strictness
        ) { repository in
            Self.engine(for: repository, disabledRules: disabled)
        }
        let results: [Mutator.Result]
        do {
            results = try mutator.run(in: base.appendingPathComponent("repository")) { result in
                console.standardOutput(Self.line(for: result))
            }
        } catch Mutator.Failure.notClean(let findings) {
            console.findings(findings, documents: 0, summary: false)
            console.progress("mutate stopped: the unmutated repository is not clean, so a catch could not be told from a false alarm")
            return .failure
        } catch Mutator.Failure.compileFailed(let output) {
            console.standardError(output)
            console.progress("mutate stopped: the unmutated repository does not build")
            return .failure
        }
        let run = results.filter { if case .caught = $0.outcome { true } else if case .survived = $0.outcome { true } else { false } }
        let caught = run.filter { if case .caught = $0.outcome { true } else { false } }.count
        let notApplicable = results.count { $0.outcome == .notApplicable }
        var summary = "caught \(caught) of \(run.count) mutations"
        for reason in [MutationOutcome.NotRun.needsCompile, .needsSymbolGraph] {
            let count = results.count { $0.outcome == .notRun(reason) }
            if count > 0 { summary += ", \(count) not run (\(reason.plural))" }
        }
        if notApplicable > 0 { summary += ", \(notApplicable) not applicable" }
        console.standardOutput(summary + "\n")
        if arguments.has(.record) {
            let notRun = results.count { if case .notRun = $0.outcome { true } else { false } }
            let bytes = MutateRecord.bytes(caught: caught, run: run.count, notRun: notRun, notApplicable: notApplicable)
            let url = engine.repository.root.appendingPathComponent(BuiltInFacts.mutateRecordPath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.writeAll([(bytes, url)], inside: engine.repository.root)
            console.progress("wrote \(BuiltInFacts.mutateRecordPath)")
        }
        return caught == run.count ? .success : .failure
    }

    static func line(for result: Mutator.Result) -> String {
        let name = result.mutation.id.padding(24)
        switch result.outcome {
        case .caught(let rule, let path, let line, let expected):
            let place = [path, line.map(String.init)].compactMap { $0 }.joined(separator: ":")
            return
                "caught        \(name)by \(rule)\(place.isEmpty ? "" : " at \(place)")\(expected ? "" : " (expected \(result.mutation.expectedRules.joined(separator: " or ")))")\n"
        case .survived:
            let place = result.site.map { " (broken at \($0.path):\($0.line))" } ?? ""
            return "SURVIVED      \(name)\(result.mutation.summary)\(place)\n"
        case .notApplicable:
            return "not applicable \(name)\(result.mutation.summary)\n"
        case .notRun(let reason):
            return "not run       \(name)\(reason.rawValue)\n"
        }
    }
}
