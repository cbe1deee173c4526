import Foundation

/// A search query split into words and folded, so matching ignores case and diacritics.
struct SearchQuery: Sendable, Equatable {
    /// The folded words of the query; empty for a blank query.
    let words: [String]

    /// Splits `text` at whitespace and folds each word.
    init(_ text: String) {
        words = text.split(whereSeparator: \.isWhitespace).map { Self.fold(String($0)) }
    }

    /// Whether every word of the query appears somewhere in `text`; always true for a blank query.
    func matches(_ text: String) -> Bool {
        let haystack = Self.fold(text)
        return words.allSatisfy { haystack.contains($0) }
    }

    /// Folds `text` to lowercase without diacritics, so "Glàss" and "glass" compare equal.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
