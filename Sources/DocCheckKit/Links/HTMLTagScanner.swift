/// One start or end tag in an HTML fragment's literal, with its attributes.
struct HTMLTag: Sendable, Equatable {
    /// The tag's name, lowercased.
    var name: String
    var isEnd: Bool
    /// Attribute names lowercased, values with character references decoded; an attribute
    /// written without a value has the value "".
    var attributes: [String: String]
    /// Where the tag is in the literal, in UTF-8 bytes.
    var range: Range<Int>
}

/// Reads the tags of one HTML fragment (an HTML block or one piece of inline HTML): a small
/// attribute scanner over the fragment's bytes for the links, images and anchors that raw
/// HTML in a document holds. Tags inside comments are not tags; text that is not a
/// well-formed tag (`a < b`) is skipped.
enum HTMLTagScanner {
    static func tags(in literal: String) -> [HTMLTag] {
        let bytes = Array(literal.utf8)
        var tags: [HTMLTag] = []
        var index = 0
        while index < bytes.count {
            if starts(bytes, at: index, with: commentOpen) {
                index = commentEnd(bytes, from: index)
            } else if bytes[index] == UInt8(ascii: "<"), let tag = tag(bytes, at: index) {
                tags.append(tag)
                index = tag.range.upperBound
            } else {
                index += 1
            }
        }
        return tags
    }

    /// The tag starting at `start` (a `<`), nil when the bytes there are not a tag.
    private static func tag(_ bytes: [UInt8], at start: Int) -> HTMLTag? {
        var index = start + 1
        let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isEnd { index += 1 }
        guard index < bytes.count, bytes[index].isASCIILetter else { return nil }
        let nameStart = index
        while index < bytes.count, bytes[index].isASCIILetter || bytes[index].isASCIIDigit || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        var attributes: [String: String] = [:]
        while true {
            let beforeSpace = index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") { break }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 1
                break
            }
            // An attribute: a name after white space, then perhaps `=` and a value.
            guard index > beforeSpace, isAttributeNameByte(bytes[index]) else { return nil }
            let attributeStart = index
            while index < bytes.count, isAttributeNameByte(bytes[index]) { index += 1 }
            let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
            var value = ""
            var look = index
            while look < bytes.count, isSpace(bytes[look]) { look += 1 }
            if look < bytes.count, bytes[look] == UInt8(ascii: "=") {
                look += 1
                while look < bytes.count, isSpace(bytes[look]) { look += 1 }
                guard look < bytes.count else { return nil }
                let quote = bytes[look]
                let valueStart: Int
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    valueStart = look + 1
                    guard let close = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                    value = String(decoding: bytes[valueStart..<close], as: UTF8.self)
                    index = close + 1
                } else {
                    valueStart = look
                    while look < bytes.count, !isSpace(bytes[look]), !"\"'=<>`".utf8.contains(bytes[look]) { look += 1 }
                    guard look > valueStart else { return nil }
                    value = String(decoding: bytes[valueStart..<look], as: UTF8.self)
                    index = look
                }
            }
            if attributes[attribute] == nil { attributes[attribute] = decodeCharacterReferences(value) }
        }
        return HTMLTag(name: name, isEnd: isEnd, attributes: attributes, range: start..<(index + 1))
    }

    /// The byte ranges of the comments in `literal` (an unclosed comment runs to the end).
    static func commentRanges(in literal: String) -> [Range<Int>] {
        let bytes = Array(literal.utf8)
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            if starts(bytes, at: index, with: commentOpen) {
                let end = commentEnd(bytes, from: index)
                ranges.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return ranges
    }

    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)

    /// The offset just past the comment opened at `start`, or the end of the bytes.
    private static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + commentOpen.count
        while index < bytes.count {
            if starts(bytes, at: index, with: commentClose) { return index + commentClose.count }
            index += 1
        }
        return bytes.count
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<index + prefix.count].elementsEqual(prefix)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    private static func isAttributeNameByte(_ byte: UInt8) -> Bool { !isSpace(byte) && !"\"'>/=<".utf8.contains(byte) }

    /// What a reader sees of `literal`'s bytes in `range`: tags and comments dropped,
    /// character references decoded, runs of white space made one space.
    static func text(in literal: String, _ range: Range<Int>) -> String {
        // The UTF-8 view's indices are offsets into a native string, found without a copy of it
        // (a fragment's many links each read their own part).
        let utf8 = literal.utf8
        guard range.lowerBound >= 0, range.upperBound <= utf8.count, !range.isEmpty else { return "" }
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let inner = Array(utf8[start..<utf8.index(start, offsetBy: range.count)])
        let withoutComments = replacingRuns(inner, from: commentOpen, to: commentClose)
        let stripped = String(decoding: replacingRuns(withoutComments, from: [UInt8(ascii: "<")], to: [UInt8(ascii: ">")]), as: UTF8.self)
        return decodeCharacterReferences(stripped).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `bytes` with each run from `open` to the first `close` after it made one space
    /// (comments: `<!--` to `-->`; tags: `<` to `>`).
    private static func replacingRuns(_ bytes: [UInt8], from open: [UInt8], to close: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        // Once a run has no close, none after it has one either.
        var closes = true
        while index < bytes.count {
            if closes, starts(bytes, at: index, with: open) {
                if let end = firstIndex(of: close, in: bytes, from: index + open.count) {
                    result.append(UInt8(ascii: " "))
                    index = end + close.count
                    continue
                }
                closes = false
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if starts(bytes, at: index, with: pattern) { return index }
            index += 1
        }
        return nil
    }

    /// Decodes the character references HTML attributes and text commonly hold.
    static func decodeCharacterReferences(_ text: String) -> String {
        guard text.contains("&" as Character) else { return text }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        return text.replacing(cached(#/&(#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]+);/#)) { match in
            let body = match.1
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                return UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } ?? String(match.0)
            }
            if body.hasPrefix("#") {
                return UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) } ?? String(match.0)
            }
            return named[String(body)] ?? String(match.0)
        }
    }
}
