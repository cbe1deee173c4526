import Testing

@testable import DocCheckKit

/// The pieces the translation rules are made of: the hash, language tags, file names, the
/// code normalizer, section changes, link targets, the alignment and table cells' Markdown.
@Suite struct TranslationPartsTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256MatchesTheStandardVectors(input: String, hex: String) {
        #expect(SHA256.hex(Array(input.utf8)) == hex)
    }

    @Test func sha256OfAMillionBytesCrossesManyBlocks() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(bytes) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: ["de", "pt-BR", "zh-Hans", "es-419", "zh-Hant-TW", "PT-br", "gsw"])
    func acceptedLanguageTags(_ text: String) {
        #expect(LanguageTag(text) != nil, "\(text)")
    }

    @Test(arguments: ["", "d", "german", "pt_BR", "pt-", "de-DE-1996", "zh-Hans-", "12", "en-US-x-twain", "pt-B"])
    func rejectedLanguageTags(_ text: String) {
        #expect(LanguageTag(text) == nil, "\(text)")
    }

    @Test func languageTagsCompareWithoutCase() {
        #expect(LanguageTag("pt-br") == LanguageTag("PT-BR"))
        #expect(LanguageTag("zh-Hans")?.script == "Hans")
    }

    @Test func fileNamesNameTheSourceAndTheLanguage() {
        #expect(Translation.parseFileName("README.pt-BR.md")! == ("README", "pt-BR"))
        #expect(Translation.parseFileName("my.guide.de.md")! == ("my.guide", "de"))
        #expect(Translation.parseFileName("README.md") == nil)
        #expect(Translation.parseFileName("README.txt") == nil)
        #expect(Translation.parseFileName(".de.md") == nil)
        #expect(Translation.parseFileName("README..md") == nil)
    }

    func normalized(_ code: String, _ language: String = "swift") -> String {
        let document = MarkdownDocument(path: "x.md", text: "```\(language)\n\(code)\n```\n")
        return CodeNormalizer.text(of: document.codeBlocks[0])
    }

    @Test func commentsAndSpacingDoNotCount() {
        #expect(normalized("let a = f(1)   // one") == normalized("let a=f( 1 ) // eins"))
        #expect(normalized("/* a /* nested */ note */ let a = 1") == normalized("let a = 1"))
        #expect(normalized("let a = 1\n\n// only a comment\nlet b = 2") == normalized("let a = 1\nlet b = 2"))
        #expect(normalized("echo hi   # say hi", "sh") == normalized("echo hi # sag hallo", "sh"))
        #expect(normalized("key: value # note", "yaml") == normalized("key: value", "yaml"))
    }

    @Test func codeTokensCount() {
        #expect(normalized("let a = 1") != normalized("let a = 2"))
        #expect(normalized("let a") != normalized("leta"))
        #expect(normalized("f(x)   // → 3") != normalized("f(x)   // → 4"), "result comments are expectations")
        #expect(normalized("f(x)   // → 3", "Swift") != normalized("f(x)   // → 4", "SWIFT"), "in a Swift block of any case")
        #expect(normalized("{\"a\": 1}", "json") != normalized("{\"a\": 2}", "json"))
    }

    /// `squeeze` as its comment defines it, with the Character properties alone.
    /// The squeeze with the Unicode properties themselves, no ASCII shortcut.
    static func referenceSqueeze(_ text: String) -> String {
        CodeNormalizer.squeeze(text, isSpace: \.isWhitespace, isWord: { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    @Test func squeezeAgreesWithTheCharacterProperties() {
        let pieces = [
            "a", "Z", "_", "9", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{3000}", "é", "e\u{301}",
            "ß", "日", "٣", "Ⅻ", "(", "-", "=", "👍🏽", "\u{200B}",
        ]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...10)).map { _ in pieces.randomElement()! }.joined()
            #expect(CodeNormalizer.squeeze(text) == Self.referenceSqueeze(text), "\(text.debugDescription)")
        }
    }

    /// Trimming by bytes drops what trimming by Characters drops: a space joined to a
    /// following accent, or to a preceding prepended mark, is not a space of its own.
    @Test func trimmingAgreesWithTheCharacters() {
        let pieces = [" ", "\t", "a", "|", "\u{301}", "é", "\u{600}", "日", "\r\n", "\u{200D}", "\u{3000}", "\u{A0}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8)).map { _ in pieces.randomElement()! }.joined()
            var reference = Substring(text)
            while let first = reference.first, first == " " || first == "\t" { reference.removeFirst() }
            while let last = reference.last, last == " " || last == "\t" { reference.removeLast() }
            #expect(text.trimmingWhitespace() == String(reference), "\(text.debugDescription)")
        }
    }

    /// Plain paths are joined without being taken apart; the result is the same as taking
    /// every path apart.
    @Test func resolvingAgreesWithTakingPathsApart() {
        let pieces = ["a", "b.md", ".", "..", "...", ".x", "/", "//", "é"]
        for _ in 0..<3_000 {
            let path = (0..<Int.random(in: 0...4)).map { _ in pieces.randomElement()! }.joined()
            let document = (0..<Int.random(in: 1...4)).map { _ in pieces.randomElement()! }.joined()
            let folder = document.split(separator: "/").dropLast().joined(separator: "/")
            #expect(LinkTarget.folder(of: document) == folder, "\(document.debugDescription)")
            #expect(
                LinkTarget.resolve(path, from: folder) == LinkTarget.resolveByComponents(path, from: folder),
                "\(path.debugDescription) from \(folder.debugDescription)")
        }
    }

    @Test func stringsAreNotComments() {
        let url = #".package(url: "https://example.com/x", from: "1.0.0")"#
        #expect(normalized(url).contains("https://example.com/x"))
        #expect(normalized(##"let s = #"a "// b" c"#"##).contains("//b"))
        #expect(normalized("let s = \"\"\"\n// kept\n\"\"\"").contains("//kept"))
        #expect(normalized("echo \"a # b\" $# x#y", "sh") == "echo\"a#b\"$#x#y")
        #expect(normalized(#"let s = "\(a + "//" + b) // c" // d"#) == #"let s="\(a+"//"+b)//c""#, "a string inside an interpolation")
        #expect(normalized(#"let s = "\\" // "#) == #"let s="\\""#)
    }

    @Test func sectionChangesNameTheHeadings() {
        let old = MarkdownDocument(path: "a", text: "Intro\n\n# P\n\n## Usage\n\nUse it.\n\n## Old\n\nGone.\n\n## Same\n\nSame.\n")
        let new = MarkdownDocument(path: "b", text: "Intro!\n\n# P\n\n## Usage\n\nUse it well.\n\n## Same\n\nSame.\n\n## Limits\n\nNone.\n")
        #expect(
            SectionChanges(from: old, to: new).summary
                == "the text before the first heading changed, 'Usage' changed, 'Limits' added, 'Old' removed")
        #expect(SectionChanges(from: old, to: old).summary == "only line endings or blank lines changed")
    }

    @Test func repeatedHeadingsAreToldApart() {
        let old = MarkdownDocument(path: "a", text: "## Example\n\nOne.\n\n## Example\n\nTwo.\n")
        let new = MarkdownDocument(path: "b", text: "## Example\n\nOne.\n\n## Example\n\nTwo!\n")
        #expect(SectionChanges(from: old, to: new).summary == "'Example' (2) changed")
    }

    @Test(arguments: [
        ("../Assets/x.png", "Translations/README.de.md", LinkTarget.path("Assets/x.png", fragment: nil)),
        ("Assets/x.png", "Translations/README.de.md", .path("Translations/Assets/x.png", fragment: nil)),
        ("./Docs/a%20b.md#Setup", "README.md", .path("Docs/a b.md", fragment: "Setup")),
        ("https://example.com/#x", "README.md", .external("https://example.com/#x")),
        ("#usage", "README.md", .heading(1)),
        ("README.md#usage", "README.md", .heading(1)),
        ("#user-content-usage", "README.md", .heading(1)),
        ("#nowhere", "README.md", .anchor("nowhere")),
        ("../../x", "Translations/README.de.md", .path("../x", fragment: nil)),
    ])
    func linkTargetsResolveFromTheDocumentsFolder(destination: String, path: String, expected: LinkTarget) {
        #expect(LinkTarget(destination, in: path, anchors: ["p": 0, "usage": 1]) == expected)
    }

    @Test func alignmentPairsLikeADiff() {
        #expect(Alignment([1, 2, 3], [1, 3]).steps == [.same(0, 0), .removed(1), .same(2, 1)])
        #expect(Alignment([1, 2, 3], [1, 9, 3]).steps == [.same(0, 0), .changed(1, 1), .same(2, 2)])
        #expect(Alignment([1], [1, 5]).steps == [.same(0, 0), .added(1)])
        #expect(Alignment([Int](), []).steps.isEmpty)
    }

    @Test func tableCellsKeepTheirMarkdown() throws {
        let text = "\u{FEFF}| A | B |\n| --- | --- |\n|  `x`  | **宽** \\| ü |\n  | y || \n|tight|ë|\n"
        let table = try #require(MarkdownDocument(path: "t.md", text: text).tables.first)
        #expect(table.header.cells.map(\.markdown) == ["A", "B"])
        #expect(table.rows[0].cells.map(\.markdown) == ["`x`", "**宽** \\| ü"])
        #expect(table.rows[1].cells.map(\.markdown) == ["y", ""])
        #expect(table.rows[2].cells.map(\.markdown) == ["tight", "ë"])
    }

    @Test func translationMarkersAreNoExampleAnnotations() {
        #expect(!ExampleAnnotation.isAnnotation(TranslationMarker.comment(source: "README.md", sha256: String(repeating: "a", count: 64))))
        #expect(ExampleAnnotation.isAnnotation("<!-- doccheck: test -->"))
    }

    @Test func translatedTableKeepsProseByRowID() throws {
        let spec = TableSpec(
            columns: [.init("ID"), .init("Name", isProse: true), .init("Platforms")],
            rows: [.init(id: "a", cells: ["`a`", "Alpha", "iOS"]), .init(id: "b", cells: ["`b`", "Beta", "macOS"])], idColumn: 0)
        let existing = MarkdownDocument(path: "t.md", text: "| Kennung | Name | Plattformen |\n| --- | --- | --- |\n| `b` | *Beta* | iOS |\n")
        let translated = TranslatedTable.spec(spec, keeping: existing.tables.first)
        #expect(translated.columns.map(\.name) == ["Kennung", "Name", "Plattformen"])
        #expect(translated.rows.map(\.cells) == [["`a`", "Alpha", "iOS"], ["`b`", "*Beta*", "macOS"]])
    }
}
