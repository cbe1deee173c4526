/// A BCP 47 language tag of the form translations use: a language subtag (2 or 3 letters),
/// an optional script (4 letters) and an optional region (2 letters or 3 digits), such as
/// `de`, `pt-BR`, `zh-Hans` or `es-419`. Tags are compared without regard to case, as BCP 47 says.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    public var language: String
    public var script: String?
    public var region: String?

    /// The tag, or nil when `text` is not of that form.
    public init?(_ text: String) {
        var parts = text.split(separator: "-", omittingEmptySubsequences: false)[...]
        guard let first = parts.popFirst(), (2...3).contains(first.count), first.allSatisfy(Self.isLetter) else { return nil }
        language = String(first)
        if let next = parts.first, next.count == 4, next.allSatisfy(Self.isLetter) {
            script = String(next)
            parts.removeFirst()
        }
        if let next = parts.first,
            (next.count == 2 && next.allSatisfy(Self.isLetter)) || (next.count == 3 && next.allSatisfy(\.isASCIIDigit))
        {
            region = String(next)
            parts.removeFirst()
        }
        guard parts.isEmpty else { return nil }
    }

    public var description: String { [language, script, region].compactMap { $0 }.joined(separator: "-") }

    /// What a message says a tag must look like.
    static let expectedForm =
        "a language (2 or 3 letters), then optionally a script (4 letters) and a region (2 letters or 3 digits), such as de, pt-BR or zh-Hans"

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.description.lowercased() == rhs.description.lowercased()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description.lowercased())
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
