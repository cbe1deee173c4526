import ShowcaseCatalog
import Testing

@Suite struct DemoCategoryTests {
    @Test func thereAreFourToSixCategoriesInAFixedOrder() {
        #expect((4...6).contains(DemoCategory.allCases.count))
        #expect(
            DemoCategory.allCases == [
                .liquidGlass, .barsAndNavigation, .listsAndControls, .textWebAndIntelligence,
                .chartsSymbolsAndAnimation,
            ])
    }

    @Test func titlesAreUniqueAndIncludeChartsSymbolsAndAnimation() {
        let titles = DemoCategory.allCases.map(\.title)
        #expect(Set(titles).count == titles.count)
        #expect(titles.contains("Charts, Symbols & Animation"))
        #expect(DemoCategory.chartsSymbolsAndAnimation.title == "Charts, Symbols & Animation")
    }

    @Test(arguments: Platform.allCases, DemoCategory.allCases)
    func everyCategoryHasADemoOnEveryPlatform(_ platform: Platform, _ category: DemoCategory) {
        let catalog = ShowcaseCatalog(platform: platform)
        #expect(catalog.demos.contains { $0.category == category })
    }

    @Test(arguments: DemoCategory.allCases)
    func categoryDemosAreItsDemosInDisplayOrder(_ category: DemoCategory) {
        #expect(category.demos == ShowcaseDemo.allCases.filter { $0.category == category })
        #expect(!category.demos.isEmpty)
    }

    /// The enum lists demos grouped by category, so the flat list and the sections read the same.
    @Test func enumOrderFollowsCategoryOrder() {
        let grouped = DemoCategory.allCases.flatMap(\.demos)
        #expect(grouped == ShowcaseDemo.allCases)
    }
}
