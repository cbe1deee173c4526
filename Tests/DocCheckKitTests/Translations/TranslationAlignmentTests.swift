import Testing

@testable import DocCheckKit

/// Translations that do not follow their README section for section: a section missing,
/// extra, merged, moved or renamed, a code block moved. Each is reported once, where it is,
/// in the README's words, and the sections after it are still compared with their own.
@Suite struct TranslationAlignmentTests {
    static let path = "Translations/README.de.md"

    static let readme = """
        # Kit

        [Deutsch](Translations/README.de.md)

        ## ✨ Highlights

        Fast and small: 3 widgets, `Widget` for iOS 15.

        ## Install

        Add it with [Swift Package Manager](https://swift.org/package-manager/).

        ```swift
        .package(url: "https://github.com/example/kit", from: "1.0.0")
        ```

        ## Usage

        See [Install](#install) and the [guide](Docs/Guide.md).

        ```swift
        let widget = Widget()
        ```

        ## License

        MIT, see [LICENSE](LICENSE).

        """

    static let highlights = """
        ## ✨ Höhepunkte

        Schnell und klein: 3 Widgets, `Widget` für iOS 15.


        """

    static let install = """
        ## Installation

        Mit dem [Swift Package Manager](https://swift.org/package-manager/) hinzufügen.

        ```swift
        .package(url: "https://github.com/example/kit", from: "1.0.0")
        ```


        """

    static let usage = """
        ## Verwendung

        Siehe [Installation](#installation) und die [Anleitung](../Docs/Guide.md).

        ```swift
        let widget = Widget()
        ```


        """

    static let license = """
        ## Lizenz

        MIT, siehe [LICENSE](../LICENSE).

        """

    /// The German translation made of `sections`, after its language switcher and title.
    static func german(_ sections: [String]) -> String {
        "[English](../README.md)\n\n# Kit\n\n" + sections.joined()
    }

    /// Every finding `verify` makes about the translation `german` of `readme` (the README's
    /// own, such as its Swift blocks' missing status, are not about translations).
    static func findings(_ german: String, readme: String = readme) throws -> [Diagnostic] {
        let text = TranslationExamples.marker(for: readme) + "\n" + german
        let repo = try TemporaryRepository(files: [
            "README.md": readme, "Docs/Guide.md": "# Guide\n", "LICENSE": "MIT\n", path: text,
            "Translations/.sources/\(SHA256.hex(Array(readme.utf8))).md": readme,
        ])
        return try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics.filter { $0.path == path }
    }

    /// The line of the translation file (marker included) where `text` first stands.
    static func line(_ text: String, in german: String) throws -> Int {
        let lines = (TranslationExamples.marker(for: readme) + "\n" + german).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    /// The findings are exactly `expected`: rule, line and a piece of the message each.
    static func expect(
        _ findings: [Diagnostic], _ expected: [(rule: String, line: Int?, message: String)],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let summary = findings.map { "\($0.path ?? ""):\($0.location?.line ?? 0): [\($0.ruleID)] \($0.message)" }.joined(separator: "\n")
        #expect(findings.count == expected.count, "\(summary)", sourceLocation: sourceLocation)
        for (finding, wanted) in zip(findings, expected) {
            #expect(finding.path == path && finding.ruleID == wanted.rule, "\(summary)", sourceLocation: sourceLocation)
            #expect(finding.location?.line == wanted.line, "\(summary)", sourceLocation: sourceLocation)
            #expect(finding.message.contains(wanted.message), "\(summary)", sourceLocation: sourceLocation)
        }
    }

    @Test func aFaithfulTranslationHasNoFindings() throws {
        Self.expect(try Self.findings(Self.german([Self.highlights, Self.install, Self.usage, Self.license])), [])
    }

    /// The sections after the missing one are compared with their own: the link to the
    /// translated anchor of 'Install' is the README's link to 'Install'.
    @Test func aMissingSectionIsOneFindingWhereItBelongs() throws {
        let german = Self.german([Self.install, Self.usage, Self.license])
        Self.expect(
            try Self.findings(german),
            [("translation-headings", try Self.line("## Installation", in: german), "section '✨ Highlights' of README.md is missing")])
    }

    @Test func aMissingLastSectionIsFoundAtTheEnd() throws {
        let german = Self.german([Self.highlights, Self.install, Self.usage])
        Self.expect(
            try Self.findings(german),
            [("translation-headings", try Self.line("let widget", in: german) + 1, "section 'License' of README.md is missing")])
    }

    @Test func anExtraSectionIsOneFindingNamingIt() throws {
        let extra = "## Hinweise\n\nNur auf Deutsch.\n\n"
        let german = Self.german([Self.highlights, Self.install, Self.usage, extra, Self.license])
        Self.expect(
            try Self.findings(german), [("translation-headings", try Self.line("## Hinweise", in: german), "section 'Hinweise' is not in README.md")])
    }

    @Test func twoMergedSectionsAreOneFinding() throws {
        let merged = Self.install + Self.usage.replacingOccurrences(of: "## Verwendung\n\n", with: "")
        let german = Self.german([Self.highlights, merged, Self.license])
        Self.expect(
            try Self.findings(german),
            [
                (
                    "translation-headings", try Self.line("## Installation", in: german),
                    "section 'Usage' of README.md is merged into section 'Installation'"
                )
            ])
    }

    @Test func aMovedSectionIsOneFinding() throws {
        let german = Self.german([Self.highlights, Self.license + "\n", Self.install, Self.usage])
        Self.expect(
            try Self.findings(german),
            [
                (
                    "translation-headings", try Self.line("## Lizenz", in: german),
                    "README.md's section 'License' is moved: README.md has it after 'Usage', this translation after '✨ Höhepunkte'"
                )
            ])
    }

    @Test func aMovedCodeBlockIsOneFindingFromWhereToWhere() throws {
        let block = "```swift\n.package(url: \"https://github.com/example/kit\", from: \"1.0.0\")\n```\n\n"
        let install = Self.install.replacingOccurrences(of: block, with: "")
        let usage = Self.usage + block
        let german = Self.german([Self.highlights, install, usage, Self.license])
        Self.expect(
            try Self.findings(german),
            [
                (
                    "translation-code", try Self.line(".package", in: german) - 1,
                    "swift block moved: README.md has it in section 'Install' (line 13), this translation in section 'Verwendung'"
                )
            ])
    }

    /// Headings are translated, so their anchors are too: after an extra section, links to
    /// the translated headings are the README's links.
    @Test func aRenamedHeadingIsItsSectionAfterAnExtraOne() throws {
        let extra = "## Über diese Übersetzung\n\nVon Freiwilligen.\n\n"
        let usage = Self.usage.replacingOccurrences(of: "## Verwendung", with: "## So geht's")
        let install = Self.install.replacingOccurrences(of: "## Installation", with: "## Einrichten")
        let german = Self.german([
            extra, Self.highlights, install, usage.replacingOccurrences(of: "#installation", with: "#einrichten"), Self.license,
        ])
        Self.expect(
            try Self.findings(german),
            [("translation-headings", try Self.line("## Über", in: german), "section 'Über diese Übersetzung' is not in README.md")])
    }

    @Test func aSectionsDifferencesAreOneFindingAtItsHeading() throws {
        let usage = Self.usage.replacingOccurrences(
            of: "Siehe [Installation](#installation) und die [Anleitung](../Docs/Guide.md).",
            with: "Siehe [Installation](#install), die [Anleitung](Docs/Guide.md) und [das Wiki](https://example.com/wiki).")
        let german = Self.german([Self.highlights, Self.install, usage, Self.license])
        Self.expect(
            try Self.findings(german).filter { $0.ruleID.hasPrefix("translation-") },
            [("translation-links", try Self.line("## Verwendung", in: german), "3 links differ from README.md's section 'Usage': line ")])
    }

    /// Links the translation lacks before its first heading are a finding at the translation's
    /// first line, as the text before the first heading has no heading to stand at.
    @Test func differencesBeforeTheFirstHeadingAreAtTheFirstLine() throws {
        let readme = "[![CI](https://ci.example/badge.svg)](https://ci.example)\n[Docs](https://docs.example)\n\n" + Self.readme
        let german = Self.german([Self.highlights, Self.install, Self.usage, Self.license])
        Self.expect(
            try Self.findings(german, readme: readme).filter { $0.ruleID == "translation-links" },
            [("translation-links", 1, "3 links differ from README.md's text before the first heading")])
    }

    /// A section moved to where the translation lacks another: in order, it would pair with
    /// the one it replaces although they share nothing, while it shares a link with its own
    /// (IBAnimatable's old Chinese README: '文档' in the place of 'Roadmap', linking the API
    /// reference as 'Documentations' does). It is its own section, moved, and 'Roadmap' is
    /// the one missing.
    @Test func aSectionSharingOneLinkIsItsOwnMovedRatherThanTheOneInItsPlace() throws {
        let readme = Self.readme.replacingOccurrences(
            of: "## License",
            with: """
                ## Documentation

                * [Guide](Docs/Guide.md), updated for 2.0
                * [Talk](https://example.com/talk-2016) and its [video](https://youtu.be/abc)

                ## Contributing

                Open [an issue](https://github.com/example/kit/issues).

                ## Roadmap

                [What comes next](https://example.com/roadmap)

                ## License
                """)
        let contributing = "## Mitwirken\n\nEröffne [ein Ticket](https://github.com/example/kit/issues).\n\n"
        let documentation = "## Dokumentation\n\nAlles in der [Anleitung](../Docs/Guide.md).\n\n"
        let german = Self.german([Self.highlights, Self.install, Self.usage, contributing, documentation, Self.license])
        Self.expect(
            try Self.findings(german, readme: readme),
            [
                // Two sections swapped: one of them is the move, here the one that ends the run
                // in order first.
                (
                    "translation-headings", try Self.line("## Mitwirken", in: german),
                    "README.md's section 'Contributing' is moved: README.md has it after 'Documentation', this translation after 'Verwendung'"
                ),
                ("translation-headings", try Self.line("## Dokumentation", in: german), "section 'Roadmap' of README.md is missing"),
                ("translation-links", try Self.line("## Dokumentation", in: german), "2 links differ from README.md's section 'Documentation'"),
            ])
    }

    /// Sections missing at one place, a parent with its subsections or several in a row, are
    /// one finding there that names them in the README's order (IBAnimatable's translation
    /// lacks eleven at one place; Eureka's a section with its two subsections).
    @Test func sectionsMissingAtOnePlaceAreOneFinding() throws {
        let readme = Self.readme.replacingOccurrences(
            of: "## Usage",
            with: """
                ## Requirements

                ### Swift 6

                Use 3.0.

                ### Swift 5

                Use 2.9.

                ## Languages

                Read it in [German](Translations/README.de.md).

                ## Usage
                """)
        let german = Self.german([Self.highlights, Self.install, Self.usage, Self.license])
        let findings = try Self.findings(german, readme: readme)
        Self.expect(
            findings,
            [
                (
                    "translation-headings", try Self.line("## Verwendung", in: german),
                    "4 sections of README.md are missing here: 'Requirements', 'Swift 6', 'Swift 5', 'Languages'"
                )
            ])
        #expect(findings.first?.notes.first == "README.md has 'Requirements' at line 17, after 'Install'", "\(findings.first?.notes ?? [])")
    }

    /// Two sections of the README that share nothing with the one the translation has in their
    /// place (JXSegmentedView's English README: 'Other Usage Tips' where the README has
    /// '其他使用注意事项' and '重要版本更新记录', each section one link, to a document in another
    /// language): which one it is cannot be told, so the finding names both and the section's
    /// links are compared with neither.
    @Test func aSectionThatCouldBeEitherOfTwoIsOneFindingNamingBoth() throws {
        let readme = Self.readme.replacingOccurrences(
            of: "## License",
            with: """
                ## Tips

                [All tips](https://example.com/tips-zh)

                - [Gestures](https://example.com/tips-zh#gestures)
                - [Life cycle](https://example.com/tips-zh#life-cycle)

                ## History

                - Version 1.0 came out, see the [migration guide](https://example.com/migrating-zh).

                ## License
                """)
        let tips = "## Tipps\n\n[Alle Tipps](https://example.com/tips-de)\n\n"
        let german = Self.german([Self.highlights, Self.install, Self.usage, tips, Self.license])
        Self.expect(
            try Self.findings(german, readme: readme),
            [
                (
                    "translation-headings", try Self.line("## Tipps", in: german),
                    "one of README.md's sections 'Tips' and 'History' is missing: this translation has one of them, 'Tipps', and what they hold does not tell which"
                )
            ])
    }

    /// A block that differs in several lines is one finding that counts them all and
    /// spells out the first few, each at its line: a line changed, one left out, one added.
    @Test func aBlockDifferingInManyLinesIsOneFindingCountingThemAll() throws {
        let code = "let widget = Widget()\nwidget.size = 2\nwidget.color = .red\nwidget.show()\nwidget.hide()\n"
        let readme = Self.readme.replacingOccurrences(of: "let widget = Widget()\n", with: code)
        let translated = "let widget = Widget()   // ein Widget\nwidget.size = 3\nwidget.show()\nwidget.hide(animated: true)\nwidget.reset()\n"
        let usage = Self.usage.replacingOccurrences(of: "let widget = Widget()\n", with: translated)
        let german = Self.german([Self.highlights, Self.install, usage, Self.license])
        let size = try Self.line("widget.size = 3", in: german)
        Self.expect(
            try Self.findings(german, readme: readme),
            [
                (
                    "translation-code", size,
                    "4 lines differ from README.md's block at line 21: line \(size): this translation has 'widget.size = 3', README.md has 'widget.size = 2'; "
                        + "line \(size + 1): README.md has 'widget.color = .red' where this translation has nothing; "
                        + "line \(size + 2): this translation has 'widget.hide(animated: true)', README.md has 'widget.hide()'; and 1 more"
                )
            ])
    }

    /// A link to a heading names it in the document's own words, yet once the headings are
    /// paired it tells which section links where: 'Module' links to the installation as
    /// 'Modules' does, so the section missing is 'Motion', which links to the license.
    @Test func linksToHeadingsTellWhichSectionIsMissing() throws {
        let readme = """
            # Kit

            ## Install

            Add it with the [guide](Docs/Guide.md).

            ## Modules

            Each module is listed in [the install steps](#install).

            ## Motion

            Animations follow [the license terms](#license).

            ## License

            MIT, see the [license text](LICENSE).

            """
        let german = """
            [English](../README.md)

            # Kit

            ## Installieren

            Mit der [Anleitung](../Docs/Guide.md) hinzufügen.

            ## Module

            Jedes Modul steht in [den Installationsschritten](#installieren).

            ## Lizenz

            MIT, siehe den [Lizenztext](../LICENSE).

            """
        Self.expect(
            try Self.findings(german, readme: readme),
            [("translation-headings", try Self.line("## Lizenz", in: german), "section 'Motion' of README.md is missing")])
    }

    /// Two neighbours swapped that share a link are one move, not each compared with the
    /// other's place.
    @Test func twoSwappedSectionsSharingALinkAreOneMove() throws {
        let readme = Self.readme.replacingOccurrences(
            of: "## License",
            with: """
                ## Options

                Set `depth` to 3, see the [option list](https://example.com/options) and the [questions](https://example.com/faq).

                ```swift
                chart.depth = 3
                ```

                ## Charts

                Call `render()` and read the [API notes](https://example.com/api) and the [questions](https://example.com/faq).

                ```swift
                let chart = Chart(size: 3)
                ```

                ## License
                """)
        let options = """
            ## Optionen

            Setze `depth` auf 3, siehe die [Optionsliste](https://example.com/options) und die [Fragen](https://example.com/faq).

            ```swift
            chart.depth = 3
            ```


            """
        let charts = """
            ## Diagramme

            Rufe `render()` auf und lies die [API-Hinweise](https://example.com/api) und die [Fragen](https://example.com/faq).

            ```swift
            let chart = Chart(size: 3)
            ```


            """
        let german = Self.german([Self.highlights, Self.install, Self.usage, charts, options, Self.license])
        Self.expect(
            try Self.findings(german, readme: readme),
            [
                (
                    "translation-headings", try Self.line("## Diagramme", in: german),
                    "README.md's section 'Charts' is moved: README.md has it after 'Options', this translation after 'Verwendung'"
                )
            ])
    }

    /// An extra section before two sections merged into one: in order, the extra one would
    /// pair with 'Usage' and the merged one with 'License'; the extra section holds nothing of
    /// 'Usage', and its neighbour holds all of it, so it is extra and 'Usage' is merged.
    @Test func anExtraSectionBesideAMergeIsExtraAndTheMergeIsFound() throws {
        let extra = "## Hinweise zur Übersetzung\n\nVon Freiwilligen gepflegt.\n\n"
        let merged = Self.usage + Self.license.replacingOccurrences(of: "## Lizenz\n\n", with: "")
        let german = Self.german([Self.highlights, Self.install, extra, merged])
        Self.expect(
            try Self.findings(german),
            [
                ("translation-headings", try Self.line("## Hinweise", in: german), "section 'Hinweise zur Übersetzung' is not in README.md"),
                (
                    "translation-headings", try Self.line("## Verwendung", in: german),
                    "section 'License' of README.md is merged into section 'Verwendung' here"
                ),
            ])
    }

    /// A section of another level that shares nothing with the README's section in its place
    /// is not its translation: one is extra, the other missing, and their content is not
    /// compared.
    @Test func aSectionOfAnotherLevelSharingNothingIsExtra() throws {
        let extra = "### Hinweise zur Übersetzung\n\nVon Freiwilligen gepflegt.\n\n"
        let german = Self.german([extra, Self.install, Self.usage, Self.license])
        Self.expect(
            try Self.findings(german).filter { $0.ruleID.hasPrefix("translation-") },
            [
                (
                    "translation-headings", try Self.line("### Hinweise", in: german),
                    "2 differences in the sections here: section 'Hinweise zur Übersetzung' is not in README.md; section '✨ Highlights' of README.md is missing"
                )
            ])
    }

    /// A section moved to the front and an extra section before the one it displaced (from a
    /// corpus of independently written translations, `Benchmarks/translation-corpus`): the
    /// moved section frees its partner only after the pair before it was settled, so a second
    /// round still finds the extra section extra, not the section after it.
    @Test func anExtraSectionAfterAMoveIsTheExtraOne() throws {
        let folder = "Tests/DocCheckKitTests/Fixtures/TranslationCorpus/"
        let readme = try PackageRoot.text(folder + "extra-after-move.README.md")
        let translation = try PackageRoot.text(folder + "extra-after-move.translation.md")
        let findings = try Self.findings(translation, readme: readme).filter { $0.ruleID.hasPrefix("translation-") }
        Self.expect(
            findings,
            [
                ("translation-headings", 8, "README.md's section 'Animation' is moved: README.md has it after 'Border message'"),
                ("translation-headings", 41, "section '我人 国上' is not in README.md"),
            ])
    }

    /// Prose alone, at the same level, in the place of a section with links and code: the
    /// translation has a section of its own there, and lacks the README's.
    @Test func proseInThePlaceOfASectionWithLinksAndCodeIsAnotherSection() throws {
        let extra = "## Hinweise zur Übersetzung\n\nVon Freiwilligen gepflegt.\n\n"
        let german = Self.german([Self.highlights, Self.install, extra, Self.license])
        Self.expect(
            try Self.findings(german),
            [
                (
                    "translation-headings", try Self.line("## Hinweise", in: german),
                    "2 differences in the sections here: section 'Hinweise zur Übersetzung' is not in README.md; section 'Usage' of README.md is missing"
                )
            ])
    }

    /// A section whose translation leaves out its first block and changes the next: the
    /// changed block is compared with its own, not with the one left out (Eureka's Chinese
    /// README, 'Custom inline rows').
    @Test func aBlockLeftOutIsNotComparedWithTheNext() throws {
        let blocks = "```swift\nclass Picker {}\n```\n\n```swift\nfunc expand()\nfunc collapse()\nfunc toggle()\n```\n"
        let readme = Self.readme.replacingOccurrences(of: "```swift\nlet widget = Widget()\n```\n", with: blocks)
        let translated = "```swift\nfunc expand()\nfunc hide()\nfunc toggle()\n```\n"
        let usage = Self.usage.replacingOccurrences(of: "```swift\nlet widget = Widget()\n```\n", with: translated)
        let german = Self.german([Self.highlights, Self.install, usage, Self.license])
        let hide = try Self.line("func hide()", in: german)
        Self.expect(
            try Self.findings(german, readme: readme),
            [
                (
                    "translation-code", try Self.line("## Verwendung", in: german),
                    "2 code blocks differ from README.md's section 'Usage': line \(hide): code differs from README.md's block at line 25: "
                        + "this translation has 'func hide()', README.md has 'func collapse()'; README.md's swift block at line 21 is missing"
                )
            ])
    }

    /// 400 sections against 399 of the same level, told apart only by a number each, one
    /// missing in the middle. (The alignment's time, which grows with the product of the
    /// section counts, is measured by Benchmarks/translation-sections, not here.)
    @Test func manySectionsAlignInOrderAroundAMissingOne() {
        let sections = (1...400).map { "## Part \($0)\n\nValue \($0 * 7).\n\n" }
        let source = MarkdownDocument(path: "README.md", text: "# Big\n\n" + sections.joined())
        var translated = sections.map { $0.replacingOccurrences(of: "Part", with: "Teil").replacingOccurrences(of: "Value", with: "Wert") }
        translated.remove(at: 200)
        let translation = MarkdownDocument(path: "Translations/README.de.md", text: "# Groß\n\n" + translated.joined())
        let alignment = SectionAlignment(source: source, translation: translation)
        let missing = alignment.groups.filter { $0.translation.isEmpty }.map(\.source)
        #expect(missing == [[201]], "heading 202 of the source, 'Part 201', is the one missing")
        #expect(alignment.translationSection(of: 202) == 201)
    }
}
