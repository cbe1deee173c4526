import Foundation

/// A finding the configuration silences: a rule's findings in one file, or on one line of it,
/// or in every file a glob names (`Docs/**/*.md`).
public struct IgnoreEntry: Sendable, Equatable {
    public var rule: String
    /// A repository-relative path, or a glob: `*` and `?` within one path component, `**` for
    /// any number of components.
    public var path: String
    /// The line, nil for every finding of the rule in the file.
    public var line: Int?

    public init(rule: String, path: String, line: Int? = nil) {
        self.rule = rule
        self.path = path
        self.line = line
    }

    /// Whether the entry silences `diagnostic`.
    func silences(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == rule && diagnostic.path.map { $0 == path || Glob.matches(path, $0) } == true
            && (line == nil || diagnostic.location?.line == line)
    }
}

/// Path globs as `.gitignore` and SwiftLint's `excluded` write them: `*` and `?` match within
/// one path component, `**` matches any number of whole components.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        matches(
            pattern.split(separator: "/", omittingEmptySubsequences: false)[...], path.split(separator: "/", omittingEmptySubsequences: false)[...])
    }

    private static func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero or more whole components.
            return (path.startIndex...path.endIndex).contains { matches(pattern.dropFirst(), path[$0...]) }
        }
        guard let component = path.first, matchesComponent(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` any run of bytes, `?` one byte, anything else itself.
    private static func matchesComponent(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            return (name.startIndex...name.endIndex).contains { matchesComponent(pattern.dropFirst(), name[$0...]) }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchesComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchesComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}

extension Configuration {
    /// Reads the `ignore` key: `[{"rule": "link-anchor", "path": "README.md", "line": 12}]`,
    /// naming any unknown key, missing key or value of the wrong type.
    static func ignoreEntries(_ object: [String: Any], _ reader: JSONObjectReader) throws(ConfigurationError) -> [IgnoreEntry] {
        var entries: [IgnoreEntry] = []
        for (index, entry) in (try reader.objects(object, "ignore") ?? []).enumerated() {
            let prefix = "ignore[\(index)]."
            try reader.rejectUnknownKeys(in: entry, allowed: Self.allowedKeys(at: "ignore[]."), at: prefix)
            guard let rule = try reader.string(entry, "rule", prefix: prefix), !rule.isEmpty else {
                throw reader.missing("rule", in: String(prefix.dropLast()))
            }
            guard let path = try reader.string(entry, "path", prefix: prefix), !path.isEmpty else {
                throw reader.missing("path", in: String(prefix.dropLast()))
            }
            var line: Int?
            if let value = entry["line"] {
                // The JSON reader gives a whole number as an Int, `2.5` as a Double, `true` as a Bool.
                guard !(value is Bool), let number = value as? Int, number >= 1 else {
                    throw reader.typeError(prefix + "line", "a line number from 1", key: "line")
                }
                line = number
            }
            entries.append(IgnoreEntry(rule: rule, path: path, line: line))
        }
        return entries
    }
}
