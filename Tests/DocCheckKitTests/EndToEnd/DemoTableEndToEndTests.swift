import Foundation
import Testing

/// The built `doccheck` on a copy of this repository's README: each breakage of the demo
/// table is found at its line with the row's id, and `regen-table` undoes it byte for byte.
@Suite struct DemoTableEndToEndTests {
    static let generatedTests = "Tests/ReadmeExamplesTests/Generated/README.swift"
    static let rulesReference = "Docs/ShowcaseCatalog.docc/RulesReference.md"
    static let configurationReference = "Docs/ShowcaseCatalog.docc/ConfigurationReference.md"
    let readme: String
    let configuration: String
    let generated: String
    let rules: String
    let configurationKeys: String

    init() throws {
        readme = try PackageRoot.text("README.md")
        configuration = try PackageRoot.text(".doccheck.json")
        generated = try PackageRoot.text(Self.generatedTests)
        rules = try PackageRoot.text(Self.rulesReference)
        configurationKeys = try PackageRoot.text(Self.configurationReference)
    }

    /// The README with what it is checked against: the configuration, its generated tests and
    /// the other generated tables the configuration names.
    func repository(readme text: String? = nil) throws -> TemporaryRepository {
        let repo = try TemporaryRepository(files: [
            "README.md": text ?? readme, ".doccheck.json": configuration, Self.generatedTests: generated, Self.rulesReference: rules,
            Self.configurationReference: configurationKeys,
        ])
        // The translations the README's language switcher links to.
        let translations = PackageRoot.url.appendingPathComponent("Translations")
        let enumerator = FileManager.default.enumerator(at: translations, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = "Translations/" + url.standardizedFileURL.path.dropFirst(translations.standardizedFileURL.path.count + 1)
            try repo.write(path, bytes: Array(try Data(contentsOf: url)))
        }
        return repo
    }

    /// The README's lines, and the index of the table row of `id`.
    func row(_ id: String, in text: String, separator: String = "\n") throws -> (lines: [String], index: Int) {
        let lines = text.components(separatedBy: separator)
        let index = try #require(lines.firstIndex { $0.hasPrefix("| `\(id)` |") })
        return (lines, index)
    }

    /// `regen-table` rewrites the broken copy back to this repository's README exactly.
    func expectRegenRestores(_ repo: TemporaryRepository, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try DocCheckProcess.run(["regen-table"], in: repo.root)
        #expect(result.status == 0, sourceLocation: sourceLocation)
        #expect(try repo.read("README.md") == readme, sourceLocation: sourceLocation)
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0, sourceLocation: sourceLocation)
    }

    @Test func thisRepositoryIsClean() throws {
        let repo = try repository()
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.isEmpty)
        let found = try DocCheckProcess.run(["verify", "--list"], in: repo.root).standardOutput.split(separator: "\n").count
        #expect(found > 10, "the README, its nine translations and the references")
        #expect(result.standardError.contains("0 errors, 0 warnings in \(found) documents"), "\(result.standardError)")
    }

    @Test func deletedRowIsFoundAndRestored() throws {
        var (lines, index) = try row("webView", in: readme)
        lines.remove(at: index)
        let repo = try repository(readme: lines.joined(separator: "\n"))
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("README.md:\(index):2: error: [generated-table] row 'webView' is missing"))
        try expectRegenRestores(repo)
    }

    @Test func editedCellIsFoundAtItsColumn() throws {
        var (lines, index) = try row("webView", in: readme)
        lines[index] = lines[index].replacingOccurrences(of: "| iOS, macOS |", with: "| iOS |")
        let repo = try repository(readme: lines.joined(separator: "\n"))
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        // The sixth cell starts right after the sixth pipe (columns are 1-based UTF-8 bytes).
        let pipes = lines[index].utf8.indices.filter { lines[index].utf8[$0] == UInt8(ascii: "|") }
        let column = lines[index].utf8.distance(from: lines[index].utf8.startIndex, to: pipes[5]) + 2
        #expect(
            result.standardOutput.contains(
                "README.md:\(index + 1):\(column): error: [generated-table] row 'webView', column 'Platforms': README says 'iOS', metadata says 'iOS, macOS'"
            ),
            "\(result.standardOutput)")
        try expectRegenRestores(repo)
    }

    @Test func swappedRowsAreFound() throws {
        var (lines, index) = try row("glassVariants", in: readme)
        lines.swapAt(index, index + 1)
        let repo = try repository(readme: lines.joined(separator: "\n"))
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[generated-table] row 'glass"))
        #expect(result.standardOutput.contains("is out of order"))
        #expect(result.standardOutput.contains("README.md:\(index + 1):") || result.standardOutput.contains("README.md:\(index + 2):"))
        try expectRegenRestores(repo)
    }

    @Test func crlfCopyIsRestoredByteForByte() throws {
        let crlf = readme.replacingOccurrences(of: "\n", with: "\r\n")
        var (lines, index) = try row("chart3D", in: crlf, separator: "\r\n")
        lines.remove(at: index)
        let repo = try repository(readme: lines.joined(separator: "\r\n"))
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("row 'chart3D' is missing"))
        let regen = try DocCheckProcess.run(["regen-table"], in: repo.root)
        #expect(regen.status == 0)
        #expect(try repo.bytes("README.md") == Array(crlf.utf8))
    }

    @Test func byteOrderMarkAndMissingFinalNewlineAreKept() throws {
        var (lines, index) = try row("chart3D", in: readme)
        lines.remove(at: index)
        var text = lines.joined(separator: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        let repo = try repository()
        try repo.write("README.md", bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root).status == 0)
        var expected = readme
        while expected.hasSuffix("\n") { expected.removeLast() }
        #expect(try repo.bytes("README.md") == [0xEF, 0xBB, 0xBF] + Array(expected.utf8))
    }

    @Test func secondRegenChangesNothingAndCheckWritesNothing() throws {
        var (lines, index) = try row("chart3D", in: readme)
        lines[index] = lines[index].replacingOccurrences(of: "Chart", with: "Graph")
        let repo = try repository(readme: lines.joined(separator: "\n"))
        let before = try repo.snapshot()
        let check = try DocCheckProcess.run(["regen-table", "--check"], in: repo.root)
        #expect(check.status == 1)
        #expect(try repo.snapshot() == before)
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root).status == 0)
        let after = try repo.snapshot()
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root).status == 0)
        #expect(try repo.snapshot() == after)
        #expect(try DocCheckProcess.run(["regen-table", "--check"], in: repo.root).status == 0)
    }

    /// Text written inside the region is a finding with its diff; spaces GitHub does not show
    /// (around the cell separators, at a line's end) and blank lines inside the markers are not,
    /// and regen-table leaves them.
    @Test func handEditedTextIsAFindingWithADiffAndUnseenSpacesAreNot() throws {
        let edited = try repository(
            readme: readme.replacingOccurrences(of: "<!-- doccheck:end demo-table -->", with: "\nEdited by hand.\n<!-- doccheck:end demo-table -->"))
        let result = try DocCheckProcess.run(["verify", "--diff"], in: edited.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[generated-region] a generated region differs"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("-Edited by hand."), "\(result.standardOutput)")
        let spaced = try repository(
            readme: readme.replacingOccurrences(of: "| --- | --- |", with: "|---| --- |  ").replacingOccurrences(
                of: "<!-- doccheck:begin demo-table -->\n", with: "<!-- doccheck:begin demo-table -->\n\n"))
        let before = try spaced.snapshot()
        let clean = try DocCheckProcess.run(["verify"], in: spaced.root)
        #expect(!clean.standardOutput.contains("[generated-region]"), "\(clean.standardOutput)")
        #expect(try DocCheckProcess.run(["regen-table"], in: spaced.root).status == 0)
        #expect(try spaced.snapshot() == before)
    }

    @Test func regenOnlyChangesBytesInsideTheRegion() throws {
        let outside = "\n\nA line after the table with  two spaces and a trailing space \n"
        var (lines, index) = try row("chart3D", in: readme + outside)
        lines.remove(at: index)
        let repo = try repository(readme: lines.joined(separator: "\n"))
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root).status == 0)
        #expect(try repo.read("README.md") == readme + outside)
    }
}
