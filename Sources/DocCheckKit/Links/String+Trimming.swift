extension String {
    /// The string without white space of any kind (line endings included) at either end.
    func trimmingAllWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        // Most strings have nothing to trim: they are returned as they are, not copied.
        if first == startIndex, index(after: last) == endIndex { return self }
        return String(self[first...last])
    }
}
