/// A minimum a document states: "Xcode 26.1 or later", "Swift 6.2+", "iOS 26 and macOS 26 or
/// later" in prose, or a shields.io badge with a version in it.
public struct RequirementStatement: Sendable, Equatable {
    /// "Xcode", "Swift" or a platform ("iOS", "macOS", …).
    public var subject: String
    public var version: VersionNumber
    public var path: String
    public var location: SourceLocation?
    /// The feature the statement's passage scopes it to: a parenthesised qualifier before it
    /// ("(SwiftUI) iOS 14.0+"), a "to build/use X" clause of its sentence ("to build Kit using
    /// Swift Package Manager"), the example app its sentence speaks of ("the example app"), the
    /// condition on the reader's app it is in ("If you support iOS 15+ only") or the other
    /// package its parenthesis states it with ("with OtherKit"); nil for a statement of the
    /// package as a whole.
    public var scope: String? = nil
    /// Where the list whose item states it starts; nil outside a list.
    public var list: SourceLocation? = nil
}
