/// Pairs two sequences item by item the way a diff does: the longest common subsequence
/// stays paired as `same`; between two such anchors, leftover items pair up in order as
/// `changed`, and the rest are `removed` (only in the first) or `added` (only in the second).
struct Alignment {
    enum Step: Equatable {
        case same(Int, Int)
        case changed(Int, Int)
        case removed(Int)
        case added(Int)
    }

    private(set) var steps: [Step] = []

    init<Item: Equatable>(_ old: [Item], _ new: [Item]) {
        // length[i][j]: the longest common subsequence of old[i...] and new[j...].
        var length = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                length[i][j] = old[i] == new[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var i = 0
        var j = 0
        var gapOld: [Int] = []
        var gapNew: [Int] = []
        func flush() {
            for (a, b) in zip(gapOld, gapNew) { steps.append(.changed(a, b)) }
            steps += gapOld.dropFirst(gapNew.count).map { .removed($0) }
            steps += gapNew.dropFirst(gapOld.count).map { .added($0) }
            gapOld = []
            gapNew = []
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                flush()
                steps.append(.same(i, j))
                i += 1
                j += 1
            } else if j >= new.count || (i < old.count && length[i + 1][j] >= length[i][j + 1]) {
                gapOld.append(i)
                i += 1
            } else {
                gapNew.append(j)
                j += 1
            }
        }
        flush()
    }
}
