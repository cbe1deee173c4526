import Foundation
import Testing

/// Each subcommand's help says what its exit statuses mean and shows two command lines, each
/// one the parser takes; `verify PATH…` reports on the documents it names.
@Suite struct CommandLineHelpTests {
    static let subcommands = [
        "verify", "regen-table", "regen-examples", "examples", "rules", "install-hook", "mutate", "fix-pins", "fix", "fix-examples",
        "translations", "init",
    ]

    @Test(arguments: subcommands) func helpListsExitStatusesAndExamplesThatParse(_ subcommand: String) throws {
        let repo = try TemporaryRepository(files: ["README.md": "# P\n\nText.\n"])
        let help = try DocCheckProcess.run(["help", subcommand], in: repo.root)
        #expect(help.status == 0)
        let text = help.standardOutput
        // The man page is made of the help, and troff takes ASCII alone.
        let ascii = text.unicodeScalars.allSatisfy(\.isASCII)
        #expect(ascii, "\(text)")
        let status = try #require(text.range(of: "\nEXIT STATUS:\n"), "\(text)")
        let examples = try #require(text.range(of: "\nEXAMPLES:\n"), "\(text)")
        let statuses = text[status.upperBound..<examples.lowerBound].split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
        #expect(statuses.first?.hasPrefix("0  ") == true && statuses.last?.hasPrefix("2  ") == true, "\(statuses)")
        let commands = text[examples.upperBound...].split(separator: "\n").filter { $0.hasPrefix("  doccheck ") }
        #expect(commands.count == 2, "\(text)")
        for command in commands {
            // The parser reads every argument before `--help`: an example it refused would exit 2.
            let arguments = command.split(separator: " ").dropFirst().map(String.init)
            #expect(arguments.first == subcommand)
            let parsed = try DocCheckProcess.run(arguments + ["--help"], in: repo.root)
            #expect(parsed.status == 0, "\(command): \(parsed.standardError)")
        }
    }

    /// Named documents: their findings alone are reported, at their lines; the others are read
    /// (a link into one of them is checked against its headings).
    @Test func verifyChecksTheDocumentsItNames() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# P\n\nSee [the guide](Docs/Guide.md#usage).\n",
            "Docs/Guide.md": "# Guide\n\n## Usage\n\nSee [nothing](missing.md).\n",
            "Docs/Other.md": "# Other\n\nSee [gone](gone.md).\n",
        ])
        let readme = try DocCheckProcess.run(["verify", "README.md"], in: repo.root)
        #expect(readme.status == 0, "\(readme.standardOutput)\(readme.standardError)")
        #expect(readme.standardError.contains("checked 1 named document"), "\(readme.standardError)")
        #expect(readme.standardError.contains("0 errors, 0 warnings in 1 document"), "\(readme.standardError)")
        let docs = repo.root.appendingPathComponent("Docs")
        let guide = try DocCheckProcess.run(["verify", "Guide.md"], in: docs)
        #expect(guide.status == 1)
        #expect(guide.standardOutput.contains("Docs/Guide.md:5:5: error: [link-path]"), "\(guide.standardOutput)")
        #expect(!guide.standardOutput.contains("Other.md"), "\(guide.standardOutput)")
        let all = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(all.standardOutput.contains("Docs/Other.md:3:5: error: [link-path]"), "\(all.standardOutput)")
    }

    @Test(arguments: [
        (["verify", "nope.md"], "Error: 'nope.md' does not exist or is a folder"),
        (["verify", "notes.txt"], "Error: 'notes.txt' is not a Markdown document (.md or .markdown)"),
        (["verify", "/etc/hostname"], "is outside the repository at"),
        (["verify", "--staged", "README.md"], "Error: '--staged' takes no documents; name them without it"),
    ])
    func aDocumentVerifyCannotCheckIsAUsageError(_ arguments: [String], _ message: String) throws {
        let repo = try TemporaryRepository(files: ["README.md": "# P\n\nText.\n", "notes.txt": "text\n"])
        let result = try DocCheckProcess.run(arguments, in: repo.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: doccheck verify [<options>] [<document> ...]"), "\(result.standardError)")
    }
}
