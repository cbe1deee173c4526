import Foundation
import Testing

/// `install-hook` and `verify --staged` in a real git repository.
@Suite struct HookTests {
    func git(_ arguments: [String], in repo: TemporaryRepository) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repo.root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository(files: [
            "README.md": BadInputTests.good, ".doccheck.json": BadInputTests.configuration, "rows.json": BadInputTests.rows,
        ])
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
        #expect(staged.standardOutput.contains("README.md:7:8: error: [t] row 'b', column 'Name': README says 'Bet'"))
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
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
}
