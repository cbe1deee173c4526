import Foundation

/// Numbers written as words in a document's language, as ICU spells them out ("sixteen",
/// "sechzehn", "dieciséis"), and read back.
enum NumberWords {
    /// `number` in words in `language` (a BCP 47 tag), without the soft hyphens ICU puts
    /// between a long word's parts; capitalized when `capitalized`.
    static func spell(_ number: Int, language: String, capitalized: Bool = false) -> String {
        let words = spellOut(language)(number)
        guard capitalized, let first = words.first else { return words }
        return first.uppercased() + words.dropFirst()
    }

    /// A function that spells numbers in `language`, with one ICU formatter for every call
    /// (making a formatter costs far more than spelling a number).
    private static func spellOut(_ language: String) -> (Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: language)
        return { number in
            (formatter.string(from: NSNumber(value: number)) ?? String(number)).replacingOccurrences(of: "\u{AD}", with: "")
        }
    }

    /// The number an English word or phrase writes ("sixteen", "Thirty-one"); nil for any other text.
    static func englishNumber(_ text: String) -> Int? {
        english.value {
            let spell = spellOut("en")
            var table: [String: Int] = [:]
            for number in 0...100 { table[spell(number)] = number }
            return table
        }[text.lowercased()]
    }

    private static let english = Once<[String: Int]>()

    /// Whether a value as written is in words: it starts with a letter.
    static func isCapitalized(_ written: String) -> Bool {
        written.first.map { $0.isUppercase } ?? false
    }
}
