/// Something a demo needs to run beyond the iOS 26 or macOS 26 base system.
public enum Requirement: String, CaseIterable, Sendable, Identifiable, CustomStringConvertible {
    /// The demo loads content from the internet.
    case networkConnection
    /// The demo uses the on-device model, which needs a device with Apple Intelligence turned on.
    case appleIntelligence
    /// The demo uses an API introduced in iOS 26.1.
    case iOS26Point1

    /// The requirement's stable identifier, equal to its raw value.
    public var id: String { rawValue }

    /// A short human-readable name for the requirement, such as "Network connection".
    public var description: String {
        switch self {
        case .networkConnection: "Network connection"
        case .appleIntelligence: "Apple Intelligence"
        case .iOS26Point1: "iOS 26.1"
        }
    }
}
