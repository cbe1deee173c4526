import Foundation

/// `fix-examples`: the stated results of the Swift blocks, rewritten to what the code produced.
extension DocCheck {
    /// What stops `fix-examples` before it runs anything: the blocks' own errors, and
    /// generated tests that are not what the blocks make (the results would be the old ones').
    public func exampleFixBlockers() -> [Diagnostic] {
        let plan = exampleChanges()
        return plan.blockers.isEmpty ? plan.pending : plan.blockers
    }

    /// The test target that compiles the generated tests, as `swift test --filter` names it.
    public var examplesTestTarget: String { ExampleTestTarget.name(folder: repository.configuration.examplesFolder) }

    /// The compile errors of `output`, what `swift build --build-tests` printed when it failed:
    /// one finding at each error's place, under the repository's own path when it is inside it.
    /// In a file that holds examples the line alone is given: a generated test keeps the
    /// example's line, not its column.
    public func compileErrors(in output: String) -> [Diagnostic] {
        compileErrors(in: output, examplePaths: Set(planExamples().plan.examples.map(\.path)))
    }

    private func compileErrors(in output: String, examplePaths: Set<String>) -> [Diagnostic] {
        var seen = Set<String>()
        var findings: [Diagnostic] = []
        let root = repository.root.standardizedFileURL.path + "/"
        for line in output.split(whereSeparator: \.isNewline) {
            guard let match = line.firstMatch(of: cached(/^(.+?):(\d+):(\d+): error: (.*)$/)), seen.insert(String(line)).inserted else { continue }
            var path = String(match.1)
            if path.hasPrefix(root) { path.removeFirst(root.count) }
            let line = Int(match.2) ?? 0
            let location = examplePaths.contains(path) ? SourceLocation(line: line) : SourceLocation(line: line, column: Int(match.3) ?? 0)
            findings.append(SwiftCompileRule.finding(path: path, location: location, message: String(match.4)))
        }
        return findings
    }

    /// The compile errors of each generated test file compiled on its own against the
    /// package's built `modules` (with the support file), so that an error a failed build never
    /// reached (it stopped at another target, or at another file's error) is still reported at
    /// its line. A module the file cannot find on its own is the build's matter, not the
    /// example's, and is left out.
    public func compileErrorsOfEachExampleFile(modules: URL) -> [Diagnostic] {
        let folder = repository.configuration.examplesFolder
        let support = folder + "/" + ExampleTestGenerator.supportFileName
        let plan = planExamples().plan
        let examplePaths = Set(plan.examples.map(\.path))
        let files = plan.files.compactMap { $0.new == nil ? nil : $0.path }
        let generated = files.filter { $0 != support }
        let extra = files.contains(support) ? [repository.url(support).path] : []
        let root = repository.root
        let paths = generated.map { repository.url($0).path }
        let outputs = paths.parallelMap { path -> String in
            let arguments = ["swiftc", "-typecheck", "-parse-as-library", "-I", modules.path, path] + extra
            return (try? Subprocess.run(arguments, in: root, capture: .both))?.text ?? ""
        }
        return outputs.flatMap { output in
            compileErrors(in: output, examplePaths: examplePaths).filter { finding in
                !finding.message.hasPrefix("no such module") && !finding.message.hasPrefix("missing required module")
            }
        }
    }

    /// The plan of `fix-examples` from `output`, what `swift test` printed for the examples'
    /// tests: each stated result the tests found wrong rewritten, then the generated tests made
    /// anew from the blocks as rewritten. A failure that is no result to rewrite stands as a
    /// finding at its line.
    public func exampleResultChanges(testOutput output: String) -> ChangePlan {
        var plan = ChangePlan(upToDate: "no stated result to rewrite")
        let examples = planExamples().plan.examples
        let fix = ExampleResultFix(failures: ExampleResultFix.failures(in: output), examples: examples, contents: repository.contents)
        var changes: [FileChange] = []
        for path in Set(fix.rewrites.map(\.path)).sorted() {
            guard let old = repository.contents(path) else { continue }
            let count = fix.rewrites.count { $0.path == path }
            changes.append(
                FileChange(path: path, old: old, new: fix.applied(to: old, path: path), done: "wrote \(path): \(count) stated result(s)"))
        }
        plan.changes = changes
        plan.pending = fix.rewrites.map { rewrite in
            SwiftCompileRule.finding(
                path: rewrite.path, location: SourceLocation(line: rewrite.line, column: rewrite.bytes.lowerBound + 1),
                message: "stated result \(rewrite.stated) is \(rewrite.produced) in the code; 'doccheck fix-examples' rewrites it")
        }
        plan.remaining = fix.unfixable.map { item in
            SwiftCompileRule.finding(
                path: item.failure.path, location: SourceLocation(line: item.failure.line),
                message: "the example fails: \(item.failure.message) (not rewritten: \(item.reason))")
        }
        plan.pending += plan.remaining
        // The generated tests state the results too.
        plan.append(planning(on: changes).exampleChanges())
        return plan
    }
}
