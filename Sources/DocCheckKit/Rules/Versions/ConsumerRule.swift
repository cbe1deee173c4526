import Foundation

/// The README's installation snippet works for a reader: `doccheck verify --consumer` makes a
/// package of its dependency and product lines, resolves this package offline through a
/// mirror to a scratch clone (its tags, and an untagged release tagged on the working tree),
/// and compiles the README's test examples in it with `import` alone. The rule has no check
/// in a plain `verify`: it builds a package.
struct ConsumerRule: Rule {
    static let id = "consumer"

    var description: RuleDescription {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])

            """
        let example = { (requirement: String, line: Int?) in
            VersionExamples.repository(
                [
                    "Package.swift": manifest, "Sources/Kit/Kit.swift": "public func answer() -> Int { 42 }\n",
                    "README.md": VersionExamples.readme(requirement).replacingOccurrences(
                        of: "```\n", with: "    .product(name: \"Kit\", package: \"kit\"),\n```\n", options: .backwards),
                ], path: line == nil ? nil : "README.md", line: line)
        }
        return RuleDescription(
            id: Self.id,
            summary:
                "a package made of the README's installation snippet resolves this package (offline, through a mirror of this repository) and builds, and the README's test examples compile in it with import alone (verify --consumer)",
            checker: .consumer, triggeringExamples: [example("from: \"3.0.0\"", 5)], nonTriggeringExamples: [example("from: \"2.0.0\"", nil)])
    }

    /// The product line's `package:` written as another package, in the README and each of
    /// its translations alike: no text check judges a product of another package, but
    /// SwiftPM finds no such package.
    static let mutations: [Mutation] = [
        Mutation(
            id: "consumer-package-renamed",
            summary: "name another package in the product line of the README's snippet and its translations (caught by verify --consumer)",
            needsConsumer: true
        ) { workspace in
            let readme = workspace.repository.configuration.readme
            guard let document = workspace.document(readme) else { return nil }
            let product = /(\.product\s*\(.*package:\s*")([^"]+)(")/
            for block in document.codeBlocks {
                for (number, text) in block.lines {
                    guard let number, let found = text.firstMatch(of: product) else { continue }
                    let written = String(found.output.0)
                    let renamed = "\(found.output.1)\(found.output.2)-renamed\(found.output.3)"
                    for path in [readme] + workspace.repository.translationFiles(of: [readme]) {
                        guard let bytes = workspace.bytes(path) else { continue }
                        let source = SourceText(bytes: bytes)
                        for line in 1...max(1, source.lineStarts.count) where source.line(line).contains(written) {
                            try workspace.replaceLines(path, line...line, with: [source.line(line).replacingOccurrences(of: written, with: renamed)])
                        }
                    }
                    return MutationSite(path: readme, line: number)
                }
            }
            return nil
        }
    ]
}
