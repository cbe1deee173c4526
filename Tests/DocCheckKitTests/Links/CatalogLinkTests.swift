import Foundation
import Testing

@testable import DocCheckKit

/// Links inside a DocC catalog, read as `docc` reads them: an article is named by its file
/// name, a heading's anchor keeps its case, and an extensionless relative link names a page
/// of the built documentation.
@Suite struct CatalogLinkTests {
    /// The catalog a document is in: the innermost folder of its path named `.docc`, in any case.
    @Test func aDocumentsCatalogIsItsInnermostDocCFolder() {
        #expect(DocCatalog.folder(holding: "Sources/Kit/Kit.docc/Articles/Guide.md") == "Sources/Kit/Kit.docc")
        #expect(DocCatalog.folder(holding: "Docs/Kit.DocC/Guide.md") == "Docs/Kit.DocC")
        #expect(DocCatalog.folder(holding: "A.docc/B.docc/Guide.md") == "A.docc/B.docc")
        #expect(DocCatalog.folder(holding: "Docs/Guide.md") == nil)
        #expect(DocCatalog.folder(holding: "Docs/Kit.docc") == nil)
        #expect(DocCatalog.folder(holding: "Docs/Kit.doccs/Guide.md") == nil)
    }

    static let root = "Sources/Kit/Kit.docc/Kit.md"

    /// A catalog whose root page is `text`, with `files` beside it (paths inside the catalog).
    static func catalog(_ text: String, _ files: [String: String] = [:]) -> [String: String] {
        var all = ["README.md": "# Kit\n", root: "# ``Kit``\n\nA kit.\n\n" + text]
        for (path, contents) in files { all["Sources/Kit/Kit.docc/" + path] = contents }
        return all
    }

    static func findings(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        try RuleRun.findings(files).filter { $0.ruleID == rule }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var expected: String
        var testDescription: String { "'\(text)' → '\(expected)'" }
    }

    // MARK: Fragments

    /// swift-docc's own expectations for `urlReadableFragment` (its IdentifierTests, which
    /// also make each fragment a second time and expect it unchanged).
    static let swiftDocCFragments: [Case] = [
        Case(text: "", expected: ""),
        Case(text: " ä ö ", expected: "ä-ö"),
        Case(text: " asdö  ", expected: "asdö"),
        Case(text: " ASD  ", expected: "ASD"),
        Case(text: " ASD ASD  ", expected: "ASD-ASD"),
        Case(text: " 3äêòNS  ", expected: "3äêòNS"),
        Case(text: "    Aä    êò  B   CD    ", expected: "Aä-êò-B-CD"),
        Case(text: " This is a 'test' ", expected: "This-is-a-test"),
        Case(text: " This is a \"test\" ", expected: "This-is-a-test"),
        Case(text: " This is a `test` ", expected: "This-is-a-test"),
        Case(text: "Test replacing 'complete' sentence", expected: "Test-replacing-complete-sentence"),
        Case(text: "💻", expected: "💻"),
    ]

    /// What `docc convert` 6.3.1 wrote as the anchors of headings of these texts.
    static let convertedFragments: [Case] = [
        Case(text: "Intro & setup", expected: "Intro--setup"),
        Case(text: "What's new?", expected: "Whats-new"),
        Case(text: "`init(label:)`", expected: "initlabel"),
        Case(text: "snake_case", expected: "snakecase"),
        Case(text: "A – B", expected: "A-B"),
        Case(text: "a + b < c", expected: "a-+-b-<-c"),
        Case(text: "Emoji 💻 ok", expected: "Emoji-💻-ok"),
    ]

    /// A heading of a catalog's article offers DocC's anchor, made from the heading's text as
    /// swift-markdown reads it (a strikethrough keeps one `~` each side, inline HTML is text,
    /// an image is its alt text); a same-document link to it, in its case, is right.
    static let headings: [Case] =
        (swiftDocCFragments + convertedFragments).filter { !$0.text.trimmingAllWhitespace().isEmpty } + [
            Case(text: "~~Strike~~ it", expected: "~Strike~-it"),
            Case(text: "An <em>html</em> word", expected: "An-<em>html<em>-word"),
            Case(text: "Image ![alt text](x.png) here", expected: "Image-alt-text-here"),
            Case(text: "*Emphasis* and **strong**", expected: "Emphasis-and-strong"),
            Case(text: "Link [text](https://example.com) end", expected: "Link-text-end"),
        ]

    @Test(arguments: headings) func aHeadingsAnchorInACatalogIsDocCs(_ testCase: Case) throws {
        let fragment = testCase.expected.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? testCase.expected
        let files = Self.catalog("See [the part](#\(fragment)).\n\n## \(testCase.text)\n\nText.\n", ["x.png": ""])
        let findings = try Self.findings(files, rule: "link-anchor")
        #expect(findings.isEmpty, "\(findings)")
    }

    /// Where DocC would not find the heading, the link is a finding: the page's title is no
    /// anchor, a link's fragment is not made into the heading's, and capitals count.
    static let brokenFragments: [BrokenInput] = [
        BrokenInput(
            name: "lower case for a heading that keeps its capitals", files: catalog("Jump to [sheets](#sheets).\n\n### Sheets\n"),
            rule: "link-anchor", path: root, line: 5, says: "write '#Sheets'", severity: .warning),
        BrokenInput(
            name: "GitHub's anchor of a heading with punctuation", files: catalog("Read [setup](#intro-setup).\n\n## Intro & setup\n"),
            rule: "link-anchor", path: root, line: 5, says: "did you mean '#Intro--setup'"),
        BrokenInput(
            name: "an article's heading in lower case",
            files: catalog("Read <doc:Getting-Started#some-heading>.\n", ["Articles/Getting Started.md": "# Getting Started\n\n## Some Heading\n"]),
            rule: "link-anchor", path: root, line: 5, says: "write 'doc:Getting-Started#Some-Heading'", severity: .warning),
        BrokenInput(
            name: "an article's heading that is not there",
            files: catalog("Read <doc:Guide#Set-Upp>.\n", ["Guide.md": "# Guide\n\n## Set Up\n"]),
            rule: "link-anchor", path: root, line: 5, says: "did you mean 'doc:Guide#Set-Up'"),
        BrokenInput(
            name: "an article's heading whose anchor DocC would make into another",
            files: catalog("Read <doc:Guide#Intro--setup>.\n", ["Guide.md": "# Guide\n\n## Intro & setup\n"]), rule: "link-anchor",
            path: root, line: 5, says: "did you mean 'doc:Guide#Intro-&-setup'"),
        BrokenInput(
            name: "an article's title", files: catalog("Read <doc:Guide#Guide>.\n", ["Guide.md": "# Guide\n\n## Set Up\n"]),
            rule: "link-anchor", path: root, line: 5, says: "has no heading 'Guide'"),
        BrokenInput(
            name: "an underscore DocC takes out of the link",
            files: catalog("Read <doc:Guide#Set_Up>.\n", ["Guide.md": "# Guide\n\n## Set Up\n"]), rule: "link-anchor", path: root,
            line: 5, says: "DocC reads it as 'SetUp'"),
        BrokenInput(
            name: "an HTML anchor, which DocC does not render",
            files: catalog("<a name=\"legacy\"></a>\n\nSee [the old part](#legacy).\n"), rule: "link-anchor", path: root, line: 7,
            says: "has no heading 'legacy'"),
    ]

    @Test(arguments: brokenFragments) func reportsBrokenFragment(_ input: BrokenInput) throws {
        let findings = try RuleRun.findings(input.files)
        #expect(RuleRun.matches(input, findings), "\(findings)")
    }

    @Test func fragmentsDocCResolvesAreQuiet() throws {
        let files = Self.catalog(
            """
            Jump to [Sheets](#Sheets), [setup](#Intro--setup), [top](#top), <doc:Getting-Started#Some-Heading>,
            <doc:Getting-Started#Level-Four>, <doc:Guide#Intro-&-setup>, <doc:Guide#Set-Up> and <doc:Kit#Sheets>.

            ### Sheets

            ## Intro & setup

            """,
            [
                "Articles/Getting Started.md": "# Getting Started\n\n## Some Heading\n\n#### Level Four\n",
                "Guide.md": "# Guide\n\n## Intro & setup\n\n## Set Up\n\n## Set Up\n",
            ])
        let findings = try Self.findings(files, rule: "link-anchor")
        #expect(findings.isEmpty, "\(findings)")
    }

    /// GitHub shows the README, the documents outside catalogs, and a catalog's article that a
    /// path leads to: their anchors are still GitHub's.
    @Test func documentsGitHubShowsKeepGitHubsAnchors() throws {
        let files = [
            "README.md": "# Kit\n\nRead [setup](Sources/Kit/Kit.docc/Guide.md#set-up) and [Usage](#Usage).\n\n## Usage\n",
            "Sources/Kit/Kit.docc/Guide.md": "# Guide\n\n## Set Up\n",
        ]
        let findings = try Self.findings(files, rule: "link-anchor")
        #expect(findings.map(\.severity) == [.warning], "\(findings)")
        #expect(findings.first?.message.contains("write '#usage'") == true, "\(findings)")
    }

    // MARK: Article names

    /// DocC names an article by its file name, each run of spaces and dashes one hyphen,
    /// punctuation and capitals kept; the link's name is percent-decoded and then matched
    /// exactly.
    static let articleNames: [Case] = [
        Case(text: "Getting Started", expected: "Getting-Started"),
        Case(text: "Two  Spaces", expected: "Two-Spaces"),
        Case(text: "Dash - Case", expected: "Dash-Case"),
        Case(text: "En – Dash", expected: "En-Dash"),
        Case(text: "One, two & three!", expected: "One,-two-&-three!"),
        Case(text: "Café Guide", expected: "Caf%C3%A9-Guide"),
    ]

    @Test(arguments: articleNames) func anArticleIsNamedAsDocCNamesIt(_ testCase: Case) throws {
        let files = Self.catalog(
            "Read <doc:\(testCase.expected)>.\n", ["Articles/\(testCase.text).md": "# \(testCase.text)\n\n## Some Heading\n"])
        let findings = try RuleRun.findings(files).filter { $0.ruleID.hasPrefix("link-") }
        #expect(findings.isEmpty, "\(findings)")
    }

    static let brokenArticleNames: [BrokenInput] = [
        BrokenInput(
            name: "lower case", files: catalog("Read <doc:getting-started>.\n", ["Articles/Getting Started.md": "# Getting Started\n"]),
            rule: "link-path", path: root, line: 5, says: "write 'doc:Getting-Started'"),
        BrokenInput(
            name: "lower case without a space", files: catalog("Read <doc:guide>.\n", ["Guide.md": "# Guide\n"]), rule: "link-path",
            path: root, line: 5, says: "write 'doc:Guide'"),
        BrokenInput(
            name: "the file's space", files: catalog("Read <doc:Getting%20Started>.\n", ["Articles/Getting Started.md": "# Getting Started\n"]),
            rule: "link-path", path: root, line: 5, says: "write 'doc:Getting-Started'"),
        BrokenInput(
            name: "an en dash in the link", files: catalog("Read <doc:En–Dash>.\n", ["En – Dash.md": "# En dash\n"]), rule: "link-path",
            path: root, line: 5, says: "has no article named 'En–Dash'"),
    ]

    @Test(arguments: brokenArticleNames) func reportsBrokenArticleName(_ input: BrokenInput) throws {
        let findings = try RuleRun.findings(input.files)
        #expect(RuleRun.matches(input, findings), "\(findings)")
    }

    // MARK: Pages of the built documentation

    /// An extensionless relative link of a catalog that names no file names a page of the
    /// built documentation (another module's, a symbol's): no finding, and the run says once
    /// that such links are not checked. A link with an extension, an image, and a link of a
    /// document outside catalogs still name files.
    @Test func pagesOfTheBuiltDocumentationAreNotCheckedAndTheRunSaysSo() throws {
        var files = Self.catalog(
            """
            See [Core][module-core], [the loop](./Core/EventLoop), [the other module](../othermodule) and [a folder](./Folder/).

            [module-core]: ./Core

            Not pages: [the guide](Guide.md), [the chart](chart.png) and ![A chart](diagram.png).

            """)
        files["Sources/Other/Other.docc/Other.md"] = "# ``Other``\n\nSee [Kit](../kit).\n"
        files["Docs/Guide.md"] = "# Guide\n\nSee [Core](./Core).\n"
        let repo = try TemporaryRepository(files: files)
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        let findings = report.diagnostics.filter { $0.ruleID == "link-path" }.map { "\($0.path ?? ""):\($0.location?.line ?? 0)" }
        #expect(findings == ["Docs/Guide.md:3", "\(Self.root):9", "\(Self.root):9", "\(Self.root):9"], "\(report.diagnostics)")
        let notes = report.checksNotRun.filter { $0.hasPrefix("link-path:") }
        #expect(notes.count == 1, "\(report.checksNotRun)")
        #expect(notes.first?.contains("5 relative links") == true, "\(notes)")
        #expect(notes.first?.contains("such as './Core' in \(Self.root):5") == true, "\(notes)")
    }

    @Test func aRunWithoutSuchLinksSaysNothingOfThem() throws {
        let repo = try TemporaryRepository(files: Self.catalog("See [the guide](Guide.md).\n", ["Guide.md": "# Guide\n"]))
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(!report.checksNotRun.contains { $0.hasPrefix("link-path:") }, "\(report.checksNotRun)")
    }
}
