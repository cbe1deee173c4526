import Foundation
import ShowcaseCatalog
import Testing

@Suite struct RichTextFormatterTests {
    typealias Intent = RichTextFormatter.IntentAttribute

    /// "Hello brave new world" with nothing applied, and the range of "brave new".
    static func sample() throws -> (text: AttributedString, range: Range<AttributedString.Index>) {
        let text = AttributedString("Hello brave new world")
        let range = try #require(text.range(of: "brave new"))
        return (text, range)
    }

    @Test func stylesUseFoundationIntents() {
        #expect(RichTextFormatter.Style.bold.intent == .stronglyEmphasized)
        #expect(RichTextFormatter.Style.italic.intent == .emphasized)
        #expect(RichTextFormatter.Style.code.intent == .code)
    }

    @Test(arguments: RichTextFormatter.Style.allCases)
    func applyAddsTheStyleToTheRangeOnly(_ style: RichTextFormatter.Style) throws {
        var (text, range) = try Self.sample()
        RichTextFormatter.apply(style, to: &text, range: range)
        #expect(RichTextFormatter.isApplied(style, in: text, range: range))
        #expect(text[range].runs[Intent.self].allSatisfy { $0.0 == style.intent })
        let hello = try #require(text.range(of: "Hello"))
        let world = try #require(text.range(of: "world"))
        #expect(!RichTextFormatter.isApplied(style, in: text, range: hello))
        #expect(text[hello].runs[Intent.self].allSatisfy { $0.0 == nil })
        #expect(text[world].runs[Intent.self].allSatisfy { $0.0 == nil })
    }

    @Test(arguments: RichTextFormatter.Style.allCases)
    func removeTakesTheStyleAway(_ style: RichTextFormatter.Style) throws {
        var (text, range) = try Self.sample()
        text[range][Intent.self] = style.intent
        RichTextFormatter.remove(style, from: &text, range: range)
        #expect(!RichTextFormatter.isApplied(style, in: text, range: range))
        #expect(text == AttributedString("Hello brave new world"))
    }

    @Test(arguments: RichTextFormatter.Style.allCases)
    func togglingTwiceRestoresTheOriginal(_ style: RichTextFormatter.Style) throws {
        var (text, range) = try Self.sample()
        let world = try #require(text.range(of: "world"))
        text[world][Intent.self] = .strikethrough
        let original = text
        RichTextFormatter.toggle(style, in: &text, range: range)
        #expect(text != original)
        #expect(RichTextFormatter.isApplied(style, in: text, range: range))
        RichTextFormatter.toggle(style, in: &text, range: range)
        #expect(text == original)
    }

    @Test func toggleAppliesWhenOnlyPartOfTheRangeHasTheStyle() throws {
        var (text, range) = try Self.sample()
        let brave = try #require(text.range(of: "brave"))
        text[brave][Intent.self] = .stronglyEmphasized
        #expect(!RichTextFormatter.isApplied(.bold, in: text, range: range))
        RichTextFormatter.toggle(.bold, in: &text, range: range)
        #expect(RichTextFormatter.isApplied(.bold, in: text, range: range))
        RichTextFormatter.toggle(.bold, in: &text, range: range)
        #expect(text[range].runs[Intent.self].allSatisfy { $0.0 == nil })
    }

    @Test func otherIntentsOnTheRunsArePreserved() throws {
        var (text, range) = try Self.sample()
        let brave = try #require(text.range(of: "brave"))
        let new = try #require(text.range(of: "new"))
        text[brave][Intent.self] = [.emphasized, .strikethrough]
        text[new][Intent.self] = .code

        RichTextFormatter.apply(.bold, to: &text, range: range)
        #expect(text[brave].runs[Intent.self].allSatisfy { $0.0 == [.emphasized, .strikethrough, .stronglyEmphasized] })
        #expect(text[new].runs[Intent.self].allSatisfy { $0.0 == [.code, .stronglyEmphasized] })

        RichTextFormatter.remove(.italic, from: &text, range: range)
        #expect(text[brave].runs[Intent.self].allSatisfy { $0.0 == [.strikethrough, .stronglyEmphasized] })
        #expect(text[new].runs[Intent.self].allSatisfy { $0.0 == [.code, .stronglyEmphasized] })
    }

    @Test func stylesCombineIndependently() throws {
        var (text, range) = try Self.sample()
        RichTextFormatter.toggle(.bold, in: &text, range: range)
        RichTextFormatter.toggle(.italic, in: &text, range: range)
        RichTextFormatter.toggle(.bold, in: &text, range: range)
        #expect(RichTextFormatter.isApplied(.italic, in: text, range: range))
        #expect(!RichTextFormatter.isApplied(.bold, in: text, range: range))
    }

    @Test func emptyRangeHasNoStyleAndIsLeftAlone() {
        var text = AttributedString("Hello")
        let empty = text.startIndex..<text.startIndex
        #expect(!RichTextFormatter.isApplied(.bold, in: text, range: empty))
        RichTextFormatter.toggle(.bold, in: &text, range: empty)
        #expect(text == AttributedString("Hello"))
    }
}
