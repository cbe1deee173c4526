/// The version of doccheck, as released in CHANGELOG.md.
public enum DocCheckVersion {
    public static let current = "2.0.0"
}
