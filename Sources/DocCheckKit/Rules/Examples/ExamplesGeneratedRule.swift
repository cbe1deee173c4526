/// The generated tests on disk are what the example plan would write from the documents'
/// Swift blocks: none missing, stale or edited by hand.
struct ExamplesGeneratedRule: ContextRule {
    static let id = "examples-generated"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "the tests generated from Swift blocks are up to date and not edited by hand",
            triggeringExamples: [
                RuleExample(
                    ["README.md": "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n"],
                    path: "Tests/ReadmeExamplesTests/Generated/README.swift"),
                RuleExample(
                    ["README.md": "# P\n", "Tests/ReadmeExamplesTests/Generated/README.swift": ExampleTestGenerator.header + "\n"],
                    path: "Tests/ReadmeExamplesTests/Generated/README.swift"),
                RuleExample(
                    [
                        "README.md": "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n",
                        "Package.swift": "// swift-tools-version: 6.0\nlet p = Package(name: \"P\", targets: [.testTarget(name: \"PTests\")])\n",
                    ], path: "Package.swift"),
            ],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: skip \"a sketch\" -->\n```swift\nlet a = 1\n```\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings = context.examplePlan.fileDiagnostics
        // Generated tests that no test target compiles never run, and a clean `verify` would
        // hide it.
        let folder = context.repository.configuration.examplesFolder
        let inUse = context.examplePlan.files.contains { $0.old != nil || $0.new != nil }
        if inUse, let manifest = context.versionFacts.manifest, !manifest.hasTestTarget(compiling: folder) {
            let generated = context.examplePlan.files.compactMap(\.new).flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n") }
            let target = ExampleTestTarget.declaration(
                folder: folder, importing: ExampleTestTarget.importedModules(generated), manifest: manifest)
            findings.append(
                Self.finding(
                    path: manifest.path,
                    message: "no test target compiles the tests generated in \(folder), so they never run",
                    notes: ["add \(target) to the targets of \(manifest.path)"]))
        }
        return findings
    }

    /// The finding of a generated test file that is not what `regen-examples` writes.
    static func finding(generated file: FileChange) -> Diagnostic {
        let fix = "run 'doccheck regen-examples' to regenerate it"
        guard let current = file.old else { return finding(path: file.path, message: "generated tests are missing", notes: [fix]) }
        guard let expected = file.new else {
            return finding(path: file.path, message: "generated tests for a document that has no compiled Swift blocks any more", notes: [fix])
        }
        return finding(
            path: file.path, location: SourceLocation(line: SourceText.firstDifferentLine(current, expected)),
            message: "generated tests differ from the documents' Swift blocks (edited by hand, or out of date)", notes: [fix])
    }
}

extension ExamplesGeneratedRule {
    static let mutations: [Mutation] = [
        Mutation(id: "generated-hand-edit", summary: "edit a generated test file by hand") { workspace in
            let folder = workspace.repository.configuration.examplesFolder
            guard let name = workspace.repository.fileNames(in: folder).first(where: { $0.hasSuffix(".swift") }),
                let bytes = workspace.bytes(folder + "/" + name)
            else { return nil }
            try workspace.write(folder + "/" + name, bytes + Array("// edited by hand\n".utf8))
            return MutationSite(path: folder + "/" + name, line: SourceText(bytes: bytes).lineCount + 1)
        }
    ]
}
