/// One declaration of a dependency on this package in a document: a SwiftPM `.package(…)`,
/// an Xcode dependency rule in prose, a CocoaPods `pod` or a Carthage line.
public struct DependencyPin: Sendable {
    public enum Ecosystem: String, Sendable {
        case swiftPM = "SwiftPM"
        case xcode = "Xcode"
        case cocoaPods = "CocoaPods"
        case carthage = "Carthage"
    }

    /// How the requirement is written; each ecosystem has one canonical form (`CanonicalPin`).
    public enum Form: String, Sendable {
        case from = "from:"
        case upToNextMajor = ".upToNextMajor(from:)"
        case upToNextMinor = ".upToNextMinor(from:)"
        case exact = "exact:"
        case halfOpenRange = "..<"
        case closedRange = "..."
        case branch = "branch:"
        case revision = "revision:"
        case majorVersion = "majorVersion:"
        case legacyVersion = "Version(…)"
        case xcodeUpToNextMajor = "Up to Next Major Version"
        case xcodeUpToNextMinor = "Up to Next Minor Version"
        case xcodeExact = "Exact Version"
        case optimistic = "~>"
        case requirement = "version requirement"
        case gitReference = "git reference"
        case unconstrained = "no requirement"
    }

    /// Which versions the requirement admits.
    public enum Constraint: Sendable, Equatable {
        /// From `lower` (included) up to `upper` (excluded unless `upperIncluded`), unbounded when nil.
        case versions(lower: SemanticVersion?, upper: SemanticVersion?, upperIncluded: Bool)
        case branch(String)
        case revision(String)
        /// A version that is not a semantic version ("2.0" where X.Y.Z is needed, "v2.0.0").
        case malformed(String)

        /// Whether a release of `version` satisfies the requirement. A pre-release is admitted only
        /// by a range with a pre-release bound, and never by a range up to (not including) its own
        /// release, as SwiftPM reads ranges: `from: "1.0.0"` does not admit 1.1.0-beta.1.
        public func admits(_ version: SemanticVersion) -> Bool {
            guard case .versions(let lower, let upper, let upperIncluded) = self else { return false }
            if let lower, version < lower { return false }
            if let upper, upperIncluded ? version > upper : version >= upper { return false }
            guard !version.prerelease.isEmpty else { return true }
            guard lower?.prerelease.isEmpty == false || upper?.prerelease.isEmpty == false else { return false }
            if let upper, !upperIncluded, upper.prerelease.isEmpty,
                (upper.major, upper.minor, upper.patch) == (version.major, version.minor, version.patch)
            {
                return false
            }
            return true
        }
    }

    /// What `fix-pins` replaces, and with what kind of text.
    public enum Rewrite: Sendable, Equatable {
        /// The requirement arguments of a `.package(…)` call: `from: "X.Y.Z"`.
        case swiftPMRequirement
        /// A whole `.Package(url:…)` call of the old API: `.package(url: "URL", from: "X.Y.Z")`.
        case swiftPMCall(url: String)
        /// Just the version, in a phrase that already has the canonical rule.
        case version
        /// A CocoaPods or Carthage requirement: `~> X.Y`, quoted as before.
        case optimistic(quote: String)
    }

    public var ecosystem: Ecosystem
    public var form: Form
    public var constraint: Constraint
    /// The requirement as written (`branch: "main"`, `'~> 1.0'`), for messages.
    public var written: String
    /// The version the requirement names as written, compared with the canonical one.
    public var versionText: String?
    public var path: String
    public var location: SourceLocation?
    /// The document bytes `fix-pins` replaces; nil when they are not known exactly.
    public var bytes: Range<Int>?
    public var rewrite: Rewrite?
}
