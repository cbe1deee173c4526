/// The mutations `doccheck mutate` applies, one per kind of lie a document can tell.
public enum MutationCatalogue {
    /// Every mutation, in the order they are reported.
    public static let all: [Mutation] = tableMutations + exampleMutations + versionMutations + translationMutations + linkMutations

    /// The first table region configured for the README.
    static func readmeTable(_ workspace: MutationWorkspace) -> (path: String, region: String)? {
        let readme = workspace.repository.configuration.readme
        guard let table = workspace.repository.configuration.tables.first(where: { $0.documents.contains(readme) }) else { return nil }
        return (readme, table.region)
    }

    static let tableMutations: [Mutation] = [
        Mutation(id: "table-delete-row", summary: "delete a row of the README's generated table", expectedRules: [GeneratedTableRule.id]) {
            workspace in
            guard let (path, name) = readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                let line = found.table.rows.first?.line
            else { return nil }
            try workspace.replaceLines(path, line...line, with: [])
            return MutationSite(path: path, line: line)
        },
        Mutation(id: "table-duplicate-row", summary: "repeat a row of the README's generated table", expectedRules: [GeneratedTableRule.id]) {
            workspace in
            guard let (path, name) = readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                let line = found.table.rows.first?.line
            else { return nil }
            try workspace.replaceLines(path, line...line, with: [workspace.line(path, line), workspace.line(path, line)])
            return MutationSite(path: path, line: line + 1)
        },
        Mutation(id: "table-swap-rows", summary: "swap two rows of the README's generated table", expectedRules: [GeneratedTableRule.id]) {
            workspace in
            guard let (path, name) = readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                found.table.rows.count >= 2, let first = found.table.rows[0].line, let second = found.table.rows[1].line,
                second == first + 1
            else { return nil }
            try workspace.replaceLines(path, first...second, with: [workspace.line(path, second), workspace.line(path, first)])
            return MutationSite(path: path, line: first)
        },
        Mutation(id: "table-edit-cell", summary: "change one cell of the README's generated table", expectedRules: [GeneratedTableRule.id]) {
            workspace in
            guard let (path, name) = readmeTable(workspace), let found = workspace.table(inRegion: name, of: path),
                let row = found.table.rows.first, let line = row.line, row.cells.count >= 2,
                let column = row.cells.last?.location?.column
            else { return nil }
            // Put a word at the start of the last cell, after the space that follows its pipe.
            var bytes = Array(workspace.line(path, line).utf8)
            bytes.insert(contentsOf: Array("Changed ".utf8), at: min(column, bytes.count))
            try workspace.replaceLines(path, line...line, with: [String(decoding: bytes, as: UTF8.self)])
            return MutationSite(path: path, line: line)
        },
        Mutation(id: "table-remove-marker", summary: "remove the end marker of the README's table region", expectedRules: ["marker"]) {
            workspace in
            guard let (path, name) = readmeTable(workspace), let found = workspace.table(inRegion: name, of: path) else { return nil }
            try workspace.replaceLines(path, found.region.endLine...found.region.endLine, with: [])
            return MutationSite(path: path, line: found.region.beginLine)
        },
    ]

    /// The first compiled Swift block of the README or the Docs articles.
    static func compiledBlock(_ workspace: MutationWorkspace) -> (path: String, block: CodeBlock)? {
        for path in workspace.repository.exampleDocumentPaths() {
            guard let document = workspace.document(path) else { continue }
            let collector = ExampleCollector(documents: [document])
            if let example = collector.examples.first(where: { if case .compiled = $0.status { true } else { false } }) {
                return (path, example.block)
            }
        }
        return nil
    }

    static let exampleMutations: [Mutation] = [
        Mutation(
            id: "swift-no-status", summary: "add a Swift block with no status to the README", expectedRules: [SwiftBlockStatusRule.id]
        ) { workspace in
            let path = workspace.repository.configuration.readme
            guard let bytes = workspace.bytes(path) else { return nil }
            let source = SourceText(bytes: bytes)
            let line = source.lineCount + 2
            try workspace.write(path, bytes + Array("\n```swift\nprint(\"hello\")\n```\n".utf8))
            return MutationSite(path: path, line: line)
        },
        Mutation(
            id: "generated-hand-edit", summary: "edit a generated test file by hand", expectedRules: [ExamplesGeneratedRule.id]
        ) { workspace in
            let folder = workspace.repository.configuration.examplesFolder
            guard let name = workspace.repository.fileNames(in: folder).first(where: { $0.hasSuffix(".swift") }),
                let bytes = workspace.bytes(folder + "/" + name)
            else { return nil }
            try workspace.write(folder + "/" + name, bytes + Array("// edited by hand\n".utf8))
            return MutationSite(path: folder + "/" + name, line: SourceText(bytes: bytes).lineCount + 1)
        },
        Mutation(
            id: "swift-code-token", summary: "rename a call in a compiled Swift block (caught by the compiler)",
            expectedRules: [SwiftCompileRule.id], needsCompile: true
        ) { workspace in
            guard let (path, block) = compiledBlock(workspace) else { return nil }
            for (number, text) in block.lines {
                // A call: a lowercase name right after a non-identifier character, then "(".
                guard let number, let match = text.firstMatch(of: /(^|[^A-Za-z0-9_])([a-z][A-Za-z0-9]*)\(/) else { continue }
                let changed = text.replacingCharacters(in: match.range, with: "\(match.1)\(match.2)Renamed(")
                try workspace.replaceLines(path, number...number, with: [changed])
                return MutationSite(path: path, line: number)
            }
            return nil
        },
        Mutation(
            id: "swift-result-comment", summary: "change a stated result in a compiled Swift block (caught by the tests)",
            expectedRules: [SwiftCompileRule.id], needsCompile: true
        ) { workspace in
            guard let (path, block) = compiledBlock(workspace) else { return nil }
            for (number, text) in block.lines {
                guard let number, let match = text.firstMatch(of: /\/\/\s*→\s*(.+)$/) else { continue }
                let value = String(match.1)
                let changed = text.replacingCharacters(in: match.range, with: "// → \(value == "nil" ? "0" : "nil")")
                try workspace.replaceLines(path, number...number, with: [changed])
                return MutationSite(path: path, line: number)
            }
            return nil
        },
    ]
}
