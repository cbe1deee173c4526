import Testing

@testable import DocCheckKit

/// DocC's names, made as swift-docc makes them.
@Suite struct DocCNamesTests {
    /// swift-docc's expectations for `urlReadableFragment`, made once and twice.
    @Test(arguments: CatalogLinkTests.swiftDocCFragments) func fragment(_ testCase: CatalogLinkTests.Case) {
        #expect(DocCNames.fragment(testCase.text) == testCase.expected)
        #expect(DocCNames.fragment(DocCNames.fragment(testCase.text)) == testCase.expected)
    }

    /// The anchors `docc convert` wrote for headings of these texts. Not every one is its own
    /// fragment: `Intro--setup` made again is `Intro-setup`.
    @Test(arguments: CatalogLinkTests.convertedFragments) func convertedFragment(_ testCase: CatalogLinkTests.Case) {
        #expect(DocCNames.fragment(testCase.text) == testCase.expected)
    }

    @Test(arguments: CatalogLinkTests.articleNames) func articleName(_ testCase: CatalogLinkTests.Case) {
        #expect(DocCNames.articleName(fileName: testCase.text) == (testCase.expected.removingPercentEncoding ?? testCase.expected))
    }
}
