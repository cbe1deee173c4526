import Foundation

/// Regex literals are parsed and compiled each time they are evaluated, which costs far
/// more than most matches. `cached` keeps one compiled regex per call site for the life of
/// the process.
///
/// Sharing a `Regex` between threads is safe: its compiled program is stored once,
/// atomically, on first use (the type is not marked Sendable, hence the lock and the
/// unchecked storage here).
enum RegexCache {
    struct Site: Hashable {
        var file: UInt
        var line: UInt
        var column: UInt
    }

    /// One entry per call site in the source: bounded by the code, not by the input.
    static let regexes = Memo<Site, Any>()

    static func regex<Output>(_ make: () -> Regex<Output>, file: StaticString, line: UInt, column: UInt) -> Regex<Output> {
        let site = Site(file: UInt(bitPattern: file.utf8Start), line: line, column: column)
        // The site's literal always has the same output type, so the cast cannot fail.
        return regexes.value(site, make: make) as! Regex<Output>
    }
}

/// The regex `literal`, compiled once for this call site (see `RegexCache`).
func cached<Output>(
    _ literal: @autoclosure () -> Regex<Output>, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) -> Regex<Output> {
    RegexCache.regex(literal, file: file, line: line, column: column)
}
