import Foundation
import ShowcaseCatalog
import Testing

@Suite struct WebAddressTests {
    // MARK: Accepted

    /// Accepted inputs and the address each one loads.
    static let accepted: [(input: String, url: String)] = [
        ("example.com", "https://example.com"),
        ("  example.com \n", "https://example.com"),
        ("https://example.com", "https://example.com"),
        ("http://example.com/path?q=1", "http://example.com/path?q=1"),
        ("HTTPS://Example.com", "https://Example.com"),
        ("HtTp://example.com", "http://example.com"),
        ("www.apple.com/ipad/", "https://www.apple.com/ipad/"),
        ("example.com/search?q=a%20b#top", "https://example.com/search?q=a%20b#top"),
        ("example.com/go?to=https://x.com", "https://example.com/go?to=https://x.com"),
        ("localhost:8080", "https://localhost:8080"),
        ("example.com:8443/path", "https://example.com:8443/path"),
        ("https://example.com:8080/x", "https://example.com:8080/x"),
        ("http://localhost", "http://localhost"),
        ("http://127.0.0.1:3000", "http://127.0.0.1:3000"),
    ]

    @Test(arguments: accepted)
    func acceptsHTTPAddresses(_ input: String, _ expected: String) throws {
        let address = try #require(WebAddress(input), "rejected \(input.debugDescription)")
        #expect(address.url.absoluteString == expected)
        #expect(address.description == expected)
        #expect(["http", "https"].contains(address.url.scheme))
        #expect(address.url.host?.isEmpty == false)
    }

    // MARK: Rejected

    static let rejected: [String] = [
        "", "   ", "\n\t",
        "a b.com", "https://exa mple.com", "example.com/a b", "exam\tple.com", "https://x.com\u{0}",
        "ftp://x.com", "file:///etc/passwd", "file:/etc/passwd", "about:blank", "data:text/html,hi",
        "javascript:alert(1)", "JavaScript://%0Aalert(1)",
        "mailto:a@b.com", "mailto:someone@example.com", "tel:123",
        "https://", "http://", "https:///path", "//example.com", "https:example.com", "http:/example.com",
        "https://user:pw@x.com", "https://user@x.com", "https://@x.com", "user@example.com",
        "user:pw@example.com",
        "https://example.com:99999", "https://example.com:abc", "example.com:",
    ]

    @Test(arguments: rejected)
    func rejectsEverythingElse(_ input: String) {
        #expect(WebAddress(input) == nil, "accepted \(input.debugDescription)")
    }

    /// `mailto:a@b.com` must not be read as user "mailto" on host "b.com".
    @Test func mailtoIsNotReadAsUserInfo() {
        #expect(WebAddress("mailto:a@b.com") == nil)
        #expect(WebAddress("mailto:a@b.com")?.url.host != "b.com")
    }

    @Test func equalTextGivesEqualAddresses() {
        #expect(WebAddress("example.com") == WebAddress(" https://example.com "))
    }
}
