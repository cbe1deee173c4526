/// The descriptions of the checks the engine runs itself (documents, markers, generated
/// tables and examples); they have examples like every other rule.
enum BuiltInRules {
    static let tableConfiguration = """
        { "tables": [ { "region": "demo-table", "documents": ["README.md"], "source": "rows.json" } ] }
        """
    static let rows = """
        { "idColumn": "ID", "columns": ["ID", "Name"], "rows": [ { "ID": "`a`", "Name": "Alpha" } ] }
        """
    static let table = "<!-- doccheck:begin demo-table -->\n| ID | Name |\n| --- | --- |\n| `a` | Alpha |\n<!-- doccheck:end demo-table -->\n"

    static func tableRepository(_ readme: String, line: Int? = nil) -> RuleExample {
        RuleExample(["README.md": readme, ".doccheck.json": tableConfiguration, "rows.json": rows], path: "README.md", line: line)
    }

    static let descriptions: [RuleDescription] =
        [
            RuleDescription(
                id: DocumentLoader.ruleID, summary: "every document can be read: it exists, is a file, is not empty and is UTF-8",
                triggeringExamples: [RuleExample(readme: ""), RuleExample(["Docs/Guide.md": "# Guide\n"], path: "README.md")],
                nonTriggeringExamples: [RuleExample(readme: "# Package\n")]),
            RuleDescription(
                id: MarkerScanner.ruleID,
                summary: "region markers pair up, do not nest or repeat, stand on their own lines and have a generator",
                triggeringExamples: [
                    RuleExample(readme: "# P\n\n<!-- doccheck:begin demo-table -->\n", line: 3),
                    RuleExample(readme: "# P\n\n<!-- doccheck:begin other -->\n<!-- doccheck:end other -->\n", line: 3),
                ],
                nonTriggeringExamples: [RuleExample(readme: "# P\n\n```html\n<!-- doccheck:begin x -->\n```\n")]),
            RuleDescription(
                id: "demo-table",
                summary: "a generated table agrees with its source row by row and cell by cell (the rule id is the region's name)",
                triggeringExamples: [
                    tableRepository("# P\n\n" + table.replacingOccurrences(of: "| Alpha |", with: "| Alfa |"), line: 6),
                    tableRepository("# P\n\n" + table.replacingOccurrences(of: "| `a` | Alpha |\n", with: ""), line: 4),
                ],
                nonTriggeringExamples: [tableRepository("# P\n\n" + table)]),
            RuleDescription(
                id: TablePlan.generatedRuleID, summary: "a generated region is byte for byte what its generator writes",
                triggeringExamples: [tableRepository("# P\n\n" + table.replacingOccurrences(of: "| --- | --- |", with: "|---|---|"), line: 5)],
                nonTriggeringExamples: [tableRepository("# P\n\n" + table)]),
            RuleDescription(
                id: ExampleCollector.statusRuleID,
                summary: "every Swift block has exactly one status annotation directly before it",
                triggeringExamples: [
                    RuleExample(readme: "# P\n\n```swift\nlet a = 1\n```\n", line: 3),
                    RuleExample(readme: "# P\n\n<!-- doccheck: compile -->\n```swift\nlet a = 1\n```\n", line: 3),
                ],
                nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: skip \"a sketch\" -->\n```swift\nlet a = 1\n```\n")]),
            RuleDescription(
                id: ExampleCollector.syntaxRuleID,
                summary: "code fences are closed, compiled Swift blocks balance their brackets, and every result comment can become an expectation",
                triggeringExamples: [
                    RuleExample(readme: "# P\n\n```sh\nls\n", line: 3),
                    RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = [1\n```\n", line: 5),
                    RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = [1, 2]\n    .count   // → 2\n```\n", line: 6),
                ],
                nonTriggeringExamples: [
                    RuleExample(readme: "# P\n\n```sh\nls\n```\n"),
                    RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = [1, 2]\n    .count\na   // → 2\n```\n"),
                ]),
            RuleDescription(
                id: ExamplePlan.ruleID, summary: "the tests generated from Swift blocks are up to date and not edited by hand",
                triggeringExamples: [
                    RuleExample(
                        ["README.md": "# P\n\n<!-- doccheck: test -->\n```swift\nlet a = 1\n```\n"],
                        path: "Tests/ReadmeExamplesTests/Generated/README.swift"),
                    RuleExample(
                        ["README.md": "# P\n", "Tests/ReadmeExamplesTests/Generated/README.swift": ExampleTestGenerator.header + "\n"],
                        path: "Tests/ReadmeExamplesTests/Generated/README.swift"),
                ],
                nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: skip \"a sketch\" -->\n```swift\nlet a = 1\n```\n")]),
            Suppression.description,
            RuleDescription(
                id: ConfigurationError.ruleID,
                summary:
                    "the configuration file is a JSON object of known keys with values of the right types; otherwise nothing is checked (exit status 2)",
                checker: .configuration,
                triggeringExamples: [
                    RuleExample(["README.md": "# P\n", Configuration.fileName: "{\n  \"readme\": 5\n}\n"], path: Configuration.fileName, line: 2),
                    RuleExample(["README.md": "# P\n", Configuration.fileName: "{ \"readmes\": \"README.md\" }\n"], path: Configuration.fileName),
                ],
                nonTriggeringExamples: [RuleExample(["README.md": "# P\n", Configuration.fileName: "{ \"readme\": \"README.md\" }\n"])]),
            RuleDescription(
                id: Mutator.compileRuleID,
                summary: "the tests generated from compiled Swift blocks build and pass under 'swift test', each error at its Markdown line",
                checker: .compiler,
                triggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a: Int = \"one\"\n```\n", line: 5)],
                nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a: Int = 1\n```\n")]),
        ] + TranslationTableDescriptions.all
}
