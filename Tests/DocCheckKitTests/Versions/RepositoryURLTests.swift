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

    @Test func pagesOfTheRepository() {
        #expect(canonical.contains(link: "https://github.com/doccheck-swift/doccheck/compare/1.0.0...2.0.0"))
        #expect(canonical.contains(link: "https://github.com/Doccheck-Swift/doccheck/releases/tag/v2.0.0"))
        #expect(!canonical.contains(link: "https://github.com/other/doccheck/compare/1.0.0...2.0.0"))
        #expect(!canonical.contains(link: "https://github.com/doccheck-swift/doccheck-extras/releases"))
        #expect(RepositoryURL.owner(ofPage: "https://github.com/other/kit/compare/a...b")?.description == "github.com/other/kit")
    }
}
