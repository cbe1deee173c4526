import Foundation
import Testing

/// `install-hook` and `verify --staged` in a real git repository.
@Suite struct HookTests {
    func git(_ arguments: [String], in repo: TemporaryRepository) throws -> Int32 {
        try Git.run(arguments, in: repo)
    }

    func repository(_ more: [String: String] = [:]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository(
            files: [
                "README.md": BadInputTests.good, ".doccheck.json": BadInputTests.configuration, "rows.json": BadInputTests.rows,
            ].merging(more) { _, given in given })
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(".git"))
        #expect(try git(["init", "-q"], in: repo) == 0)
        #expect(try git(["add", "-A"], in: repo) == 0)
        #expect(try git(["commit", "-q", "-m", "Start"], in: repo) == 0)
        return repo
    }

    @Test func stagedChecksWhatWillBeCommitted() throws {
        let repo = try repository()
        let broken = BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |")
        try repo.write("README.md", broken)
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 1)
        #expect(try DocCheckProcess.run(["verify", "--staged"], in: repo.root).status == 0)
        #expect(try git(["add", "README.md"], in: repo) == 0)
        try repo.write("README.md", BadInputTests.good)
        let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(staged.status == 1)
        #expect(staged.standardOutput.contains("README.md:7:8: error: [generated-table] row 'b', column 'Name': README says 'Bet'"))
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
    }

    /// Docs where A links into B's heading, and C and the README have findings of their own
    /// from before.
    static let articles = [
        "README.md": BadInputTests.good + "\nSee [nothing](Nope.md).\n",
        "Docs/A.md": "# A\n\nSee [the setup](B.md#setup).\n",
        "Docs/B.md": "# B\n\n## Setup\n\nSteps.\n",
        "Docs/C.md": "# C\n\nSee [the guide](Missing.md).\n",
        "Translations/B.de.md": "<!-- doccheck:translation source=Docs/B.md -->\n# B\n\n## Einrichtung\n\nSchritte.\n",
    ]

    @Test func stagedChecksTheChangeAndTheDocumentsThatNameIt() throws {
        let repo = try repository(Self.articles)
        try repo.write("Docs/B.md", "# B\n\n## Installation\n\nSteps.\n")
        #expect(try git(["add", "Docs/B.md"], in: repo) == 0)
        let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(staged.status == 1)
        #expect(staged.standardOutput.contains("Docs/A.md:3:5: error: [link-anchor]"), "A links into the changed B")
        #expect(!staged.standardOutput.contains("Docs/C.md"), "C is not touched by the change: \(staged.standardOutput)")
        #expect(staged.standardOutput.contains("Translations/B.de.md:1:1: error: [translation-marker]"), "B's translation is checked")
        #expect(
            !staged.standardOutput.split(separator: "\n").contains { $0.hasPrefix("README.md:") }, "the README is read for the tables, not reported")
        #expect(staged.standardError.contains("--staged: checked 3 of the documents: 1 staged change"))
        let everything = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(everything.standardOutput.contains("Docs/A.md:3:5: error: [link-anchor]"))
        #expect(everything.standardOutput.contains("Docs/C.md:3:5: error: [link-path]"))
        #expect(everything.standardOutput.contains("README.md:10:5: error: [link-path]"))

        // A change to what every document is checked against checks everything.
        try repo.write(".doccheck.json", BadInputTests.configuration + "\n")
        #expect(try git(["add", ".doccheck.json"], in: repo) == 0)
        let whole = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(whole.standardOutput.contains("Docs/C.md:3:5: error: [link-path]"))
        #expect(!whole.standardError.contains("--staged: checked"))
    }

    @Test func stagedTranslationChecksItsSource() throws {
        let repo = try repository(Self.articles)
        try repo.write("Translations/B.de.md", Self.articles["Translations/B.de.md"]! + "\nMehr.\n")
        #expect(try git(["add", "-A"], in: repo) == 0)
        let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(staged.standardOutput.contains("Docs/B.md: error: [translation-switcher]"), "\(staged.standardOutput)")
        #expect(!staged.standardOutput.contains("Docs/A.md") && !staged.standardOutput.contains("Docs/C.md"))
    }

    @Test func stagedDeletionChecksTheDocumentsThatLinkedToIt() throws {
        let repo = try repository(Self.articles)
        #expect(try git(["rm", "-q", "Docs/B.md"], in: repo) == 0)
        let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(staged.status == 1)
        #expect(staged.standardOutput.contains("Docs/A.md:3:5: error: [link-path]"), "\(staged.standardOutput)")
        #expect(!staged.standardOutput.contains("Docs/C.md"))
    }

    @Test func stagedDeletionFindsPercentEncodedLinks() throws {
        let repo = try repository([
            "Docs/A.md": "# A\n\nSee [the notes](My%20Notes.md).\n", "Docs/My Notes.md": "# Notes\n",
            "Docs/C.md": "# C\n\nSee [the guide](Missing.md).\n",
        ])
        #expect(try git(["rm", "-q", "Docs/My Notes.md"], in: repo) == 0)
        let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(staged.standardOutput.contains("Docs/A.md:3:5: error: [link-path]"), "\(staged.standardOutput)")
        #expect(!staged.standardOutput.contains("Docs/C.md"))
    }

    @Test func stagedOutsideGitIsAUsageError() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# T\n"])
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(".git"))
        let result = try DocCheckProcess.run(["verify", "--staged", "--path", repo.root.path], in: repo.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--staged needs a git repository"))
    }

    @Test func hookIsIdempotentRefusesForeignHooksAndBlocksBadCommits() throws {
        let repo = try repository()
        let hook = repo.root.appendingPathComponent(".git/hooks/pre-commit")
        #expect(try DocCheckProcess.run(["install-hook"], in: repo.root).status == 0)
        let first = try String(contentsOf: hook, encoding: .utf8)
        #expect(first.contains("verify --staged"))
        #expect(FileManager.default.isExecutableFile(atPath: hook.path))
        let again = try DocCheckProcess.run(["install-hook"], in: repo.root)
        #expect(again.status == 0)
        #expect(again.standardError.contains("already installed"))
        #expect(try String(contentsOf: hook, encoding: .utf8) == first)

        try repo.write("README.md", BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |"))
        #expect(try git(["commit", "-q", "-am", "Break the table"], in: repo) != 0, "the hook stops the commit")
        try repo.write("README.md", BadInputTests.good + "\nMore text.\n")
        #expect(try git(["commit", "-q", "-am", "Add text"], in: repo) == 0, "a clean commit goes through")

        try "#!/bin/sh\necho mine\n".write(to: hook, atomically: true, encoding: .utf8)
        let refused = try DocCheckProcess.run(["install-hook"], in: repo.root)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("was not written by doccheck; use --force"))
        #expect(try String(contentsOf: hook, encoding: .utf8) == "#!/bin/sh\necho mine\n")
        #expect(try DocCheckProcess.run(["install-hook", "--force"], in: repo.root).status == 0)
        #expect(try String(contentsOf: hook, encoding: .utf8) == first)
    }

    /// Git runs hooks from `core.hooksPath` when it is set: the hook goes there, and stops a bad commit.
    @Test func theHookGoesWhereCoreHooksPathSays() throws {
        let repo = try repository()
        #expect(try git(["config", "core.hooksPath", ".githooks"], in: repo) == 0)
        let installed = try DocCheckProcess.run(["install-hook"], in: repo.root)
        #expect(installed.status == 0)
        #expect(installed.standardError.contains(".githooks/pre-commit"), "\(installed.standardError)")
        #expect(FileManager.default.isExecutableFile(atPath: repo.root.appendingPathComponent(".githooks/pre-commit").path))
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".git/hooks/pre-commit").path))
        try repo.write("README.md", BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |"))
        #expect(try git(["commit", "-q", "-am", "Break the table"], in: repo) != 0, "the hook stops the commit")
    }

    /// In a linked worktree the hook goes where git runs it for that worktree, and stops a bad commit there.
    @Test func theHookWorksInAWorktree() throws {
        let repo = try repository()
        let worktree = repo.root.appendingPathComponent("wt")
        #expect(try git(["worktree", "add", "-q", worktree.path], in: repo) == 0)
        let installed = try DocCheckProcess.run(["install-hook"], in: worktree)
        #expect(installed.status == 0, "\(installed.standardError)")
        let broken = BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |")
        try Data(broken.utf8).write(to: worktree.appendingPathComponent("README.md"))
        #expect(try Git.run(["commit", "-q", "-am", "Break the table"], at: worktree) != 0, "the hook stops the commit")
        try Data((BadInputTests.good + "\nMore text.\n").utf8).write(to: worktree.appendingPathComponent("README.md"))
        #expect(try Git.run(["commit", "-q", "-am", "Add text"], at: worktree) == 0, "a clean commit goes through")
    }

    /// `--force` keeps the foreign hook beside the new one and says where.
    /// In a submodule the hook goes to the submodule's own git folder inside the outer
    /// repository's (`.git/modules/NAME/hooks`), where git runs it for commits there.
    @Test func theHookWorksInASubmodule() throws {
        let inner = try repository()
        let outer = try TemporaryRepository(files: ["notes.txt": "Outer.\n"])
        try FileManager.default.removeItem(at: outer.root.appendingPathComponent(".git"))
        #expect(try git(["init", "-q"], in: outer) == 0)
        #expect(try git(["-c", "protocol.file.allow=always", "submodule", "add", "-q", inner.root.path, "kit"], in: outer) == 0)
        let submodule = outer.root.appendingPathComponent("kit")
        let installed = try DocCheckProcess.run(["install-hook"], in: submodule)
        #expect(installed.status == 0, "\(installed.standardError)")
        #expect(installed.standardError.contains(".git/modules/kit/hooks/pre-commit"), "\(installed.standardError)")
        let broken = BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |")
        try Data(broken.utf8).write(to: submodule.appendingPathComponent("README.md"))
        #expect(try Git.run(["commit", "-q", "-am", "Break the table"], at: submodule) != 0, "the hook stops the commit")
        try Data((BadInputTests.good + "\nMore text.\n").utf8).write(to: submodule.appendingPathComponent("README.md"))
        #expect(try Git.run(["commit", "-q", "-am", "Add text"], at: submodule) == 0, "a clean commit goes through")
    }

    @Test func forceKeepsTheForeignHook() throws {
        let repo = try repository()
        let hook = repo.root.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho mine\n".utf8).write(to: hook)
        let forced = try DocCheckProcess.run(["install-hook", "--force"], in: repo.root)
        #expect(forced.status == 0)
        let backup = hook.deletingLastPathComponent().appendingPathComponent("pre-commit.doccheck-backup")
        #expect(forced.standardError.contains("the previous hook is kept as \(backup.standardizedFileURL.path)"), "\(forced.standardError)")
        #expect(try String(contentsOf: backup, encoding: .utf8) == "#!/bin/sh\necho mine\n")
        let quiet = try DocCheckProcess.run(["install-hook", "--quiet"], in: repo.root)
        #expect(quiet.status == 0)
        #expect(quiet.standardError.isEmpty && quiet.standardOutput.isEmpty)
    }

    /// The hook runs the doccheck that installed it, not another one found first on PATH.
    @Test func theHookRunsTheDoccheckThatInstalledIt() throws {
        let repo = try repository()
        #expect(try DocCheckProcess.run(["install-hook"], in: repo.root).status == 0)
        let bin = repo.root.appendingPathComponent(".bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let impostor = bin.appendingPathComponent("doccheck")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: impostor)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: impostor.path)
        try repo.write("README.md", BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |"))
        #expect(try Git.run(["commit", "-q", "-am", "Break the table"], at: repo.root, searchPath: bin.path) != 0, "the hook stops the commit")
    }

    /// `--staged` checks what the commit holds: a link to a file the index does not hold
    /// (untracked, or removed from the index) is missing, though the working tree has it.
    @Test func stagedLinksNeedTheirTargetInTheCommit() throws {
        let repo = try repository(["b.md": "# B\n"])
        try repo.write("a.md", "# A\n")
        try repo.write("README.md", BadInputTests.good + "\nSee [A](a.md) and [B](b.md).\n")
        #expect(try git(["add", "README.md"], in: repo) == 0)
        #expect(try git(["rm", "-q", "--cached", "b.md"], in: repo) == 0)
        let staged = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(staged.status == 1)
        #expect(staged.standardOutput.contains("README.md:10:5: error: [link-path] link to 'a.md' names no file"), "\(staged.standardOutput)")
        #expect(
            staged.standardOutput.contains("README.md:10:19: error: [link-path] link to 'b.md' names no file"),
            "\(staged.standardOutput + staged.standardError)")
        #expect(try git(["add", "a.md", "b.md"], in: repo) == 0)
        let added = try DocCheckProcess.run(["verify", "--staged"], in: repo.root)
        #expect(added.status == 0, "\(added.standardOutput)")
    }

    /// Run through PATH from the repository's root, `install-hook` records the binary that
    /// runs, not a `doccheck` of the current folder (which a commit could add or change).
    @Test func installHookFromPathRecordsTheRunningBinary() throws {
        let repo = try repository()
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("doccheck-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("doccheck"), withDestinationURL: DocCheckProcess.binary)
        let installed = try DocCheckProcess.run(
            ["doccheck", "install-hook"], in: repo.root, executable: URL(fileURLWithPath: "/usr/bin/env"), searchPath: bin.path)
        #expect(installed.status == 0, "\(installed.standardError)")
        let real = DocCheckProcess.binary.resolvingSymlinksInPath().path
        #expect(installed.standardError.hasSuffix("which runs \(real)\n"), "\(installed.standardError)")
        let hook = try String(contentsOf: repo.root.appendingPathComponent(".git/hooks/pre-commit"), encoding: .utf8)
        #expect(hook.contains("doccheck='\(real)'"), "\(hook)")

        // A `doccheck` committed at the root is never what the hook runs.
        try repo.write("doccheck", "#!/bin/sh\nexit 0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.root.appendingPathComponent("doccheck").path)
        #expect(try git(["add", "doccheck"], in: repo) == 0)
        try repo.write("README.md", BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |"))
        #expect(try git(["commit", "-q", "-am", "Break the table"], in: repo) != 0, "the hook stops the commit")
    }

    /// A binary inside the working tree that git does not ignore is refused: a commit could change it.
    @Test func installHookRefusesABinaryACommitCouldChange() throws {
        let repo = try repository()
        let copy = repo.root.appendingPathComponent("tools/doccheck")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: DocCheckProcess.binary.resolvingSymlinksInPath(), to: copy)
        let refused = try DocCheckProcess.run(["install-hook"], in: repo.root, executable: copy)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("is inside this repository and git does not ignore it"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(".git/hooks/pre-commit").path))
        try repo.write(".gitignore", "tools/\n")
        let ignored = try DocCheckProcess.run(["install-hook"], in: repo.root, executable: copy)
        #expect(ignored.status == 0, "\(ignored.standardError)")
        #expect(ignored.standardError.contains("which runs \(copy.resolvingSymlinksInPath().path)"), "\(ignored.standardError)")
    }

    /// `core.hooksPath` that leads outside the repository is said where the hook is written.
    @Test func installHookSaysWhenCoreHooksPathLeadsOutside() throws {
        let repo = try repository()
        let shared = FileManager.default.temporaryDirectory.appendingPathComponent("doccheck-hooks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: shared) }
        #expect(try git(["config", "core.hooksPath", shared.path], in: repo) == 0)
        let installed = try DocCheckProcess.run(["install-hook"], in: repo.root)
        #expect(installed.status == 0)
        let said = "core.hooksPath leads outside this repository, so every repository that uses \(shared.path) runs this hook"
        #expect(installed.standardError.contains(said), "\(installed.standardError)")
        #expect(FileManager.default.isExecutableFile(atPath: shared.appendingPathComponent("pre-commit").path))
        let inside = try repository()
        #expect(try git(["config", "core.hooksPath", ".githooks"], in: inside) == 0)
        let insideResult = try DocCheckProcess.run(["install-hook"], in: inside.root)
        #expect(!insideResult.standardError.contains("outside"), "\(insideResult.standardError)")
    }
}
