import Testing

@testable import DocCheckKit

/// A package's URL is recognised however a document spells it, and only its own.
@Suite struct RepositoryURLTests {
    let canonical = RepositoryURL("https://github.com/doccheck-swift/doccheck")!

    @Test(arguments: [
        "https://github.com/doccheck-swift/doccheck", "https://github.com/doccheck-swift/doccheck.git",
        "https://github.com/doccheck-swift/doccheck/", "https://github.com/DocCheck-Swift/DocCheck.git/",
        "HTTPS://GitHub.com/doccheck-swift/doccheck", "git@github.com:doccheck-swift/doccheck.git",
        "ssh://git@github.com/doccheck-swift/doccheck.git",
    ])
    func toleratesSuffixSlashAndCase(_ text: String) {
        #expect(RepositoryURL(text) == canonical)
    }

    @Test(arguments: [
        "https://github.com/other/doccheck", "https://gitlab.com/doccheck-swift/doccheck", "https://github.com/doccheck-swift",
        "../doccheck", "doccheck", "https://github.com/doccheck-swift/doccheck-extras",
    ])
    func rejectsOtherRepositories(_ text: String) {
        #expect(RepositoryURL(text) != canonical)
    }

    @Test func carthageShorthandIsOnGitHub() {
        #expect(RepositoryURL(gitHubShorthand: "doccheck-swift/doccheck") == canonical)
        #expect(RepositoryURL(gitHubShorthand: "doccheck") == nil)
    }

    /// A page of the repository names the file it shows, and its own page the README.
    @Test(
        arguments: [
            ("https://github.com/doccheck-swift/doccheck", "README.md", nil),
            ("https://github.com/doccheck-swift/doccheck#readme", "README.md", nil),
            ("https://github.com/DocCheck-Swift/doccheck.git/", "README.md", nil),
            ("https://github.com/doccheck-swift/doccheck?tab=readme-ov-file#readme", "README.md", nil),
            ("https://github.com/doccheck-swift/doccheck/tree/main", "README.md", nil),
            ("https://github.com/doccheck-swift/doccheck#usage", "README.md", "usage"),
            ("https://github.com/doccheck-swift/doccheck/blob/master/Documentation/README_EN.md", "Documentation/README_EN.md", nil),
            ("https://github.com/doccheck-swift/doccheck/blob/main/Docs/a%20b.md#Setup", "Docs/a b.md", "Setup"),
            ("https://github.com/doccheck-swift/doccheck/tree/main/Docs/", "Docs", nil),
        ] as [(String, String, String?)])
    func pageShowsARepositoryPath(_ link: String, path: String, fragment: String?) throws {
        let page = try #require(canonical.repositoryPath(ofPage: link, readme: "README.md"))
        #expect(page.path == path)
        #expect(page.fragment == fragment)
    }

    @Test(arguments: [
        "https://github.com/doccheck-swift/doccheck-extras#readme", "https://gitlab.com/doccheck-swift/doccheck",
        "https://github.com/doccheck-swift/doccheck?tab=MIT-1-ov-file", "https://github.com/doccheck-swift/doccheck/issues",
        "https://github.com/doccheck-swift/doccheck/blob/main", "https://github.com/doccheck-swift",
    ])
    func otherLinksShowNoRepositoryPath(_ link: String) {
        #expect(canonical.repositoryPath(ofPage: link, readme: "README.md") == nil)
    }

    @Test func pagesOfTheRepository() {
        #expect(canonical.contains(link: "https://github.com/doccheck-swift/doccheck/compare/1.0.0...2.0.0"))
        #expect(canonical.contains(link: "https://github.com/Doccheck-Swift/doccheck/releases/tag/v2.0.0"))
        #expect(!canonical.contains(link: "https://github.com/other/doccheck/compare/1.0.0...2.0.0"))
        #expect(!canonical.contains(link: "https://github.com/doccheck-swift/doccheck-extras/releases"))
        #expect(RepositoryURL.owner(ofPage: "https://github.com/other/kit/compare/a...b")?.description == "github.com/other/kit")
    }
}
