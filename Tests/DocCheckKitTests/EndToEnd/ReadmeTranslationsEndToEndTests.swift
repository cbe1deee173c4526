import Foundation
import Testing

@testable import DocCheckKit

/// This repository's README and its nine translations, copied: a 17th demo reaches all ten
/// tables with `regen-table` and is reported untranslated in each translation, and a changed
/// README section makes every translation behind.
@Suite struct ReadmeTranslationsEndToEndTests {
    static let languages = ["de", "es", "fr", "hi", "ja", "ko", "pt-BR", "tr", "zh-Hans"]

    /// The README, its translations and what their checks read, in a fresh folder.
    static func copy() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        var paths = ["README.md", ".doccheck.json", "CHANGELOG.md", "Package.swift"]
        for folder in ["Translations", "Docs", "Tests/ReadmeExamplesTests/Generated"] {
            let base = PackageRoot.url.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
                paths.append(folder + "/" + url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
            }
        }
        for path in paths {
            try repo.write(path, bytes: Array(try Data(contentsOf: PackageRoot.url.appendingPathComponent(path))))
        }
        return repo
    }

    /// The README's demo table as a JSON rows file, with one more demo.
    static func rowsWithSeventeenthDemo(_ readme: String) throws -> String {
        let document = MarkdownDocument(path: "README.md", text: readme)
        let region = try #require(MarkerScanner.regions(in: document).regions.first { $0.name == "demo-table" })
        let table = try #require(TranslatedTable.table(in: document, region))
        let columns = table.header.cells.map(\.text)
        var rows = try table.rows.map { row in
            Dictionary(uniqueKeysWithValues: zip(columns, try row.cells.map { try #require($0.markdown) }))
        }
        rows.append([
            "ID": "`meshGradient`", "Demo": "Mesh Gradient", "Summary": "Animates the points of a mesh gradient.",
            "Category": "Charts, Symbols & Animation", "APIs": "`MeshGradient`", "Platforms": "iOS, macOS", "Requires": "—",
        ])
        let object: [String: Any] = ["idColumn": "ID", "columns": columns, "proseColumns": ["Demo", "Summary", "Category"], "rows": rows]
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func translationsAreCurrentAndInStep() throws {
        let repo = try Self.copy()
        let result = try DocCheckProcess.run(["translations", "--strict"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
        for language in Self.languages {
            #expect(
                result.standardOutput.contains(
                    "\(language)  Translations/README.\(language).md: current\n"), "\(result.standardOutput)")
        }
    }

    @Test func seventeenthDemoReachesAllTenTablesUntranslated() throws {
        let repo = try Self.copy()
        try repo.write("rows.json", try Self.rowsWithSeventeenthDemo(try repo.read("README.md")))
        try repo.write(".doccheck.json", try repo.read(".doccheck.json").replacingOccurrences(of: #""showcase-catalog""#, with: #""rows.json""#))
        let regen = try DocCheckProcess.run(["regen-table"], in: repo.root)
        #expect(regen.status == 0, "\(regen.standardOutput)")
        let paths = ["README.md"] + Self.languages.map { "Translations/README.\($0).md" }
        for path in paths {
            #expect(regen.standardError.contains("wrote \(path)"))
            #expect(try repo.read(path).contains("| `meshGradient` | Mesh Gradient | Animates the points of a mesh gradient. |"), "\(path)")
        }
        let verify = try DocCheckProcess.run(["verify"], in: repo.root)
        for path in paths.dropFirst() {
            #expect(verify.standardOutput.contains("\(path):"), "\(path)")
            #expect(
                verify.standardOutput.contains(
                    "warning: [translation-untranslated] row 'meshGradient' is not translated: README.md added it since this translation"))
            // regen-table wrote the row in the translation too: it is untranslated, not behind.
            #expect(!verify.standardOutput.contains("\(path):1:1: warning: [translation-behind]"), "\(path)")
        }
        #expect(try DocCheckProcess.run(["verify", "--strict"], in: repo.root).status == 1)
    }

    @Test func changedSectionMakesEveryTranslationBehindUntilMarked() throws {
        let repo = try Self.copy()
        try repo.write(
            "README.md", try repo.read("README.md").replacingOccurrences(of: "## Quick start\n", with: "## Quick start\n\nTwo commands.\n"))
        let verify = try DocCheckProcess.run(["verify"], in: repo.root).standardOutput
        for language in Self.languages {
            #expect(
                verify.contains(
                    "Translations/README.\(language).md:1:1: warning: [translation-behind] README.md changed since this translation: 'Quick start' changed"
                ))
        }
        #expect(try DocCheckProcess.run(["translations", "--mark-current", "ja"], in: repo.root).status == 0)
        let after = try DocCheckProcess.run(["verify"], in: repo.root).standardOutput
        #expect(!after.contains("Translations/README.ja.md:"))
        #expect(after.contains("Translations/README.ko.md:1:1: warning: [translation-behind]"))
    }
}
