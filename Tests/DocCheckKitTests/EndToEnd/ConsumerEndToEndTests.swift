import Foundation
import Testing

@testable import DocCheckKit

/// `verify --consumer` on a package with tags 1.3.0 and 1.4.0: the README's snippet resolved
/// offline through a mirror and its examples compiled as a reader's, one README at a time in
/// one repository, so the consumer's build is shared.
@Suite struct ConsumerEndToEndTests {
    static func readme(_ requirement: String, product: String = "Kit", package: String = "kit", extra: String = "") -> String {
        """
        # Kit

        <!-- doccheck: manifest -->
        ```swift
        .package(url: "https://github.com/example/kit", \(requirement)),
        .product(name: "\(product)", package: "\(package)"),
        ```

        <!-- doccheck: test -->
        ```swift
        import Kit

        let text = greet()
        \(extra)
        ```

        """
    }

    @Test func theSnippetIsResolvedAndTheExamplesCompiledAsAReaders() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])

            """
        let kit = "public func greet() -> String { \"hi\" }\n\nfunc secret() -> Int { 1 }\n"
        let repo = try TemporaryRepository(files: [
            "Package.swift": manifest, "Sources/Kit/Kit.swift": kit, "README.md": Self.readme("from: \"1.3.0\""),
            ".doccheck.json": "{ \"canonicalURL\": \"https://github.com/example/kit\" }\n",
            "CHANGELOG.md": "# Changelog\n\n## [1.4.0] - 2026-11-29\n\n- Added added().\n\n## [1.3.0] - 2026-01-15\n\n- First release.\n",
        ])
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(".git"))
        #expect(try Git.run(["init", "-q"], in: repo) == 0)
        #expect(try Git.run(["add", "-A"], in: repo) == 0)
        #expect(try Git.run(["commit", "-qm", "1.3.0"], in: repo) == 0)
        #expect(try Git.run(["tag", "1.3.0"], in: repo) == 0)
        try repo.write("Sources/Kit/Kit.swift", kit + "\npublic func added() -> Int { 2 }\n")
        #expect(try Git.run(["commit", "-qam", "1.4.0"], in: repo) == 0)
        #expect(try Git.run(["tag", "1.4.0"], in: repo) == 0)

        func check(_ readme: String) throws -> [(line: Int?, message: String)] {
            try repo.write("README.md", readme)
            let check = ConsumerCheck(repository: try Repository(root: repo.root))
            #expect(check.notes.isEmpty, "\(check.notes)")
            #expect(check.findings.allSatisfy { $0.ruleID == ConsumerRule.id && $0.path == "README.md" })
            return check.findings.map { ($0.location?.line, $0.message) }
        }
        let clean = try check(Self.readme("from: \"1.4.0\""))
        #expect(clean.isEmpty, "\(clean)")
        let unreleased = try check(Self.readme("from: \"1.5.0\""))
        #expect(unreleased.count == 1 && unreleased.first?.line == 5, "\(unreleased)")
        #expect(unreleased.first?.message.contains("does not resolve: SwiftPM says") == true, "\(unreleased)")
        let product = try check(Self.readme("from: \"1.4.0\"", product: "Kitt"))
        #expect(product.first?.line == 6 && product.first?.message.contains("product 'Kitt'") == true, "\(product)")
        let package = try check(Self.readme("from: \"1.4.0\"", package: "kit-renamed"))
        #expect(package.first?.line == 6 && package.first?.message.contains("'kit-renamed'") == true, "\(package)")
        let hidden = try check(Self.readme("from: \"1.4.0\"", extra: "let n = secret()"))
        #expect(hidden.count == 1 && hidden.first?.line == 14, "\(hidden)")
        #expect(
            hidden.first?.message.contains(
                "an example needs API a reader cannot use: cannot find 'secret' in scope; it is declared without 'public' at Sources/Kit/Kit.swift:3")
                == true, "\(hidden)")
        let newer = try check(Self.readme("exact: \"1.3.0\"", extra: "let n = added()"))
        #expect(newer.count == 1 && newer.first?.line == 14, "\(newer)")
        #expect(
            newer.first?.message
                == "an example uses API the pinned release does not have: cannot find 'added' in scope; the working tree declares it at Sources/Kit/Kit.swift:5",
            "\(newer)")

        // The mutation renames the package in the README's product line and its translation's.
        try repo.write("README.md", Self.readme("from: \"1.4.0\""))
        try repo.write("Translations/README.de.md", Self.readme("from: \"1.4.0\"").replacingOccurrences(of: "# Kit", with: "# Kit (de)"))
        let workspace = try MutationWorkspace(root: repo.root)
        let mutation = try #require(ConsumerRule.mutations.first)
        #expect(try mutation.apply(workspace) == MutationSite(path: "README.md", line: 6))
        #expect(try repo.read("Translations/README.de.md").contains("package: \"kit-renamed\""))
        let mutated = ConsumerCheck(repository: try Repository(root: repo.root)).findings
        #expect(mutated.map(\.location?.line) == [6], "\(mutated)")

        // A dependency of the package that cannot be fetched offline: said once, no finding.
        try workspace.restore()
        let dependent = manifest.replacingOccurrences(
            of: "targets: [.target(name: \"Kit\")]",
            with: """
                dependencies: [.package(url: "https://doccheck.invalid/dep", from: "1.0.0")],
                targets: [.target(name: "Kit", dependencies: [.product(name: "Dep", package: "dep")])]
                """)
        try repo.write("Package.swift", dependent)
        #expect(try Git.run(["commit", "-qam", "1.5.0"], in: repo) == 0)
        #expect(try Git.run(["tag", "1.5.0"], in: repo) == 0)
        try repo.write("README.md", Self.readme("from: \"1.5.0\""))
        let offline = ConsumerCheck(repository: try Repository(root: repo.root))
        #expect(offline.findings.isEmpty, "\(offline.findings)")
        #expect(offline.notes.contains { $0.hasPrefix("consumer: not checked: SwiftPM needs https://doccheck.invalid/dep") }, "\(offline.notes)")
    }
}
