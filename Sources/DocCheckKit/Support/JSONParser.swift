import Foundation

/// A JSON value (RFC 8259) with the byte offset where it starts in its file.
struct JSONNode: Sendable {
    var offset: Int
    var value: JSONValue
    /// Where the key's opening quote is, for an object member's value.
    var keyOffset: Int?
}

indirect enum JSONValue: Sendable {
    /// An object's members in the file's order; a key written twice is kept twice.
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
    case string(String)
    /// A number as written (`-1.5e3`).
    case number(String)
    case bool(Bool)
    case null

    /// The value as Foundation's JSON reading gives it: dictionaries (the last of a key
    /// written twice), arrays, strings, `Int` for a whole number that fits, else `Double`,
    /// `Bool`, `NSNull`.
    var foundationObject: Any {
        switch self {
        case .object(let members):
            var result: [String: Any] = [:]
            for member in members { result[member.key] = member.node.value.foundationObject }
            return result
        case .array(let elements): return elements.map(\.value.foundationObject)
        case .string(let text): return text
        case .number(let text):
            if let integer = Int(text) { return integer }
            return Double(text) ?? 0
        case .bool(let value): return value
        case .null: return NSNull()
        }
    }
}

/// Where a file stops being JSON, and why.
struct JSONSyntaxError: Error, Sendable, Equatable {
    var offset: Int
    var message: String
}

/// Reads JSON from bytes, keeping where each value starts, so that an error about a value
/// names its line. Nesting deeper than `maximumDepth` is an error, not a stack overflow.
struct JSONParser {
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let node = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: min(index, max(bytes.count - 1, 0)), message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of the file") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, node: JSONNode)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(offset: start, value: .object(members))
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                let keyStart = index
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipWhitespace()
                var member = try value(depth: depth + 1)
                member.keyOffset = keyStart
                members.append((key, member))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return JSONNode(offset: start, value: .object(members))
                } else {
                    throw error("expected ',' or '}'")
                }
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONNode(offset: start, value: .array(elements))
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return JSONNode(offset: start, value: .array(elements))
                } else {
                    throw error("expected ',' or ']'")
                }
            }
        case UInt8(ascii: "\""):
            return JSONNode(offset: start, value: .string(try string()))
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(offset: start, value: .bool(true))
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(offset: start, value: .bool(false))
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(offset: start, value: .null)
        default:
            return JSONNode(offset: start, value: .number(try number()))
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
            throw error("expected a value")
        }
        index += expected.count
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let integer = digits()
        guard integer > 0, !(leadingZero && integer > 1) else {
            index = start
            throw error("expected a value")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Foundation's reader refuses a number no Double holds (`1e400`); so does this one.
        guard Double(text)?.isFinite == true else {
            index = start
            throw error("number out of range")
        }
        return text
    }

    /// A string at `index` (its opening quote), escapes decoded.
    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Most strings have no escape: they are their bytes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        guard index < bytes.count else { throw error("unterminated string") }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var result = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: result, as: UTF8.self)
            }
            guard byte >= 0x20 else { throw error("a control character in a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad()
                if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    let resume = index
                    index += 2
                    let low = try hexQuad()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = resume
                    }
                }
                // A lone surrogate stands for no character: it reads as U+FFFD.
                result.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
            default:
                index -= 2
                throw error("unknown escape '\\\(Character(Unicode.Scalar(escaped)))'")
            }
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after '\\u'") }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
