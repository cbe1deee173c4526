extension String {
    /// The string without white space of any kind (line endings included) at either end.
    func trimmingAllWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
