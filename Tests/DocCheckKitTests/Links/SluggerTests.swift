import Foundation
import Testing

@testable import DocCheckKit

/// GitHub's heading anchors: github-slugger's 78 fixtures, whose expected values GitHub
/// itself rendered, run in order through one slugger as upstream runs them.
@Suite struct SluggerTests {
    /// The byte path for ASCII headings keeps and drops each ASCII character as the Unicode
    /// properties do.
    @Test func asciiHeadingsAreSluggedAsByTheirProperties() {
        for value in 0..<128 {
            let text = "Ab " + String(UnicodeScalar(UInt8(value))) + "9_-Z"
            #expect(Slugger.asciiSlug(text) == Slugger.unicodeSlug(text), "\(value)")
        }
        #expect(Slugger.asciiSlug("Café") == nil)
    }

    /// `../shared/fixtures/github-slugger/fixtures.json` beside the package root; a clone of
    /// the project alone does not have it, and then the conformance test is skipped.
    static let fixturesURL = PackageRoot.url.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/github-slugger/fixtures.json")
    static let fixturesExist = FileManager.default.fileExists(atPath: fixturesURL.path)

    @Test(.enabled(if: fixturesExist, "../shared/fixtures/github-slugger/fixtures.json is not beside the package"))
    func githubSluggerFixturesPassInOrder() throws {
        let data = try Data(contentsOf: Self.fixturesURL)
        let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: String]])
        #expect(cases.count == 78)
        var slugger = Slugger()
        for fixture in cases {
            let name = try #require(fixture["name"])
            let expected = try #require(fixture["expected"])
            var text = try #require(fixture["input"])
            if let markdown = fixture["markdownOverwrite"] {
                // The heading GitHub actually rendered, read the way documents are read.
                let heading = try #require(MarkdownDocument(path: "fixture.md", text: markdown).headings.first, "\(name)")
                text = heading.anchorText
            }
            #expect(slugger.slug(text) == expected, "\(name)")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var heading: String
        var anchor: String
        var testDescription: String { "'\(heading)' → '\(anchor)'" }
    }

    static let singleHeadings: [Case] = [
        Case(heading: "Quick start", anchor: "quick-start"),
        Case(heading: "⚠️ Warning", anchor: "\u{FE0F}-warning"),
        Case(heading: "Swift 6.2 & Linux", anchor: "swift-62--linux"),
        Case(heading: "`demo(withID:)`", anchor: "demowithid"),
        Case(heading: "Über uns", anchor: "über-uns"),
        Case(heading: "はじめに：概要", anchor: "はじめに概要"),
        Case(heading: "x² and ½", anchor: "x-and-"),
    ]

    @Test(arguments: singleHeadings) func slug(_ testCase: Case) {
        #expect(Slugger.slug(testCase.heading) == testCase.anchor)
    }

    @Test func duplicatesAreNumberedInDocumentOrder() {
        var slugger = Slugger()
        let anchors = ["Usage", "Usage", "Usage 1", "Usage"].map { slugger.slug($0) }
        #expect(anchors == ["usage", "usage-1", "usage-1-1", "usage-2"])
    }

    @Test func headingAnchorsLeaveOutImagesAltText() throws {
        let document = MarkdownDocument(path: "README.md", text: "# ![Logo](logo.png) Catalog\n\n## Use `find()` <kbd>now</kbd>\n")
        #expect(document.headings.map(\.anchorText) == [" Catalog", "Use find() now"])
        #expect(document.headings.map(\.text) == ["Logo Catalog", "Use find() now"])
        let index = AnchorIndex(document: document)
        #expect(index.anchors.map(\.name) == ["-catalog", "use-find-now"])
    }
}
