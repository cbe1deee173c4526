/// A minimum a document states: "Xcode 26.1 or later", "Swift 6.2+", "iOS 26 and macOS 26 or
/// later" in prose, or a shields.io badge with a version in it.
public struct RequirementStatement: Sendable, Equatable {
    /// "Xcode", "Swift" or a platform ("iOS", "macOS", …).
    public var subject: String
    public var version: VersionNumber
    public var path: String
    public var location: SourceLocation?
}
