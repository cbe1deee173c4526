import Testing

@testable import DocCheckKit

/// The one Swift lexer: every kind of string literal, nested comments, interpolation, and
/// positions in lines and UTF-8 bytes.
@Suite struct SwiftLexerTests {
    /// Each token as `kind text`, with `@line` when the lines are more than one.
    static func describe(_ lines: [String]) -> [String] {
        let tokens = SwiftLexer.tokens(of: lines)
        return tokens.map { token in
            let bytes = Array(lines[token.line].utf8)[token.bytes]
            let text = String(decoding: bytes, as: UTF8.self)
            let kind =
                switch token.kind {
                case .code: "code"
                case .string: "string"
                case .lineComment: "line"
                case .blockComment: "block"
                case .openingBracket: "open"
                case .closingBracket: "close"
                }
            return (lines.count > 1 ? "@\(token.line) " : "") + kind + " " + text
        }
    }

    @Test(arguments: [
        (#"let s = "a\"b\\" + x"#, ["code let s = ", #"string "a\"b\\""#, "code  + x"]),
        // A string holding one escaped backslash ends at its second quote.
        (#"let s = "\\"; let a = [1"#, ["code let s = ", #"string "\\""#, "code ; let a = ", "open [", "code 1"]),
        (#"f("", "//")"#, ["code f", "open (", #"string """#, "code , ", #"string "//""#, "close )"]),
        (##"#"a "b" \(x) \"#"##, [##"string #"a "b" \(x) \"#"##]),
        (###"##"a"# "##.count"###, [###"string ##"a"# "##"###, "code .count"]),
        (##"#"\#(x)"#"##, [##"string #"\#"##, "open (", "code x", "close )", ##"string "#"##]),
        (#"#if DEBUG"#, ["code #if DEBUG"]),
        (#"#expect(a == "b")"#, ["code #expect", "open (", "code a == ", #"string "b""#, "close )"]),
    ])
    func stringsOnOneLine(_ line: String, _ expected: [String]) {
        #expect(Self.describe([line]) == expected)
    }

    @Test func interpolationNestsWithStringsInside() {
        #expect(
            Self.describe([#"let s = "a \(f("b)", g(1))) c" // d"#]) == [
                "code let s = ", #"string "a \"#, "open (", "code f", "open (", #"string "b)""#, "code , g", "open (", "code 1",
                "close )", "close )", "close )", #"string  c""#, "code  ", "line // d",
            ])
        #expect(
            Self.describe([#""\("\(x)")""#]) == [
                #"string "\"#, "open (", #"string "\"#, "open (", "code x", "close )", #"string ""#, "close )", #"string ""#,
            ])
    }

    @Test func multiLineStringsSpanLines() {
        #expect(
            Self.describe(["let s = \"\"\"", "  a \"quoted\" \"\" // no comment \\", "  b \\(x) c", "  \"\"\" + y"]) == [
                "@0 code let s = ", "@0 string \"\"\"", "@1 string   a \"quoted\" \"\" // no comment \\", "@2 string   b \\",
                "@2 open (", "@2 code x", "@2 close )", "@2 string  c", "@3 string   \"\"\"", "@3 code  + y",
            ])
        #expect(
            Self.describe(["#\"\"\"", "a \"\"\" b \\(x)", "\"\"\"#.count"]) == [
                "@0 string #\"\"\"", "@1 string a \"\"\" b \\(x)", "@2 string \"\"\"#", "@2 code .count",
            ])
    }

    @Test func anInterpolationOfAMultiLineStringSpansLines() {
        #expect(
            Self.describe(["\"\"\"", "\\(f(", "  1))", "\"\"\""]) == [
                "@0 string \"\"\"", "@1 string \\", "@1 open (", "@1 code f", "@1 open (", "@2 code   1", "@2 close )", "@2 close )",
                "@3 string \"\"\"",
            ])
    }

    @Test func aSingleLineStringEndsWithItsLine() {
        #expect(
            Self.describe([#"let s = "abc \(x"#, "let t = 1 // c"]) == [
                "@0 code let s = ", #"@0 string "abc \"#, "@0 open (", "@0 code x", "@1 code let t = 1 ", "@1 line // c",
            ])
    }

    @Test func blockCommentsNest() {
        #expect(Self.describe([#"a /* b /* "c */ d */ e // f"#]) == ["code a ", #"block /* b /* "c */ d */"#, "code  e ", "line // f"])
        #expect(
            Self.describe(["x /* a", "/* b */ \"", "*/ y"]) == [
                "@0 code x ", "@0 block /* a", "@1 block /* b */ \"", "@2 block */", "@2 code  y",
            ])
        #expect(Self.describe(["/**/(/*/ )*/)"]) == ["block /**/", "open (", "block /*/ )*/", "close )"])
    }

    @Test func tokensKnowTheirLinesAndBytes() {
        let tokens = SwiftLexer.tokens(of: ["let é = \"日本\" // ü", "", "  [x]"])
        #expect(tokens.map(\.line) == [0, 0, 0, 0, 2, 2, 2, 2])
        #expect(tokens.map(\.bytes) == [0..<9, 9..<17, 17..<18, 18..<23, 0..<2, 2..<3, 3..<4, 4..<5])
        #expect(tokens.map(\.kind) == [.code, .string, .code, .lineComment, .code, .openingBracket, .code, .closingBracket])
    }

    @Test func theLexerSaysWhatStaysOpen() {
        var lexer = SwiftLexer()
        _ = lexer.tokens(ofLine: "let s = \"\"\"")
        #expect(lexer.isInsideLiteralOrComment)
        _ = lexer.tokens(ofLine: "\"\"\" /* a")
        #expect(lexer.isInsideLiteralOrComment)
        _ = lexer.tokens(ofLine: "*/ \"b")
        #expect(!lexer.isInsideLiteralOrComment)
        #expect(lexer.line == 3)
    }

    /// Literals nested in interpolations across many lines cost each line its own length.
    @Test func deepNestingStaysLinear() {
        let lines = Array(repeating: "\\(\"\"\"", count: 20_000)
        var lexer = SwiftLexer()
        var count = 0
        for line in lines { lexer.forEachToken(ofLine: line) { _ in count += 1 } }
        #expect(count == 60_000)
        #expect(lexer.isInsideLiteralOrComment)
    }
}
