import Foundation
import Testing

@testable import DocCheckKit

/// The JSON reader agrees with Foundation's on what is JSON and what it says, and knows where
/// each value starts and where a file stops being JSON.
@Suite struct JSONParserTests {
    /// Foundation's reading, normalised for comparison (numbers as Doubles).
    private static func normalised(_ value: Any) -> String {
        switch value {
        case let dictionary as [String: Any]:
            "{" + dictionary.keys.sorted().map { "\($0.debugDescription):\(normalised(dictionary[$0]!))" }.joined(separator: ",") + "}"
        case let array as [Any]: "[" + array.map(normalised).joined(separator: ",") + "]"
        case let text as String: text.debugDescription
        case let number as NSNumber: String(cString: number.objCType) == "c" ? "\(number.boolValue)" : "\(number.doubleValue + 0)"
        case is NSNull: "null"
        default: "?"
        }
    }

    private static func ours(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            var last: [String: JSONValue] = [:]
            for member in members { last[member.key] = member.node.value }
            return "{" + last.keys.sorted().map { "\($0.debugDescription):\(ours(last[$0]!))" }.joined(separator: ",") + "}"
        case .array(let elements): return "[" + elements.map { ours($0.value) }.joined(separator: ",") + "]"
        case .string(let text): return text.debugDescription
        case .bool(let bool): return "\(bool)"
        case .number(let text): return "\(Double(text)! + 0)"
        case .null: return "null"
        }
    }

    /// SplitMix64: the same inputs on every run, so a difference found is found again.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: ["-1e3011", "1e400", "1e-400", "[1e308]", "-0"])
    func numbersAtTheEdgesOfDouble(_ text: String) {
        let foundation = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        let parsed = try? JSONParser.parse(Array(text.utf8))
        #expect((foundation == nil) == (parsed == nil), "\(text)")
    }

    @Test func agreesWithFoundationOnRandomInputs() {
        var random = SeededGenerator(state: 2026)
        let pieces = [
            "{", "}", "[", "]", ",", ":", " ", "\n", "\"a\"", "\"b\\n\"", "\"\\u00e9\"", "\"\\ud83d\\ude00\"", "1", "-0", "2.5", "1e3", "01", "1.",
            "true", "false", "null", "nul", "\"x", "\\", "\"\t\"", "-", ".5",
        ]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            let parsed = try? JSONParser.parse(bytes)
            #expect((foundation == nil) == (parsed == nil), "\(text.debugDescription)")
            if let foundation, let parsed {
                #expect(Self.normalised(foundation) == Self.ours(parsed.value), "\(text.debugDescription)")
            }
        }
    }

    @Test func valuesKnowWhereTheyStart() throws {
        let root = try JSONParser.parse(Array("{\n  \"a\": [1, \"two\"],\n  \"b\": {\"c\": null}\n}".utf8))
        guard case .object(let members) = root.value, case .array(let elements) = members[0].node.value else {
            Issue.record("not an object with an array")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.node.offset) == [9, 28])
        #expect(elements.map(\.offset) == [10, 13])
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 8, "expected a key in double quotes"),
        ("{\"a\" 1}", 5, "expected ':' after a key"),
        ("[1, 2", 4, "unexpected end of the file"),
        ("{\"a\": tru}", 6, "expected a value"),
        ("\"\\x\"", 1, "unknown escape '\\x'"),
        ("[01]", 1, "expected a value"),
        ("{} {}", 3, "unexpected text after the JSON value"),
    ])
    func errorsSayWhereAndWhy(text: String, offset: Int, message: String) {
        #expect(throws: JSONSyntaxError(offset: offset, message: message)) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    }
}
