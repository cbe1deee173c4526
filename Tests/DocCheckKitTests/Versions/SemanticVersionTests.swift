import Testing

@testable import DocCheckKit

/// Versions are read strictly where SwiftPM needs X.Y.Z, and compared by semantic versioning's rules.
@Suite struct SemanticVersionTests {
    @Test(arguments: ["2.0.0", "10.20.30", "2.1.0-beta.1", "1.0.0+build.5"])
    func readsSemanticVersions(_ text: String) throws {
        let version = try #require(SemanticVersion(text))
        #expect(version.description == text.split(separator: "+")[0].description)
    }

    @Test(arguments: ["2.0", "v2.0.0", "2", "02.0.0", "2.0.0.0", "2.0.0-", "two", ""])
    func rejectsOtherText(_ text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test func tagsMayStartWithV() {
        #expect(SemanticVersion(tag: "v2.0.0") == SemanticVersion(2, 0, 0))
        #expect(SemanticVersion(tag: "2.0.0") == SemanticVersion(2, 0, 0))
        #expect(SemanticVersion(tag: "release-2") == nil)
    }

    @Test func ordersByPrecedence() throws {
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0", "1.2.0", "2.0.0", "10.0.0"]
        let versions = try ordered.map { try #require(SemanticVersion($0)) }
        #expect(versions.sorted() == versions)
        #expect(versions.shuffled().sorted() == versions)
        #expect(SemanticVersion(2, 3, 4).nextMajor == SemanticVersion(3, 0, 0))
        #expect(SemanticVersion(2, 3, 4).nextMinor == SemanticVersion(2, 4, 0))
    }

    @Test func versionNumbersIgnoreTrailingZeros() throws {
        #expect(VersionNumber("26") == VersionNumber("26.0"))
        #expect(VersionNumber("26.1") != VersionNumber("26"))
        #expect(try #require(VersionNumber("6.2")) < #require(VersionNumber("6.10")))
        #expect(try #require(VersionNumber("26")) > #require(VersionNumber("16.4")))
        #expect(VersionNumber("26.x") == nil)
        #expect(Set([VersionNumber("26"), VersionNumber("26.0.0")]).count == 1)
    }

    /// A part is ASCII digits, at most 18 of them: `\d` also matches "٢", which `Int` does not
    /// read (the part was dropped), and 2^63 does not fit (the part was dropped, then an index
    /// or the next major overflowed).
    @Test func partsAreAsciiNumbersOfAtMost18Digits() {
        #expect(VersionNumber("99999999999999999999") == nil)
        #expect(VersionNumber("1.99999999999999999999") == nil)
        #expect(VersionNumber("٢") == nil)
        #expect(VersionNumber("1.٢") == nil)
        #expect(VersionNumber("999999999999999999")?.parts == [999_999_999_999_999_999])
        #expect(SemanticVersion("9223372036854775807.0.0") == nil)
        #expect(SemanticVersion("1.0.1000000000000000000-beta") == nil)
        #expect(SemanticVersion("999999999999999999.0.0")?.nextMajor == SemanticVersion(1_000_000_000_000_000_000, 0, 0))
    }
}
