/// Pairs two sequences item by item the way a diff does: the longest common subsequence
/// stays paired as `same`; between two such anchors, leftover items pair up in order as
/// `changed`, and the rest are `removed` (only in the first) or `added` (only in the second).
///
/// The one diff of the engine: translations' code blocks and the unified diffs of `--diff`
/// both use it.
struct Alignment {
    enum Step: Equatable {
        case same(Int, Int)
        case changed(Int, Int)
        case removed(Int)
        case added(Int)
    }

    private(set) var steps: [Step] = []

    init<Item: Equatable>(_ old: [Item], _ new: [Item]) {
        for gap in Alignment.gaps(old, new) {
            steps += zip(gap.old, gap.new).map { .changed($0, $1) }
            steps += gap.old.dropFirst(gap.new.count).map { .removed($0) }
            steps += gap.new.dropFirst(gap.old.count).map { .added($0) }
            if let same = gap.next { steps.append(.same(same.old, same.new)) }
        }
    }

    /// The items only in `old` and only in `new` (either may be none) before a pair the two
    /// have in common, and that pair (nil for the gap after the last pair).
    struct Gap {
        var old: Range<Int>
        var new: Range<Int>
        var next: (old: Int, new: Int)?
    }

    /// The gaps between the items `old` and `new` have in common, in order: a longest common
    /// subsequence from the standard library's `difference(from:)` (Myers' algorithm, in time
    /// and memory that grow with the number of changes, not with the product of the lengths).
    static func gaps<Item: Equatable>(_ old: [Item], _ new: [Item]) -> [Gap] {
        var removed = [Bool](repeating: false, count: old.count)
        var inserted = [Bool](repeating: false, count: new.count)
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed[offset] = true
            case .insert(let offset, _, _): inserted[offset] = true
            }
        }
        var gaps: [Gap] = []
        var oldStart = 0
        var newStart = 0
        var newIndex = 0
        for oldIndex in old.indices where !removed[oldIndex] {
            while inserted[newIndex] { newIndex += 1 }
            gaps.append(Gap(old: oldStart..<oldIndex, new: newStart..<newIndex, next: (oldIndex, newIndex)))
            oldStart = oldIndex + 1
            newIndex += 1
            newStart = newIndex
        }
        gaps.append(Gap(old: oldStart..<old.count, new: newStart..<new.count, next: nil))
        return gaps
    }
}
