/// The minimum SwiftPM gives a platform that `platforms:` leaves out: the oldest deployment
/// target the SwiftPM that builds the package supports, which rises from one Swift release to
/// another. A manifest of tools version X.Y is built by Swift X.Y or later, so a platform it
/// leaves out has any default from that of Swift X.Y to that of the newest Swift.
///
/// The figures are `Platform.oldestSupportedVersion` in `Sources/PackageModel/Platform.swift` of
/// swiftlang/swift-package-manager at the tags swift-5.0-RELEASE to swift-6.3.3-RELEASE, listed
/// at the releases that changed them (release/6.4.x raises them to iOS 15.0, macOS 12.0 and
/// others, unreleased). PackageDescription's `SupportedPlatform` documents the rule: "the oldest
/// deployment target version that the installed SDK supports". A Mac Catalyst left out takes
/// the iOS minimum where that is higher (`PlatformVersionProvider.getDerived`).
extension PackageManifest {
    /// Each Swift release whose SwiftPM changed the defaults, oldest first, with its defaults.
    static let defaultMinimums: [(swift: VersionNumber, minimums: [String: VersionNumber])] = [
        ("5.0", ["macOS": "10.10", "iOS": "8.0", "tvOS": "9.0", "watchOS": "2.0"]),
        ("5.3", ["macOS": "10.10", "iOS": "9.0", "tvOS": "9.0", "watchOS": "2.0"]),
        ("5.5", ["macOS": "10.10", "Mac Catalyst": "13.0", "iOS": "9.0", "tvOS": "9.0", "watchOS": "2.0"]),
        ("5.7", ["macOS": "10.13", "Mac Catalyst": "13.0", "iOS": "11.0", "tvOS": "11.0", "watchOS": "4.0"]),
        ("5.9", ["macOS": "10.13", "Mac Catalyst": "13.0", "iOS": "11.0", "tvOS": "11.0", "watchOS": "4.0", "visionOS": "1.0"]),
        ("5.10", ["macOS": "10.13", "Mac Catalyst": "13.0", "iOS": "12.0", "tvOS": "12.0", "watchOS": "4.0", "visionOS": "1.0"]),
    ].map { (VersionNumber($0)!, $1.mapValues { VersionNumber($0)! }) }

    /// The minimums SwiftPM gives `platform` ("iOS", "Mac Catalyst") when `platforms:` leaves
    /// it out, from the lowest to the highest a Swift that reads the manifest gives; nil when
    /// `platforms:` declares it, for a platform SwiftPM gives no default, and before tools
    /// version 5.0, which has no `platforms:` (SE-0236).
    public func defaultMinimum(of platform: String) -> ClosedRange<VersionNumber>? {
        guard let toolsVersion, !platforms.contains(where: { $0.name == platform }),
            let first = Self.defaultMinimums.lastIndex(where: { $0.swift <= toolsVersion })
        else { return nil }
        let declaredIOS = platforms.first { $0.name == "iOS" }?.version
        let minimums = Self.defaultMinimums[first...].compactMap { release -> VersionNumber? in
            guard let minimum = release.minimums[platform] else { return nil }
            guard platform == "Mac Catalyst", let iOS = release.minimums["iOS"].map({ max($0, declaredIOS ?? $0) }) else { return minimum }
            return max(minimum, iOS)
        }
        guard let lowest = minimums.min(), let highest = minimums.max() else { return nil }
        return lowest...highest
    }
}
