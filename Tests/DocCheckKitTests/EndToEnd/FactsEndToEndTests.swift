import Foundation
import Testing

@testable import DocCheckKit
@testable import doccheck

/// Facts in prose stay true: a new count fails `verify` at every sentence that states it, in
/// the README and each translation, and `fix` rewrites those values and nothing else.
@Suite struct FactsEndToEndTests {
    /// This repository's documents, their translations and what they are checked against.
    static func copyOfThisRepository() throws -> TemporaryRepository {
        try PinDriftEndToEndTests.copy(PackageRoot.url) { path in
            ["README.md", "CHANGELOG.md", ".doccheck.json", "Package.swift"].contains(path) || path.hasPrefix("Docs/")
                || path.hasPrefix("Translations/") || path.hasPrefix(".doccheck/") || path.hasPrefix("Tests/ReadmeExamplesTests/Generated/")
        }
    }

    /// The catalog's demo count today.
    static let demoCount: Int = {
        guard case .number(let count) = ShowcaseFacts.all[0].exampleValue() else { return 0 }
        return count
    }()

    /// The `demos` source as it would be with one more demo case in the catalog.
    static let oneMoreDemo = FactSource(name: "demos", summary: "the number of demos in the showcase catalog", nouns: ["demos"]) {
        .number(Self.demoCount + 1)
    } compute: { _ in
        .success(.number(Self.demoCount + 1))
    }

    /// Each file's lines that state the demo count, found as text (not by the scanner under test).
    static func demoCountLines(_ repository: TemporaryRepository, _ paths: [String]) throws -> Set<String> {
        var lines: Set<String> = []
        for path in paths {
            for (index, line) in try repository.read(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where ["<!-- doccheck:fact demos -->", "<!-- doccheck:fact demos words -->"].contains(where: { marker in
                // A marker shown in code (`<!-- doccheck:fact … -->`) is not one.
                line.contains(marker) && line.replacingOccurrences(of: "`" + marker, with: "").contains(marker)
            }) {
                lines.insert("\(path):\(index + 1)")
            }
        }
        return lines
    }

    @Test func aNewDemoFailsEverySentenceOfTheCountAndFixMendsOnlyThem() throws {
        let repo = try Self.copyOfThisRepository()
        let repository = try Repository(root: repo.root)
        let paths = repository.documentPaths()
        let stated = try Self.demoCountLines(repo, paths)
        let files = Set(stated.map { String($0.split(separator: ":")[0]) })
        // The README, its nine translations and the catalog's landing page state the count.
        #expect(files.count == 11, "\(files.sorted())")
        #expect(files.contains("README.md") && files.contains("Docs/ShowcaseCatalog.docc/ShowcaseCatalog.md"))
        let today = DocCheckCommand.engine(for: repository)
        #expect(try today.verify().diagnostics.filter { $0.ruleID == FactValueRule.id }.isEmpty)

        let facts = ShowcaseFacts.all + [Self.oneMoreDemo]
        let engine = DocCheck(repository: repository, builtInSources: [ShowcaseTableSource.sourceName: ShowcaseTableSource()], facts: facts)
        let findings = try engine.verify().diagnostics.filter { $0.ruleID == FactValueRule.id }
        #expect(Set(findings.map { "\($0.path ?? ""):\($0.location?.line ?? 0)" }) == stated, "\(findings)")
        #expect(findings.allSatisfy { $0.severity == .error })

        let plan = try engine.fixChanges()
        #expect(plan.blockers.isEmpty && plan.refusals.isEmpty, "\(plan.blockers) \(plan.refusals)")
        // The rules reference's table of sources shows the demos source's example values, so
        // `regen-table` (part of `fix`) rewrites it too.
        let reference = "Docs/ShowcaseCatalog.docc/RulesReference.md"
        #expect(Set(plan.changes.map(\.path)) == files.union([reference]))
        for change in plan.changes where change.path != reference {
            // With the values left out, each file is byte for byte what it was.
            let old = MarkdownDocument(path: change.path, bytes: change.old ?? [])
            let new = MarkdownDocument(path: change.path, bytes: change.new ?? [])
            #expect(Self.withoutValues(old) == Self.withoutValues(new), "\(change.path) changed besides its values")
            #expect(
                change.diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count
                    == stated.count { $0.hasPrefix(change.path + ":") })
        }
        let fixed = DocCheck(
            repository: repository.applying(plan.changes), builtInSources: [ShowcaseTableSource.sourceName: ShowcaseTableSource()], facts: facts)
        let after = try fixed.verify().diagnostics.filter { $0.severity != .note }
        #expect(after.isEmpty, "\(after)")
        let german = try #require(plan.changes.first { $0.path == "Translations/README.de.md" }?.new)
        #expect(String(decoding: german, as: UTF8.self).contains(NumberWords.spell(Self.demoCount + 1, language: "de")))
    }

    static func withoutValues(_ document: MarkdownDocument) -> String {
        let bytes = document.source.bytes.replacing(
            FactMarkerScanner.markers(in: document).markers.map { ByteReplacement(bytes: $0.bytes, text: "") })
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The command line's sources fire on a stale value and stay quiet on the current one.
    @Test(arguments: ShowcaseFacts.all.map(\.name))
    func theCatalogsSourcesHaveTheirExamples(_ name: String) throws {
        let source = try #require(ShowcaseFacts.all.first { $0.name == name })
        for (value, fires) in [(source.staleExampleValue, true), (source.exampleValue().description, false)] {
            let repo = try TemporaryRepository(files: source.example(value: value))
            let findings = try DocCheckCommand.engine(for: try Repository(root: repo.root)).verify().diagnostics.filter {
                $0.ruleID == FactValueRule.id
            }
            #expect(findings.map { $0.location?.line } == (fires ? [3] : []), "\(value): \(findings)")
        }
    }

    /// The number of tests and suites is what `swift test list` reports once the tests are
    /// built; before, one line says the facts are not checked, and nothing fails.
    @Test func theTestCountIsSwiftTestListsOnceBuilt() throws {
        let tests = try #require(BuiltInFacts.all.first { $0.name == "tests" })
        let suites = try #require(BuiltInFacts.all.first { $0.name == "suites" })
        var files = tests.example(value: tests.staleExampleValue)
        files["README.md"]! += "In \(FactMarker.begin("suites"))\(suites.exampleValue())\(FactMarker.endComment) suite.\n"
        let repo = try TemporaryRepository(files: files)
        let unbuilt = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(unbuilt.status == 0, "\(unbuilt.standardOutput)")
        #expect(
            unbuilt.standardError.contains(
                "not checked: fact-value: the facts 'tests', 'suites' are not checked: 'swift test list --skip-build' failed"),
            "\(unbuilt.standardError)")

        let build = try DocCheckProcess.run(["swift", "build", "--build-tests"], in: repo.root, executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let stale = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(stale.status == 1)
        #expect(
            stale.standardOutput.contains(
                "README.md:3:36: error: [fact-value] '3' is not the number of tests swift test list reports (tests), which is '2'"),
            "\(stale.standardOutput)")
        #expect(!stale.standardOutput.contains("(suites)"), "\(stale.standardOutput)")
        let fix = try DocCheckProcess.run(["fix"], in: repo.root)
        #expect(fix.status == 0, "\(fix.standardOutput)\(fix.standardError)")
        #expect(try repo.read("README.md").contains("\(FactMarker.begin("tests"))2\(FactMarker.endComment)"))
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
    }

    /// An adopter's first `fix`: a repository whose Swift blocks have no status has not opted
    /// in to compiled examples, and they do not stop its fact values being written; once one
    /// block has a status, the others block every write, as they block `regen-examples`.
    @Test(arguments: [(false, 0), (true, 1)])
    func blocksWithoutStatusBlockFixOnlyOnceOptedIn(_ optedIn: Bool, _ status: Int32) throws {
        let source = try #require(BuiltInFacts.all.first { $0.name == "translations" })
        var files = source.example(value: source.staleExampleValue)
        files["CONTRIBUTING.md"] =
            "# Contributing\n\n```swift\nlet a = 1\n```\n" + (optedIn ? "\n<!-- doccheck: test -->\n```swift\nlet b = 2\n```\n" : "")
        let repo = try TemporaryRepository(files: files)
        let fix = try DocCheckProcess.run(["fix"], in: repo.root)
        #expect(fix.status == status, "\(fix.standardOutput)\(fix.standardError)")
        let value = try repo.read("README.md").contains("\(FactMarker.begin("translations"))2\(FactMarker.endComment)")
        #expect(value == !optedIn)
        if optedIn {
            #expect(fix.standardOutput.contains("CONTRIBUTING.md:3:1: error: [swift-block-status]"), "\(fix.standardOutput)")
        }
    }

    /// A number in words follows each document's language and the case it starts with.
    @Test func wordsAreWrittenInEachDocumentsLanguage() throws {
        let readme = "# P\n\n\(FactSource.sentence(FactMarker.begin("demos", inWords: true) + "Sixteen" + FactMarker.endComment))\n"
        let german = "# P\n\nEs hat \(FactMarker.begin("demos", inWords: true))sechzehn\(FactMarker.endComment) Demos.\n"
        let repo = try TemporaryRepository(files: ["README.md": readme, "Translations/README.de.md": german])
        let engine = DocCheck(repository: try Repository(root: repo.root), facts: [Self.oneMoreDemo])
        let plan = try engine.fixChanges()
        let written = Dictionary(uniqueKeysWithValues: plan.changes.map { ($0.path, String(decoding: $0.new ?? [], as: UTF8.self)) })
        let words = NumberWords.spell(Self.demoCount + 1, language: "en", capitalized: true)
        #expect(written["README.md"] == readme.replacingOccurrences(of: "Sixteen", with: words))
        #expect(
            written["Translations/README.de.md"]
                == german.replacingOccurrences(of: "sechzehn", with: NumberWords.spell(Self.demoCount + 1, language: "de")))
    }
}
