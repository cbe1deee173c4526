import Testing

@testable import DocCheckKit

/// Links that lead where they should though written otherwise than the README's: a page of
/// the package's own repository, an HTML anchor in a heading, and the place of a README link
/// that is itself broken.
@Suite struct TranslationLinkTargetTests {
    typealias Alignment = TranslationAlignmentTests

    /// Every `translation-*` finding of `verify` on a repository with `files`, the README and
    /// its German translation (marked as translated from that README).
    static func translationFindings(readme: String, german: String, files: [String: String] = [:]) throws -> [Diagnostic] {
        var all = files
        all["README.md"] = readme
        all[Alignment.path] = TranslationExamples.marker(for: readme) + "\n" + german
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
