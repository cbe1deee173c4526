import Foundation
import Testing

/// A package with a DocC catalog under `Sources/` adopts doccheck through its pre-commit hook,
/// with real `git commit`s: good commits go through, a broken catalog link is stopped.
@Suite struct HookAdoptionTests {
    static let measuring = """
        # Measuring

        Lengths are in points.

        <!-- doccheck: test -->
        ```swift
        let width = 2.0 * 3.0  // → 6.0
        ```

        """

    static let files = [
        "README.md": "# Geometry\n\nMeasures shapes; the catalog has the details.\n",
        ".gitignore": ".build/\n",
        "CHANGELOG.md": "# Changelog\n\n## 1.0.0 - 2026-01-05\n\n- First release.\n",
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Geometry",
            products: [.library(name: "Geometry", targets: ["Geometry"])],
            targets: [
                .target(name: "Geometry"),
                .testTarget(name: "ReadmeExamplesTests", dependencies: ["Geometry"]),
            ]
        )

        """,
        "Sources/Geometry/Geometry.swift": "public struct Point {}\n",
        "Sources/Geometry/Geometry.docc/Geometry.md": "# ``Geometry``\n\nShapes and their sizes. Read <doc:Measuring>.\n",
        "Sources/Geometry/Geometry.docc/Measuring.md": measuring,
    ]

    /// Commits everything staged with the hook running; the exit status of `git commit`.
    func commit(_ message: String, in repo: TemporaryRepository) throws -> Int32 {
        try Git.run(["commit", "-q", "-m", message], in: repo)
    }

    @Test func aPackageWithACatalogCommitsThroughTheHook() throws {
        let repo = try TemporaryRepository(files: Self.files)
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(".git"))
        #expect(try Git.run(["init", "-q"], in: repo) == 0)
        #expect(try DocCheckProcess.run(["install-hook"], in: repo.root).status == 0)
        let generated = try DocCheckProcess.run(["regen-examples"], in: repo.root)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(try Git.run(["add", "-A"], in: repo) == 0)
        let first = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(try commit("Adopt doccheck", in: repo) == 0)

        // Commits of what every document is checked against: the manifest, the CHANGELOG, the
        // generated tests. Each stages no article, and each must go through.
        let changes: [(path: String, text: String)] = [
            ("Package.swift", Self.files["Package.swift"]! + "// The package's products.\n"),
            ("CHANGELOG.md", "# Changelog\n\n## 1.0.1 - 2026-01-09\n\n- Fewer allocations.\n\n## 1.0.0 - 2026-01-05\n\n- First release.\n"),
        ]
        for change in changes {
            try repo.write(change.path, change.text)
            #expect(try Git.run(["add", change.path], in: repo) == 0)
            let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
            #expect(staged.status == 0, "\(change.path): \(staged.standardOutput)\(staged.standardError)")
            #expect(try commit("Change \(change.path)", in: repo) == 0, "\(change.path)")
        }

        // A staged article with a link to nothing: with no symbol graph at hand, the hook says
        // once that symbol links are not checked; with the graph `verify --symbols` made, the
        // hook stops the commit at the link's line and column.
        let article = "Sources/Geometry/Geometry.docc/Measuring.md"
        try repo.write(article, Self.measuring + "See <doc:Nope>.\n")
        #expect(try Git.run(["add", article], in: repo) == 0)
        let unchecked = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(unchecked.status == 0, "\(unchecked.standardOutput)")
        #expect(unchecked.standardError.contains("not checked: symbol-link: 1 symbol link"), "\(unchecked.standardError)")
        let built = try DocCheckProcess.run(["verify", "--symbols"], in: repo.root)
        #expect(built.standardError.contains("symbol graph made in"), "\(built.standardError)")
        let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(staged.status == 1)
        #expect(
            staged.standardOutput.contains("\(article):9:10: error: [symbol-link] 'Nope' doesn't exist at '/Geometry/Measuring'"),
            "\(staged.standardOutput)\(staged.standardError)")
        #expect(try commit("Link to nothing", in: repo) != 0, "the hook stops the commit")

        // The article's example, changed and staged with its generated test, goes through.
        try repo.write(article, Self.measuring.replacingOccurrences(of: "3.0  // → 6.0", with: "4.0  // → 8.0"))
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        #expect(try Git.run(["add", "-A"], in: repo) == 0)
        #expect(try commit("Measure again", in: repo) == 0)
    }
}
