/// A unified diff of two texts, line by line, with three lines of context.
public enum UnifiedDiff {
    public static func make(old: [UInt8], new: [UInt8], path: String) -> String {
        let before = lines(old)
        let after = lines(new)
        let edits = script(before, after)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        let context = 3
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var last = firstChange
            var cursor = firstChange
            while cursor < edits.count {
                if edits[cursor].kind != .same {
                    last = cursor
                } else if cursor - last > 2 * context {
                    break
                }
                cursor += 1
            }
            let start = max(firstChange - context, index)
            let end = min(last + context + 1, edits.count)
            let hunk = edits[start..<end]
            let oldStart = (hunk.first { $0.kind != .insert }?.oldLine ?? hunk.first!.oldLine)
            let newStart = (hunk.first { $0.kind != .delete }?.newLine ?? hunk.first!.newLine)
            let oldCount = hunk.count { $0.kind != .insert }
            let newCount = hunk.count { $0.kind != .delete }
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                let prefix = edit.kind == .same ? " " : edit.kind == .delete ? "-" : "+"
                output += prefix + edit.text + "\n"
            }
            index = end
        }
        return output
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        let source = SourceText(bytes: bytes)
        guard !bytes.isEmpty else { return [] }
        return (1...source.lineCount).map { source.line($0) + (source.byteRangeWithEnding(ofLine: $0).count - source.byteRange(ofLine: $0).count == 2 ? "\r" : "") }
    }

    /// The edit script from a longest common subsequence of lines.
    private static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(Edit(kind: .same, text: old[i], oldLine: i + 1, newLine: j + 1))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] > lengths[i + 1][j] {
                edits.append(Edit(kind: .insert, text: new[j], oldLine: i + 1, newLine: j + 1))
                j += 1
            } else {
                edits.append(Edit(kind: .delete, text: old[i], oldLine: i + 1, newLine: j + 1))
                i += 1
            }
        }
        return edits
    }
}
