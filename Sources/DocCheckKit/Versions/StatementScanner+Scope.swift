/// Statements scoped to a feature: "(SwiftUI) iOS 14.0+ / macOS 11.0+" beside "(UIKit/AppKit)
/// iOS 13.0+", "Xcode 11+ is required to build Kit using Swift Package Manager" beside "Xcode
/// 10.0+". What one feature or one way to build needs is not the package's minimum.
extension StatementScanner {
    /// The parenthesised qualifier a passage starts with ("(SwiftUI)", "(UIKit/AppKit)") and
    /// the UTF-8 offset after it; nil when the parentheses hold a version or a subject
    /// ("(iOS 13)"), which qualify nothing.
    static func leadingQualifier(_ text: String) -> (scope: String, end: Int)? {
        guard let match = text.prefixMatch(of: cached(/\s*\(([^()\d]{1,60})\)/)) else { return nil }
        let scope = String(match.1).trimmingWhitespace()
        guard !scope.isEmpty, subjectsNamed(in: scope).isEmpty else { return nil }
        return (scope, text.utf8.distance(from: text.startIndex, to: match.range.upperBound))
    }

    /// The words after "to build", "to use", "to run" or "to compile" (and "for building" and its
    /// kin) that name what a sentence's minimums are for ("to build Kit using Swift Package
    /// Manager"); nil when there is none, or when they name the package itself ("to use it").
    static func featureClause(_ sentence: String) -> String? {
        let pattern = cached(/(?i)\b(?:to\s+(?:build|use|run|compile)|for\s+(?:building|using|running|compiling))\s+([^\s.,;:!?][^.;:!?]*)/)
        guard let match = sentence.firstMatch(of: pattern) else { return nil }
        let object = String(match.1).trimmingWhitespace()
        let lower = object.lowercased()
        let package = ["the package", "this package", "the library", "this library", "the framework", "this framework"]
        let pronoun = ["it", "this", "them"].contains(lower) || lower.hasPrefix("it ")
        guard !pronoun, !package.contains(where: lower.hasPrefix) else { return nil }
        return String(match.0).trimmingWhitespace()
    }
}
