/// The form every pin of this package should take, said in one place: SwiftPM's
/// `from: "X.Y.Z"` with the released version, and its equivalent in the other ecosystems
/// (Xcode's "Up to Next Major Version", `~> X.Y` for CocoaPods and Carthage).
public enum CanonicalPin {
    /// The canonical SwiftPM form; the other ecosystems' forms admit the same versions.
    public static let swiftPMForm = DependencyPin.Form.from

    /// The canonical requirement of `ecosystem` for `release`, as it is written.
    public static func text(_ ecosystem: DependencyPin.Ecosystem, release: SemanticVersion) -> String {
        switch ecosystem {
        case .swiftPM: "\(swiftPMForm.rawValue) \"\(release)\""
        case .xcode: "\(form(of: .xcode).rawValue) from \(release)"
        case .cocoaPods: "'~> \(release.major).\(release.minor)'"
        case .carthage: "~> \(release.major).\(release.minor)"
        }
    }

    /// Whether `pin` is written in its ecosystem's canonical form with the released version.
    public static func isCanonical(_ pin: DependencyPin, release: SemanticVersion) -> Bool {
        pin.form == form(of: pin.ecosystem) && pin.versionText == versionText(pin.ecosystem, release: release)
    }

    /// The text `fix-pins` writes over the pin's bytes; nil when the pin cannot be rewritten.
    static func replacement(for pin: DependencyPin, release: SemanticVersion) -> String? {
        switch pin.rewrite {
        case .swiftPMRequirement: text(.swiftPM, release: release)
        case .swiftPMCall(let url): ".package(url: \"\(url)\", \(text(.swiftPM, release: release)))"
        case .version: release.description
        case .optimistic(let quote): quote + "~> " + versionText(pin.ecosystem, release: release) + quote
        case nil: nil
        }
    }

    static func form(of ecosystem: DependencyPin.Ecosystem) -> DependencyPin.Form {
        switch ecosystem {
        case .swiftPM: swiftPMForm
        case .xcode: .xcodeUpToNextMajor
        case .cocoaPods, .carthage: .optimistic
        }
    }

    static func versionText(_ ecosystem: DependencyPin.Ecosystem, release: SemanticVersion) -> String {
        switch ecosystem {
        case .swiftPM, .xcode: release.description
        case .cocoaPods, .carthage: "\(release.major).\(release.minor)"
        }
    }
}
