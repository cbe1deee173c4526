/// An operating system the showcase app is built for; `allCases` lists iOS before macOS.
public enum Platform: String, CaseIterable, Sendable, Identifiable, CustomStringConvertible {
    /// iOS and iPadOS 26.
    case iOS
    /// macOS 26.
    case macOS

    /// The platform's stable identifier, equal to its raw value.
    public var id: String { rawValue }

    /// The platform's name as Apple spells it, such as "iOS".
    public var name: String {
        switch self {
        case .iOS: "iOS"
        case .macOS: "macOS"
        }
    }

    /// The platform's name, so it reads naturally in interpolated text.
    public var description: String { name }
}
