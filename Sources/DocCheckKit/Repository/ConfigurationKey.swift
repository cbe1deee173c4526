/// One key of `.doccheck.json`: the reader accepts exactly the keys listed here, and the
/// configuration reference is generated from the same list, so neither can name a key the
/// other does not know.
public struct ConfigurationKey: Sendable {
    /// The key as written; a nested key is written with its parents (`tables[].region`).
    public var name: String
    public var type: String
    public var defaultValue: String
    public var summary: String
    public var example: String

    /// The key's last component (`region` of `tables[].region`).
    var leaf: String { String(name.split(separator: ".").last ?? "") }
}

extension Configuration {
    /// Every key `.doccheck.json` may hold, in the order the reference lists them.
    public static let keys: [ConfigurationKey] = [
        ConfigurationKey(
            name: "readme", type: "path", defaultValue: "`README.md`, or the README in another letter case",
            summary: "the main document", example: #""readme": "Readme.md""#),
        ConfigurationKey(
            name: "translations", type: "path", defaultValue: "`Translations`",
            summary: "the folder of translations named NAME.LANGUAGE.md; translations beside the README are found by name wherever this points",
            example: #""translations": "Localized""#),
        ConfigurationKey(
            name: "docs", type: "path", defaultValue: "`Docs`, else `docs` or `Documentation`, the first that holds Markdown",
            summary: "the articles folder; DocC catalogs elsewhere are found too", example: #""docs": "Documentation""#),
        ConfigurationKey(
            name: "changelog", type: "path", defaultValue: "`CHANGELOG.md`", summary: "the changelog, whose newest release pins must admit",
            example: #""changelog": "CHANGES.md""#),
        ConfigurationKey(
            name: "manifest", type: "path", defaultValue: "`Package.swift`",
            summary: "the manifest whose tools version and platforms stated minimums must agree with", example: #""manifest": "Package.swift""#),
        ConfigurationKey(
            name: "documents", type: "array of paths or globs", defaultValue: "the other Markdown files at the root",
            summary: "further documents to check; when set, replaces the root files found",
            example: #""documents": ["CONTRIBUTING.md", "Guides/**/*.md"]"#),
        ConfigurationKey(
            name: "canonicalURL", type: "URL",
            defaultValue:
                "inferred from the git remote `origin`, a podspec's `source` or a `.package(url:)` of the README that names the package; without one, version pins are not checked",
            summary: "the package's repository, by which its pins in the documents are found",
            example: #""canonicalURL": "https://github.com/OWNER/NAME""#),
        ConfigurationKey(
            name: "pins", type: "`admits` or `canonical`", defaultValue: "`admits`",
            summary: "whether a version pin may be any range that admits the newest release, or must be its canonical pin",
            example: #""pins": "canonical""#),
        ConfigurationKey(
            name: "historical", type: "array of paths or globs",
            defaultValue: "documents whose names speak of a migration, an upgrade, release notes, history or changes (`MIGRATING.md`, `HISTORY.md`)",
            summary: "documents that tell of a past release: their pins and stated minimums are that release's and are not checked",
            example: #""historical": ["Docs/Archive/**"]"#),
        ConfigurationKey(
            name: "pods", type: "array of names", defaultValue: "the names of the podspecs at the root",
            summary: "further names of this package's pods, by which its CocoaPods pins are found", example: #""pods": ["KitCore"]"#),
        ConfigurationKey(
            name: "symbolGraphs", type: "path",
            defaultValue: "the graph `verify --symbols` made and keeps under `.build/doccheck`, used while the Swift sources are unchanged",
            summary:
                "a folder of symbol graphs the package's build writes (`-emit-symbol-graph-dir`), read in place of doccheck's own and taken as current",
            example: #""symbolGraphs": ".build/symbol-graphs""#),
        ConfigurationKey(
            name: "symbols", type: "`on-request` or `ci`", defaultValue: "`on-request`",
            summary:
                "when `verify` makes the symbol graph before it checks: only when `--symbols` asks, or also when the `CI` environment variable is set",
            example: #""symbols": "ci""#),
        ConfigurationKey(
            name: "examplesFolder", type: "path", defaultValue: "`Tests/ReadmeExamplesTests/Generated`",
            summary: "where `regen-examples` writes the tests made from Swift blocks; setting it opts in to compiled examples",
            example: #""examplesFolder": "Tests/DocExamplesTests/Generated""#),
        ConfigurationKey(
            name: "baseline", type: "path", defaultValue: "`.doccheck-baseline.json`",
            summary: "the findings recorded by `verify --write-baseline`, left out of later runs", example: #""baseline": "Docs/known.json""#),
        ConfigurationKey(
            name: "rules", type: "object", defaultValue: "every rule at its own severity",
            summary: "a rule's id and `off`, `warning` or `error`, for the whole repository",
            example: #""rules": { "link-text": "off", "heading-level": "warning" }"#),
        ConfigurationKey(
            name: "overrides", type: "array of objects", defaultValue: "none",
            summary: "rule settings for some files; a later entry wins over an earlier one and over `rules`",
            example: #""overrides": [{ "paths": ["CHANGELOG.md"], "rules": { "heading-level": "off" } }]"#),
        ConfigurationKey(
            name: "overrides[].paths", type: "array of paths or globs", defaultValue: "required",
            summary: "the files the entry's settings apply to", example: #""paths": ["Docs/Legacy/**"]"#),
        ConfigurationKey(
            name: "overrides[].rules", type: "object", defaultValue: "required", summary: "as `rules`, for those files",
            example: #""rules": { "link-text": "warning" }"#),
        ConfigurationKey(
            name: "ignore", type: "array of objects", defaultValue: "none", summary: "findings silenced on purpose: a rule in files, or on one line",
            example: #""ignore": [{ "rule": "link-outside", "path": "Docs/**/*.md" }]"#),
        ConfigurationKey(
            name: "ignore[].rule", type: "rule id", defaultValue: "required", summary: "the rule whose findings are silenced",
            example: #""rule": "link-outside""#),
        ConfigurationKey(
            name: "ignore[].path", type: "path or glob", defaultValue: "required", summary: "the files: `*` within a folder, `**` across folders",
            example: #""path": "Translations/README.??.md""#),
        ConfigurationKey(
            name: "ignore[].line", type: "integer", defaultValue: "every line", summary: "the one line silenced", example: #""line": 12"#),
        ConfigurationKey(
            name: "tables", type: "array of objects", defaultValue: "none", summary: "the generated tables: a marker region filled from a source",
            example: #""tables": [{ "region": "demo-table", "source": "rows.json" }]"#),
        ConfigurationKey(
            name: "tables[].region", type: "name", defaultValue: "required",
            summary: "the region between `<!-- doccheck:begin NAME -->` and `<!-- doccheck:end NAME -->`", example: #""region": "demo-table""#),
        ConfigurationKey(
            name: "tables[].documents", type: "array of paths", defaultValue: "the README", summary: "the documents that hold the region",
            example: #""documents": ["README.md"]"#),
        ConfigurationKey(
            name: "tables[].source", type: "name or path", defaultValue: "required",
            summary:
                "a built-in source (`doccheck-rules`, `doccheck-configuration`, and the command line's `showcase-catalog`) or a JSON file of rows",
            example: #""source": "Docs/rows.json""#),
    ]

    /// The keys allowed at `prefix` (`""` for the top level, `tables[].` for a table).
    static func allowedKeys(at prefix: String) -> [String] {
        keys.filter { key in
            prefix.isEmpty
                ? !key.name.contains("." as Character) : key.name.hasPrefix(prefix) && !key.name.dropFirst(prefix.count).contains("." as Character)
        }.map(\.leaf)
    }
}

/// The configuration reference table, generated from `Configuration.keys`.
public struct ConfigurationTableSource: TableSource {
    /// The name `.doccheck.json` uses for this source.
    public static let sourceName = "doccheck-configuration"

    public init() {}

    public var name: String { "the configuration keys" }

    public func table() -> TableSpec {
        TableSpec(
            columns: [.init("Key"), .init("Type"), .init("Default", isProse: true), .init("What it sets", isProse: true), .init("Example")],
            rows: Configuration.keys.map { key in
                let example = "`" + key.example + "`"
                return TableSpec.Row(
                    id: key.name, cells: ["`\(key.name)`", key.type, key.defaultValue, key.summary, example])
            },
            idColumn: 0)
    }
}
