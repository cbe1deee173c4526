import Foundation

/// The fact sources doccheck knows in every repository: its own counts (rules, mutations,
/// the languages of link text), what `mutate` caught in its last recorded run, the README's
/// translations, the tests `swift test list` reports, and any JSON file's value
/// (`json:FILE#POINTER`). A command line adds its own (the showcase catalog's demos).
public enum BuiltInFacts {
    /// Where `doccheck mutate --record` writes its summary, which the `mutate.*` sources read.
    public static let mutateRecordPath = ".doccheck/mutate-run.json"

    /// The prefix of a JSON file's value: `json:FILE#POINTER`, an RFC 6901 pointer.
    static let jsonPrefix = "json:"

    public static let all: [FactSource] =
        [
            count("rules", "the number of rules doccheck applies", nouns: ["rules"]) { RuleRegistry.all.count },
            count("mutations", "the number of kinds of breakage in doccheck mutate's catalogue", nouns: ["kinds of breakage"]) {
                MutationCatalogue.all.count
            },
            count("mutations.compile", "the number of kinds of breakage that only mutate --compile runs", nouns: ["compile breakages"]) {
                MutationCatalogue.all.count(where: \.needsCompile)
            },
            count("link-text.languages", "the number of languages whose vague link text the link-text rule knows", nouns: ["languages"]) {
                VagueText.linkText.count
            },
            FactSource(
                name: "translations", summary: "the number of translations of the README", nouns: ["translations"],
                isAboutEveryRepository: true,
                exampleFiles: ["Translations/README.de.md": "# Paket\n", "Translations/README.fr.md": "# Paquet\n"],
                exampleValue: { .number(2) },
                compute: { repository in .success(.number(repository.translationFiles(of: [repository.configuration.readme]).count)) }
            ),
        ]
        + MutateRecord.fields.map { field in
            FactSource(
                name: "mutate.\(field.key)", summary: "what the last recorded doccheck mutate run counted as \(field.summary)",
                exampleFiles: [mutateRecordPath: MutateRecord.example], exampleValue: { .number(MutateRecord.exampleCounts[field.key] ?? 0) },
                compute: { repository in MutateRecord.read(repository).map { .number($0[field.key] ?? 0) } }
            )
        } + TestList.sources

    /// A number every repository's copy of doccheck computes the same way.
    private static func count(_ name: String, _ summary: String, nouns: [String], _ value: @escaping @Sendable () -> Int) -> FactSource {
        FactSource(name: name, summary: summary, nouns: nouns, exampleValue: { .number(value()) }, compute: { _ in .success(.number(value())) })
    }

    /// The JSON source `name` names (`json:FILE#POINTER`); nil for a name of another form.
    static func json(_ name: String) -> FactSource? {
        guard name.hasPrefix(jsonPrefix) else { return nil }
        let reference = name.dropFirst(jsonPrefix.count)
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let pointer = parts.count > 1 ? String(parts[1]) : ""
        return FactSource(
            name: name, summary: "the value at '\(pointer)' of \(path)", exampleValue: { .text("") },
            compute: { jsonValue(at: pointer, of: path, in: $0) })
    }

    /// The value at `pointer` of the JSON file at `path`, a number, a string or a bool.
    private static func jsonValue(at pointer: String, of path: String, in repository: Repository) -> Result<FactValue, FactUnavailable> {
        guard !path.isEmpty, let bytes = repository.contents(path) else {
            return .failure(FactUnavailable("\(path.isEmpty ? "no file is named" : "\(path) cannot be read")"))
        }
        let parsed = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
        guard case .success(let node) = parsed else { return .failure(FactUnavailable("\(path) is not JSON")) }
        guard let value = JSONPointer.resolve(pointer, in: node) else {
            return .failure(FactUnavailable("\(path) has no value at '\(pointer)'"))
        }
        switch value.value {
        case .number(let text): return .success(Int(text).map(FactValue.number) ?? .text(text))
        case .string(let text): return .success(.text(text))
        case .bool(let flag): return .success(.text(String(flag)))
        default: return .failure(FactUnavailable("the value at '\(pointer)' of \(path) is not a number, a string or a bool"))
        }
    }

    /// The example of the JSON source, as the rules reference shows it.
    static let jsonExample = FactSource(
        name: "json:Benchmarks/figures.json#/documents", summary: "a JSON file's value: `json:FILE#POINTER`, the pointer as RFC 6901 writes it",
        exampleFiles: ["Benchmarks/figures.json": "{\"documents\": 17}\n"], exampleValue: { .number(17) },
        compute: { jsonValue(at: "/documents", of: "Benchmarks/figures.json", in: $0) })
}

/// RFC 6901 pointers into a parsed JSON value: `/a/0/b`, with `~1` for `/` and `~0` for `~`.
enum JSONPointer {
    static func resolve(_ pointer: String, in node: JSONNode) -> JSONNode? {
        guard !pointer.isEmpty else { return node }
        guard pointer.hasPrefix("/") else { return nil }
        var current = node
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch current.value {
            case .object(let members):
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                current = member.node
            case .array(let elements):
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}

/// The summary of a `doccheck mutate` run, as `--record` writes it and the `mutate.*` sources read it.
public enum MutateRecord {
    static let fields: [(key: String, summary: String)] = [
        ("caught", "caught"), ("run", "run"), ("not-run", "not run"), ("not-applicable", "not applicable"),
    ]

    static let exampleCounts = ["caught": 3, "run": 3, "not-run": 0, "not-applicable": 1]
    static let example = String(decoding: bytes(exampleCounts), as: UTF8.self)

    /// The record's bytes for the counts of a run: a JSON object of `fields`, sorted.
    public static func bytes(caught: Int, run: Int, notRun: Int, notApplicable: Int) -> [UInt8] {
        bytes(["caught": caught, "run": run, "not-run": notRun, "not-applicable": notApplicable])
    }

    private static func bytes(_ counts: [String: Int]) -> [UInt8] {
        let members = counts.keys.sorted().map { "  \"\($0)\": \(counts[$0]!)" }
        return Array("{\n\(members.joined(separator: ",\n"))\n}\n".utf8)
    }

    static func read(_ repository: Repository) -> Result<[String: Int], FactUnavailable> {
        let path = BuiltInFacts.mutateRecordPath
        guard let bytes = repository.contents(path) else {
            return .failure(FactUnavailable("no run is recorded: 'doccheck mutate --record' writes \(path)"))
        }
        guard case .object(let members)? = try? JSONParser.parse(bytes).value else {
            return .failure(FactUnavailable("\(path) is not a JSON object; run 'doccheck mutate --record' again"))
        }
        var counts: [String: Int] = [:]
        for member in members {
            if case .number(let text) = member.node.value, let number = Int(text) { counts[member.key] = number }
        }
        return .success(counts)
    }
}
