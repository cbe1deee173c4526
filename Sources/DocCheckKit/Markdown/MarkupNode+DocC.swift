extension MarkupNode {
    /// The node's inline content as swift-markdown's `plainText` gives it, the text DocC makes
    /// a heading's anchor from: text, code in backticks, a soft break as a space and a hard
    /// one as a line feed, inline HTML as written, a strikethrough between single `~`, and
    /// the text of links, images and emphasis.
    func docCPlainText() -> String {
        let nodes = tree.nodes
        var result = ""
        // Where each open strikethrough ends, the innermost last.
        var strikethroughEnds: [Int] = []
        for position in index + 1..<Int(nodes[index].subtreeEnd) {
            while let end = strikethroughEnds.last, position >= end {
                result += "~"
                strikethroughEnds.removeLast()
            }
            let node = nodes[position]
            switch node.kind {
            case .text, .htmlInline: result += tree.string(Int(node.strings))
            case .code: result += "`" + tree.string(Int(node.strings)) + "`"
            case .softBreak: result += " "
            case .lineBreak: result += "\n"
            case .strikethrough:
                result += "~"
                strikethroughEnds.append(Int(node.subtreeEnd))
            default: break
            }
        }
        return result + String(repeating: "~", count: strikethroughEnds.count)
    }
}
