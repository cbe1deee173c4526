import Testing

@testable import DocCheckKit

/// A pin on the development branch claims users get unreleased code and is reported; a pin on
/// a named maintenance or release-line branch is a deliberate workaround and is not judged.
@Suite struct BranchPinTests {
    static let url = VersionTestRepository.url

    /// GRDB's README, in this package's names: CocoaPods cannot publish new versions, so it
    /// pins the release line's branch instead of a version.
    static let readme = """
        # Kit

        ```ruby
        # Can't use semantic versioning due to https://github.com/CocoaPods/CocoaPods/issues/11839
        pod 'Kit', git: '\(url).git', branch: 'Kit2'
        ```

        ```ruby
        pod 'Kit', git: '\(url).git', branch: 'main'
        ```

        ```swift
        .package(url: "\(url)", branch: "2.x"),
        .package(url: "\(url)", branch: "release/2"),
        .package(url: "\(url)", branch: "develop"),
        ```

        ```
        github "example/kit" "master"
        github "example/kit" "Kit2"
        ```

        """

    @Test func onlyDevelopmentBranchPinsAreReported() throws {
        let repository = try VersionTestRepository.make(["README.md": Self.readme])
        let findings = try VersionTestRepository.findings("version-pin", in: repository)
        #expect(findings.map(\.ruleID) == ["version-pin", "version-pin", "version-pin"])
        #expect(findings.map(\.location?.line) == [9, 15, 19], "\(findings.map(\.message))")
        #expect(findings.map(\.message).allSatisfy { $0.contains("follows branch") })
        #expect(findings.first?.message.contains("'main'") == true)
    }

    /// The branch git's HEAD names is the development branch, whatever its name.
    @Test func theBranchHEADNamesIsReported() throws {
        let repository = try VersionTestRepository.make([
            ".git/HEAD": "ref: refs/heads/Kit2\n", "README.md": Self.readme,
        ])
        let findings = try VersionTestRepository.findings("version-pin", in: repository)
        #expect(findings.map(\.location?.line) == [5, 9, 15, 19, 20], "\(findings.map(\.message))")
    }

    @Test func developmentBranchesAreTheUsualNamesAndTheHEADs() throws {
        let repository = try TemporaryRepository(files: [
            ".git/HEAD": "ref: refs/heads/feature/x\n", ".git/refs/remotes/origin/HEAD": "ref: refs/remotes/origin/trunk-7\n",
        ])
        let branches = DevelopmentBranches(root: repository.root)
        #expect(["main", "Master", "develop", "dev", "trunk", "feature/x", "trunk-7"].allSatisfy(branches.contains))
        #expect(!branches.contains("GRDB7"))
        #expect(!branches.contains("7.x"))
        #expect(!branches.contains("release/7"))
    }
}
