import Testing

@testable import DocCheckKit

/// A finding with a long run of notes: the xcode reporter prints the first few and counts the
/// rest, the machine reporters give every one.
@Suite struct ReporterNoteTests {
    static func finding(notes count: Int) -> Diagnostic {
        LinkPathRule.finding(
            path: "README.md", location: .init(line: 3, column: 5), message: "m", notes: (1...count).map { "note \($0)" })
    }

    @Test func xcodeFoldsFortyNotesIntoTheFirstFiveAndACount() throws {
        let lines = XcodeReporter().report([Self.finding(notes: 40)]).split(separator: "\n")
        try #require(lines.count == 7)
        #expect(lines[0] == "README.md:3:5: error: [link-path] m")
        #expect(
            lines[1...5] == [
                "README.md:3:5: note: note 1", "README.md:3:5: note: note 2", "README.md:3:5: note: note 3",
                "README.md:3:5: note: note 4", "README.md:3:5: note: note 5",
            ])
        #expect(lines[6] == "README.md:3:5: note: and 35 more notes; --reporter json or sarif lists every one")
    }

    @Test func xcodePrintsEveryNoteOfAShortRun() {
        let five = XcodeReporter().report([Self.finding(notes: XcodeReporter.shownNotes)])
        #expect(five.split(separator: "\n").count == 6)
        #expect(!five.contains("more note"))
        let six = XcodeReporter().report([Self.finding(notes: XcodeReporter.shownNotes + 1)])
        #expect(six.hasSuffix("README.md:3:5: note: and 1 more note; --reporter json or sarif lists every one\n"))
    }

    @Test(arguments: ["json", "sarif", "github-actions"])
    func machineReportersGiveEveryNote(_ name: String) throws {
        let output = try #require(Reporters.named(name)).report([Self.finding(notes: 40)])
        for number in [1, 6, 39, 40] { #expect(output.contains("note \(number)"), "note \(number)") }
        #expect(!output.contains("more note"))
    }

    /// A translation that lacks many sections at one place: its message names as many of them
    /// as the xcode reporter prints notes, so both say how many more there are alike, once.
    @Test func aTranslationMissingTwelveSectionsCountsTheSameRestInItsMessageAndItsNotes() throws {
        let missing = (1...12).map { "## Part \($0)\n\nText \($0).\n\n" }.joined()
        let readme = TranslationAlignmentTests.readme.replacingOccurrences(of: "## Usage", with: missing + "## Usage")
        let german = TranslationAlignmentTests.german([
            TranslationAlignmentTests.highlights, TranslationAlignmentTests.install, TranslationAlignmentTests.usage,
            TranslationAlignmentTests.license,
        ])
        let finding = try #require(try TranslationAlignmentTests.findings(german, readme: readme).first { $0.notes.count == 12 })
        #expect(finding.message.hasSuffix(" and 7 more"), "\(finding.message)")
        let lines = XcodeReporter().report([finding]).split(separator: "\n")
        try #require(lines.count == 7)
        #expect(lines[6].hasSuffix(": note: and 7 more notes; --reporter json or sarif lists every one"), "\(lines[6])")
    }
}
