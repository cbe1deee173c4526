import Foundation
import Testing

/// The built `doccheck` on the WidgetKit fixture: what `fix-pins` and `regen-table` write in
/// the README they write in its translations too, so those stay current; any other edit of
/// the README still leaves them behind.
@Suite struct TranslationsAfterWritesTests {
    static let german = "Translations/README.de.md"
    static let french = "Translations/README.fr.md"

    /// The CHANGELOG with a 1.5.0 release above 1.4.0.
    static func released(_ changelog: String) -> String {
        changelog
            .replacingOccurrences(of: "## [1.4.0]", with: "## [1.5.0] - 2026-10-01\n\n### Fixed\n\n- The clock widget's time zone.\n\n## [1.4.0]")
            .replacingOccurrences(of: "compare/1.4.0...HEAD", with: "compare/1.5.0...HEAD")
            + "[1.5.0]: https://github.com/example/widgetkit-extras/releases/tag/1.5.0\n"
    }

    /// The table source with the weather widget on watchOS too (no new prose to translate).
    static func watchOS(_ widgets: String) -> String {
        widgets.replacingOccurrences(of: #""Platforms": "iOS" }"#, with: #""Platforms": "iOS, watchOS" }"#)
    }

    func run(_ arguments: [String], _ repo: TemporaryRepository) throws -> DocCheckProcess.Result {
        try DocCheckProcess.run(arguments, in: repo.root)
    }

    @Test func fixedPinsAndRegeneratedTablesLeaveTranslationsCurrent() throws {
        let repo = try AnotherRepositoryTests.copy(changing: ["CHANGELOG.md": Self.released, "widgets.json": Self.watchOS])
        let fixed = try run(["fix-pins"], repo)
        #expect(fixed.status == 0, "\(fixed.standardOutput)\(fixed.standardError)")
        let regenerated = try run(["regen-table"], repo)
        #expect(regenerated.status == 0, "\(regenerated.standardOutput)\(regenerated.standardError)")
        for path in ["README.md", Self.german, Self.french] {
            let text = try repo.read(path)
            #expect(text.contains(#"from: "1.5.0")"#), "\(path): the pin is rewritten")
            #expect(text.contains("| iOS, watchOS |"), "\(path): the table is regenerated")
        }
        let verify = try run(["verify", "--strict"], repo)
        #expect(verify.status == 0, "\(verify.standardOutput)")
        #expect(!verify.standardOutput.contains("translation-behind"), "\(verify.standardOutput)")
        let listing = try run(["translations", "--strict"], repo)
        #expect(listing.status == 0, "\(listing.standardOutput)")
        #expect(listing.standardOutput.contains("de  \(Self.german): current\n"))
    }

    @Test func proseEditAfterTheWritesLeavesTranslationsBehind() throws {
        let repo = try AnotherRepositoryTests.copy(changing: ["CHANGELOG.md": Self.released, "widgets.json": Self.watchOS])
        #expect(try run(["fix-pins"], repo).status == 0)
        #expect(try run(["regen-table"], repo).status == 0)
        try repo.write("README.md", try repo.read("README.md").replacingOccurrences(of: "kept true", with: "kept correct"))
        let verify = try run(["verify", "--strict"], repo)
        #expect(verify.status == 1)
        // Only the prose's section is named: the pin's and the table's are as authored.
        for path in [Self.german, Self.french] {
            #expect(
                verify.standardOutput.contains(
                    "\(path):1:1: error: [translation-behind] README.md changed since this translation: 'WidgetKit Extras' changed\n"),
                "\(verify.standardOutput)")
        }
    }

    @Test func handEditedTableOrPinIsStillFound() throws {
        // The comparison sets the generated parts aside; their own checks still judge them.
        let repo = try AnotherRepositoryTests.copy(changing: [
            "README.md": { $0.replacingOccurrences(of: "| Weather | iOS |", with: "| Weather | iOS, tvOS |") }
        ])
        let verify = try run(["verify"], repo)
        #expect(verify.status == 1)
        #expect(!verify.standardOutput.contains("translation-behind"), "\(verify.standardOutput)")
        #expect(verify.standardOutput.contains("README.md:11:"), "\(verify.standardOutput)")
    }
}
