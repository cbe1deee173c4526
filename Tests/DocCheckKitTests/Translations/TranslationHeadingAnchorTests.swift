import Testing

@testable import DocCheckKit

/// An old translation whose sections stand in another order and whose content has drifted:
/// headings left untranslated, or translated where their subsections are not, still say
/// which section of the README each one is.
@Suite struct TranslationHeadingAnchorTests {
    typealias Alignment = TranslationAlignmentTests

    static let readme = """
        # Kit

        [中文](Translations/README.de.md)

        ## Features

        - 3 widgets, `Widget` for iOS 15.

        ## Key features

        Made in a [storyboard](https://example.com/kit/storyboard).

        ## How to install

        ### [CocoaPods](https://cocoapods.org)

        Add `pod 'Kit', '~> 6.1'` to your Podfile.

        ### [Carthage](https://github.com/Carthage/Carthage)

        Add `github "example/kit"` to your Cartfile.

        ## Usage

        ```swift
        let widget = Widget()
        ```

        ## Examples

        See the [examples](https://example.com/kit/examples).

        ## FAQ

        Ask on the [forum](https://example.com/kit/forum).

        ## Inspirations / Credits

        Thanks to [Ada](https://example.com/ada).

        """

    /// The installation, moved to the end, with its sections' content older than the README's.
    static let chinese = """
        [English](../README.md)

        # Kit

        ## 功能

        - 3 个组件，`Widget`，iOS 15。

        ## 用法

        ```swift
        let widget = Widget()
        ```

        ## 示例

        见[示例](https://example.com/kit/examples)。

        ## 常见问题

        请在[论坛](https://example.com/kit/forum)提问。

        ## Inspirations & Credits

        感谢 Ada。

        ## 怎样安装

        ### CocoaPods

        在 Podfile 中添加 `pod 'Kit'`。

        ### Carthage

        在 Cartfile 中添加 `github "example/kit" ~> 5.0`。

        """

    /// 'Inspirations & Credits' is 'Inspirations / Credits' and the plain 'CocoaPods' and
    /// 'Carthage' are the README's linked ones, though what they hold differs; the
    /// installation, which holds only its subsections, is matched by them and is one move;
    /// 'Key features', missing, belongs before the next section that did not move.
    @Test func headingsWithTheSameWordsPairAndAMovedParentIsOneFinding() throws {
        let findings = try Alignment.findings(Self.chinese, readme: Self.readme)
        let line = { (text: String) in try Alignment.line(text, in: Self.chinese) }
        Alignment.expect(
            findings,
            [
                ("translation-headings", try line("## 用法"), "section 'Key features' of README.md is missing"),
                ("translation-links", try line("## Inspirations"), "links to 'https://example.com/ada'"),
                (
                    "translation-headings", try line("## 怎样安装"),
                    "README.md's section 'How to install' is moved: README.md has it after 'Key features', this translation after 'Inspirations & Credits'"
                ),
                ("translation-links", try line("### CocoaPods"), "links to 'https://cocoapods.org'"),
                ("translation-links", try line("### Carthage"), "links to 'https://github.com/Carthage/Carthage'"),
            ])
    }

    /// The README's language switcher as a heading is no section the translation lacks.
    @Test func aSwitcherHeadingIsNoSection() throws {
        let readme = Alignment.readme.replacingOccurrences(
            of: "[Deutsch](Translations/README.de.md)", with: "## [🇩🇪 Deutsch](Translations/README.de.md)")
        let german = Alignment.german([Alignment.highlights, Alignment.install, Alignment.usage, Alignment.license])
        Alignment.expect(try Alignment.findings(german, readme: readme), [])
    }

    /// The installation moved past many sections, where the in-order alignment paired its
    /// place with a section that shares one feature with it ('How to contribute' against
    /// '怎样安装' in IBAnimatable's old README): the README's installation, which shares its
    /// subsections' names, takes it back as one move.
    @Test func aWeakPairInOrderGivesWayToAMovedParent() {
        func profile(_ level: Int, _ title: String, _ features: [String], subsections: Set<String> = []) -> SectionProfile {
            var profile = SectionProfile(level: level, features: Dictionary(features.map { (SectionProfile.Feature($0), 1) }, uniquingKeysWith: +))
            profile.title = SectionProfile.folded(title)
            profile.subsections = subsections
            return profile
        }
        let others = (1...5).map { profile(2, "Part \($0)", ["number \($0)"]) }
        let othersTranslated = (1...5).map { profile(2, "Teil \($0)", ["number \($0)"]) }
        let source =
            [SectionProfile(level: 0), profile(2, "How to install", ["pod", "cartfile"], subsections: ["cocoapods", "carthage"])]
            + [profile(3, "CocoaPods", ["pod"]), profile(3, "Carthage", ["cartfile"])] + others
            + [profile(2, "How to contribute", ["issues", "forum"])]
        let translation =
            [SectionProfile(level: 0)] + othersTranslated
            + [
                profile(2, "怎样安装", ["issues", "pod", "old cartfile"], subsections: ["cocoapods", "carthage"]),
                profile(3, "CocoaPods", ["pod", "issues"]), profile(3, "Carthage", ["old cartfile"]),
            ]
        let alignment = SectionAlignment(source, translation)
        let moved = alignment.groups.filter(\.isMoved).map { [$0.sourcePair, $0.translationPair] }
        #expect(moved == [[0, 5]], "\(alignment.groups)")
        #expect(alignment.translationSection(of: 1) == 6)
        #expect(alignment.translationSection(of: 2) == 7)
        #expect(alignment.translationSection(of: 8) == nil, "'How to contribute' is missing")
    }
}
