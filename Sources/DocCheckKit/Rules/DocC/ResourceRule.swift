/// A DocC `@Image(source:)` or `@Video(source:)` names a resource of its catalog: a file of
/// that name anywhere in the catalog, with its extension or without one, or one of its scale
/// or appearance variants (`chart@2x.png`, `chart~dark.png`), in the capitals written; a
/// path names none. As docc finds it, reported in docc's words at the directive.
struct ResourceRule: ContextRule {
    static let id = "docc-resource"

    static let mutations: [Mutation] = [
        Mutation(id: "docc-image-renamed", summary: "misspell the source of an @Image in a DocC catalog") { workspace in
            try MutationCatalogue.misspellDirectiveArgument(workspace, directive: "Image", label: "source")
        }
    ]

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a DocC @Image or @Video directive's source names a file of its catalog by its name (not a path), in the capitals written, with its extension or none, or one of its @2x or ~dark variants",
            triggeringExamples: [
                Self.example("@Image(source: \"missing.png\", alt: \"A chart\")\n", line: 5),
                Self.example("@Image(source: \"Resources/chart.png\", alt: \"A chart\")\n", line: 5),
                Self.example("@Image(source: \"Chart.png\", alt: \"A chart\")\n", line: 5),
                Self.example("@Row {\n  @Column {\n    @Video(source: \"movie.mp4\", alt: \"A movie\")\n  }\n}\n", line: 7),
            ],
            nonTriggeringExamples: [
                Self.example(
                    "@Image(source: \"chart.png\", alt: \"A chart\")\n\n@Image(source: \"chart\", alt: \"A chart\")\n\n@Image(source: \"intro.png\", alt: \"The intro\")\n"
                )
            ])
    }

    /// A catalog with `Resources/chart.png` and `Resources/intro@2x.png` whose root page has
    /// `body` after its abstract.
    static func example(_ body: String, line: Int? = nil) -> RuleExample {
        RuleExample(
            [
                "README.md": "# Geo\n", "Geo.docc/Resources/chart.png": "x", "Geo.docc/Resources/intro@2x.png": "x",
                "Geo.docc/Geo.md": "# Geo\n\nGeometry.\n\n" + body,
            ], path: "Geo.docc/Geo.md", line: line)
    }

    /// The directives whose `source` names a resource, with the word docc's message uses.
    private static let kinds = ["Image": "Image", "Video": "Video"]

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var catalogs: [String: DocCatalog] = [:]
        for (path, folder, directives) in DocCDirective.catalogDirectives(context) {
            for directive in directives {
                guard let kind = Self.kinds[directive.name], let source = directive.argument("source")?.value, !source.isEmpty,
                    !source.contains(":")
                else { continue }
                let catalog = catalogs[folder] ?? DocCatalog(folder: folder, root: context.repository.root)
                catalogs[folder] = catalog
                guard catalog.resource(named: source) == nil else { continue }
                findings.append(
                    Self.finding(path: path, location: directive.location, message: "\(kind) resource '\(source)' couldn't be found"))
            }
        }
        return findings
    }
}

/// A line of a DocC catalog's document that starts with `@` and a name is a directive to
/// docc, which drops one it does not know from the page (`@MainActor runs it` at the start
/// of a line is lost). Reported in docc's words.
struct DirectiveRule: ContextRule {
    static let id = "docc-directive"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "a line of a DocC catalog's document that starts with @ and a name is a directive docc knows; docc leaves an unknown one, such as a sentence that starts with @MainActor, out of the page",
            triggeringExamples: [
                RuleExample(["Geo.docc/Geo.md": "# Geo\n\nGeometry.\n\n@MainActor isolates it.\n"], path: "Geo.docc/Geo.md", line: 5),
                RuleExample(["Geo.docc/Geo.md": "# Geo\n\nGeometry.\n\n@Row {\n  @Colum {\n    Text.\n  }\n}\n"], path: "Geo.docc/Geo.md", line: 6),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "Geo.docc/Geo.md":
                        "# Geo\n\n@Metadata {\n  @DisplayName(\"Geometry\")\n}\n\nGeometry, on the `@MainActor`.\n\n```swift\n@MainActor func f() {}\n```\n\n> @Sendable in a quote\n"
                ]),
                // Outside a catalog, GitHub renders the line as it is.
                RuleExample(readme: "# Geo\n\n@MainActor isolates it.\n"),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        DocCDirective.catalogDirectives(context).flatMap { path, _, directives in
            directives.filter { !DocCDirective.knownNames.contains($0.name) }.map { directive in
                Self.finding(path: path, location: directive.location, message: "Unknown directive '\(directive.name)'; this element will be ignored")
            }
        }
    }
}
