import Testing

@testable import DocCheckKit

/// The call scanner reads strings and comments as the Swift lexer does: a ")" or "," inside a
/// raw string, a multi-line string or a comment neither closes the call nor splits it.
@Suite struct SwiftCallScannerTests {
    /// The arguments' texts of the call whose "(" is the text's first, and what follows the call.
    func arguments(_ text: String) -> [String]? {
        let scanner = SwiftCallScanner(text)
        let open = Array(text.utf8).firstIndex(of: UInt8(ascii: "("))!
        guard let (arguments, end) = scanner.arguments(openingAt: open) else { return nil }
        return arguments.map(\.text) + [String(decoding: Array(text.utf8)[end...], as: UTF8.self)]
    }

    @Test func stringsAndCommentsDoNotSplitOrCloseTheCall() {
        #expect(arguments(##"f(#"a"b)"#, 2) + x"##) == [##"#"a"b)"#"##, "2", " + x"])
        #expect(arguments("f(\"\"\"\n  a, \")\"\n  \"\"\", 2)") == ["\"\"\"\n  a, \")\"\n  \"\"\"", "2", ""])
        #expect(arguments("f(1, // x), y\n  2 /* z */)") == ["1", "2", ""])
        #expect(arguments("f(1, /* ) */ g(2, /* a */ 3),)") == ["1", "g(2, /* a */ 3)", ""])
        #expect(arguments(#"f("\(g(1, 2))", "\\", 3)"#) == [#""\(g(1, 2))""#, #""\\""#, "3", ""])
        #expect(arguments("f(1, \"2") == nil)
    }

    @Test(
        arguments: [
            (#""1.0.0""#, "1.0.0"), (#""a\"b""#, #"a\"b"#), (#""a\\""#, #"a\\"#), ("\"\"", ""), (#""abc\""#, nil),
            (#""\(x)""#, nil), (##"#"x"#"##, nil), ("\"\"\"x\"\"\"", nil), (#""a" + "b""#, nil), ("x", nil), ("\"", nil),
        ] as [(String, String?)])
    func stringLiteralsArePlainAndClosed(_ value: String, _ content: String?) {
        #expect(SwiftCallScanner.stringLiteral(value) == content)
    }
}
