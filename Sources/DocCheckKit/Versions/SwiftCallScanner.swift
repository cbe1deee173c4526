/// Splits a Swift call's argument list in one piece of Swift text: it finds the closing
/// parenthesis and the top-level commas, skipping string literals and nested brackets.
struct SwiftCallScanner {
    /// One argument: its label when it has one, its value, and its UTF-8 offsets in the text.
    struct Argument: Equatable {
        var label: String?
        var value: String
        var range: Range<Int>
        var text: String
    }

    let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The arguments of the call whose "(" is at `open`, and the offset just past its ")";
    /// nil when the call is not closed in this text.
    func arguments(openingAt open: Int) -> (arguments: [Argument], end: Int)? {
        var depth = 0
        var index = open
        var start = open + 1
        var ranges: [Range<Int>] = []
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        ranges.append(start..<index)
                        return (ranges.compactMap(argument), index + 1)
                    }
                case UInt8(ascii: ",") where depth == 1:
                    ranges.append(start..<index)
                    start = index + 1
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// The argument in `range`, without surrounding whitespace; nil when it is empty (a trailing comma).
    private func argument(_ range: Range<Int>) -> Argument? {
        var low = range.lowerBound
        var high = range.upperBound
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while low < high, blank.contains(bytes[low]) { low += 1 }
        while high > low, blank.contains(bytes[high - 1]) { high -= 1 }
        guard low < high else { return nil }
        let text = String(decoding: bytes[low..<high], as: UTF8.self)
        if let match = text.wholeMatch(of: cached(/(?s)([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)/)) {
            return Argument(label: String(match.1), value: String(match.2), range: low..<high, text: text)
        }
        return Argument(label: nil, value: text, range: low..<high, text: text)
    }

    /// The content of a string literal `"…"`, nil for any other expression.
    static func stringLiteral(_ value: String) -> String? {
        value.wholeMatch(of: cached(/"((?:[^"\\]|\\.)*)"/)).map { String($0.1) }
    }
}
