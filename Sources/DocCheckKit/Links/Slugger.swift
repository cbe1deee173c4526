/// Makes heading anchors the way GitHub does, one slugger per document: the heading's text,
/// lowercased, with the characters of the removed Unicode categories deleted and each space
/// turned into `-`; a repeated anchor gets `-1`, `-2`, ... in document order.
///
/// Kept: letters and other alphabetic characters, marks (U+FE0F included), decimal and
/// letter numbers, connector punctuation (`_`), `-` and the space. Removed: other numbers
/// (`²`, `½`), every other punctuation, symbols (emoji), controls, format characters, private
/// use and unassigned code points, and separators other than the space. GitHub's anchors, as
/// github-slugger's fixtures measured them, follow Unicode 13.0: a code point assigned later
/// counts as unassigned.
public struct Slugger: Sendable {
    /// How often each base anchor has been repeated, and every anchor handed out (as in
    /// github-slugger, an anchor handed out counts as taken even when it was numbered).
    private var occurrences: [String: Int] = [:]

    public init() {}

    /// The next anchor for a heading whose text is `text`, numbered when already taken.
    public mutating func slug(_ text: String) -> String {
        let base = Self.slug(text)
        var result = base
        while occurrences[result] != nil {
            let count = occurrences[base, default: 0] + 1
            occurrences[base] = count
            result = "\(base)-\(count)"
        }
        occurrences[result] = 0
        return result
    }

    /// The anchor of `text` alone, without numbering.
    public static func slug(_ text: String) -> String {
        asciiSlug(text) ?? unicodeSlug(text)
    }

    /// The anchor of `text` by the Unicode properties of its scalars.
    static func unicodeSlug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if isKept(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The anchor of an ASCII `text` by its bytes, as the rule below keeps ASCII: letters
    /// (lowercased), digits, `-` and `_`, a space made `-`; nil for text that is not ASCII.
    static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            case 0x80...: return nil
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The last Unicode version whose assignments GitHub's anchors were measured with.
    static let unicodeVersion = (major: 13, minor: 0)

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard let age = properties.age, (age.major, age.minor) <= unicodeVersion else { return false }
        if scalar == "-" || properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .otherNumber, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .control, .format, .privateUse,
            .surrogate, .unassigned, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
