import DocCheckKit
import Foundation

extension DocCheckCommand {
    /// `fix-pins`: rewrites every pin of the package that disagrees with the released version
    /// to the canonical form, all files at once and atomically, or only reports with `--check`.
    func fixPins(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        try apply(engine.pinChanges(), arguments, console, in: engine.repository)
    }

    /// `fix`: the pins, the generated tables and the generated tests in one plan, written
    /// together or not at all.
    func fix(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        try apply(engine.fixChanges(), arguments, console, in: engine.repository)
    }
}

extension DocCheckCommand {
    /// `fix-examples`: builds the package and its tests, runs the examples' test target and
    /// rewrites each stated result the tests found wrong, with the generated tests made anew,
    /// in one write. Nothing is written when the generated tests are not current (the results
    /// would be an older text's) or when anything does not compile.
    func fixExamples(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        let blockers = engine.exampleFixBlockers()
        if !blockers.isEmpty {
            console.findings(blockers.sorted(), documents: 0, summary: false)
            console.progress("nothing written: make the generated tests current first ('doccheck regen-examples')")
            return .failure
        }
        let root = engine.repository.root.path
        console.progress("building the package and its tests (swift build --build-tests)")
        let build = try runSwift(["build", "--build-tests", "--package-path", root])
        if build.status != 0 {
            var errors = engine.compileErrors(in: build.text)
            // Each examples file on its own, for the errors the failed build did not reach.
            let binPath = try? runSwift(["build", "--show-bin-path", "--package-path", root])
            if let binPath, binPath.status == 0, let folder = binPath.text.split(whereSeparator: \.isNewline).last {
                let modules = URL(fileURLWithPath: String(folder)).appendingPathComponent("Modules")
                if FileManager.default.fileExists(atPath: modules.path) {
                    console.progress("compiling each examples file on its own, to place every error")
                    let seen = Set(errors)
                    errors += engine.compileErrorsOfEachExampleFile(modules: modules).filter { !seen.contains($0) }
                }
            }
            if errors.isEmpty { console.standardOutput(build.text) }
            console.findings(errors.sorted(), documents: 0, summary: false)
            console.progress("nothing written: the package or an example does not compile; fix it first")
            return .failure
        }
        let target = engine.examplesTestTarget
        console.progress("running the examples (swift test --filter \(target))")
        let run = try runSwift(["test", "--skip-build", "--package-path", root, "--filter", target])
        let plan = engine.exampleResultChanges(testOutput: run.text)
        if run.status != 0, plan.changes.isEmpty, plan.remaining.isEmpty {
            console.standardOutput(run.text)
            console.progress("nothing written: swift test failed, and not at a stated result")
            return .failure
        }
        return try apply(plan, arguments, console, in: engine.repository)
    }

    /// `swift` with `arguments`, its output and errors together.
    private func runSwift(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(["swift"] + arguments, capture: .both)
    }
}
