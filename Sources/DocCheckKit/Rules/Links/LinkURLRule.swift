/// A link has a destination, and an `http(s)` address is well formed. Nothing is fetched:
/// the check is offline.
struct LinkURLRule: ContextRule {
    static let id = "link-url"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "a link or image has a destination, and an http(s) address is well formed (never fetched)",
            triggeringExamples: [
                RuleExample(readme: "# P\n\nThe [site](<https://exa mple.com>) and [docs](https://exa..mple.com).\n", line: 3),
                RuleExample(readme: "# P\n\nThe [site](http:/example.com) and the [guide]().\n", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample(readme: "# P\n\n[Site](https://example.com:8080/a%20b?q=1#x), <https://bücher.example/>, [mail](mailto:a@b.c)\n")
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // The links as the link rules share them: each document's are found once per run.
        context.linkTargets.links.compactMap { resolved -> Diagnostic? in
            let link = resolved.link
            let problem: String
            switch resolved.destination {
            case .empty:
                problem = link.kind == .link ? "has an empty destination; write where it leads, or remove the link" : "has an empty source"
            case .external(let scheme) where ["http", "https", ""].contains(scheme):
                guard let malformation = Self.malformation(of: link.destination.trimmingAllWhitespace()) else { return nil }
                problem = "is not a well-formed URL: \(malformation)"
            default:
                return nil
            }
            let subject =
                link.destination.trimmingAllWhitespace().isEmpty
                ? (link.syntax == .html ? "HTML " : "") + (link.kind == .link ? "link '\(link.text ?? "")'" : "image '\(link.text ?? "")'")
                : link.subject
            return Self.finding(path: resolved.path, location: link.location, message: "\(subject) \(problem)")
        }
    }

    /// What is wrong with an `http(s)` or `//` address, nil when nothing is.
    static func malformation(of url: String) -> String? {
        if url.contains(where: { $0.isWhitespace }) { return "it contains white space; write %20" }
        guard let parts = addressParts(url) else { return "the scheme must be followed by '://'" }
        var authority = parts.authority
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = authority
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return "the IPv6 host is not closed with ']'" }
            host = authority[...close]
            authority = authority[authority.index(after: close)...]
            if !authority.isEmpty, authority.wholeMatch(of: cached(#/:\d*/#)) == nil { return "the port is not a number" }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            if authority[authority.index(after: colon)...].contains(where: { !$0.isASCII || !$0.isNumber }) { return "the port is not a number" }
        }
        if host.isEmpty { return "it has no host" }
        if !host.hasPrefix("[") {
            let labels = (host.hasSuffix(".") ? host.dropLast() : host).split(separator: ".", omittingEmptySubsequences: false)
            if labels.contains(where: { !isHostLabel($0) }) { return "the host '\(host)' is not a valid name" }
        }
        if parts.rest.contains(where: { $0 == "%" }), parts.rest.wholeMatch(of: cached(#/(?:[^%]|%[0-9A-Fa-f]{2})*/#)) == nil {
            return "a '%' is not followed by two hexadecimal digits"
        }
        return nil
    }

    /// An address cut as `(?i)((?:https?:)?)//([^/?#]*)(.*)` cuts it: the authority after the
    /// optional `http:` or `https:` and `//`, up to the first `/`, `?` or `#`, and the rest;
    /// nil when `//` does not follow. Read by bytes (the delimiters are ASCII): the pattern cost
    /// most of a run on a CHANGELOG of thousands of links.
    static func addressParts(_ url: String) -> (authority: Substring, rest: Substring)? {
        let bytes = url.utf8
        func starts(with prefix: String, at offset: Int) -> Bool { bytes.dropFirst(offset).startsIgnoringASCIICase(with: prefix) }
        var offset = starts(with: "https:", at: 0) ? 6 : starts(with: "http:", at: 0) ? 5 : 0
        guard starts(with: "//", at: offset) else { return nil }
        offset += 2
        let authorityStart = bytes.index(bytes.startIndex, offsetBy: offset)
        let authorityEnd =
            bytes[authorityStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        return (url[authorityStart..<authorityEnd], url[authorityEnd...])
    }

    /// Whether a host's label is a name: `[\p{L}\p{N}_](?:[\p{L}\p{N}\p{M}_-]*[\p{L}\p{N}\p{M}_])?`,
    /// read by bytes for an ASCII label.
    static func isHostLabel(_ label: Substring) -> Bool {
        guard label.isASCII else {
            return label.wholeMatch(of: cached(#/[\p{L}\p{N}_](?:[\p{L}\p{N}\p{M}_-]*[\p{L}\p{N}\p{M}_])?/#)) != nil
        }
        guard let first = label.utf8.first, let last = label.utf8.last, first.isASCIIWordByte, last.isASCIIWordByte else { return false }
        return label.utf8.allSatisfy { $0.isASCIIWordByte || $0 == UInt8(ascii: "-") }
    }
}
