import Foundation
import Testing

@testable import DocCheckKit

/// Each translation rule on the WidgetKit fixture, broken on purpose one way at a time: the
/// finding has the rule's id and the translation's line; what a translator may change is quiet.
@Suite struct TranslationRuleTests {
    static let german = "Translations/README.de.md"

    struct Breakage: CustomTestStringConvertible, Sendable {
        var name: String
        var changes: [String: @Sendable (String) -> String]
        var rule: String
        var path = TranslationRuleTests.german
        var line: Int?
        var message: String
        var testDescription: String { name }
    }

    static func findings(_ changes: [String: @Sendable (String) -> String] = [:], renaming: [String: String] = [:]) throws -> [Diagnostic] {
        let repo = try AnotherRepositoryTests.copy(changing: changes.mapValues { change in { change($0) } })
        for (old, new) in renaming {
            try FileManager.default.moveItem(at: repo.root.appendingPathComponent(old), to: repo.root.appendingPathComponent(new))
        }
        return try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
    }

    static func replacing(_ old: String, _ new: String) -> @Sendable (String) -> String {
        { text in
            precondition(text.contains(old), "the fixture no longer has '\(old)'")
            return text.replacingOccurrences(of: old, with: new)
        }
    }

    static let breakages: [Breakage] = [
        Breakage(
            name: "a code token", changes: [german: replacing(#"from: "1.4.0""#, #"from: "1.3.0""#)], rule: "translation-code", line: 20,
            message: #"README.md has '.package(url: "https://github.com/example/widgetkit-extras", from: "1.4.0")'"#),
        Breakage(
            name: "an annotation", changes: [german: replacing("```swift", "<!-- doccheck: test -->\n```swift")], rule: "translation-code",
            line: 19, message: "annotation says 'test' where README.md's block at line 17 has 'manifest'"),
        Breakage(
            name: "a dropped row", changes: [german: replacing("| `weather` | Wetter | iOS |\n", "")], rule: "translation-table", line: 13,
            message: "row 'weather' is missing: widgets.json puts it after 'clock'"),
        Breakage(
            name: "a non-prose cell", changes: [german: replacing("| Uhr | iOS, macOS |", "| Uhr | iOS |")], rule: "translation-table", line: 13,
            message: "row 'clock', column 'Platforms': README.de says 'iOS', widgets.json says 'iOS, macOS'"),
        Breakage(
            name: "an empty prose cell", changes: [german: replacing("| Uhr |", "|  |")], rule: "translation-table", line: 13,
            message: "row 'clock', column 'Name' is empty; widgets.json says 'Clock'"),
        Breakage(
            name: "a heading level", changes: [german: replacing("## Installation", "### Installation")], rule: "translation-headings",
            line: 17, message: "heading 3 'Installation' is level 3; README.md's heading 3 'Installation' is level 2"),
        Breakage(
            name: "a path not made relative to Translations/",
            changes: [
                "README.md": replacing("## Installation\n", "## Installation\n\nSee [the changes](CHANGELOG.md).\n"),
                german: replacing("## Installation\n", "## Installation\n\nSiehe [die Änderungen](CHANGELOG.md).\n"),
                "Translations/README.fr.md": replacing("## Installation\n", "## Installation\n\nVoir [les changements](../CHANGELOG.md).\n"),
            ],
            rule: "translation-links", line: 19,
            message:
                "link 'CHANGELOG.md' leads to 'Translations/CHANGELOG.md' where README.md links to 'CHANGELOG.md'; from Translations/ write '../CHANGELOG.md'"
        ),
        Breakage(
            name: "an English anchor",
            changes: [
                "README.md": replacing("## Installation\n", "## Installation\n\nSee [Widgets](#widgets).\n"),
                german: replacing("## Installation\n", "## Installation\n\nSiehe [Widgets](#widgets-1).\n"),
                "Translations/README.fr.md": replacing("## Installation\n", "## Installation\n\nVoir [Widgets](#widgets).\n"),
            ],
            rule: "translation-links", line: 19,
            message:
                "link '#widgets-1' leads to '#widgets-1', which is no heading of Translations/README.de.md; README.md links to heading 2 'Widgets' (line 16); here heading 2 is 'Widgets': write '#widgets'"
        ),
        Breakage(
            name: "a missing marker", changes: [german: { String($0.drop { $0 != "\n" }.dropFirst()) }], rule: "translation-marker", line: nil,
            message: "no translation marker naming the version of README.md this translates"),
        Breakage(
            name: "an unknown version", changes: [german: replacing("sha256=5", "sha256=6")], rule: "translation-marker", line: 1,
            message:
                "marker names version 6316a4f44fef… of README.md, which is unknown: there is no stored copy Translations/.sources/6316a4f44fefea24f41cc462beff0b0544117efdc5e2fa212aaba48f4990a60a.md"
        ),
        Breakage(
            name: "a malformed marker", changes: [german: replacing("sha256=5316", "sha256=X316")], rule: "translation-marker", line: 1,
            message: "malformed translation marker"),
        Breakage(
            name: "an edited stored copy",
            changes: ["Translations/.sources/5316a4f44fefea24f41cc462beff0b0544117efdc5e2fa212aaba48f4990a60a.md": replacing("Clock", "Clocks")],
            rule: "translation-marker", line: 1,
            message: "the stored copy Translations/.sources/5316a4f44fefea24f41cc462beff0b0544117efdc5e2fa212aaba48f4990a60a.md was edited"),
        Breakage(
            name: "a missing switcher link", changes: [german: replacing(" · [Français](README.fr.md)", "")], rule: "translation-switcher",
            line: nil, message: "no link to 'Translations/README.fr.md'; each language version links to all the others"),
    ]

    @Test(arguments: breakages) func breakageIsFoundAtTheTranslationsLine(_ breakage: Breakage) throws {
        let findings = try Self.findings(breakage.changes).filter { $0.ruleID == breakage.rule }
        let finding = try #require(findings.first { $0.path == breakage.path }, "\(findings)")
        #expect(finding.location?.line == breakage.line, "\(finding)")
        #expect(finding.message.contains(breakage.message), "\(finding.message)")
        #expect(finding.severity == .error)
    }

    /// A region the README lacks as well is the README's finding alone: the translation's
    /// would say the README holds a region it does not.
    @Test func aRegionMissingFromTheReadmeTooIsTheReadmesFindingAlone() throws {
        let unmarked: @Sendable (String) -> String = { text in
            text.replacingOccurrences(of: "<!-- doccheck:begin widget-table -->\n", with: "")
                .replacingOccurrences(of: "<!-- doccheck:end widget-table -->\n", with: "")
        }
        let findings = try Self.findings(["README.md": unmarked, Self.german: unmarked]).filter { $0.message.contains("no region") }
        #expect(findings.map(\.path) == ["README.md"], "\(findings)")
    }

    @Test func cleanFixtureHasNoTranslationFindings() throws {
        #expect(try Self.findings().isEmpty)
    }

    @Test(arguments: [
        ("a translated comment", #"from: "1.4.0")"#, #"from: "1.4.0")   // neueste Version"#),
        (
            "reflowed code", #".package(url: "https://github.com/example/widgetkit-extras", from: "1.4.0")"#,
            ".package(\n    url: \"https://github.com/example/widgetkit-extras\",\n    from: \"1.4.0\"\n)"
        ),
        ("translated prose cells", "| Wetter |", "| Wetterbericht |"),
        ("a translated header", "| ID | Name | Platforms |", "| Kennung | Name | Plattformen |"),
        ("a matching annotation", "```swift", "<!-- doccheck: manifest -->\n```swift"),
    ])
    func translatorsMayChange(_ name: String, _ old: String, _ new: String) throws {
        let findings = try Self.findings([Self.german: Self.replacing(old, new)])
        #expect(findings.filter { $0.ruleID != "generated-region" }.isEmpty, "\(name): \(findings)")
    }

    @Test func badFileNamesAreLocatedErrors() throws {
        let language = try Self.findings(renaming: [Self.german: "Translations/README.deutsch.md"])
            .filter { $0.ruleID == "translation-marker" && $0.path == "Translations/README.deutsch.md" }
        #expect(language.contains { $0.location == nil && $0.message.hasPrefix("'deutsch' in the file name is not a BCP 47 language tag") })
        let source = try Self.findings(renaming: [Self.german: "Translations/GUIDE.de.md"])
            .filter { $0.ruleID == "translation-marker" && $0.path == "Translations/GUIDE.de.md" }
        #expect(source.map(\.message) == ["translation of 'GUIDE.md', which does not exist"])
        #expect(source.first?.location?.line == 1)
    }

    /// A translation whose source is gone or cannot be read is one error at its marker.
    @Test(arguments: [("deleted", nil), ("unreadable", "# WidgetKit\u{0}\n")] as [(String, String?)])
    func aMissingSourceIsAnErrorAtTheMarker(_ name: String, _ readme: String?) throws {
        let repo = try AnotherRepositoryTests.copy()
        if let readme {
            try repo.write("README.md", bytes: Array(readme.utf8))
        } else {
            try FileManager.default.removeItem(at: repo.root.appendingPathComponent("README.md"))
        }
        let findings = try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
            .filter { $0.ruleID == "translation-marker" }
        let why = readme == nil ? "which does not exist" : "which cannot be read"
        #expect(findings.map(\.path) == [Self.german, "Translations/README.fr.md"], "\(name): \(findings)")
        #expect(findings.allSatisfy { $0.location?.line == 1 && $0.severity == .error }, "\(name)")
        #expect(findings.allSatisfy { $0.message == "translation of 'README.md', \(why)" }, "\(name): \(findings)")
    }

    @Test func changedSectionsMakeEveryTranslationBehind() throws {
        let findings = try Self.findings(["README.md": Self.replacing("A small package", "A tiny package")])
            .filter { $0.ruleID == "translation-behind" }
        #expect(findings.map(\.path) == [Self.german, "Translations/README.fr.md"])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.location?.line == 1 })
        #expect(findings.first?.message == "README.md changed since this translation: 'WidgetKit Extras' changed")
    }

    @Test func storedCopiesAreNotDocuments() throws {
        let repo = try AnotherRepositoryTests.copy()
        let paths = try Repository(root: repo.root).documentPaths()
        #expect(!paths.contains { $0.contains(".sources") })
        #expect(paths.contains(Self.german))
    }

    /// Each translation's sections are matched with the README's by what they hold: German
    /// keeps each section's code and swaps its links, French adds a section and keeps them.
    @Test func eachTranslationIsAlignedOnItsOwn() throws {
        let readme = """
            # Kit

            [Deutsch](Translations/README.de.md) · [Français](Translations/README.fr.md)

            ## One

            Call `one()`, see [the guide](Docs/Guide.md).

            ## Two

            Call `two()`, see [the notes](Docs/Notes.md).

            """
        let marker = TranslationExamples.marker(for: readme)
        let german = """
            \(marker)
            [English](../README.md) · [Français](README.fr.md)

            # Kit

            ## Eins

            Rufe `one()` auf, siehe [die Notizen](../Docs/Notes.md).

            ## Zwei

            Rufe `two()` auf, siehe [die Anleitung](../Docs/Guide.md).

            """
        let french = """
            \(marker)
            [English](../README.md) · [Deutsch](README.de.md)

            # Kit

            ## Un

            Appelez `one()`, voir [le guide](../Docs/Guide.md).

            ## Trois

            Rien.

            ## Deux

            Appelez `two()`, voir [les notes](../Docs/Notes.md).

            """
        let repo = try TemporaryRepository(files: [
            "README.md": readme, "Docs/Guide.md": "# Guide\n", "Docs/Notes.md": "# Notes\n",
            "Translations/README.de.md": german, "Translations/README.fr.md": french,
            "Translations/.sources/\(SHA256.hex(Array(readme.utf8))).md": readme,
        ])
        let findings = try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
            .filter { $0.ruleID.hasPrefix("translation-") }
        let summary = findings.map { "\($0.path ?? ""):\($0.location?.line ?? 0): [\($0.ruleID)] \($0.message)" }
        #expect(
            summary == [
                "Translations/README.de.md:8: [translation-links] link '../Docs/Notes.md' leads to 'Docs/Notes.md'; README.md links to 'Docs/Guide.md' (line 7)",
                "Translations/README.de.md:12: [translation-links] link '../Docs/Guide.md' leads to 'Docs/Guide.md'; README.md links to 'Docs/Notes.md' (line 11)",
                "Translations/README.fr.md:10: [translation-headings] section 'Trois' is not in README.md",
            ], "\(summary)")
    }
}
