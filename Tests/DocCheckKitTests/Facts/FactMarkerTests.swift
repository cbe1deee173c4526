import Foundation
import Testing

@testable import DocCheckKit

/// Fact markers are read from the document's HTML, their values are written as the source
/// gives them, and nothing but a value's bytes is rewritten.
@Suite struct FactMarkerTests {
    static func markers(_ text: String) -> (markers: [FactMarker], problems: [FactMarkerProblem]) {
        FactMarkerScanner.markers(in: MarkdownDocument(path: "README.md", text: text))
    }

    @Test func aMarkedValueIsReadWithItsBytesAndColumn() throws {
        let text = "# P\n\nIt has <!-- doccheck:fact demos words -->sixteen<!-- doccheck:end-fact --> demos.\n"
        let (markers, problems) = Self.markers(text)
        #expect(problems.isEmpty)
        let marker = try #require(markers.first)
        #expect(marker.name == "demos" && marker.inWords && marker.value == "sixteen")
        #expect(marker.location == SourceLocation(line: 3, column: 42))
        #expect(String(decoding: Array(text.utf8)[marker.bytes], as: UTF8.self) == "sixteen")
    }

    @Test func aMarkerInCodeIsText() {
        let (markers, problems) = Self.markers(
            "# P\n\n`<!-- doccheck:fact demos -->1<!-- doccheck:end-fact -->`\n\n```\n<!-- doccheck:fact x -->\n```\n")
        #expect(markers.isEmpty && problems.isEmpty)
    }

    @Test(arguments: [
        ("# P\n\nIt has <!-- doccheck:fact demos -->16 demos.\n", 3),
        ("# P\n\nIt has <!-- doccheck:fact demos -->16\nmore<!-- doccheck:end-fact --> demos.\n", 3),
        ("# P\n\nIt has 16<!-- doccheck:end-fact --> demos.\n", 3),
        ("# P\n\nIt has <!-- doccheck:fact demos loud -->16<!-- doccheck:end-fact --> demos.\n", 3),
        ("# P\n\nIt has <!-- doccheck:fact -->16<!-- doccheck:end-fact --> demos.\n", 3),
        ("# P\n\nThe catalog\n<!-- doccheck:fact demos -->16<!-- doccheck:end-fact --> demos.\n", 4),
    ])
    func aBrokenMarkerIsOneProblemAtItsLine(_ text: String, line: Int) {
        let (markers, problems) = Self.markers(text)
        #expect(markers.isEmpty)
        #expect(problems.map(\.location.line) == [line], "\(problems)")
    }

    @Test func numbersAreWrittenInTheDocumentsLanguage() {
        #expect(FactPlan.written(.number(17), inWords: true, language: "en", like: "sixteen") == "seventeen")
        #expect(FactPlan.written(.number(17), inWords: true, language: "en", like: "Sixteen") == "Seventeen")
        #expect(FactPlan.written(.number(31), inWords: true, language: "de", like: "x") == "einunddreißig")
        #expect(FactPlan.written(.number(16), inWords: true, language: "tr", like: "on beş") == "on altı")
        #expect(FactPlan.written(.number(16), inWords: false, language: "de", like: "15") == "16")
        #expect(FactPlan.written(.text("1.2 s"), inWords: true, language: "de", like: "1.1 s") == "1.2 s")
        #expect(NumberWords.englishNumber("Thirty-one") == 31)
        #expect(NumberWords.englishNumber("many") == nil)
    }

    /// The English words doccheck writes itself are ICU's, number for number.
    @Test func englishWordsAreICUs() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en")
        for number in Array(0...1_200) + [1_999, 20_000, 21_021, 100_100, 999_999] {
            let icu = formatter.string(from: NSNumber(value: number))?.replacingOccurrences(of: "\u{AD}", with: "")
            #expect(NumberWords.english(number) == icu, "\(number)")
        }
        #expect(NumberWords.english(1_000_000) == nil)
        #expect(NumberWords.english(-1) == nil)
        #expect(NumberWords.spell(1_000_000, language: "en") == "one million")
    }

    @Test func aStaleValueIsTheOnlyChange() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# P\n\nIt has <!-- doccheck:fact rules -->1<!-- doccheck:end-fact --> rules\r\nand more.\n"
        ])
        let repository = try Repository(root: repo.root)
        let document = try #require(MarkdownDocument(path: "README.md", bytes: try repo.bytes("README.md")) as MarkdownDocument?)
        let plan = FactPlan(repository: repository, documents: [document], sources: ["rules": BuiltInFacts.all[0]]) { _ in "en" }
        let change = try #require(plan.files.first)
        let expected = "# P\n\nIt has <!-- doccheck:fact rules -->\(RuleRegistry.all.count)<!-- doccheck:end-fact --> rules\r\nand more.\n"
        #expect(change.new == Array(expected.utf8))
    }

    @Test func jsonPointersFollowRFC6901() throws {
        let node = try JSONParser.parse(Array(#"{"a": {"b/c": [1, {"~d": 7}]}}"#.utf8))
        guard case .number(let text)? = JSONPointer.resolve("/a/b~1c/1/~0d", in: node)?.value else {
            Issue.record("no value")
            return
        }
        #expect(text == "7")
        #expect(JSONPointer.resolve("/a/x", in: node) == nil)
        #expect(JSONPointer.resolve("a", in: node) == nil)
    }

    @Test func theTestListCountsTestsAndEverySuite() {
        let output = """
            Alpha.OneTests/first()
            Alpha.OneTests/second(_:)
            Alpha.Outer/Inner/third()
            Beta.TwoTests/testFourth
            warning: some text that is not a test
            """
        let counts = TestList.count(output)
        #expect(counts.tests == 4)
        // OneTests, Outer, Outer/Inner, TwoTests.
        #expect(counts.suites == 4)
    }

    @Test func aSourceThatCannotComputeIsSaidOnceForAllItsFacts() throws {
        let text =
            "# P\n\nA <!-- doccheck:fact mutate.caught -->1<!-- doccheck:end-fact --> and <!-- doccheck:fact mutate.run -->1<!-- doccheck:end-fact -->.\n"
        let repo = try TemporaryRepository(files: ["README.md": text])
        let report = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(report.diagnostics.filter { $0.ruleID == FactValueRule.id }.isEmpty, "\(report.diagnostics)")
        let said = report.checksNotRun.filter { $0.contains("mutate.caught") }
        #expect(said.count == 1 && said[0].contains("'mutate.run'"), "\(report.checksNotRun)")
    }
}
