import Foundation

/// The names DocC makes, read from swift-docc: an article's link name from its file name
/// (`<doc:Getting-Started>` for `Getting Started.md`), and a heading's fragment from its text
/// (`urlReadableFragment`). DocC compares both exactly, capitals and all.
enum DocCNames {
    /// The name `<doc:…>` gives an article: its file name without the extension, each run of
    /// spaces and dashes one hyphen (none at either end); punctuation and capitals are kept,
    /// so `One, two & three!.md` is `<doc:One,-two-&-three!>`.
    static func articleName(fileName base: some StringProtocol) -> String {
        hyphenated(base)
    }

    /// A heading's fragment as DocC makes it: each run of spaces and dashes one hyphen, then
    /// every punctuation character but the hyphen taken out, the backtick with them; case,
    /// letters of every script, digits, symbols (`+`, `<`, `~`) and emoji are kept, so
    /// "Intro & setup" is `Intro--setup`. DocC makes a `<doc:Article#Fragment>` link's
    /// fragment the same way before it looks the fragment up, so such a link cannot write
    /// `Intro--setup` (made `Intro-setup`) but writes `Intro-&-setup`.
    static func fragment(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        for scalar in hyphenated(text).unicodeScalars where !removedFromFragments.contains(scalar) {
            result.append(scalar)
        }
        return String(result)
    }

    /// Each run of spaces (Unicode's space separators and the tab) and dashes (`-`, `–`, `—`)
    /// made one hyphen, with none at either end.
    static func hyphenated(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        var pendingHyphen = false
        for scalar in text.unicodeScalars {
            if separators.contains(scalar) {
                pendingHyphen = !result.isEmpty
                continue
            }
            if pendingHyphen { result.append("-") }
            pendingHyphen = false
            result.append(scalar)
        }
        return String(result)
    }

    /// What swift-docc joins into one hyphen: Foundation's white space, and three dashes.
    private static let separators = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "-\u{2013}\u{2014}"))
    /// What swift-docc takes out of a fragment: Foundation's punctuation and the backtick, not
    /// the hyphen.
    private static let removedFromFragments = CharacterSet.punctuationCharacters.union(CharacterSet(charactersIn: "`"))
        .subtracting(CharacterSet(charactersIn: "-"))
}

extension DocCNames {
    /// The hash DocC gives a symbol from its precise identifier, which a link may add to pick
    /// one of several symbols of one name (`moved(by:)-5e9f1`): the identifier's 32-bit
    /// FNV-1 hash folded to 24 bits, in base 36.
    static func stableHash(_ identifier: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in identifier.utf8 { hash = (hash &* 16_777_619) ^ UInt32(byte) }
        return String((hash >> 24) ^ (hash & 0xFF_FFFF), radix: 36)
    }
}
