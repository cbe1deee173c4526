extension String {
    /// The string without white space of any kind (line endings included) at either end.
    func trimmingAllWhitespace() -> String {
        // Printable ASCII at both ends: nothing to trim, and no Character to break.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        // Most strings have nothing to trim: they are returned as they are, not copied.
        if first == startIndex, index(after: last) == endIndex { return self }
        return String(self[first...last])
    }
}
