import Foundation

/// What a link's destination names, read the way GitHub reads a link in a document.
enum LinkDestination: Equatable, Sendable {
    /// Nothing: `[text]()`.
    case empty
    /// An address with a scheme (`https:`, `mailto:`), a protocol-relative `//host/...`, or
    /// an `http//...` that lost its colon (so the URL check reports it).
    case external(scheme: String)
    /// A path in the repository, relative to the document's folder ("" is the document
    /// itself), percent-decoded, with its query and fragment.
    case local(path: String, query: String?, fragment: String?)

    init(_ raw: String) {
        let text = raw.trimmingAllWhitespace()
        if text.isEmpty {
            self = .empty
        } else if let scheme = Self.scheme(of: text) {
            self = .external(scheme: scheme)
        } else if text.hasPrefix("//") {
            self = .external(scheme: "")
        } else if text.first == "h" || text.first == "H", let scheme = ["http", "https"].first(where: { text.lowercased().hasPrefix($0 + "//") }) {
            self = .external(scheme: scheme)
        } else {
            var rest = Substring(text)
            var fragment: String?
            var query: String?
            if let hash = rest.firstIndex(of: "#") {
                fragment = Self.decoded(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let mark = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: mark)...])
                rest = rest[..<mark]
            }
            self = .local(path: Self.decoded(rest), query: query, fragment: fragment)
        }
    }

    /// The scheme before the first `:`, lowercased, when the text starts with one: a letter,
    /// then letters, digits, `+`, `.` or `-`.
    private static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return nil }
        let name = text[..<colon]
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else { return nil }
        return name.lowercased()
    }

    private static func decoded(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }
}
