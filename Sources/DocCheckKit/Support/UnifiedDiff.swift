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
        return (1...source.lineCount).map {
            source.line($0) + (source.byteRangeWithEnding(ofLine: $0).count - source.byteRange(ofLine: $0).count == 2 ? "\r" : "")
        }
    }

    /// The edit script: in each gap between common lines, its old lines removed, then its new
    /// lines added.
    private static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var edits: [Edit] = []
        for gap in Alignment.gaps(old, new) {
            edits += gap.old.map { Edit(kind: .delete, text: old[$0], oldLine: $0 + 1, newLine: gap.new.lowerBound + 1) }
            edits += gap.new.map { Edit(kind: .insert, text: new[$0], oldLine: gap.old.upperBound + 1, newLine: $0 + 1) }
            if let same = gap.next { edits.append(Edit(kind: .same, text: old[same.old], oldLine: same.old + 1, newLine: same.new + 1)) }
        }
        return edits
    }
}
