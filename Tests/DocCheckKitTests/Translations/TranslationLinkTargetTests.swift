import Testing

@testable import DocCheckKit

/// Links that lead where they should though written otherwise than the README's: a page of
/// the package's own repository, a linked document's version in the translation's language,
/// an HTML anchor in a heading, and the place of a README link that is itself broken.
@Suite struct TranslationLinkTargetTests {
    typealias Alignment = TranslationAlignmentTests

    /// Every `translation-*` finding of `verify` on a repository with `files`, the README and
    /// its translation at `path` (German unless told; marked as translated from that README).
    static func translationFindings(
        readme: String, german: String, at path: String = Alignment.path, files: [String: String] = [:]
    ) throws -> [Diagnostic] {
        var all = files
        all["README.md"] = readme
        all[path] = TranslationExamples.marker(for: readme) + "\n" + german
        all["Translations/.sources/\(SHA256.hex(Array(readme.utf8))).md"] = readme
        let repo = try TemporaryRepository(files: all)
        return try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics.filter { $0.ruleID.hasPrefix("translation-") }
    }

    @Test func aPageOfTheOwnRepositoryIsALinkToTheTranslation() throws {
        let readme = Alignment.readme.replacingOccurrences(
            of: "[Deutsch](Translations/README.de.md)", with: "[Deutsch](https://github.com/example/kit/blob/master/Translations/README.de.md)")
        let german = Alignment.german([Alignment.highlights, Alignment.install, Alignment.usage, Alignment.license])
        let findings = try Self.translationFindings(
            readme: readme, german: german, files: [Configuration.fileName: "{ \"canonicalURL\": \"https://github.com/example/kit\" }\n"])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    static let configuration = [Configuration.fileName: "{ \"canonicalURL\": \"https://github.com/example/kit\" }\n"]

    /// A README in Chinese whose English translation is `Documentation/README_EN.md`, each
    /// linking the other and the release notes by the repository's pages (the README's
    /// `RELEASE_NOTES_CN.md`, the translation's `RELEASE_NOTES.md`), as such packages write them.
    static let chineseReadme = """
        # Kit

        <p align="center"><a href="https://github.com/example/kit/blob/master/Documentation/README_EN.md">English</a></p>

        ## 更新日志

        - [1.0.1](https://github.com/example/kit/blob/master/Documentation/RELEASE_NOTES_CN.md#101)
        - [1.0.0](https://github.com/example/kit/blob/master/Documentation/RELEASE_NOTES_CN.md#100)

        """

    static let englishTranslation = """
        # Kit

        <p align="center"><a href="https://github.com/example/kit#readme">中文</a></p>

        ## Changelog

        - [1.0.1](https://github.com/example/kit/blob/master/Documentation/RELEASE_NOTES.md#101)
        - [1.0.0](https://github.com/example/kit/blob/master/Documentation/RELEASE_NOTES.md#100)

        """

    static let releaseNotes = [
        "Documentation/RELEASE_NOTES.md": "# Release notes\n\n## 1.0.1\n\n## 1.0.0\n",
        "Documentation/RELEASE_NOTES_CN.md": "# 更新日志\n\n## 1.0.1\n\n## 1.0.0\n",
    ]

    static func messages(_ findings: [Diagnostic]) -> [String] {
        findings.map { "\($0.path ?? ""):\($0.location?.line ?? 0): [\($0.ruleID)] \($0.message)" }
    }

    /// The switcher's links are the repository's pages, the translation's release notes are
    /// the English ones: each language version links the other, and every link is the README's.
    @Test func repositoryPagesAndTheTranslationsLanguageAreTheSameLinks() throws {
        let findings = try Self.translationFindings(
            readme: Self.chineseReadme, german: Self.englishTranslation, at: "Documentation/README_EN.md",
            files: Self.configuration.merging(Self.releaseNotes) { $1 })
        #expect(findings.isEmpty, "\(Self.messages(findings))")
    }

    /// A link back to the top is one whether it names the top (`#readme`, `#top`) or the first
    /// heading, on the page or by the repository's page of the document.
    @Test func aLinkBackToTheTopIsOneHoweverWritten() throws {
        let readme = Self.chineseReadme + "[回到顶部](#readme)\n"
        let english = Self.englishTranslation + "[Back to top](https://github.com/example/kit/blob/master/Documentation/README_EN.md#kit)\n"
        let findings = try Self.translationFindings(
            readme: readme, german: english, at: "Documentation/README_EN.md", files: Self.configuration.merging(Self.releaseNotes) { $1 })
        #expect(findings.isEmpty, "\(Self.messages(findings))")
        // The README's first heading is one the translation lacks (a table of contents), and
        // the translation's link back to the top names its own first heading.
        let withContents = Self.chineseReadme.replacingOccurrences(of: "# Kit\n", with: "## 目录\n\n- [更新日志](#更新日志)\n") + "[回到顶部](#readme)\n"
        let lacking = try Self.translationFindings(
            readme: withContents,
            german: english.replacingOccurrences(of: "# Kit\n", with: "").replacingOccurrences(
                of: "README_EN.md#kit", with: "README_EN.md#changelog"),
            at: "Documentation/README_EN.md", files: Self.configuration.merging(Self.releaseNotes) { $1 })
        #expect(lacking.filter { $0.ruleID == "translation-links" }.isEmpty, "\(Self.messages(lacking))")
        let toTop = try Self.translationFindings(
            readme: Self.chineseReadme + "[回到顶部](#kit)\n", german: Self.englishTranslation + "[Back to top](#top)\n",
            at: "Documentation/README_EN.md", files: Self.configuration.merging(Self.releaseNotes) { $1 })
        #expect(toTop.isEmpty, "\(Self.messages(toTop))")
    }

    /// The other way: an English README links the notes, its Chinese translation the Chinese notes.
    @Test func theTranslationLinksTheVersionInItsLanguageAsRelativePaths() throws {
        let readme = "# Kit\n\n[中文](Documentation/README_CN.md)\n\n## Changelog\n\n- [1.0.1](Documentation/RELEASE_NOTES.md#101)\n"
        let chinese = "# Kit\n\n[English](../README.md)\n\n## 更新日志\n\n- [1.0.1](RELEASE_NOTES_CN.md#101)\n"
        let findings = try Self.translationFindings(readme: readme, german: chinese, at: "Documentation/README_CN.md", files: Self.releaseNotes)
        #expect(findings.isEmpty, "\(Self.messages(findings))")
    }

    /// What the translation really lacks or gets wrong is still found: the README's link to
    /// notes that have no English version, and a release's notes in place of another's.
    @Test func aLinkTheTranslationLacksIsStillOne() throws {
        let readme = Self.chineseReadme.replacingOccurrences(
            of: "RELEASE_NOTES_CN.md#100)\n",
            with: "RELEASE_NOTES_CN.md#100)\n- [ObjC](https://github.com/example/kit/blob/master/Documentation/RELEASE_NOTES_OBJC.md)\n")
        let english = Self.englishTranslation.replacingOccurrences(of: "RELEASE_NOTES.md#100", with: "RELEASE_NOTES.md#101")
        var files = Self.configuration.merging(Self.releaseNotes) { $1 }
        files["Documentation/RELEASE_NOTES_OBJC.md"] = "# 更新日志\n"
        let findings = try Self.translationFindings(readme: readme, german: english, at: "Documentation/README_EN.md", files: files)
        let messages = findings.map(\.message)
        #expect(findings.map(\.ruleID) == ["translation-links"], "\(Self.messages(findings))")
        #expect(messages.first?.contains("links to 'Documentation/RELEASE_NOTES_CN.md#100' (line 8)") == true, "\(messages)")
        #expect(messages.first?.contains("links to 'Documentation/RELEASE_NOTES_OBJC.md' (line 9)") == true, "\(messages)")
    }

    /// A page of another repository is no page of the package's, and the switcher says so.
    @Test func anotherRepositorysPageIsNoLinkToTheReadme() throws {
        let english = Self.englishTranslation.replacingOccurrences(of: "example/kit#readme", with: "example/kit-docs#readme")
        let findings = try Self.translationFindings(
            readme: Self.chineseReadme, german: english, at: "Documentation/README_EN.md",
            files: Self.configuration.merging(Self.releaseNotes) { $1 })
        #expect(
            Self.messages(findings) == [
                "Documentation/README_EN.md:0: [translation-switcher] no link to 'README.md'; each language version links to all the others"
            ])
    }

    static let readme = """
        # Kit

        [Deutsch](Translations/README.de.md)

        ## Contents

        - [Requirements](#requirements)
        - [Header and footer](#header-and-footer)

        ## Requirements (for latest release)

        iOS 15.

        ## Header and footer

        Set `header` on iOS 15.

        """

    /// The translation's anchor is an HTML anchor in its heading; the README's link to
    /// '#requirements' names no heading of the README, so the translation's link in its
    /// place is not compared with it.
    @Test func anHTMLAnchorInAHeadingAndABrokenReadmeLinkAreNoDifference() throws {
        let german = """
            [English](../README.md)

            # Kit

            ## Inhalt

            - [Voraussetzungen](#voraussetzungen)
            - [Kopf und Fuß](#header-footer)

            ## Voraussetzungen

            iOS 15.

            ## Kopf und Fuß <a name="header-footer"></a>

            `header` auf iOS 15 setzen.

            """
        let findings = try Self.translationFindings(readme: Self.readme, german: german)
        #expect(findings.isEmpty, "\(findings.map { "\($0.path ?? ""):\($0.location?.line ?? 0): [\($0.ruleID)] \($0.message)" })")
    }
}
