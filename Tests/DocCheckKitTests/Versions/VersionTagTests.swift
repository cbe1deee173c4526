import Foundation
import Testing

@testable import DocCheckKit

/// Tags are read from the refs without git: loose and packed, with or without "v", and in a
/// worktree through its `.git` file; the newest must be the CHANGELOG's newest release.
@Suite struct VersionTagTests {
    let sha = "0123456789abcdef0123456789abcdef01234567\n"

    @Test func readsLooseAndPackedTags() throws {
        let repository = try TemporaryRepository(files: [
            ".git/refs/tags/v2.0.0": sha, ".git/refs/tags/nightly": sha, ".git/refs/tags/releases/3.0.0": sha,
            ".git/packed-refs":
                "# pack-refs with: peeled fully-peeled sorted\n\(sha.dropLast()) refs/tags/1.0.0\n^\(sha.dropLast())\n\(sha.dropLast()) refs/heads/main\n",
        ])
        let tags = GitTags.versions(root: repository.root)
        #expect(tags.map(\.name) == ["1.0.0", "v2.0.0"])
        #expect(tags.map(\.version) == [SemanticVersion(1, 0, 0), SemanticVersion(2, 0, 0)])
    }

    @Test func worktreeTagsLiveInTheCommonDirectory() throws {
        let main = try TemporaryRepository(files: [".git/refs/tags/2.1.0": sha, ".git/worktrees/wt/commondir": "../..\n"])
        let worktree = try TemporaryRepository()
        try FileManager.default.removeItem(at: worktree.root.appendingPathComponent(".git"))
        try worktree.write(".git", "gitdir: \(main.root.path)/.git/worktrees/wt\n")
        #expect(GitTags.versions(root: worktree.root).map(\.name) == ["2.1.0"])
    }

    func findings(tags: [String]) throws -> [Diagnostic] {
        var files = ["README.md": "# Kit\n"]
        for tag in tags { files[".git/refs/tags/\(tag)"] = sha }
        return try VersionTestRepository.findings("version-tag", in: try VersionTestRepository.make(files))
    }

    @Test func newestTagMustBeTheNewestRelease() throws {
        #expect(try findings(tags: []).isEmpty)
        #expect(try findings(tags: ["1.0.0", "v2.0.0"]).isEmpty)
        #expect(try findings(tags: ["1.0.0", "2.0.0", "2.1.0-beta.1"]).isEmpty)
        let newer = try findings(tags: ["2.0.0", "v2.1.0"])
        #expect(newer.map(\.severity) == [.error])
        #expect(newer.first?.location?.line == 5)
        #expect(newer.first?.message == "the newest release is 2.0.0, the newest git tag is v2.1.0; add a '## [2.1.0] - YYYY-MM-DD' section")
        let older = try findings(tags: ["1.0.0"])
        #expect(older.map(\.severity) == [.warning])
        #expect(older.first?.message == "the newest release is 2.0.0, the newest git tag is 1.0.0; tag the release commit '2.0.0'")
        // The suggested section is written as the CHANGELOG writes its releases.
        let linked = try VersionTestRepository.findings(
            "version-tag",
            in: try VersionTestRepository.make([
                "README.md": "# Kit\n", ".git/refs/tags/2.0.1": sha,
                "CHANGELOG.md": "# C\n\n## [2.0.0](https://github.com/o/kit/compare/1.0.0...2.0.0) (2026-11-29)\n\n- Flight.\n",
            ]))
        #expect(
            linked.first?.message
                == "the newest release is 2.0.0, the newest git tag is 2.0.1; add a '## [2.0.1](https://github.com/o/kit/compare/2.0.0...2.0.1) (YYYY-MM-DD)' section"
        )
        // The suggested tag is written as the repository writes its tags.
        let prefixed = try findings(tags: ["v0.9.0", "v1.0.0"])
        #expect(prefixed.first?.message == "the newest release is 2.0.0, the newest git tag is v1.0.0; tag the release commit 'v2.0.0'")
    }
}
