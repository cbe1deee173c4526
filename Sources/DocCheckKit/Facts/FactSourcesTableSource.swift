/// The rules reference's table of fact sources: each source with what it counts and the
/// marker that its example finds stale and the one it passes.
public struct FactSourcesTableSource: TableSource {
    /// The name `.doccheck.json` uses for this source.
    public static let sourceName = "doccheck-facts"

    let sources: [FactSource]

    public init(sources: [FactSource]) {
        self.sources = sources
    }

    public var name: String { "the fact sources" }

    public func table() -> TableSpec {
        let listed = sources.sorted { $0.name < $1.name } + [BuiltInFacts.jsonExample]
        return TableSpec(
            columns: [.init("Source"), .init("Value", isProse: true), .init("Example repository"), .init("Fires on"), .init("Quiet on")],
            rows: listed.map { source in
                let name = source.name.hasPrefix(BuiltInFacts.jsonPrefix) ? "json:FILE#POINTER" : source.name
                let files = source.exampleFiles.keys.sorted().map { "`\($0)`" }
                let marker = { (value: String) in "`" + FactMarker.begin(source.name) + value + FactMarker.endComment + "`" }
                return TableSpec.Row(
                    id: name,
                    cells: [
                        "`\(name)`", source.summary, (["`README.md`"] + files).joined(separator: ", ") + (source.examplesNeedBuild ? ", built" : ""),
                        marker(source.staleExampleValue), marker(source.exampleValue().description),
                    ])
            },
            idColumn: 0)
    }
}
