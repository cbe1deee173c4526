/// A small repository with one generated table, for the table rules' examples.
enum TableExamples {
    static let configuration = """
        { "tables": [ { "region": "demo-table", "documents": ["README.md"], "source": "rows.json" } ] }
        """
    static let rows = """
        { "idColumn": "ID", "columns": ["ID", "Name"], "rows": [ { "ID": "`a`", "Name": "Alpha" } ] }
        """
    static let table = "<!-- doccheck:begin demo-table -->\n| ID | Name |\n| --- | --- |\n| `a` | Alpha |\n<!-- doccheck:end demo-table -->\n"

    static func repository(_ readme: String, line: Int? = nil) -> RuleExample {
        RuleExample(["README.md": readme, ".doccheck.json": configuration, "rows.json": rows], path: "README.md", line: line)
    }
}
