import Foundation
import Testing

@testable import DocCheckKit

/// The adoption article's commands, read from the article as it is written and run in order
/// in a package that has never seen doccheck: each succeeds, the run ends clean, and the hook
/// they install stops a commit that breaks a link and lets a clean one through.
@Suite struct AdoptionArticleTests {
    static let article = "Docs/ShowcaseCatalog.docc/AdoptingDoccheck.md"

    /// The lines of the article's `sh` blocks that run doccheck, in the article's order.
    static func commands() throws -> [[String]] {
        let document = MarkdownDocument(path: article, text: try PackageRoot.text(article))
        return document.codeBlocks.filter { $0.language == "sh" }.flatMap { block in
            block.content.split(separator: "\n").filter { $0.hasPrefix("doccheck ") }.map { $0.split(separator: " ").dropFirst().map(String.init) }
        }
    }

    func git(_ arguments: [String], in repo: TemporaryRepository) throws -> Int32 {
        try Git.run(arguments, in: repo)
    }

    /// The article's workflow is the repository's own, byte for byte: one workflow to copy,
    /// which `Scripts/test-workflow` runs.
    @Test func theArticlesWorkflowIsTheRepositorysWorkflow() throws {
        let document = MarkdownDocument(path: Self.article, text: try PackageRoot.text(Self.article))
        let blocks = document.codeBlocks.filter { $0.language == "yaml" && $0.content.hasPrefix("name: doccheck\n") }
        #expect(blocks.count == 1)
        #expect(blocks.first?.content == (try PackageRoot.text(".github/workflows/doccheck.yml")))
    }

    @Test func theArticlesStepsAdoptDoccheck() throws {
        let commands = try Self.commands()
        #expect(commands.map { $0.first ?? "" }.contains("init"))
        #expect(commands.contains(["install-hook"]))
        // A package with findings of its own: a link to nowhere, a skipped heading level.
        let readme = "# Widgets\n\nSee [the guide](docs/Guide.md) and [the FAQ](docs/FAQ.md).\n\n### Install\n\nAdd the package.\n"
        let repo = try TemporaryRepository(files: [
            "README.md": readme, "docs/Guide.md": "# Guide\n\nUse it.\n", "CONTRIBUTING.md": "# Contributing\n\nOpen a pull request.\n",
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Widgets\")\n",
        ])
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(".git"))
        #expect(try git(["init", "-q"], in: repo) == 0)
        #expect(try git(["add", "-A"], in: repo) == 0)
        #expect(try git(["commit", "-q", "-m", "Start"], in: repo) == 0)
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 1, "the package has findings before it adopts doccheck")
        for command in commands {
            let result = try DocCheckProcess.run(command, in: repo.root)
            #expect(result.status == 0, "doccheck \(command.joined(separator: " ")): \(result.standardOutput)\(result.standardError)")
        }
        #expect(try git(["add", "-A"], in: repo) == 0)
        #expect(try git(["commit", "-q", "-m", "Adopt doccheck"], in: repo) == 0, "the hook lets the adoption through")
        try repo.write("docs/Guide.md", "# Guide\n\nUse it. See [the setup](Setup.md).\n")
        #expect(try git(["commit", "-q", "-am", "Break a link"], in: repo) != 0, "the hook stops a commit that breaks a link")
        try repo.write("docs/Guide.md", "# Guide\n\nUse it, then read [the README](../README.md).\n")
        #expect(try git(["commit", "-q", "-am", "Link the README"], in: repo) == 0, "a clean commit goes through")
    }
}
