extension SourceText {
    /// The first line at which `old` and `new` differ (for locating drift in a generated file).
    static func firstDifferentLine(_ old: [UInt8], _ new: [UInt8]) -> Int {
        let before = SourceText(bytes: old)
        let after = SourceText(bytes: new)
        guard !old.isEmpty else { return 1 }
        for line in 1...before.lineCount where line > after.lineCount || before.line(line) != after.line(line) {
            return line
        }
        return before.lineCount + 1
    }
}
