import Foundation

/// Numbers written as words in a document's language, as ICU spells them out ("sixteen",
/// "sechzehn", "dieciséis"), and read back.
enum NumberWords {
    /// `number` in words in `language` (a BCP 47 tag), without the soft hyphens ICU puts
    /// between a long word's parts; capitalized when `capitalized`.
    static func spell(_ number: Int, language: String, capitalized: Bool = false) -> String {
        let words = (language == "en" ? english(number) : nil) ?? spellOut(language)(number)
        guard capitalized, let first = words.first else { return words }
        return first.uppercased() + words.dropFirst()
    }

    /// A function that spells numbers in `language`. Each language's ICU formatter is made
    /// once for the process (making one costs far more than spelling a number) and used
    /// under a lock, as a formatter is not safe to share between threads.
    private static func spellOut(_ language: String) -> (Int) -> String {
        { number in
            formatters.withLock { made in
                let formatter =
                    made[language]
                    ?? {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .spellOut
                        formatter.locale = Locale(identifier: language)
                        made[language] = formatter
                        return formatter
                    }()
                return (formatter.string(from: NSNumber(value: number)) ?? String(number)).replacingOccurrences(of: "\u{AD}", with: "")
            }
        }
    }

    private static let formatters = LockedFormatters()

    /// The number an English word or phrase writes ("sixteen", "Thirty-one"); nil for any other text.
    static func englishNumber(_ text: String) -> Int? {
        englishTable.value {
            var table: [String: Int] = [:]
            for number in 0...100 { table[english(number)!] = number }
            return table
        }[text.lowercased()]
    }

    /// `number` in English words as ICU's spell-out writes it ("twenty-one", "one hundred
    /// one"), for 0 to 999,999; nil for any other number. Written out here because making
    /// ICU's English formatter costs about as much as the rest of a run's fact checks.
    static func english(_ number: Int) -> String? {
        guard number >= 0, number < 1_000_000 else { return nil }
        let ones = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
            "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        func belowHundred(_ value: Int) -> String {
            value < 20 ? ones[value] : tens[value / 10] + (value % 10 == 0 ? "" : "-" + ones[value % 10])
        }
        func belowThousand(_ value: Int) -> String {
            guard value >= 100 else { return belowHundred(value) }
            return ones[value / 100] + " hundred" + (value % 100 == 0 ? "" : " " + belowHundred(value % 100))
        }
        guard number >= 1000 else { return belowThousand(number) }
        return belowThousand(number / 1000) + " thousand" + (number % 1000 == 0 ? "" : " " + belowThousand(number % 1000))
    }

    private static let englishTable = Once<[String: Int]>()

    /// Whether a value as written is in words: it starts with a letter.
    static func isCapitalized(_ written: String) -> Bool {
        written.first.map { $0.isUppercase } ?? false
    }
}

/// The spell-out formatters made so far, by language, behind one lock.
private final class LockedFormatters: @unchecked Sendable {
    private let lock = NSLock()
    private var formatters: [String: NumberFormatter] = [:]

    func withLock<Result>(_ body: (inout [String: NumberFormatter]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&formatters)
    }
}
