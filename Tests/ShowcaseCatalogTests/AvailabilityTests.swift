import ShowcaseCatalog
import Testing

@Suite struct AvailabilityTests {
    // MARK: Platforms

    @Test func platformsAreIOSThenMacOS() {
        #expect(Platform.allCases == [.iOS, .macOS])
        #expect(Platform.allCases.map(\.name) == ["iOS", "macOS"])
        #expect("\(Platform.macOS)" == "macOS")
    }

    /// The tab bar demo (minimize behavior and bottom accessory) and the section index use
    /// APIs that exist on iOS and iPadOS only.
    @Test func exactlyTheIPhoneOnlyAPIsAreIOSOnly() {
        let iOSOnly = ShowcaseDemo.allCases.filter { $0.platforms == [.iOS] }
        #expect(iOSOnly == [.tabBarMinimize, .sectionIndex])
    }

    @Test(arguments: ShowcaseDemo.allCases)
    func platformsAreOrderedAndNeverEmpty(_ demo: ShowcaseDemo) {
        #expect(!demo.platforms.isEmpty)
        #expect(demo.platforms == Platform.allCases.filter(demo.platforms.contains))
        #expect(demo.platforms.contains(.iOS))
        for platform in Platform.allCases {
            #expect(demo.isAvailable(on: platform) == demo.platforms.contains(platform))
        }
    }

    @Test func iOSCatalogListsAllSixteenDemosInOrder() {
        #expect(ShowcaseCatalog(platform: .iOS).demos == ShowcaseDemo.allCases)
    }

    @Test func macOSCatalogListsFourteenDemosInOrder() {
        let demos = ShowcaseCatalog(platform: .macOS).demos
        #expect(demos.count == 14)
        #expect(demos == ShowcaseDemo.allCases.filter { $0.platforms.contains(.macOS) })
        #expect(!demos.contains(.tabBarMinimize))
        #expect(!demos.contains(.sectionIndex))
    }

    // MARK: Requirements

    @Test(arguments: ShowcaseDemo.allCases)
    func requirementsAreStatedHonestly(_ demo: ShowcaseDemo) {
        let expected: [ShowcaseDemo: [Requirement]] = [
            .webView: [.networkConnection],
            .foundationModels: [.appleIntelligence],
            .tabBarMinimize: [.iOS26Point1],
        ]
        #expect(demo.requirements == expected[demo, default: []])
    }

    @Test func requirementsReadAsPlainText() {
        #expect(Requirement.networkConnection.description == "Network connection")
        #expect(Requirement.appleIntelligence.description == "Apple Intelligence")
        #expect(Requirement.iOS26Point1.description == "iOS 26.1")
        #expect("\(Requirement.iOS26Point1)" == "iOS 26.1")
    }
}
