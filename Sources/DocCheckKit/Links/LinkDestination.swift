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

    /// Read by bytes, as browsers and GitHub read an address: the scheme's `:`, the `#` and
    /// the `?` are ASCII, so a combining mark after one of them does not hide it.
    init(_ raw: String) {
        let text = raw.trimmingAllWhitespace()
        let bytes = Array(text.utf8)
        if bytes.isEmpty {
            self = .empty
        } else if let scheme = Self.scheme(of: bytes) {
            self = .external(scheme: scheme)
        } else if bytes.starts(with: [0x2F, 0x2F]) {
            self = .external(scheme: "")
        } else if let scheme = ["https", "http"].first(where: { bytes.startsIgnoringASCIICase(with: $0 + "//") }) {
            self = .external(scheme: scheme)
        } else {
            var rest = bytes[...]
            var fragment: String?
            var query: String?
            if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
                fragment = Self.decoded(rest[(hash + 1)...])
                rest = rest[..<hash]
            }
            if let mark = rest.firstIndex(of: UInt8(ascii: "?")) {
                query = String(decoding: rest[(mark + 1)...], as: UTF8.self)
                rest = rest[..<mark]
            }
            self = .local(path: Self.decoded(rest), query: query, fragment: fragment)
        }
    }

    /// The scheme before the first `:`, lowercased, when the text starts with one: a letter,
    /// then letters, digits, `+`, `.` or `-` (RFC 3986).
    private static func scheme(of bytes: [UInt8]) -> String? {
        guard let first = bytes.first, first.isASCIILetter else { return nil }
        for (index, byte) in bytes.enumerated().dropFirst() {
            if byte == UInt8(ascii: ":") { return String(decoding: bytes[..<index], as: UTF8.self).lowercased() }
            guard
                byte.isASCIIAlphanumeric || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "-")
            else { return nil }
        }
        return nil
    }

    /// Percent-decoded when that gives UTF-8 text; as it is otherwise.
    private static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }
}
