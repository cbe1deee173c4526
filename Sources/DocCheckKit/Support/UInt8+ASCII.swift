/// The ASCII classes that byte-by-byte readers of UTF-8 text ask about. A byte of a multi-byte
/// character is 0x80 or more, so it is in none of them.
extension UInt8 {
    /// `[0-9]`.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// `[A-Za-z]`.
    var isASCIILetter: Bool { self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z") }

    /// `[A-Za-z0-9]`.
    var isASCIIAlphanumeric: Bool { isASCIILetter || isASCIIDigit }

    /// `[A-Za-z0-9_]`: a word's byte as a regular expression's ASCII `\w` reads it.
    var isASCIIWordByte: Bool { isASCIIAlphanumeric || self == UInt8(ascii: "_") }

    /// The byte with an ASCII capital letter made small, any other byte as it is.
    var asciiLowercased: UInt8 { self &- UInt8(ascii: "A") < 26 ? self | 0x20 : self }
}

extension Sequence<UInt8> {
    /// Whether the bytes start with `prefix` (lowercase ASCII), ASCII letters matching in
    /// either case.
    func startsIgnoringASCIICase(with prefix: String) -> Bool {
        var bytes = makeIterator()
        return prefix.utf8.allSatisfy { bytes.next()?.asciiLowercased == $0 }
    }
}

extension StringProtocol {
    /// Whether every byte of the text is ASCII: where a check may read bytes as Characters.
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
