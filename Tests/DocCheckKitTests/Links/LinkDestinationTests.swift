import Foundation
import Testing

@testable import DocCheckKit

/// How a link's destination is read: by bytes, as browsers and GitHub read addresses.
@Suite struct LinkDestinationTests {
    static let cases: [(raw: String, expected: LinkDestination)] = [
        ("", .empty),
        (" \n\t", .empty),
        ("https://example.com/a", .external(scheme: "https")),
        ("  HTTPS://example.com/a\n", .external(scheme: "https")),
        ("mailto:someone@example.com", .external(scheme: "mailto")),
        ("git+ssh://host/x", .external(scheme: "git+ssh")),
        ("x-y.z:thing", .external(scheme: "x-y.z")),
        ("//example.com/a", .external(scheme: "")),
        ("http//example.com", .external(scheme: "http")),
        ("HTTPS//example.com", .external(scheme: "https")),
        ("1ab:c", .local(path: "1ab:c", query: nil, fragment: nil)),
        ("a b:c", .local(path: "a b:c", query: nil, fragment: nil)),
        ("Docs/Guide.md", .local(path: "Docs/Guide.md", query: nil, fragment: nil)),
        ("Guide.md#installing-it", .local(path: "Guide.md", query: nil, fragment: "installing-it")),
        ("#top", .local(path: "", query: nil, fragment: "top")),
        ("a.md?plain=1#L10", .local(path: "a.md", query: "plain=1", fragment: "L10")),
        ("a.md#x?y", .local(path: "a.md", query: nil, fragment: "x?y")),
        ("My%20Notes.md#caf%C3%A9", .local(path: "My Notes.md", query: nil, fragment: "café")),
        ("100%.md", .local(path: "100%.md", query: nil, fragment: nil)),
        ("%FF.md", .local(path: "%FF.md", query: nil, fragment: nil)),
        ("Über.md#größe", .local(path: "Über.md", query: nil, fragment: "größe")),
        // A combining accent after `#` does not hide it.
        ("a.md#\u{301}x", .local(path: "a.md", query: nil, fragment: "\u{301}x")),
        ("é:x", .local(path: "é:x", query: nil, fragment: nil)),
    ]

    @Test func destinationsAreReadAsAddresses() {
        for (raw, expected) in Self.cases {
            #expect(LinkDestination(raw) == expected, "\(raw.debugDescription)")
        }
    }

    /// Link and alt text is compared with the vague phrases by bytes when it is ASCII; the
    /// result is what Character by Character gives.
    @Test func vagueTextNormalizingAgreesWithTheCharacters() {
        let pieces = [
            "Click", "HERE", "more", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{1C}", "\u{7F}", "\u{01}", ".", "!", "$", "+",
            "<", "^", "`", "|", "~", "_", "-", "(", ")", "7", "z", "@", "[", "\\",
        ]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...7)).map { _ in pieces.randomElement()! }.joined()
            #expect(VagueText.normalized(text) == VagueText.normalizedByCharacters(text), "\(text.debugDescription)")
        }
        #expect(VagueText.normalized("  Click   HERE! ") == "click here")
        #expect(VagueText.normalized("Hier klicken …") == "hier klicken")
    }

    /// The shortcut for printable ASCII ends drops what the Character definition drops.
    @Test func trimmingAgreesWithTheCharacters() {
        let pieces = [" ", "\t", "\n", "\r\n", "\u{0B}", "\u{1F}", "\u{85}", "\u{A0}", "\u{3000}", "a", "#", "\u{301}", "é", "~"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6)).map { _ in pieces.randomElement()! }.joined()
            var reference = Substring(text)
            while let first = reference.first, first.isWhitespace { reference.removeFirst() }
            while let last = reference.last, last.isWhitespace { reference.removeLast() }
            #expect(text.trimmingAllWhitespace() == String(reference), "\(text.debugDescription)")
        }
    }
}
