import Testing

@testable import DocCheckKit

/// The pieces `verify` and `regen-table` share: rendering, region rewriting and comparing.
@Suite struct TableEngineTests {
    let spec = TableSpec(
        columns: [.init("ID"), .init("Name", isProse: true), .init("Platforms")],
        rows: [
            .init(id: "a", cells: ["`a`", "Alpha", "iOS"]),
            .init(id: "b", cells: ["`b`", "Beta | Gamma", "iOS, macOS"]),
            .init(id: "c", cells: ["`c`", "Gamma", "macOS"]),
        ],
        idColumn: 0)

    func document(_ rows: [String]) -> String {
        (["# T", "", "<!-- doccheck:begin t -->"] + TableRenderer.lines(for: spec).prefix(2) + rows + ["<!-- doccheck:end t -->", ""])
            .joined(separator: "\n")
    }

    func findings(_ text: String) throws -> [Diagnostic] {
        let parsed = MarkdownDocument(path: "README.md", text: text)
        let actual = try #require(parsed.tables.first)
        let expected = MarkdownDocument(path: "", text: TableRenderer.lines(for: spec).joined(separator: "\n")).tables[0]
        let comparison = TableComparison(document: parsed, spec: spec, sourceName: "metadata")
        let facts = comparison.differences(actual: actual, expected: expected).map {
            TableFact(path: parsed.path, kind: .generatedTable($0, region: "t"))
        }
        return GeneratedTableRule.findings(facts)
    }

    var rows: [String] { Array(TableRenderer.lines(for: spec).dropFirst(2)) }

    @Test func renderedTableEscapesPipesAndReadsBack() {
        #expect(rows[1] == "| `b` | Beta \\| Gamma | iOS, macOS |")
        #expect(TableRenderer.plainText(ofCell: "Beta | Gamma") == "Beta | Gamma")
        #expect(TableRenderer.plainText(ofCell: "`a`, **b**") == "a, b")
    }

    @Test func matchingTableHasNoFindings() throws {
        #expect(try findings(document(rows)).isEmpty)
    }

    @Test func eachKindOfDriftIsOneFinding() throws {
        let missing = try findings(document([rows[0], rows[2]]))
        #expect(missing.map(\.message) == ["row 'b' is missing: metadata puts it after 'a'"])
        #expect(missing.first?.location?.line == 6)

        let extra = try findings(document(rows + ["| `z` | Zed | iOS |"]))
        #expect(extra.map(\.message) == ["row 'z' is not in the metadata"])
        #expect(extra.first?.location == SourceLocation(line: 9, column: 2))

        let swapped = try findings(document([rows[1], rows[0], rows[2]]))
        #expect(swapped.map(\.message) == ["row 'a' is out of order: metadata puts it first"])

        let edited = try findings(document([rows[0], rows[1].replacingOccurrences(of: "iOS, macOS", with: "iOS"), rows[2]]))
        #expect(edited.map(\.message) == ["row 'b', column 'Platforms': README says 'iOS', metadata says 'iOS, macOS'"])
        #expect(edited.first?.location == SourceLocation(line: 7, column: 24))

        let twice = try findings(document(rows + [rows[0]]))
        #expect(twice.map(\.message) == ["row 'a' appears twice; the first is at line 6"])
    }

    @Test func headerNamesAreCompared() throws {
        let text = document(rows).replacingOccurrences(of: "| ID | Name |", with: "| Id | Name |")
        #expect(try findings(text).map(\.message) == ["column 1: README says 'Id', metadata says 'ID'"])
    }

    @Test func longestIncreasingRunKeepsMostRowsInPlace() {
        #expect(longestIncreasingRun([0, 2, 1, 3]).count == 3)
        #expect(longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
        #expect(longestIncreasingRun([1, 0, 2]) == [0, 2])
        #expect(longestIncreasingRun([]).isEmpty)
    }

    /// The run is the one the plain quadratic search finds, so the same rows are called out of
    /// order as before: checked on shuffled rows of every size up to 40.
    @Test(arguments: 1...40) func longestIncreasingRunIsTheQuadraticSearchs(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        for _ in 0..<20 {
            let values = Array(0..<count).shuffled(using: &generator)
            #expect(longestIncreasingRun(values) == Self.quadraticRun(values), "\(values)")
        }
    }

    /// For each position, the longest run ending there, preceded by the earliest position that
    /// gives it; of the longest, the first.
    static func quadraticRun(_ values: [Int]) -> [Int] {
        var length = Array(repeating: 1, count: values.count)
        var previous = Array(repeating: -1, count: values.count)
        for index in values.indices {
            for before in 0..<index where values[before] < values[index] && length[before] + 1 > length[index] {
                length[index] = length[before] + 1
                previous[index] = before
            }
        }
        var position = length.indices.max { length[$0] < length[$1] }!
        var result: [Int] = []
        while position >= 0 {
            result.append(position)
            position = previous[position]
        }
        return result.reversed()
    }

    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static let cells = [
        "`a`", "**b**", "Beta | Gamma", "", "  ", "---", "[x](y)", "<b>h</b>", "\\|", "# not a heading", "> q", "- item", "1. one",
        "www.example.com", "a\\", "`x|y`", "&amp; ü 😀", "==", "    code?",
    ]

    @Test(arguments: [cells, cells + ["line\nbreak"], cells.reversed()])
    func cellsReadInOneParseAsEachOnItsOwn(cells: [String]) {
        #expect(TableRenderer.plainTexts(ofCells: cells) == cells.map(TableRenderer.plainText(ofCell:)))
    }

    @Test func oneCellOrNoneIsReadOnItsOwn() {
        #expect(TableRenderer.plainTexts(ofCells: ["`x`"]) == ["x"])
        #expect(TableRenderer.plainTexts(ofCells: []).isEmpty)
    }

    @Test func rewriterReplacesOnlyTheRegion() {
        let text = "\u{FEFF}# T\r\n<!-- doccheck:begin t -->\r\nold\r\n<!-- doccheck:end t -->\r\ntail"
        let source = SourceText(bytes: Array(text.utf8))
        let region = MarkerRegion(name: "t", beginLine: 2, endLine: 4)
        let result = String(decoding: RegionRewriter.replacing(region, in: source, with: ["new", "lines"]), as: UTF8.self)
        #expect(result == "\u{FEFF}# T\r\n<!-- doccheck:begin t -->\r\nnew\r\nlines\r\n<!-- doccheck:end t -->\r\ntail")
    }

    @Test func markersInCodeAreNotMarkers() {
        let text = "```\n<!-- doccheck:begin t -->\n```\n\n`<!-- doccheck:end t -->`\n"
        let scan = MarkerScanner.regions(in: MarkdownDocument(path: "README.md", text: text))
        #expect(scan.regions.isEmpty)
        #expect(scan.problems.isEmpty)
    }

    static let numbers = (1...20).map { "\($0)\n" }.joined()

    /// Each diff as `diff -u` writes it, after its two header lines.
    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n", "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"),
        ("b\nc\n", "a\nb\nc\n", "@@ -1,2 +1,3 @@\n+a\n b\n c\n"),
        ("a\nb\nc\n", "a\nb\n", "@@ -1,3 +1,2 @@\n a\n b\n-c\n"),
        ("a\nb\nc\nd\n", "a\nx\ny\nd\n", "@@ -1,4 +1,4 @@\n a\n-b\n-c\n+x\n+y\n d\n"),
        ("a\r\nb\r\n", "a\r\nB\r\n", "@@ -1,2 +1,2 @@\n a\r\n-b\r\n+B\r\n"),
        (
            numbers, numbers.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(of: "\n18\n", with: "\neighteen\n"),
            "@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+three\n 4\n 5\n 6\n@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+eighteen\n 19\n 20\n"
        ),
        ("same\n", "same\n", ""),
    ])
    func unifiedDiffShowsTheChangedLines(old: String, new: String, hunks: String) {
        let diff = UnifiedDiff.make(old: Array(old.utf8), new: Array(new.utf8), path: "README.md")
        #expect(diff == "--- a/README.md\n+++ b/README.md\n" + hunks)
    }

    /// A diff takes time and memory for what changed, not for the product of the lengths: a
    /// table of lines squared would be 3.2 TB here.
    @Test func unifiedDiffOfALongFileWithOneChange() {
        let old = (1...200_000).map { "| `row\($0)` | Row \($0) |\n" }.joined()
        let new = old.replacingOccurrences(of: "| Row 100000 |", with: "| Row 10000O |")
        let diff = UnifiedDiff.make(old: Array(old.utf8), new: Array(new.utf8), path: "README.md")
        #expect(diff.hasPrefix("--- a/README.md\n+++ b/README.md\n@@ -99997,7 +99997,7 @@\n"))
        #expect(diff.contains("\n-| `row100000` | Row 100000 |\n+| `row100000` | Row 10000O |\n"))
    }
}

/// The cells whose plain text is read without a parse read as the parse reads them.
@Suite struct SimpleCellTextTests {
    @Test(arguments: ["`item00042`", "Item number 7", "iOS, macOS", "a@b.co", "https://example.com/x?y=1", "(a) 'b' \"c\" 50%", "#1"])
    func simpleCellsReadAsTheParseReadsThem(_ cell: String) throws {
        let simple = try #require(TableRenderer.simplePlainText(ofCell: cell))
        #expect(simple == TableRenderer.plainText(ofCell: cell))
    }

    @Test func randomCellsAgreeWithTheParse() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab Z9`*_[]<>!&~|\\ ,.;:-+/=()'\"?%#$@")
        var checked = 0
        for _ in 0..<3000 {
            let cell = String((0..<Int.random(in: 1...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            guard let simple = TableRenderer.simplePlainText(ofCell: cell) else { continue }
            checked += 1
            #expect(simple == TableRenderer.plainText(ofCell: cell), "\(cell)")
        }
        #expect(checked > 100)
    }

    @Test(arguments: ["*emphasis*", "` spaced `", "a | b", "[link](x)", "&amp;", "a\\|b", "``", "~~gone~~"])
    func markupIsLeftToTheParse(_ cell: String) {
        #expect(TableRenderer.simplePlainText(ofCell: cell) == nil)
    }
}
