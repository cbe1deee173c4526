/// A greeting for a name.
///
/// <!-- doccheck: test -->
/// ```swift
/// greeting(for: "Ada")   // → "Hello, Ada!"
/// ```
public func greeting(for name: String) -> String {
    "Hello, \(name)!"
}

/// Why a text is no age.
public enum AgeError: Error, Equatable {
    case notANumber
    case negative
}

/// The age a text states, in years.
public func age(_ text: String) throws -> Int {
    guard let years = Int(text) else { throw AgeError.notANumber }
    guard years >= 0 else { throw AgeError.negative }
    return years
}
