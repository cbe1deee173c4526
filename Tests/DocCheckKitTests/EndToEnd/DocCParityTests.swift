import Foundation
import Testing

/// doccheck against the real `docc convert --analyze` on a fixture package whose catalog has
/// symbol links, article links, anchors, snippets, images and directives, right and wrong:
/// every unresolved reference docc warns about is a doccheck finding at docc's line and
/// column (in docc's words for the rules that use them), and doccheck reports nothing docc
/// resolves. docc reads the symbol graph doccheck made (`verify --symbols`) and the snippets'
/// graph, written here as the DocC plugin's snippet extractor writes it.
@Suite struct DocCParityTests {
    static let fixture = PackageRoot.url.appendingPathComponent("Tests/DocCheckKitTests/Fixtures/DocCParity/Geo")

    /// The rules whose findings are docc's unresolved references.
    static let rules: Set<String> = ["symbol-link", "link-path", "link-anchor", "docc-snippet", "docc-resource", "docc-directive"]
    /// The rules that say it in docc's words.
    static let inDoccsWords: Set<String> = ["symbol-link", "docc-snippet", "docc-resource", "docc-directive"]

    /// What doccheck finds that docc does not check, each with why.
    static let beyondDocc: [String: String] = [
        // docc passes a fragment of the page itself through as a URL; the heading is not there.
        "Sources/Geo/Geo.docc/GettingStarted.md:9:45": "link-anchor"
    ]

    struct Finding: Hashable, CustomStringConvertible {
        var place: String
        var message: String
        var description: String { "\(place) \(message)" }
    }

    @Test func doccheckReportsWhatDoccReportsAndNothingElse() throws {
        let repo = try TemporaryRepository(files: try Self.fixtureFiles())
        #expect(try Git.run(["init", "-q"], in: repo) == 0)

        let verify = try DocCheckProcess.run(["verify", "--symbols", "--reporter", "json"], in: repo.root)
        #expect(verify.status == 1, "\(verify.standardError)")
        let findings = try Self.doccheckFindings(verify.standardOutput)

        let graphs = try Self.doccInput(repo)
        let warnings = try Self.doccWarnings(repo, graphs: graphs)
        #expect(warnings.count == 17, "\(warnings)")

        let byPlace = Dictionary(findings.map { ($0.finding.place, $0) }, uniquingKeysWith: { first, _ in first })
        for warning in warnings {
            guard let found = byPlace[warning.place] else {
                Issue.record("docc warns at \(warning.place) (\(warning.message)); doccheck says nothing there")
                continue
            }
            if Self.inDoccsWords.contains(found.rule) {
                #expect(found.finding.message == warning.message, "at \(warning.place)")
            }
        }
        let doccPlaces = Set(warnings.map(\.place))
        let extra = findings.filter { !doccPlaces.contains($0.finding.place) }
        #expect(
            extra.map { "\($0.finding.place) \($0.rule)" }.sorted() == Self.beyondDocc.map { "\($0.key) \($0.value)" }.sorted(),
            "doccheck reports what docc does not: \(extra.map(\.finding))")
    }

    /// The fixture's files by path.
    static func fixtureFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: fixture, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(fixture.standardizedFileURL.path.count + 1))
            files[path] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        }
        return files
    }

    /// doccheck's findings of the reference rules, each with its rule.
    static func doccheckFindings(_ json: String) throws -> [(rule: String, finding: Finding)] {
        let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        return findings.compactMap { finding in
            guard let rule = finding["rule"] as? String, rules.contains(rule), let path = finding["path"] as? String,
                let line = finding["line"] as? Int, let column = finding["column"] as? Int, let message = finding["message"] as? String
            else { return nil }
            return (rule, Finding(place: "\(path):\(line):\(column)", message: message))
        }
    }

    /// A folder with the graph `verify --symbols` made and the snippets' graph, for docc.
    static func doccInput(_ repo: TemporaryRepository) throws -> URL {
        let cache = repo.root.appendingPathComponent(".build/doccheck/symbol-graphs")
        let keys = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasPrefix(".") }
        try #require(keys.count == 1, "the graphs verify --symbols made: \(keys)")
        let input = repo.root.appendingPathComponent(".build/docc-input")
        try FileManager.default.copyItem(at: cache.appendingPathComponent(keys[0]), to: input)
        let snippets = try snippetGraph(module: "Geo", folder: repo.root.appendingPathComponent("Snippets"))
        try snippets.write(to: input.appendingPathComponent("Geo-snippet-symbols.symbols.json"))
        return input
    }

    /// The snippets' symbol graph as the DocC plugin's extractor writes it: each file of
    /// `Snippets/` a `snippet` symbol whose path starts at `Snippets`, with its visible lines
    /// (`// snippet.hide` to `// snippet.show` left out) and its slices (`// snippet.NAME` to
    /// `// snippet.end`), as line ranges of the visible lines.
    static func snippetGraph(module: String, folder: URL) throws -> Data {
        var symbols: [[String: Any]] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let name = String(relative.dropLast(".swift".count))
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            var visible: [String] = []
            var slices: [String: [Int]] = [:]
            var open: (name: String, start: Int)?
            var hidden = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let marker = line.firstMatch(of: /^\s*\/\/\s*snippet\.(\w+)\s*$/) {
                    switch marker.1 {
                    case "hide": hidden = true
                    case "show": hidden = false
                    case "end":
                        if let slice = open { slices[slice.name] = [slice.start, visible.count] }
                        open = nil
                    default: open = (String(marker.1), visible.count)
                    }
                    continue
                }
                if !hidden { visible.append(String(line)) }
            }
            let components = name.split(separator: "/").map(String.init)
            symbols.append([
                "kind": ["identifier": "snippet", "displayName": "Snippet"],
                "identifier": ["precise": "$snippet__\(module).\(components.joined(separator: "."))", "interfaceLanguage": "swift"],
                "pathComponents": ["Snippets"] + components, "names": ["title": components.last ?? name], "accessLevel": "public",
                "snippet": ["language": "swift", "lines": visible, "slices": slices],
            ])
        }
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "DocCParityTests"],
            "module": ["name": module, "platform": [String: Any]()], "symbols": symbols, "relationships": [Any](),
        ]
        return try JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])
    }

    /// The warnings `docc convert --analyze` writes to its diagnostics file, at their
    /// repository-relative file, line and column.
    static func doccWarnings(_ repo: TemporaryRepository, graphs: URL) throws -> [Finding] {
        let diagnostics = repo.root.appendingPathComponent(".build/docc-diagnostics.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "docc", "convert", "Sources/Geo/Geo.docc", "--additional-symbol-graph-dir", graphs.path, "--analyze",
            "--output-path", repo.root.appendingPathComponent(".build/docc-output").path, "--diagnostics-file", diagnostics.path,
        ]
        process.currentDirectoryURL = repo.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // docc comes with the Swift toolchain; without it this suite fails rather than passes.
        try #require(process.terminationStatus == 0, "docc convert exited \(process.terminationStatus); is docc on PATH?")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: diagnostics)) as? [String: Any]
        let root = repo.root.standardizedFileURL.path + "/"
        return (report?["diagnostics"] as? [[String: Any]] ?? []).compactMap { diagnostic in
            guard ["warning", "error"].contains(diagnostic["severity"] as? String), let source = diagnostic["source"] as? String,
                let path = URL(string: source)?.standardizedFileURL.path, let range = diagnostic["range"] as? [String: Any],
                let start = range["start"] as? [String: Int], let line = start["line"], let column = start["column"],
                let summary = diagnostic["summary"] as? String
            else { return nil }
            return Finding(place: "\(path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path):\(line):\(column)", message: summary)
        }
    }
}
