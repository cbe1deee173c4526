import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Commands that write do it atomically: a regen killed at any moment leaves the old bytes or
/// the new ones, two regens at once leave a valid file, and permissions are kept.
@Suite(.serialized) struct SafeWriteTests {
    /// A README whose table is out of date, long enough that writing it takes a while.
    static let stale: String = {
        let filler = (1...3_000).map { "Paragraph \($0) of text that makes the file long enough to be caught mid-write.\n\n" }.joined()
        return BadInputTests.good.replacingOccurrences(of: "| Beta |", with: "| Bet |") + "\n" + filler
    }()

    func repository() throws -> TemporaryRepository {
        try TemporaryRepository(files: [
            "README.md": Self.stale, ".doccheck.json": BadInputTests.configuration, "rows.json": BadInputTests.rows,
        ])
    }

    /// The hidden temporary files a killed write leaves beside the README.
    func leftovers(_ repo: TemporaryRepository) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repo.root.path).filter { $0.hasPrefix(".README.md.doccheck-") }
    }

    @Test func killedRegenLeavesOldOrNewBytes() throws {
        let repo = try repository()
        let old = Array(Self.stale.utf8)
        let start = Date()
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root, timeout: 60).status == 0)
        let duration = Date().timeIntervalSince(start)
        let new = try repo.bytes("README.md")
        #expect(new != old)
        var outcomes = (old: 0, new: 0)
        for _ in 0..<100 {
            try repo.write("README.md", bytes: old)
            let process = try DocCheckProcess.launch(["regen-table"], in: repo.root)
            // Most kills land late in the run, where the write happens; some after it ends.
            usleep(UInt32(Double.random(in: (duration * 0.5)...(duration * 1.2)) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let bytes = try repo.bytes("README.md")
            #expect(bytes == old || bytes == new, "the README is neither the old nor the new bytes")
            if bytes == old { outcomes.old += 1 } else if bytes == new { outcomes.new += 1 }
            for leftover in try leftovers(repo) {
                try FileManager.default.removeItem(at: repo.root.appendingPathComponent(leftover))
            }
        }
        #expect(outcomes.old + outcomes.new == 100)
    }

    @Test func twoRegensAtOnceLeaveAValidFile() throws {
        let repo = try repository()
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root, timeout: 60).status == 0)
        let new = try repo.bytes("README.md")
        for _ in 0..<10 {
            try repo.write("README.md", Self.stale)
            let first = try DocCheckProcess.launch(["regen-table"], in: repo.root)
            let second = try DocCheckProcess.launch(["regen-table"], in: repo.root)
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            #expect(try repo.bytes("README.md") == new)
            #expect(try leftovers(repo).isEmpty)
        }
        #expect(try DocCheckProcess.run(["verify"], in: repo.root, timeout: 60).status == 0)
    }

    @Test func regenKeepsPermissions() throws {
        let repo = try repository()
        let path = repo.root.appendingPathComponent("README.md").path
        #expect(chmod(path, 0o640) == 0)
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root, timeout: 60).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try repo.read("README.md") != Self.stale)
    }
}
