import Foundation

/// A finding the configuration silences: a rule's findings in one file, or on one line of it.
public struct IgnoreEntry: Sendable, Equatable {
    public var rule: String
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
        diagnostic.ruleID == rule && diagnostic.path == path && (line == nil || diagnostic.location?.line == line)
    }
}

extension Configuration {
    /// Reads the `ignore` key: `[{"rule": "link-anchor", "path": "README.md", "line": 12}]`,
    /// naming any unknown key, missing key or value of the wrong type.
    static func ignoreEntries(_ object: [String: Any], _ reader: JSONObjectReader) throws(ConfigurationError) -> [IgnoreEntry] {
        var entries: [IgnoreEntry] = []
        for (index, entry) in (try reader.objects(object, "ignore") ?? []).enumerated() {
            let prefix = "ignore[\(index)]."
            try reader.rejectUnknownKeys(in: entry, allowed: ["rule", "path", "line"], at: prefix)
            guard let rule = try reader.string(entry, "rule", prefix: prefix), !rule.isEmpty else {
                throw reader.error("missing key '\(prefix)rule'")
            }
            guard let path = try reader.string(entry, "path", prefix: prefix), !path.isEmpty else {
                throw reader.error("missing key '\(prefix)path'")
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
