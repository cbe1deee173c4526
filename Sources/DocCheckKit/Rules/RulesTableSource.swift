/// The rules reference table, generated from every rule's own description.
public struct RulesTableSource: TableSource {
    /// The name `.doccheck.json` uses for this source.
    public static let sourceName = "doccheck-rules"

    public init() {}

    public var name: String { "the rule descriptions" }

    public func table() -> TableSpec {
        TableSpec(
            columns: [.init("Rule"), .init("Severity"), .init("What it checks", isProse: true)],
            rows: RuleRegistry.descriptions.map { rule in
                TableSpec.Row(id: rule.id, cells: ["`\(rule.id)`", rule.severity.rawValue, rule.summary])
            },
            idColumn: 0)
    }
}
