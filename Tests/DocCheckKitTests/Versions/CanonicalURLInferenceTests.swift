import Foundation
import Testing

@testable import DocCheckKit

/// Where `.doccheck.json` gives no canonical URL, it is inferred from the repository, and the
/// summary says from where; a pin is then right when it admits the release.
@Suite struct CanonicalURLInferenceTests {
    static let changelog = "# Changelog\n\n## [2.1.0] - 2026-11-29\n\n## [2.0.0] - 2026-01-15\n"
    static let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Widgets\"\n)\n"

    static func readme(_ requirement: String) -> String {
        "# Widgets\n\n```swift\n.package(url: \"https://github.com/acme/Widgets.git\", \(requirement)),\n```\n"
    }

    func report(_ files: [String: String], configure: (TemporaryRepository) throws -> Void = { _ in }) throws -> DocCheck.Report {
        let repo = try TemporaryRepository(files: ["CHANGELOG.md": Self.changelog, "Package.swift": Self.manifest].merging(files) { $1 })
        try configure(repo)
        return try DocCheck(repository: try Repository(root: repo.root)).verify()
    }

    @Test func fromTheREADMEsPackageLineThatNamesThePackage() throws {
        let report = try report(["README.md": Self.readme("branch: \"main\"")])
        #expect(
            report.inferred == [
                "canonical URL: https://github.com/acme/widgets (from the .package(url:) of README.md that names the package 'Widgets'); set \"canonicalURL\" in .doccheck.json if it is another",
                "release: 2.1.0 (from CHANGELOG.md); pins must admit it",
            ])
        #expect(report.diagnostics.filter { $0.ruleID == "version-pin" }.map { $0.location?.line } == [4])
        #expect(report.checksNotRun.filter { $0.hasPrefix("version-pin") }.isEmpty)
    }

    @Test func fromTheGitRemote() throws {
        let report = try report(["README.md": "# Widgets\n"]) { repo in
            let config = repo.root.appendingPathComponent(".git/config")
            let text = (try? String(contentsOf: config, encoding: .utf8)) ?? ""
            try Data((text + "[remote \"origin\"]\n\turl = git@github.com:acme/widgets.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n").utf8)
                .write(to: config)
        }
        #expect(report.inferred.first?.hasPrefix("canonical URL: https://github.com/acme/widgets (from the git remote 'origin')") == true)
    }

    @Test func fromAPodspec() throws {
        let podspec =
            "Pod::Spec.new do |s|\n  s.name = 'Widgets'\n  s.source = { :git => 'https://github.com/acme/Widgets.git', :tag => s.version }\nend\n"
        let report = try report(["README.md": "# Widgets\n", "Widgets.podspec": podspec])
        #expect(report.inferred.first?.hasPrefix("canonical URL: https://github.com/acme/widgets (from the source of Widgets.podspec)") == true)
        // Of several podspecs, the one named like the package; another package's pod says nothing.
        let other = podspec.replacingOccurrences(of: "acme/Widgets", with: "acme/WidgetsKit")
        let several = try self.report(["README.md": "# Widgets\n", "Widgets.podspec": podspec, "WidgetsKit.podspec": other])
        #expect(several.inferred.first?.hasPrefix("canonical URL: https://github.com/acme/widgets (from the source of Widgets.podspec)") == true)
        let ambiguous = try self.report(["README.md": "# Widgets\n", "WidgetsCore.podspec": podspec, "WidgetsKit.podspec": other])
        #expect(!ambiguous.inferred.contains { $0.hasPrefix("canonical URL") })
        let newer = "Pod::Spec.new do |s|\n  s.source = { git: \"https://github.com/acme/Widgets.git\", tag: s.version.to_s }\nend\n"
        #expect(Podspec.source(newer)?.description == "github.com/acme/widgets")
    }

    /// Another package's line (a dependency of the README's example) names no package here.
    @Test func anotherPackagesLineInfersNothing() throws {
        let readme = "# Widgets\n\n```swift\n.package(url: \"https://github.com/apple/swift-log\", from: \"1.0.0\"),\n```\n"
        let report = try report(["README.md": readme])
        #expect(!report.inferred.contains { $0.hasPrefix("canonical URL") })
        #expect(report.checksNotRun.contains { $0.hasPrefix("version-pin: the package's pins are not checked") })
    }

    /// With an inferred URL, a range that admits the release is right as its authors wrote it;
    /// the canonical form is asked for only where the configuration opts in.
    @Test(arguments: [
        ("from: \"2.0.0\"", [String]()), ("from: \"1.0.0\"", ["does not admit 2.1.0"]), ("exact: \"2.1.0\"", []),
        ("branch: \"main\"", ["follows branch 'main'"]), ("\"2.0.0\"..<\"3.0.0\"", []),
    ])
    func aPinIsRightWhenItAdmitsTheRelease(_ requirement: String, _ problems: [String]) throws {
        let report = try report(["README.md": Self.readme(requirement)])
        let messages = report.diagnostics.filter { $0.ruleID == "version-pin" }.map(\.message)
        #expect(messages.count == problems.count, "\(messages)")
        for (message, problem) in zip(messages, problems) { #expect(message.contains(problem), "\(message)") }
        let canonical = try self.report(["README.md": Self.readme(requirement), ".doccheck.json": #"{ "pins": "canonical" }"#])
        let strict = canonical.diagnostics.filter { $0.ruleID == "version-pin" }
        #expect(
            strict.count == (requirement == "from: \"2.0.0\"" || requirement.contains("..<") || requirement.hasPrefix("exact") ? 1 : problems.count))
    }

    /// `init` writes the inferred URL with the `admits` policy, so `verify` judges the pins as
    /// it did without the file.
    @Test func initWritesTheInferredURLWithThePolicy() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": Self.readme("from: \"2.0.0\""), "CHANGELOG.md": Self.changelog, "Package.swift": Self.manifest,
        ])
        let result = try DocCheckProcess.run(["init"], in: repo.root)
        #expect(result.status == 0)
        let written = try repo.read(".doccheck.json")
        #expect(written.contains(#""canonicalURL": "https://github.com/acme/widgets""#), "\(written)")
        #expect(written.contains(#""pins": "admits""#))
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(report.diagnostics.filter { $0.ruleID == "version-pin" }.isEmpty)
        #expect(!report.inferred.contains { $0.hasPrefix("canonical URL") })
    }

    /// The policy `init` writes is the default, and the configuration reference says so: a
    /// `canonicalURL` alone does not change how pins are judged.
    @Test func initsPinPolicyIsTheDocumentedDefault() throws {
        let key = try #require(Configuration.keys.first { $0.name == "pins" })
        #expect(key.defaultValue == "`\(PinPolicy.admits.rawValue)`")
        let url = #"{ "canonicalURL": "https://github.com/acme/widgets" }"#
        let configured = try Configuration(json: Array(url.utf8))
        #expect(configured.pinPolicy == .admits)
        #expect(Configuration().pinPolicy == .admits)
        let stale = try report(["README.md": Self.readme("from: \"2.0.0\""), ".doccheck.json": url])
        #expect(stale.diagnostics.filter { $0.ruleID == "version-pin" }.isEmpty, "\(stale.diagnostics)")
        #expect(stale.inferred.contains { $0.hasSuffix("; pins must admit it") }, "\(stale.inferred)")
        // The summary says which policy is in force.
        let canonical = #"{ "canonicalURL": "https://github.com/acme/widgets", "pins": "canonical" }"#
        let strict = try report(["README.md": Self.readme("from: \"2.0.0\""), ".doccheck.json": canonical])
        #expect(strict.inferred.contains { $0.hasSuffix("; pins must be its canonical pin (\"pins\": \"canonical\")") }, "\(strict.inferred)")
    }
}
