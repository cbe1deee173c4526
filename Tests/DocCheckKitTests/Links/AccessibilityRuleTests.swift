import Testing

@testable import DocCheckKit

/// The accessibility rules, each shown failing on a document broken on purpose, in every
/// language the documents ship in, and quiet on accessible documents.
@Suite struct AccessibilityRuleTests {
    /// "Click here" and its equivalents, one per shipped language.
    static let clickHere: [(language: String, text: String)] = [
        ("en", "Click here"), ("de", "hier klicken"), ("es", "aquí"), ("fr", "ici"), ("hi", "यहाँ क्लिक करें"), ("ja", "ここをクリック"),
        ("ko", "여기"), ("pt-BR", "clique aqui"), ("tr", "buraya tıklayın"), ("zh-Hans", "点击这里"),
    ]

    static let broken: [BrokenInput] =
        clickHere.map { language, text in
            BrokenInput(
                name: "'\(text)' (\(language))",
                files: ["README.md": "# P\n", "Translations/README.\(language).md": "# P\n\nDocs: [\(text)](https://example.com/docs).\n"],
                rule: "link-text", path: "Translations/README.\(language).md", line: 3, says: "(\(language)) that says nothing out of context")
        } + [
            BrokenInput(
                name: "'Click this link' in a sentence", files: ["README.md": "# P\n\nTo install, [Click this link](https://example.com/install).\n"],
                rule: "link-text", line: 3, says: "has text 'Click this link' (en) that says nothing out of context"),
            BrokenInput(
                name: "'Learn more' leading to another heading",
                files: ["README.md": "# P\n\n[Learn more](#usage)\n\n## Learn More\n\n## Usage\n"], rule: "link-text", line: 3,
                says: "'Learn more' (en)"),
            BrokenInput(
                name: "empty link text", files: ["README.md": "# P\n\nThe [](https://example.com) site.\n"], rule: "link-text", line: 3,
                says: "has no text"),
            BrokenInput(
                name: "HTML link text across inline HTML", files: ["README.md": "# P\n\nSee <a href=\"https://example.com\">\nread more</a>.\n"],
                rule: "link-text", line: 3, says: "'read more'"),
            BrokenInput(
                name: "alt text removed", files: ["README.md": "# P\n\n![](Assets/x.png)\n"], rule: "image-alt", line: 3,
                says: "image 'x.png' has no alt text; describe what it shows between its brackets: ![what it shows](…)"),
            BrokenInput(
                name: "HTML image without alt", files: ["README.md": "# P\n\n<p align=\"center\">\n  <img src=\"logo.png\" width=\"80\">\n</p>\n"],
                rule: "image-alt", line: 4, says: "alt=\"\" if it is only decoration"),
            BrokenInput(
                name: "file name as alt", files: ["README.md": "# P\n\n![demo-screen.PNG](Assets/demo-screen.PNG)\n"], rule: "image-alt", line: 3,
                says: "file name"),
            BrokenInput(
                name: "'screenshot'", files: ["README.md": "# P\n\nText\n![Screenshot.](a.png)\n"], rule: "image-alt", line: 4,
                says: "names no content"),
            BrokenInput(name: "'截图'", files: ["README.md": "# P\n\n<img alt=\"截图\" src=\"a.png\">\n"], rule: "image-alt", line: 3, says: "(zh-Hans)"),
            BrokenInput(
                name: "## then ####", files: ["README.md": "# P\n\n## Use\n\n#### Details\n"], rule: "heading-level", line: 5,
                says: "level 4 follows level 2; make it level 3"),
            BrokenInput(
                name: "HTML heading", files: ["README.md": "# P\n\n<h3>Details</h3>\n"], rule: "heading-level", line: 3,
                says: "level 3 follows level 1"),
            BrokenInput(
                name: "empty header row", files: ["README.md": "# P\n\n| | |\n|---|---|\n| a | b |\n"], rule: "table-header", line: 3,
                says: "header row is empty"),
        ]

    /// A finding names the image once, by its file name: a badge's long address would make a
    /// line of hundreds of characters said twice.
    @Test func anImageIsNamedOnceByItsFileName() throws {
        let address =
            "https://raw.githubusercontent.com/example-organization/example-repository-misc/master/Images/DesignInInterfaceBuilder.png?raw=true"
        let findings = try RuleRun.findings(["README.md": "# P\n\n![](\(address)) <img src=\"\(address)\">\n"]).filter { $0.ruleID == "image-alt" }
        #expect(
            findings.map(\.message) == [
                "image 'DesignInInterfaceBuilder.png' has no alt text; describe what it shows between its brackets: ![what it shows](…)",
                "HTML image 'DesignInInterfaceBuilder.png' has no alt attribute; add alt=\"what it shows\", or alt=\"\" if it is only decoration",
            ])
        #expect(findings.allSatisfy { $0.message.count < 140 && !$0.message.contains("raw.githubusercontent") })
        #expect(
            ImageAltRule.name(of: Link(kind: .image, syntax: .markdown, destination: "https://example.com/", location: nil)) == "https://example.com/"
        )
        let name = { (destination: String) in ImageAltRule.name(of: Link(kind: .image, syntax: .markdown, destination: destination, location: nil)) }
        #expect(name("https://img.shields.io/badge/iOS%2010.0%2B-blue.svg") == "iOS 10.0+-blue.svg")
        #expect(name("https://img.shields.io/endpoint?url=https%3A%2F%2Fexample.org%2Fbadge") == "img.shields.io/endpoint")
        #expect(name("Assets/chart.png?raw=true") == "chart.png")
    }

    /// A table of contents' entry whose text is the heading it leads to names its place, even
    /// when the heading's words alone would be vague.
    @Test func aContentsEntryNamedAsItsHeadingIsNotVague() throws {
        let readme = "# P\n\n- [Learn More](#learn-more)\n- [Here](Docs/Guide.md#here)\n\n## Learn More\n\nText.\n"
        let findings = try RuleRun.findings(["README.md": readme, "Docs/Guide.md": "# Guide\n\n## Here\n\nText.\n"])
        #expect(!findings.contains { $0.ruleID == "link-text" }, "\(findings)")
    }

    @Test func everyShippedLanguageHasBothWordLists() {
        #expect(Set(VagueText.linkText.keys) == Set(VagueText.languages))
        #expect(Set(VagueText.imageAlt.keys) == Set(VagueText.languages))
        #expect(VagueText.language(of: "  Link! ", in: VagueText.linkTextLanguages) == "en")
        #expect(VagueText.language(of: "Buraya TIKLAYIN", in: VagueText.linkTextLanguages) == "tr")
    }

    @Test(arguments: broken) func reportsBrokenInput(_ input: BrokenInput) throws {
        let findings = try RuleRun.findings(input.files)
        #expect(RuleRun.matches(input, findings), "\(findings)")
    }

    @Test func accessibleDocumentsAreQuiet() throws {
        let readme = """
            # P

            ![The search screen listing three demos](a.png) [![Build status](b.svg)](https://ci.example.com)

            <img src="divider.png" alt=""> <img src="d.png" aria-hidden="true"> <img src="e.png" role="presentation">
            <a href="https://example.com"><img src="logo.png" alt="The project's logo"></a>

            ## Use

            ### Details

            Read [the installation guide](https://example.com) or <https://example.com>; the word here is fine in a sentence.

            | Light | Dark |
            | --- | --- |
            | ![Light mode](a.png) | ![Dark mode](b.png) |

            # Appendix

            ## More
            """
        let rules: Set = ["image-alt", "link-text", "heading-level", "table-header"]
        let findings = try RuleRun.findings(["README.md": readme, "a.png": "", "b.svg": ""]).filter { rules.contains($0.ruleID) }
        #expect(findings.isEmpty, "\(findings)")
    }
}
