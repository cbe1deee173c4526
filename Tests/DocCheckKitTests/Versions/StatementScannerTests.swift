import Foundation
import Testing

@testable import DocCheckKit

/// The byte-level scanner behind `stated-minimum`: where a mention starts and ends, which
/// sentence it belongs to, and the text helpers it leans on.
@Suite struct StatementScannerTests {
    func mentions(_ text: String) -> [String] {
        StatementScanner.mentions(text).map { "\($0.subject) \($0.version) @\($0.offset)\($0.plus ? " +" : "")" }
    }

    /// A badge's words are made the subjects' spelling by bytes; the pattern and the
    /// case-insensitive comparison they replaced are the reference.
    @Test func badgeWordsTakeTheSubjectsSpellingAsThePatternDid() {
        func byPattern(_ text: String) -> String {
            text.replacing(#/[A-Za-z0-9_]+/#) { match in
                let word = String(match.0)
                return StatementScanner.subjects.keys.first { $0.caseInsensitiveCompare(word) == .orderedSame } ?? word
            }
        }
        let texts = [
            "swift 5.9", "IOS 13", "platforms ios 26 | MACOS 26", "XCODE-26.1-blue", "ipados_17", "Swift5.9", "iOSs 13",
            "mac catalyst 14", "tvos/watchOS/VisionOS", "", "-", "Xcode 26 以降", "Ñandú iOS", "swift-6.2-orange?logo=swift", "iOS13+",
        ]
        for text in texts {
            #expect(StatementScanner.canonicalNames(text) == byPattern(text), "\(text)")
        }
    }

    @Test func mentionsNeedAWordStartSpacesAndAVersion() {
        #expect(mentions("Xcode 26.1") == ["Xcode 26.1 @0"])
        #expect(mentions("iPadOS 26 and macOS\u{00A0}26.0.1+") == ["iOS 26 @0", "macOS 26.0.1 @14 +"])
        #expect(mentions("MyXcode 26, Swift26, SwiftUI 6, Xcode  26") == ["Xcode 26 @32"])
        #expect(mentions("Xcode 26x") == [], "a letter runs on from the version")
        #expect(mentions("Swift 6.2x") == ["Swift 6 @0"], "the longest version that no letter follows")
        #expect(mentions("Xcode 26.1.2.3") == ["Xcode 26.1.2 @0"])
        #expect(mentions("要求Xcode 26.1以降") == ["Xcode 26.1 @6"], "CJK characters do not join words")
        #expect(mentions("Xcode") == [] && mentions("") == [] && mentions("Xcode ") == [])
    }

    @Test func headingsNameReleaseLines() {
        func named(_ text: String) -> [String] {
            StatementScanner.namedReleases(inHeading: text).map { "\($0.version)\($0.andLater ? "+" : "")" }
        }
        #expect(named("Kit 7.0") == ["7.0"] && named("Version 8") == ["8"] && named("v2") == ["2"] && named("2.x") == ["2"])
        #expect(named("Kit 7.0+") == ["7.0+"] && named("Kit 7.0 and later") == ["7.0+"] && named("Kit 6.x – 7.x") == ["6", "7"])
        #expect(named("Kit 2.0 (iOS 26+)") == ["2.0"])
        #expect(named("iOS 13.0+ / Mac Catalyst 13.0") == [] && named("Swift 5.9") == [])
        #expect(named("2.1 Platforms") == [] && named("Kit 7") == [] && named("Requirements") == [])
        let release = SemanticVersion(2, 1, 0)
        #expect(StatementScanner.NamedRelease(version: VersionNumber("2.0")!).includes(release))
        #expect(!StatementScanner.NamedRelease(version: VersionNumber("1.0")!).includes(release))
        #expect(StatementScanner.NamedRelease(version: VersionNumber("1.0")!, andLater: true).includes(release))
        #expect(StatementScanner.NamedRelease(version: VersionNumber("3")!).isNewer(than: release))
        #expect(!StatementScanner.NamedRelease(version: VersionNumber("0.4")!).includes(SemanticVersion(0, 5, 0)))
    }

    @Test func statementsScopedToAFeature() {
        let text = """
            # Kit

            - (SwiftUI) iOS 14.0+ / macOS 11.0+
            - (iOS 13) watchOS 6.0+

            Xcode 11+ is required to build Kit using Swift Package Manager. Xcode 10.0 or later is needed to use it.

            """
        let statements = StatementScanner.statements(in: MarkdownDocument(path: "README.md", text: text))
        #expect(
            statements.map { "\($0.subject) \($0.scope ?? "-") \($0.list.map(\.description) ?? "-")" } == [
                "iOS SwiftUI 3:1", "macOS SwiftUI 3:1", "watchOS - 3:1", "Xcode to build Kit using Swift Package Manager -", "Xcode - -",
            ])
        #expect(StatementScanner.featureClause("Needs iOS 15 or later to build.") == nil)
        #expect(StatementScanner.featureClause("Needs iOS 15 or later to use this feature.") == "to use this feature")
        #expect(StatementScanner.featureClause("Needs iOS 15 or later for using the widgets") == "for using the widgets")
        #expect(StatementScanner.featureClause("Needs iOS 15 or later to use the package.") == nil)
    }

    /// An example app's minimum, one inside a condition on the reader's app and one stated with
    /// another package have a scope; a recommended version and a heading of a manifest syntax
    /// state nothing.
    @Test func statementsOfAnotherSubjectOrKind() {
        func scopes(_ text: String) -> [String] {
            StatementScanner.statements(in: MarkdownDocument(path: "README.md", text: "# Kit\n\n" + text + "\n")).map {
                "\($0.subject) \($0.version) \($0.scope ?? "-")"
            }
        }
        #expect(
            scopes("Kit targets iOS 13 and above. (Note that the example app requires at least iOS 14.)") == [
                "iOS 13 -", "iOS 14 the example app",
            ])
        #expect(scopes("The demo needs iOS 14+. For example, Xcode 15 or later.") == ["iOS 14 The demo", "Xcode 15 -"])
        #expect(
            scopes("> If you support iOS 15+/macOS 12+ only, try the system view. Kit needs iOS 13+.") == [
                "iOS 15 If you support iOS 15+/macOS 12+ only", "macOS 12 If you support iOS 15+/macOS 12+ only", "iOS 13 -",
            ])
        #expect(
            scopes("* macOS 10.9+; (iOS 12+ or watchOS 6+ with [OtherKit](https://example.com))") == [
                "macOS 10.9 -", "iOS 12 with OtherKit", "watchOS 6 with OtherKit",
            ])
        #expect(scopes("* (iOS 12+ with full support) (iOS 13+ with Xcode 15+)") == ["iOS 12 -", "iOS 13 -", "Xcode 15 -"])
        #expect(scopes("- Xcode 15.0 or newer, Xcode 16 recommended.") == ["Xcode 15.0 -"])
        #expect(
            scopes("Swift 5.9+ (Xcode 16+ preferred), Xcode 16.1+ (recommended), Xcode 15 or later (latest suggested)") == [
                "Swift 5.9 -", "Xcode 15 -",
            ])
        #expect(scopes("#### Swift 5.4 and newer (`swift-tools-version:5.4`)").isEmpty)
        #expect(scopes("#### Swift 5.4 and newer") == ["Swift 5.4 -"])
        #expect(StatementScanner.namedReleases(inHeading: "Swift 5.4 and newer (swift-tools-version:5.4)").isEmpty)
    }

    @Test func sentencesEndAtPunctuationThenSpaceOrAtIdeographicStops() {
        let bytes = Array("One. Two!Three? 四。五".utf8)
        #expect(StatementScanner.sentenceStarts(bytes) == [0, 4, 15, 22])
        #expect(StatementScanner.sentenceStarts([]) == [0])
        #expect(StatementScanner.sentenceStarts(Array("v1.2 ok.".utf8)) == [0])
    }

    @Test func aMinimumMarkerCountsOnlyInTheMentionsSentence() {
        let document = MarkdownDocument(path: "README.md", text: "# Kit\n\nThe demos use iOS 26. Kit needs Xcode 26.1 or later.\n")
        #expect(StatementScanner.statements(in: document).map { "\($0.subject) \($0.version)" } == ["Xcode 26.1"])
    }

    @Test func includesComparesBytes() {
        #expect("https://example.com".includes("://"))
        #expect(!"a@b".includes("://"))
        #expect("x".includes(""))
        #expect(!"ab".includes("abc"))
        #expect("abc".includes("abc") && "abc".includes("bc") && "ab".includes("b"), "a match may end the text")
        #expect(!"abd".includes("bc") && !"a".includes("b"))
        #expect("日本語のテキスト".includes("テキ"))
        #expect(Substring("<!-- doccheck:disable-next-line -->").includes("disable-next-line"))
    }

    @Test func trimmingKeepsTheMiddleAndReturnsCleanTextAsIs() {
        #expect(" \t\r\n a b \u{3000}\n".trimmingAllWhitespace() == "a b")
        #expect("a b".trimmingAllWhitespace() == "a b")
        #expect("a b \n".trimmingAllWhitespace() == "a b", "space at the end only")
        #expect("\u{3000} a".trimmingAllWhitespace() == "a", "space at the start only")
        #expect(" \n\t".trimmingAllWhitespace() == "")
        #expect("".trimmingAllWhitespace() == "")
    }

    @Test func linesByByteCutLikeSplitWithoutCarriageReturns() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "e\u{301}", "👍🏽", "\n", "\n\n", " ", "日本", "\t"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(text.linesByByte() == text.split(separator: "\n", omittingEmptySubsequences: false), "\(text.debugDescription)")
        }
        #expect("a\r\nb".linesByByte() == ["a\r", "b"], "a line feed after a carriage return cuts too")
        #expect("".linesByByte() == [""] && "\n".linesByByte() == ["", ""])
    }
}
