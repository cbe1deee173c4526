import Testing

@testable import DocCheckKit

/// Doc comments are found with the Swift lexer and read as the Markdown Swift's tools read.
@Suite struct DocCommentTests {
    @Test func aRunOfTripleSlashLinesIsOneCommentAtItsColumns() throws {
        let text = "import Foundation\n\n    /// A point.\n    ///\n    ///     let p = 1\nstruct P {}\n"
        let comments = DocComment.comments(in: text)
        let comment = try #require(comments.first)
        #expect(comments.count == 1)
        #expect(comment.lines.map(\.number) == [3, 4, 5])
        #expect(comment.lines.map(\.text) == ["A point.", "", "    let p = 1"])
        #expect(comment.lines.map(\.column) == [9, 8, 9])
    }

    @Test func otherCommentsAreNoDocComments() {
        let text = """
            //// A banner.
            // A note.
            let a = "/// in a string" /// after code
            /*** A banner. ***/
            /**/
            let b = 1
            """
        #expect(DocComment.comments(in: text).isEmpty)
    }

    @Test func aBlockCommentLosesItsDelimitersAndItsStars() throws {
        let text = "/**\n * Moved by `dx`.\n *\n *     code\n */\nfunc f() {}\n/** One line. */\nfunc g() {}\n"
        let comments = DocComment.comments(in: text)
        #expect(comments.count == 2)
        let block = try #require(comments.first)
        #expect(block.lines.map(\.number) == [2, 3, 4])
        #expect(block.lines.map(\.text) == ["Moved by `dx`.", "", "    code"])
        #expect(block.lines.first?.column == 4)
        #expect(comments.last?.lines.map(\.text) == ["One line."])
    }

    /// An empty line does not end a block comment; a blank line ends a run of `///` lines.
    @Test func emptyLines() {
        let comments = DocComment.comments(in: "/**\n  First.\n\n  ```swift\n  f()\n  ```\n*/\n/// One.\n\n/// Two.\n")
        #expect(comments.map { $0.lines.map(\.number) } == [[2, 3, 4, 5, 6], [8], [10]])
        #expect(comments.first?.lines.map(\.text) == ["First.", "", "```swift", "f()", "```"])
    }

    @Test func aCommentsDocumentHasTheFilesLines() throws {
        let text = "struct A {}\n\n/// Use it:\n///\n/// ```swift\n/// let a = A()\n/// ```\nfunc use() {}\n"
        let comment = try #require(DocComment.comments(in: text).first)
        let document = comment.document(path: "Sources/Kit/A.swift")
        let block = try #require(document.codeBlocks.first)
        #expect(block.range?.start.line == 5)
        #expect(block.lines.map(\.number) == [6])
        #expect(comment.fileLocation(SourceLocation(line: 5, column: 1)) == SourceLocation(line: 5, column: 5))
    }
}
