/// The positions in `values` of one longest strictly increasing subsequence: of the longest,
/// the one that ends first, each value preceded by the earliest value that can precede it.
/// Patience sorting, in time n log n: a table of 30,000 rows is not 450 million comparisons.
/// It tells which rows of a table, and which sections of a translation, keep their order.
func longestIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    // piles[k]: in order, the positions where the longest run ending there has k + 1 values;
    // the values along a pile never increase, so each pile can be searched by halves.
    var piles: [[Int]] = []
    var previous = Array(repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        let pile = firstIndex(in: piles.indices) { values[piles[$0].last!] >= value }
        if pile > 0 {
            let before = piles[pile - 1]
            previous[position] = before[firstIndex(in: before.indices) { values[before[$0]] < value }]
        }
        if pile == piles.count { piles.append([position]) } else { piles[pile].append(position) }
    }
    var result: [Int] = []
    var position = piles[piles.count - 1][0]
    while position >= 0 {
        result.append(position)
        position = previous[position]
    }
    return result.reversed()
}

/// The first index of `range` for which `isAtOrPast` holds, `range.upperBound` if none: it
/// must be false and then true along the range.
private func firstIndex(in range: Range<Int>, where isAtOrPast: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
        let middle = (low + high) / 2
        if isAtOrPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
