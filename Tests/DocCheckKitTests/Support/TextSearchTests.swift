import Foundation
import Testing

@testable import DocCheckKit

/// The byte searches the checks run before they make a string or run a pattern: each answers
/// as the naive search over the text does.
@Suite struct TextSearchTests {
    private func holds(_ text: String, _ needles: [String]) -> Bool {
        var text = text
        let set = NeedleSet(needles.map { Array($0.utf8) })
        return text.withUTF8 { $0.includesAny(ignoringASCIICase: set) }
    }

    /// What the needle set must say: any needle found in the text lowercased (ASCII letters only).
    private func naive(_ text: String, _ needles: [String]) -> Bool {
        let lowered = String(decoding: text.utf8.map(\.asciiLowercased), as: UTF8.self)
        return needles.contains { $0.isEmpty || lowered.includes($0) }
    }

    @Test(arguments: [
        ("The README has 16 Demos.", ["demos", "translations"], true),
        ("TRANSLATIONS: nine", ["demos", "translations"], true),
        ("sixteen demo", ["demos"], false),
        ("", ["demos"], false),
        ("demos", [], false),
        ("anything", [""], true),
        ("ends with rul", ["rules", "rul"], true),
        ("Ünïcödé démos", ["démos"], true),
        ("DÉMOS", ["démos"], false),
        ("dddemos", ["demos", "dd"], true),
        ("d", ["demos"], false),
    ])
    func needleSetFindsWhatTheNaiveSearchFinds(_ text: String, _ needles: [String], _ expected: Bool) {
        #expect(naive(text, needles) == expected)
        #expect(holds(text, needles) == expected)
    }

    @Test func needleSetOverManyTexts() {
        let needles = ["rule", "demos", "x", "ü-word"]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("rRuUlLeEdDmMoOsSxX ü-w".unicodeScalars)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
            #expect(holds(text, needles) == naive(text, needles), "\(text.debugDescription)")
        }
    }

    @Test func aDirectiveCommentIsReadOnlyWhereItSaysDoccheck() {
        #expect(DirectiveComment.read("<!-- doccheck: skip \"why\" -->") != nil)
        #expect(DirectiveComment.read("<!--\u{00A0}doccheck: skip \"why\" -->") != nil)
        #expect(DirectiveComment.read("<!-- doc check: skip -->") == nil)
        #expect(DirectiveComment.read("<div>doccheck:</div>") == nil)
    }
}
