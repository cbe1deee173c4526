import Foundation
import Testing

/// The built `doccheck` on the WidgetKit fixture's translations: breakages found at the
/// translation's line, a translation behind its README named by section, a new row reaching
/// every translation untranslated, and `translations --mark-current` writing all or nothing.
@Suite struct TranslationsEndToEndTests {
    static let german = "Translations/README.de.md"
    static let french = "Translations/README.fr.md"
    static let storedCopy = "Translations/.sources/5316a4f44fefea24f41cc462beff0b0544117efdc5e2fa212aaba48f4990a60a.md"

    func run(_ arguments: [String], _ repo: TemporaryRepository) throws -> DocCheckProcess.Result {
        try DocCheckProcess.run(arguments, in: repo.root)
    }

    @Test(arguments: [
        ("a code token", #"from: "1.4.0")"#, #"from: "1.4.1")"#, "Translations/README.de.md:20: error: [translation-code]"),
        ("an older pin", #"from: "1.4.0")"#, #"from: "1.3.0")"#, "Translations/README.de.md:20:62: error: [version-pin]"),
        (
            "a dropped row", "| `weather` | Wetter | iOS |\n", "",
            "Translations/README.de.md:13:2: error: [translation-table] row 'weather' is missing"
        ),
    ])
    func breakageInOneTranslationFails(_ name: String, _ old: String, _ new: String, _ expected: String) throws {
        let repo = try AnotherRepositoryTests.copy(changing: [Self.german: { $0.replacingOccurrences(of: old, with: new) }])
        let result = try run(["verify"], repo)
        #expect(result.status == 1, "\(name)")
        #expect(result.standardOutput.contains(expected), "\(name): \(result.standardOutput)")
        #expect(!result.standardOutput.contains(Self.french), "\(name): only the broken translation is named")
    }

    @Test func translatingACommentInACodeBlockPasses() throws {
        let repo = try AnotherRepositoryTests.copy(changing: [
            Self.german: { $0.replacingOccurrences(of: #"from: "1.4.0")"#, with: #"from: "1.4.0")   // die neueste Version"#) }
        ])
        let result = try run(["verify", "--strict"], repo)
        #expect(result.status == 0, "\(result.standardOutput)")
    }

    @Test func changedSectionIsNamedUntilEachTranslationIsMarkedCurrent() throws {
        let repo = try AnotherRepositoryTests.copy(changing: [
            "README.md": {
                $0.replacingOccurrences(of: "## Installation\n", with: "## Installation\n\nAdd the package:\n") + "\n## Limits\n\nNone yet.\n"
            }
        ])
        let behind = try run(["verify"], repo)
        #expect(behind.status == 1, "the new section is missing from both translations")
        // One finding, at the end of the translation, where the section belongs.
        #expect(behind.standardOutput.contains("\(Self.german):21: error: [translation-headings] section 'Limits' of README.md is missing"))
        for path in [Self.german, Self.french] {
            #expect(
                behind.standardOutput.contains(
                    "\(path):1:1: warning: [translation-behind] README.md changed since this translation: 'Installation' changed, 'Limits' added"),
                "\(behind.standardOutput)")
        }
        let status = try run(["translations"], repo)
        #expect(
            status.standardOutput.contains(
                "de  Translations/README.de.md: behind README.md ('Installation' changed, 'Limits' added); translation-headings 1\n"))

        // The German translation catches up: a Limits section, then one command.
        try repo.write(Self.german, try repo.read(Self.german) + "\n## Grenzen\n\nNoch keine.\n")
        let marked = try run(["translations", "--mark-current", "de"], repo)
        #expect(marked.status == 0, "\(marked.standardError)")
        #expect(marked.standardError.contains("marked Translations/README.de.md current with README.md"))
        let after = try run(["verify"], repo)
        #expect(!after.standardOutput.contains(Self.german), "\(after.standardOutput)")
        #expect(after.standardOutput.contains("\(Self.french):1:1: warning: [translation-behind]"))
        // Both versions are named by a marker, so both copies stay.
        #expect(try repo.snapshot().keys.filter { $0.contains("/.sources/") }.count == 2)
        let listing = try run(["translations"], repo).standardOutput
        #expect(listing.contains("de  Translations/README.de.md: current\n"))
        #expect(listing.contains("fr  Translations/README.fr.md: behind README.md"))
    }

    @Test func changedSectionAloneIsAWarningThatStrictRaises() throws {
        let repo = try AnotherRepositoryTests.copy(changing: ["README.md": { $0.replacingOccurrences(of: "kept true", with: "kept correct") }])
        let result = try run(["verify"], repo)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "\(Self.french):1:1: warning: [translation-behind] README.md changed since this translation: 'WidgetKit Extras' changed"))
        #expect(try run(["verify", "--strict"], repo).status == 1)
        #expect(try run(["translations", "--strict"], repo).status == 1)
        #expect(try run(["translations"], repo).status == 0)
    }

    @Test func newRowReachesEveryTableAndIsReportedUntranslated() throws {
        let repo = try AnotherRepositoryTests.copy(changing: [
            "widgets.json": {
                $0.replacingOccurrences(
                    of: #""Platforms": "iOS" }"#, with: #""Platforms": "iOS" }, { "ID": "`battery`", "Name": "Battery", "Platforms": "iOS" }"#)
            }
        ])
        let regen = try run(["regen-table"], repo)
        #expect(regen.status == 0)
        for path in ["README.md", Self.german, Self.french] {
            #expect(try repo.read(path).contains("| `battery` | Battery | iOS |\n<!-- doccheck:end widget-table -->"), "\(path)")
            #expect(regen.standardError.contains("wrote \(path)"))
        }
        #expect(regen.standardOutput.contains("Translations/README.de.md:15:14: warning: [translation-untranslated] row 'battery' is not translated"))
        #expect(try repo.read(Self.german).contains("| `clock` | Uhr | iOS, macOS |"), "translated cells are kept")
        let verify = try run(["verify"], repo)
        #expect(verify.status == 0)
        #expect(
            verify.standardOutput.contains(
                "Translations/README.fr.md:15:14: warning: [translation-untranslated] row 'battery' is not translated: README.md added it since this translation"
            ))
        #expect(try run(["verify", "--strict"], repo).status == 1)
        // regen-table wrote the row in the translation too: it is untranslated, not behind.
        #expect(try run(["translations"], repo).standardOutput.contains("fr  Translations/README.fr.md: current; translation-untranslated 1\n"))

        try repo.write(Self.french, try repo.read(Self.french).replacingOccurrences(of: "| Battery |", with: "| Batterie |"))
        #expect(try run(["translations", "--mark-current", "fr", "--mark-current", "de"], repo).status == 0)
        #expect(try run(["verify", "--strict"], repo).status == 0)
        #expect(try run(["regen-table", "--check"], repo).status == 0, "a translated cell is kept")
    }

    @Test func markCurrentWritesNothingWhenSomethingIsWrong() throws {
        let repo = try AnotherRepositoryTests.copy(changing: ["README.md": { $0 + "\nMore.\n" }])
        let before = try repo.snapshot()
        let unknown = try run(["translations", "--mark-current", "ja"], repo)
        #expect(unknown.status == 1)
        #expect(unknown.standardOutput.contains("no translation in 'ja' under Translations/; there are: de, fr"))
        #expect(try repo.snapshot() == before)

        try repo.write(Self.french, "")
        let broken = try repo.snapshot()
        let unreadable = try run(["translations", "--mark-current", "de"], repo)
        #expect(unreadable.status == 1)
        #expect(unreadable.standardOutput.contains("Translations/README.fr.md: error: [document] the document is empty"))
        #expect(unreadable.standardError.contains("nothing written"))
        #expect(try repo.snapshot() == broken)

        #expect(try run(["translations", "--mark-current"], repo).status == 2)
    }

    @Test func markCurrentAddsAMissingMarkerAndPrunesUnusedCopies() throws {
        let repo = try AnotherRepositoryTests.copy(changing: [
            Self.german: { String($0.drop { $0 != "\n" }.dropFirst()) },
            Self.french: { String($0.drop { $0 != "\n" }.dropFirst()) },
            "README.md": { $0 + "\nMore.\n" },
        ])
        #expect(try run(["verify"], repo).standardOutput.contains("Translations/README.de.md: error: [translation-marker] no translation marker"))
        let marked = try run(["translations", "--mark-current", "DE", "--mark-current", "fr"], repo)
        #expect(marked.status == 0, "\(marked.standardOutput)")
        #expect(marked.standardError.contains("removed \(Self.storedCopy), which no translation names any more"))
        #expect(try repo.read(Self.german).hasPrefix("<!-- doccheck:translation source=README.md sha256="))
        #expect(try run(["verify", "--strict"], repo).status == 0)
        let copies = try repo.snapshot().keys.filter { $0.contains("/.sources/") }
        #expect(copies.count == 1 && !copies.contains("/" + Self.storedCopy))
        let again = try repo.snapshot()
        #expect(try run(["translations", "--mark-current", "de"], repo).standardError.contains("was already marked current"))
        #expect(try repo.snapshot() == again)
    }

    /// One line per language, its findings counted per rule; a file in no layout that names a
    /// language says so where the language would be, never an empty field before the colon.
    @Test func eachLanguagesLineCountsItsFindingsPerRule() throws {
        let repo = try AnotherRepositoryTests.copy(changing: [
            Self.german: {
                $0.replacingOccurrences(of: #"from: "1.4.0")"#, with: #"from: "1.4.1")"#)
                    .replacingOccurrences(of: "## Widgets\n", with: "## Widgets\n\nSiehe [Änderungen](../CHANGELOG.md).\n")
                    .replacingOccurrences(of: "## Installation\n", with: "## Installation\n\nSiehe [Änderungen](../CHANGELOG.md).\n")
            }
        ])
        try repo.write("Translations/README_deutsch.md", try repo.read(Self.french))
        let result = try run(["translations"], repo)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "de  Translations/README.de.md: current; translation-links 2, translation-code 1, version-pin 1",
                "fr  Translations/README.fr.md: current",
                "(no language)  Translations/README_deutsch.md: unmarked (no usable translation marker); translation-marker 1, marker 1",
            ], "\(result.standardOutput)")
        #expect(result.status == 1)
    }

    @Test func helpNamesTheOption() throws {
        let repo = try AnotherRepositoryTests.copy()
        #expect(try run(["help", "translations"], repo).standardOutput.contains("--mark-current <language>"))
    }
}
