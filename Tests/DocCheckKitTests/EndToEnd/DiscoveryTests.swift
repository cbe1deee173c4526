import Foundation
import Testing

@testable import DocCheckKit

/// With no configuration, documents are found where packages keep them.
@Suite struct DiscoveryTests {
    private func linkFindings(_ files: [String: String], configure: (TemporaryRepository) throws -> Void = { _ in }) throws -> [String] {
        try RuleRun.findings(files, configure: configure).map { "\($0.path ?? ""):\($0.location?.line ?? 0) \($0.ruleID)" }
    }

    /// A catalog's symbolic link to the root's CHANGELOG is the CHANGELOG: its findings are
    /// reported once, at the file's own path, and a link to either path resolves.
    @Test func aDocumentReachedThroughASymbolicLinkIsCheckedOnce() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# Kit\n\nSee [the changes](Sources/Kit/Kit.docc/CHANGELOG.md) and [these](CHANGELOG.md).\n",
            "CHANGELOG.md": "# Changelog\n\n#### 1.0.0\n\n- First.\n", "Sources/Kit/Kit.docc/Kit.md": "# ``Kit``\n\nText.\n",
        ])
        try FileManager.default.createSymbolicLink(
            atPath: repo.root.appendingPathComponent("Sources/Kit/Kit.docc/CHANGELOG.md").path, withDestinationPath: "../../../CHANGELOG.md")
        let repository = try Repository(root: repo.root)
        #expect(repository.documentPaths().sorted() == ["CHANGELOG.md", "README.md", "Sources/Kit/Kit.docc/Kit.md"])
        let findings = try DocCheck(repository: repository).verify().diagnostics
        #expect(findings.map { "\($0.path ?? ""):\($0.location?.line ?? 0) \($0.ruleID)" } == ["CHANGELOG.md:3 heading-level"], "\(findings)")
    }

    /// `init` lists a document at the root once: a symbolic link to another one is that one.
    @Test func initListsALinkedRootDocumentOnce() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# Kit\n", "CLAUDE.md": "# Notes\n", "CONTRIBUTING.md": "# Contributing\n"])
        try FileManager.default.createSymbolicLink(atPath: repo.root.appendingPathComponent("AGENTS.md").path, withDestinationPath: "CLAUDE.md")
        let written = InitialConfiguration(repository: try Repository(root: repo.root))
        let line = try #require(written.choices.first { $0.hasPrefix("documents:") })
        #expect(line.hasPrefix("documents: CLAUDE.md, CONTRIBUTING.md ("), "\(line)")
    }

    @Test(arguments: ["Readme.md", "readme.md", "README.markdown"])
    func theReadmeInAnyLetterCase(_ name: String) throws {
        let findings = try linkFindings([name: "# Kit\n\nSee [the guide](missing.md).\n"])
        #expect(findings == ["\(name):3 link-path"])
    }

    @Test(arguments: ["docs", "Documentation"])
    func articlesInOtherFolders(_ folder: String) throws {
        let findings = try linkFindings(["README.md": "# Kit\n", "\(folder)/Guide.md": "# Guide\n\nSee [setup](Setup.md).\n"])
        #expect(findings == ["\(folder)/Guide.md:3 link-path"])
    }

    @Test func aConfiguredPlaceIsKeptAsWritten() throws {
        let findings = try linkFindings(["Readme.md": "# Kit\n", "docs/Guide.md": "# Guide\n\nSee [setup](Setup.md).\n"]) { repo in
            try repo.write(".doccheck.json", #"{ "readme": "README.md", "docs": "Docs" }"#)
        }
        #expect(findings == ["README.md:0 document"])
    }

    @Test func docsIsPreferredWhenBothExist() throws {
        let findings = try linkFindings([
            "README.md": "# Kit\n", "Docs/A.md": "# A\n\n[x](nope.md)\n", "docs/B.md": "# B\n\n[y](nope.md)\n",
        ])
        #expect(findings == ["Docs/A.md:3 link-path"])
    }

    /// Outside a git repository there is no root to find: the run stops and says how to name one.
    @Test func outsideAGitRepositoryVerifyAsksForThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doccheck-no-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# Kit\n".utf8).write(to: folder.appendingPathComponent("README.md"))
        let result = try DocCheckProcess.run(["verify"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("not inside a git repository"))
        #expect(result.standardError.contains("--path"))
        #expect(try DocCheckProcess.run(["verify", "--path", folder.path], in: folder).status == 0)
    }

    /// `verify --list` says which documents were found and what each was taken for.
    @Test func verifyListsTheDocumentsFound() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# Kit\n", "docs/Guide.md": "# Guide\n", "Translations/README.de.md": "# Kit\n", "CHANGELOG.md": "# Changelog\n",
        ])
        try repo.write(".doccheck.json", #"{ "documents": ["CONTRIBUTING.md"] }"#)
        let result = try DocCheckProcess.run(["verify", "--list"], in: repo.root)
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(
            lines == [
                "README.md README", "Translations/README.de.md translation of README.md in de", "docs/Guide.md article in docs/",
                "CHANGELOG.md changelog", "CONTRIBUTING.md listed in .doccheck.json (not found)",
            ], "\(result.standardOutput)")
    }

    /// A check that cannot run says so once, with the setting that would let it run.
    @Test func aCheckThatCannotRunSaysWhyInTheSummary() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# Kit\n"])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n").filter { $0.hasPrefix("not checked:") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("set \"canonicalURL\" in .doccheck.json") == true)
        try repo.write(".doccheck.json", #"{ "canonicalURL": "https://github.com/acme/kit" }"#)
        let noRelease = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(noRelease.checksNotRun.count == 1)
        #expect(noRelease.checksNotRun.first?.hasPrefix("version-pin: the package's pins are not checked, because no release is known") == true)
        // A CHANGELOG whose newest release heading cannot be read gives no release either.
        try repo.write("CHANGELOG.md", "# Changelog\n\n## [1.1.0] - 2026-02-30\n\n## [1.0.0] - 2026-01-02\n")
        let malformed = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(
            malformed.checksNotRun == [
                "version-pin: the package's pins are not checked, because no release is known: the newest release heading of CHANGELOG.md cannot be read (its changelog finding says why); mend it"
            ])
        try repo.write("CHANGELOG.md", "# Changelog\n\n## [1.0.0] - 2026-01-02\n")
        let configured = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(configured.checksNotRun.isEmpty)
    }

    /// Translations are found in the layouts packages use, and nothing else is taken for one.
    @Test func translationsInEveryLayout() throws {
        let readme = "# Kit\n\nSee [the guide](docs/Guide.md).\n"
        let repo = try TemporaryRepository(files: [
            "Readme.md": readme, "README_CN.md": readme, "README-ko.md": readme, "readme.pt-BR.md": readme,
            "README_zh_Hant.md": readme, "README-dev.md": "# Working on Kit\n", "README_FIRST.md": "# First\n",
            "docs/Guide.md": "# Guide\n", "docs/ko/Guide.md": "# 안내\n", "docs/ml/Model.md": "# Models\n",
        ])
        let result = try DocCheckProcess.run(["verify", "--list"], in: repo.root)
        let lines = Set(
            result.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") })
        #expect(
            lines == [
                "Readme.md README", "README_CN.md translation of Readme.md in CN (zh-Hans)", "README-ko.md translation of Readme.md in ko",
                "readme.pt-BR.md translation of Readme.md in pt-BR", "README_zh_Hant.md translation of Readme.md in zh_Hant",
                "docs/ko/Guide.md translation of docs/Guide.md in ko", "docs/Guide.md article in docs/", "docs/ml/Model.md article in docs/",
                "README-dev.md document at the root", "README_FIRST.md document at the root",
            ], "\(result.standardOutput)")
    }

    /// Translations without markers have not opted in to tracking: one note, no error each.
    @Test func unmarkedTranslationsGetOneNote() throws {
        let readme = "# Kit\n\nUse it.\n"
        let findings = try RuleRun.findings(["README.md": readme, "README.de.md": readme, "README_ja.md": readme])
        #expect(findings.map { "\($0.severity.rawValue) \($0.ruleID)" } == ["note translation-marker"], "\(findings)")
        #expect(findings.first?.message.hasPrefix("2 translations have no translation marker") == true)
    }

    /// Once one translation has a marker, the repository tracks them all: a missing one is an error.
    @Test func aMarkerOptsEveryTranslationIn() throws {
        let readme = "# Kit\n\nUse it.\n"
        let findings = try RuleRun.findings([
            "README.md": readme, "Translations/README.de.md": TranslationExamples.marker(for: readme) + "\n" + readme,
            "Translations/README.ja.md": readme,
        ]).filter { $0.ruleID == "translation-marker" }
        #expect(findings.map { "\($0.severity.rawValue) \($0.path ?? "")" }.contains("error Translations/README.ja.md"), "\(findings)")
    }

    /// DocC catalogs in `Sources/`, a translation at the top of the articles folder, the other
    /// root documents; a `docs/` of generated HTML is passed over for `Documentation/`.
    @Test func catalogsArticleTranslationsAndRootDocuments() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# Kit\n", "CONTRIBUTING.md": "# Contributing\n", "docs/index.html": "<html></html>\n",
            "Documentation/Usage.md": "# Usage\n", "Documentation/README_CN.md": "# Kit\n",
            "Sources/Kit/Kit.docc/Kit.md": "# ``Kit``\n", "LICENSE.md": "# MIT License\n",
            "Documentation/_includes/toc.md": "- [Guide](guide.html)\n",
        ])
        let result = try DocCheckProcess.run(["verify", "--list"], in: repo.root)
        let lines = Set(
            result.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") })
        #expect(
            lines == [
                "README.md README", "Documentation/README_CN.md translation of README.md in CN (zh-Hans)",
                "Documentation/Usage.md article in Documentation/",
                "Sources/Kit/Kit.docc/Kit.md article in Sources/Kit/Kit.docc/", "CONTRIBUTING.md document at the root",
            ], "\(result.standardOutput)")
    }

    /// `<doc:Name>` names an article of the catalog, and an image is found by its name.
    @Test func catalogLinksAndImages() throws {
        let findings = try linkFindings([
            "README.md": "# Kit\n",
            "Sources/Kit/Kit.docc/Kit.md":
                "# ``Kit``\n\nSee <doc:Guide>, <doc:Guide#Setup>, <doc:/documentation/Kit/Widget>.\n\n<doc:Gide>\n\n![A chart](chart)\n\n![Gone](gone.png)\n",
            "Sources/Kit/Kit.docc/Articles/Guide.md": "# Guide\n\n## Setup\n", "Sources/Kit/Kit.docc/Resources/chart~dark@2x.png": "",
        ])
        // `<doc:Gide>` may name a symbol: with no symbol graph at hand, `symbol-link` does not
        // judge it, and `link-path` calls missing only an article named in other capitals.
        #expect(findings == ["Sources/Kit/Kit.docc/Kit.md:9 link-path"])
    }

    /// A CHANGELOG in its own form is read and judged against that form; one with no release
    /// heading is not judged heading by heading, and the summary says so.
    @Test func aChangelogIsJudgedByItsOwnFormAndOneWithoutReleasesSaysSo() throws {
        let changelog = "# Changelog\n\n## 2.0.0 (2026-01-02)\n\n- New.\n\n## 1.0.0 (2025-01-02)\n\n- First.\n"
        let repo = try TemporaryRepository(files: ["README.md": "# Kit\n", "CHANGELOG.md": changelog])
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(report.diagnostics.filter { $0.ruleID == "changelog" }.isEmpty, "\(report.diagnostics)")
        #expect(report.inferred.contains("release: 2.0.0 (from CHANGELOG.md); pins must admit it"), "\(report.inferred)")
        try repo.write("CHANGELOG.md", changelog.replacingOccurrences(of: "## 1.0.0 (2025-01-02)", with: "## [1.0.0] - 2025-01-02"))
        let mixed = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(mixed.diagnostics.filter { $0.ruleID == "changelog" }.map { $0.location?.line } == [3])
        try repo.write("CHANGELOG.md", "# Changelog\n\nEach release is described on the releases page.\n")
        let unread = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(unread.checksNotRun.contains { $0.hasPrefix("changelog: CHANGELOG.md has no release heading") })
    }

    /// `doccheck init` writes what discovery found; `verify` reads the same documents with the
    /// file as without it; an existing file is kept unless `--force`.
    @Test func initWritesWhatDiscoveryFound() throws {
        let repo = try TemporaryRepository(files: [
            "Readme.md": "# Kit\n\nSee [the guide](docs/Guide.md).\n", "README_ja.md": "# Kit\n\nSee [the guide](docs/Guide.md).\n",
            "docs/Guide.md": "# Guide\n",
            "CONTRIBUTING.md": "# Contributing\n", "CHANGELOG.md": "# Changelog\n\n## [1.0.0] - 2026-01-02\n",
        ])
        let before = try DocCheckProcess.run(["verify", "--list"], in: repo.root).standardOutput
        let initialized = try DocCheckProcess.run(["init"], in: repo.root)
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(initialized.standardError.contains("readme: Readme.md (found at the root)"))
        #expect(initialized.standardError.contains("canonicalURL: not set, so version pins are not checked"))
        let written = try repo.read(".doccheck.json")
        #expect(
            written
                == "{\n  \"readme\": \"Readme.md\",\n  \"docs\": \"docs\",\n  \"changelog\": \"CHANGELOG.md\",\n  \"documents\": [\n    \"CONTRIBUTING.md\"\n  ]\n}\n"
        )
        let after = try DocCheckProcess.run(["verify", "--list"], in: repo.root).standardOutput
        #expect(after.replacingOccurrences(of: "listed in .doccheck.json", with: "document at the root") == before)
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
        let again = try DocCheckProcess.run(["init"], in: repo.root)
        #expect(again.status == 2)
        #expect(again.standardError.contains(".doccheck.json already exists"))
        #expect(try repo.read(".doccheck.json") == written)
        #expect(try DocCheckProcess.run(["init", "--force"], in: repo.root).status == 0)
    }

    /// On a package with findings: init, then a baseline, and the run is clean; a link broken
    /// afterwards fails at that link.
    @Test func initThenBaselineThenABreakage() throws {
        let readme = "# Kit\n\nFor details [click here](https://example.com).\n\n### Deep\n"
        let repo = try TemporaryRepository(files: ["README.md": readme, "CONTRIBUTING.md": "# Contributing\n\nSee [the code](Source/).\n"])
        #expect(try DocCheckProcess.run(["init"], in: repo.root).status == 0)
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 1)
        #expect(try DocCheckProcess.run(["verify", "--write-baseline"], in: repo.root).status == 0)
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
        try repo.write("README.md", readme + "\nRead [the guide](Guide.md).\n")
        let broken = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(broken.status == 1)
        #expect(broken.standardOutput.contains("README.md:7:6: error: [link-path]"), "\(broken.standardOutput)")
    }

    /// A country code written for a language stands for it: `README_CN.md` is Chinese, and its
    /// vague link text is read as Chinese.
    @Test func aCountryCodeStandsForItsLanguage() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# Kit\n", "README_CN.md": "# Kit\n"])
        let repository = try Repository(root: repo.root)
        let index = TranslationIndex(repository: repository, documents: DocumentSet(repository: repository, paths: repository.documentPaths()))
        #expect(index.translations.map { $0.language?.description } == ["zh-Hans"])
        let named = try TemporaryRepository(files: ["README.md": "# 组件\n", "README-English.md": "# Kit\n", "README-Engl.md": "# Kit\n"])
        let namedRepository = try Repository(root: named.root)
        let namedIndex = TranslationIndex(
            repository: namedRepository, documents: DocumentSet(repository: namedRepository, paths: namedRepository.documentPaths()))
        #expect(namedIndex.translations.map { "\($0.path) \($0.language?.description ?? "")" } == ["README-English.md en"])
    }

    /// A glob in `documents` stands for the Markdown files it matches.
    @Test func documentsMayBeGlobs() throws {
        let findings = try linkFindings([
            "README.md": "# Kit\n", "Guides/A.md": "# A\n\n[x](nope.md)\n", "Guides/Deep/B.md": "# B\n\n[y](nope.md)\n",
            "Notes/C.md": "# C\n\n[z](nope.md)\n",
        ]) { repo in
            try repo.write(".doccheck.json", #"{ "documents": ["Guides/**/*.md"] }"#)
        }
        #expect(findings == ["Guides/A.md:3 link-path", "Guides/Deep/B.md:3 link-path"])
    }
}
