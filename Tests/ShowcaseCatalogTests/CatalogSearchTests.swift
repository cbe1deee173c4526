import Testing

@testable import ShowcaseCatalog

@Suite struct CatalogSearchTests {
    let iOS = ShowcaseCatalog(platform: .iOS)
    let macOS = ShowcaseCatalog(platform: .macOS)

    // MARK: Queries the brief requires

    @Test func glassButtonFindsOnlyTheGlassButtonsDemo() {
        #expect(iOS.demos(matching: "glass button") == [.glassButtons])
        #expect(macOS.demos(matching: "glass button") == [.glassButtons])
    }

    @Test(arguments: Platform.allCases)
    func symbolFindsOnlyTheChartsSymbolsAndAnimationSection(_ platform: Platform) throws {
        let sections = ShowcaseCatalog(platform: platform).sections(matching: "symbol")
        let section = try #require(sections.first)
        #expect(sections.count == 1)
        #expect(section.category.title == "Charts, Symbols & Animation")
        #expect(section.demos.contains(.symbolDrawOn))
    }

    @Test(arguments: Platform.allCases)
    func webViewIsFoundByItsIdentifier(_ platform: Platform) {
        #expect(ShowcaseCatalog(platform: platform).demo(withID: "webView") == .webView)
    }

    // MARK: Matching rules

    @Test func searchIgnoresCase() {
        #expect(iOS.demos(matching: "GLASS BUTTON") == [.glassButtons])
        #expect(iOS.demos(matching: "gLaSs") == [.glassButtons, .glassVariants, .glassMorphing])
    }

    @Test func searchIgnoresDiacriticsInTheQuery() {
        #expect(iOS.demos(matching: "Glàss") == [.glassButtons, .glassVariants, .glassMorphing])
        #expect(iOS.demos(matching: "Glàss Bùttön") == [.glassButtons])
    }

    @Test func searchIgnoresDiacriticsInTheSearchedText() {
        #expect(SearchQuery("resume cafe").matches("Résumé of the Café"))
        #expect(SearchQuery("RÉSUMÉ").matches("resume"))
        #expect(!SearchQuery("resume tea").matches("Résumé of the Café"))
    }

    @Test func everyWordMustMatch() {
        #expect(iOS.demos(matching: "glass clear") == [.glassVariants])
        #expect(iOS.demos(matching: "glass chart").isEmpty)
    }

    @Test func searchLooksInTitlesSummariesAndAPIs() {
        #expect(iOS.demos(matching: "Shrinks") == [.tabBarMinimize])
        #expect(iOS.demos(matching: "mini player") == [.tabBarMinimize])
        #expect(iOS.demos(matching: "concentric") == [.concentricShapes])
        #expect(iOS.demos(matching: "safeAreaBar") == [.scrollEdgeEffect])
        #expect(iOS.demos(matching: "listSectionIndexVisibility(_:)") == [.sectionIndex])
    }

    @Test func searchOnlyListsDemosOfTheCatalogsPlatform() {
        #expect(iOS.demos(matching: "section index") == [.sectionIndex])
        #expect(macOS.demos(matching: "section index").isEmpty)
    }

    @Test(arguments: ["", " ", "  \t\n "])
    func blankQueryMatchesEverything(_ query: String) {
        #expect(iOS.demos(matching: query) == iOS.demos)
        #expect(macOS.demos(matching: query) == macOS.demos)
    }

    @Test func unknownWordMatchesNothing() {
        #expect(iOS.demos(matching: "zeppelin").isEmpty)
        #expect(iOS.sections(matching: "zeppelin").isEmpty)
    }

    // MARK: Sections

    @Test(arguments: Platform.allCases)
    func blankQuerySectionsFollowCategoryOrder(_ platform: Platform) {
        let catalog = ShowcaseCatalog(platform: platform)
        let sections = catalog.sections(matching: "")
        #expect(sections.map(\.category) == DemoCategory.allCases)
        #expect(sections.flatMap(\.demos) == catalog.demos)
        #expect(sections.allSatisfy { section in section.demos.allSatisfy { $0.category == section.category } })
    }

    @Test func sectionsDropCategoriesWithoutMatches() {
        let sections = iOS.sections(matching: "shape")
        #expect(
            sections == [
                CatalogSection(category: .liquidGlass, demos: [.glassMorphing, .concentricShapes]),
                CatalogSection(category: .chartsSymbolsAndAnimation, demos: [.animatableMacro]),
            ])
    }

    // MARK: Lookup

    @Test(arguments: ["", "nope", "WebView", "webview", " webView"])
    func unknownIdentifierFindsNothing(_ id: String) {
        #expect(iOS.demo(withID: id) == nil)
    }

    @Test(arguments: ShowcaseDemo.allCases)
    func lookupRespectsTheCatalogsPlatform(_ demo: ShowcaseDemo) {
        #expect(iOS.demo(withID: demo.id) == demo)
        #expect(macOS.demo(withID: demo.id) == (demo.isAvailable(on: .macOS) ? demo : nil))
    }

    @Test func iOSOnlyDemoIsNotFoundOnMacOS() {
        #expect(macOS.demo(withID: "tabBarMinimize") == nil)
        #expect(macOS.demo(withID: "sectionIndex") == nil)
        #expect(iOS.demo(withID: "tabBarMinimize") == .tabBarMinimize)
    }
}
