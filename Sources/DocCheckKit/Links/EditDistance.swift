/// Levenshtein distance over Unicode scalars: how many insertions, deletions and
/// substitutions turn one anchor into another (to suggest the closest anchor).
enum EditDistance {
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        if left.isEmpty { return right.count }
        var previous = Array(0...right.count)
        var current = previous
        for (i, a) in left.enumerated() {
            current[0] = i + 1
            for (j, b) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
