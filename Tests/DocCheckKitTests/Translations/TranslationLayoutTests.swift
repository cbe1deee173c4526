import Foundation
import Testing

@testable import DocCheckKit

/// Translations in a layout doccheck does not read, and two files of one language: each is one
/// finding that names the files, and what can still be checked is checked.
@Suite struct TranslationLayoutTests {
    static let german = TranslationRuleTests.german

    /// The WidgetKit fixture with the German translation moved to `path` (its text changed by
    /// `change`), and the findings of a run on it.
    static func findings(movingGermanTo path: String, keeping: Bool = false, _ change: (String) -> String = { $0 }) throws -> [Diagnostic] {
        let repo = try AnotherRepositoryTests.copy()
        let text = try repo.read(german)
        if !keeping { try FileManager.default.removeItem(at: repo.root.appendingPathComponent(german)) }
        try repo.write(path, change(text))
        return try DocCheck(repository: try Repository(root: repo.root)).verify().diagnostics
    }

    @Test(arguments: [
        ("Translations/de/README.md", "Translations/README.de.md"),
        ("Translations/de.md", "Translations/README.de.md"),
    ])
    func aLayoutNotReadIsNamedWithItsOwnLanguage(_ path: String, _ suggested: String) throws {
        let findings = try Self.findings(movingGermanTo: path).filter { $0.ruleID == "translation-marker" && $0.path == path }
        #expect(
            findings.map(\.message) == [
                "'\(path)' is in a layout doccheck does not read; name this translation of README.md into de '\(suggested)'"
            ])
        #expect(findings.allSatisfy { $0.location == nil })
    }

    @Test func aLayoutNotReadIsStillComparedWithItsSource() throws {
        let path = "Translations/de.md"
        let findings = try Self.findings(movingGermanTo: path) {
            $0.replacingOccurrences(of: #"from: "1.4.0")"#, with: #"from: "1.3.0")"#)
        }
        let code = try #require(findings.first { $0.ruleID == "translation-code" && $0.path == path }, "\(findings)")
        #expect(code.location?.line == 20)
    }

    @Test func aLayoutWithNoLanguageSaysWhichLayoutsAreRead() throws {
        let path = "Translations/README_deutsch.md"
        let findings = try Self.findings(movingGermanTo: path).filter { $0.path == path && $0.ruleID == "translation-marker" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.location == nil)
        #expect(finding.message == "'\(path)' is in no layout doccheck reads, so no language or source is known for it")
        #expect(finding.notes.first?.contains("Translations/NAME.LANGUAGE.md") == true)
        #expect(finding.notes.first?.contains("README.LANGUAGE.md (or README_LANGUAGE.md, README-LANGUAGE.md) beside README.md") == true)
    }

    /// The finding is at the later file in the order translations are found (the translations
    /// folder's first, each folder's by name), and names both.
    @Test(arguments: [
        ("Translations/README.DE.md", ["Translations/README.DE.md", german], " (a language code means the same in any letter case)"),
        ("README_de.md", [german, "README_de.md"], ""),
    ])
    func twoFilesOfOneLanguageAreOneFinding(_ second: String, _ order: [String], _ why: String) throws {
        let findings = try Self.findings(movingGermanTo: second, keeping: true)
        let duplicates = findings.filter { $0.ruleID == "translation-marker" && $0.message.contains("each translate") }
        #expect(
            duplicates.map(\.message) == ["'\(order[0])' and '\(order[1])' each translate README.md into de\(why); keep one"],
            "\(duplicates)")
        #expect(duplicates.first?.path == order[1])
        #expect(duplicates.first?.location == nil)
    }
}
