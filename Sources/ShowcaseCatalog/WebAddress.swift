import Foundation

/// An http or https address typed by the user, checked before the web view demo loads it.
///
/// The rules, in order:
/// - Surrounding whitespace is trimmed; blank text and text with inner whitespace or control
///   characters is rejected.
/// - Text that starts with a scheme (`mailto:`, `javascript:`, `file:`, `ftp://`, ...) is rejected
///   unless the scheme is http or https, in any case, followed by `//`.
/// - Text without a scheme gets `https://` prepended. `host:port` text counts as having no scheme
///   when the host is `localhost` or contains a dot, so `localhost:8080` becomes
///   `https://localhost:8080` and `example.com:8443/a` becomes `https://example.com:8443/a`,
///   while `tel:123` stays a (rejected) `tel` scheme.
/// - The result must have a non-empty host, no user name or password (even an empty one, as in
///   `https://@example.com`), and a port in 0...65535 if it has one.
///
/// The scheme is lowercased; the rest of the address is kept as typed.
public struct WebAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address, ready to load.
    public let url: URL

    /// Reads `text` as a web address, or returns `nil` if it isn't an acceptable http or https address.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: Self.isForbidden) else {
            return nil
        }
        let candidate: String
        switch Self.scheme(of: trimmed) {
        case nil: candidate = "https://" + trimmed
        case let scheme? where Self.allowedSchemes.contains(scheme.name.lowercased()):
            guard scheme.rest.hasPrefix("//") else { return nil }
            candidate = trimmed
        case _?: return nil
        }
        guard var components = URLComponents(string: candidate),
            let scheme = components.scheme?.lowercased(), Self.allowedSchemes.contains(scheme),
            let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil,
            components.port.map({ (0...65_535).contains($0) }) ?? true
        else { return nil }
        components.scheme = scheme
        guard let url = components.url else { return nil }
        self.url = url
    }

    /// The address as text.
    public var description: String { url.absoluteString }

    // MARK: Parsing

    /// The only schemes a web address may have.
    private static let allowedSchemes: Set<String> = ["http", "https"]

    /// Whether `scalar` may not appear anywhere in an address.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSet.whitespacesAndNewlines.contains(scalar) || CharacterSet.controlCharacters.contains(scalar)
    }

    /// The scheme `text` starts with and what follows its colon, or `nil` if it has none.
    ///
    /// A scheme is a letter followed by letters, digits, `+`, `-` or `.`, then a colon (RFC 3986).
    /// When the name is `localhost` or contains a dot and only a port number follows the colon,
    /// as in `example.com:8080/path`, the text is a host and port rather than a scheme.
    private static func scheme(of text: String) -> (name: Substring, rest: Substring)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        guard let first = name.first, first.isASCII, first.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        let rest = text[text.index(after: colon)...]
        let port = rest.prefix { $0.isASCII && $0.isNumber }
        let afterPort = rest.dropFirst(port.count)
        let looksLikeHost = name.contains(".") || name.lowercased() == "localhost"
        if looksLikeHost, !port.isEmpty, afterPort.first.map({ "/?#".contains($0) }) ?? true {
            return nil
        }
        return (name, rest)
    }
}
