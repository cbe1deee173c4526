import Foundation
import ShowcaseCatalog
import Testing

@Suite struct ShowcaseDemoTests {
    // MARK: Cases and identifiers

    @Test func thereAreExactlySixteenDemos() {
        #expect(ShowcaseDemo.allCases.count == 16)
    }

    /// The compiler keeps raw values unique; a file system that ignores case (macOS's, by
    /// default) and a URL fragment compared without case do not, so ids must differ in more
    /// than case.
    @Test func identifiersDifferInMoreThanCase() {
        let ids = ShowcaseDemo.allCases.map { $0.id.lowercased() }
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: ShowcaseDemo.allCases)
    func identifierIsTheLowerCamelCaseCaseName(_ demo: ShowcaseDemo) {
        #expect(demo.rawValue == String(describing: demo))
        #expect(demo.rawValue.wholeMatch(of: /[a-z][a-zA-Z0-9]*/) != nil)
    }

    @Test func requiredDemosExistUnderTheirStableIdentifiers() {
        let required = [
            "glassButtons", "glassVariants", "glassMorphing", "tabBarMinimize", "concentricShapes",
            "toolbarSpacer", "scrollEdgeEffect", "richText", "webView", "chart3D", "symbolDrawOn",
            "animatableMacro", "foundationModels", "sectionIndex",
        ]
        for id in required {
            #expect(ShowcaseDemo(rawValue: id) != nil, "missing \(id)")
        }
    }

    // MARK: Text metadata

    @Test(arguments: ShowcaseDemo.allCases)
    func titleIsShortAndInTitleCase(_ demo: ShowcaseDemo) throws {
        let words = demo.title.split(separator: " ")
        #expect((1...4).contains(words.count))
        for word in words where !["&", "and", "of", "with"].contains(word) {
            let first = try #require(word.first)
            #expect(first.isUppercase || first.isNumber, "\(demo.title)")
        }
    }

    @Test func titlesAreUnique() {
        let titles = ShowcaseDemo.allCases.map(\.title)
        #expect(Set(titles).count == titles.count)
    }

    @Test(arguments: ShowcaseDemo.allCases)
    func summaryIsOneSentenceEndingWithAPeriod(_ demo: ShowcaseDemo) throws {
        let summary = demo.summary
        let first = try #require(summary.first)
        #expect(first.isUppercase)
        #expect(summary.hasSuffix("."))
        #expect(summary.filter { ".!?".contains($0) }.count == 1, "\(summary)")
        #expect(!summary.contains("|"))
        #expect(!summary.contains("`"))
        #expect(!summary.contains("\n"))
    }

    @Test(arguments: ShowcaseDemo.allCases)
    func everyDemoListsWellFormedAPIs(_ demo: ShowcaseDemo) {
        #expect(!demo.apis.isEmpty)
        #expect(Set(demo.apis).count == demo.apis.count)
        for api in demo.apis {
            #expect(!api.isEmpty)
            #expect(!api.contains("|"), "\(api)")
            #expect(!api.contains("`"), "\(api)")
            #expect(!api.contains { $0.isWhitespace }, "\(api)")
        }
    }

    @Test(arguments: ShowcaseDemo.allCases)
    func systemImageLooksLikeAnSFSymbolName(_ demo: ShowcaseDemo) {
        #expect(demo.systemImage.wholeMatch(of: /[a-z0-9]+(\.[a-z0-9]+)*/) != nil)
    }

    @Test func demosShowTheAPIsTheBriefNames() {
        #expect(ShowcaseDemo.glassButtons.apis.contains("GlassButtonStyle"))
        #expect(ShowcaseDemo.glassButtons.apis.contains("GlassProminentButtonStyle"))
        #expect(ShowcaseDemo.glassVariants.apis.contains("Glass.clear"))
        #expect(ShowcaseDemo.glassVariants.apis.contains("glassEffect(_:in:)"))
        #expect(ShowcaseDemo.glassMorphing.apis.contains("GlassEffectContainer"))
        #expect(ShowcaseDemo.glassMorphing.apis.contains("glassEffectID(_:in:)"))
        #expect(ShowcaseDemo.tabBarMinimize.apis.contains("tabBarMinimizeBehavior(_:)"))
        #expect(ShowcaseDemo.tabBarMinimize.apis.contains("tabViewBottomAccessory(isEnabled:content:)"))
        #expect(ShowcaseDemo.toolbarSpacer.apis.contains("ToolbarSpacer"))
        #expect(ShowcaseDemo.scrollEdgeEffect.apis.contains("scrollEdgeEffectStyle(_:for:)"))
        #expect(ShowcaseDemo.webView.apis.contains("WebPage"))
        #expect(ShowcaseDemo.chart3D.apis.contains("SurfacePlot"))
        #expect(ShowcaseDemo.symbolDrawOn.apis.contains("DrawOnSymbolEffect"))
        #expect(ShowcaseDemo.animatableMacro.apis.contains("Animatable()"))
        #expect(ShowcaseDemo.foundationModels.apis.contains("LanguageModelSession"))
        #expect(ShowcaseDemo.sectionIndex.apis.contains("listSectionIndexVisibility(_:)"))
    }
}
