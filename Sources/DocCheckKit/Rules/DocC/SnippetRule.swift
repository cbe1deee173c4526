import Foundation

/// A DocC `@Snippet(path:slice:)` names a snippet of the package (`Snippets/NAME.swift`, or
/// `Snippets/FOLDER/NAME.swift`, beside the nearest `Package.swift` above the catalog), and
/// its slice is declared in that file (`// snippet.NAME`). The path is read as docc reads
/// it: the package's name and `Snippets` before the snippet's own path may be left out.
/// Reported in docc's words, at the column docc gives.
struct SnippetRule: ContextRule {
    static let id = "docc-snippet"

    static let mutations: [Mutation] = [
        Mutation(id: "docc-snippet-renamed", summary: "misspell the path of an @Snippet in a DocC catalog") { workspace in
            try MutationCatalogue.misspellDirectiveArgument(workspace, directive: "Snippet", label: "path")
        }
    ]

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a DocC @Snippet directive names a snippet of the package (Snippets/NAME.swift beside the nearest Package.swift above the catalog), and its slice is declared in that file with a snippet.NAME comment",
            triggeringExamples: [
                Self.example("@Snippet(path: \"Geo/Snippets/Missing\")\n", line: 5),
                Self.example("@Snippet(path: \"Geo/Snippets/First\", slice: \"nope\")\n", line: 5),
            ],
            nonTriggeringExamples: [
                Self.example(
                    "@Snippet(path: \"Geo/Snippets/First\")\n\n@Snippet(path: \"First\", slice: \"setup\")\n\n@Snippet(path: \"Snippets/Sub/Second\")\n"
                )
            ])
    }

    /// A package `Geo` with the snippets `First` (with the slice `setup`) and `Sub/Second`,
    /// and a catalog whose root page has `body` after its abstract.
    static func example(_ body: String, line: Int? = nil) -> RuleExample {
        RuleExample(
            [
                "README.md": "# Geo\n", "Package.swift": "// swift-tools-version:5.9\n",
                "Snippets/First.swift": "// snippet.setup\nlet p = 1\n// snippet.end\nprint(p)\n",
                "Snippets/Sub/Second.swift": "print(2)\n",
                "Sources/Geo/Geo.docc/Geo.md": "# Geo\n\nGeometry.\n\n" + body,
            ], path: "Sources/Geo/Geo.docc/Geo.md", line: line)
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var snippetsByRoot: [String: [String: String]] = [:]
        for (path, catalog, directives) in DocCDirective.catalogDirectives(context) {
            for directive in directives where directive.name == "Snippet" {
                guard let written = directive.argument("path") else { continue }
                let root = Self.packageRoot(above: catalog, in: context.repository)
                let snippets = snippetsByRoot[root] ?? Self.snippets(under: root, in: context.repository)
                snippetsByRoot[root] = snippets
                let (name, offset) = Self.snippetPath(written.value)
                guard let file = snippets[name] else {
                    findings.append(
                        Self.finding(
                            path: path, location: Self.location(of: written, offset: offset),
                            message: "Snippet named '\(name)' couldn't be found"))
                    continue
                }
                if let slice = directive.argument("slice"), !slice.value.isEmpty,
                    !Self.slices(in: context.repository.contents(file) ?? []).contains(slice.value)
                {
                    findings.append(
                        Self.finding(
                            path: path, location: slice.location,
                            message: "Slice named '\(slice.value)' doesn't exist in snippet '\(name)'"))
                }
            }
        }
        return findings
    }

    /// The snippet's own path as docc reads it (`Sub/Second` of `Geo/Snippets/Sub/Second`):
    /// empty components dropped, and everything up to a `Snippets` among the first two
    /// components, unless that would leave nothing; with the byte offset where it starts.
    static func snippetPath(_ written: String) -> (path: String, offset: Int) {
        var components: [(text: Substring, offset: Int)] = []
        var offset = 0
        for part in written.split(separator: "/", omittingEmptySubsequences: false) {
            if !part.isEmpty { components.append((part, offset)) }
            offset += part.utf8.count + 1
        }
        if let index = components.prefix(2).lastIndex(where: { $0.text == "Snippets" }), index + 1 < components.count {
            components.removeFirst(index + 1)
        }
        return (components.map(\.text).joined(separator: "/"), components.first?.offset ?? 0)
    }

    private static func location(of argument: DocCDirective.Argument, offset: Int) -> SourceLocation {
        guard argument.isVerbatim, let column = argument.location.column else { return argument.location }
        return SourceLocation(line: argument.location.line, column: column + offset)
    }

    /// The folder of the nearest `Package.swift` at or above the catalog's folder,
    /// repository-relative (empty for the root).
    static func packageRoot(above catalog: String, in repository: Repository) -> String {
        var parts = catalog.split(separator: "/").map(String.init)
        while !parts.isEmpty {
            parts.removeLast()
            let folder = parts.joined(separator: "/")
            if repository.fileExists(folder.isEmpty ? "Package.swift" : folder + "/Package.swift") { return folder }
        }
        return ""
    }

    /// The snippets of the package at `root`, by the path docc names them with (`First`,
    /// `Sub/Second`), each with its repository-relative file.
    static func snippets(under root: String, in repository: Repository) -> [String: String] {
        let folder = root.isEmpty ? "Snippets" : root + "/Snippets"
        guard let enumerator = FileManager.default.enumerator(atPath: repository.root.appendingPathComponent(folder).path) else { return [:] }
        var result: [String: String] = [:]
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            result[String(relative.dropLast(".swift".count))] = folder + "/" + relative
        }
        return result
    }

    /// The slices a snippet declares: the names of its `// snippet.NAME` comments, but for
    /// the `hide`, `show` and `end` markers.
    static func slices(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let match = line.firstMatch(of: cached(/^\s*\/\/\s*snippet\.([A-Za-z0-9_\-]+)\s*$/)) else { continue }
            let name = String(match.1)
            if !["hide", "show", "end"].contains(name.lowercased()) { names.insert(name) }
        }
        return names
    }
}
