import Foundation

/// Findings recorded on purpose, so that a package with many of them can adopt doccheck and
/// fail only on new ones (`verify --write-baseline` records them; `verify` then leaves them
/// out).
///
/// An entry matches a finding by rule, file, message and the text of the finding's line, not
/// by line number, so it survives lines moving above it. Each entry matches one finding; an
/// entry that matches none is itself a finding, so the baseline only shrinks.
public struct Baseline: Sendable, Equatable {
    /// The file, relative to the repository root.
    public var path: String
    public var entries: [Entry]

    public struct Entry: Sendable, Hashable {
        public var rule: String
        /// The finding's file; empty for a finding about no file.
        public var file: String
        public var message: String
        /// The finding's line in its file, trimmed; empty when it has no line.
        public var context: String
        /// The line of the entry in the baseline file.
        public var line: Int?

        var key: Key { Key(rule: rule, file: file, message: message, context: context) }
    }

    struct Key: Hashable {
        var rule, file, message, context: String
    }

    /// The default place of the baseline; `"baseline"` in the configuration names another.
    public static let defaultPath = ".doccheck-baseline.json"

    public init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// Reads a baseline file, with an error that names the line of anything malformed.
    public init(bytes: [UInt8], path: String) throws(ConfigurationError) {
        let reader = JSONObjectReader(bytes: bytes, path: path)
        let root = try reader.root()
        guard case .object(let members) = root.value else { preconditionFailure("root() returns an object") }
        try reader.rejectUnknownKeys(in: members.map(\.key), allowed: ["findings"], at: "")
        guard let findings = members.last(where: { $0.key == "findings" })?.node else {
            throw ConfigurationError(path: path, location: reader.location(ofByte: root.offset), message: "missing key 'findings'")
        }
        guard case .array(let elements) = findings.value else {
            throw ConfigurationError(path: path, location: reader.location(ofByte: findings.offset), message: "key 'findings' must be an array")
        }
        self.path = path
        entries = []
        for (index, element) in elements.enumerated() {
            let location = reader.location(ofByte: element.offset)
            guard case .object(let fields) = element.value else {
                throw ConfigurationError(path: path, location: location, message: "findings[\(index)] must be an object")
            }
            try reader.rejectUnknownKeys(in: fields.map(\.key), allowed: ["rule", "path", "message", "context"], at: "findings[\(index)].")
            func text(_ key: String, required: Bool) throws(ConfigurationError) -> String {
                guard let node = fields.last(where: { $0.key == key })?.node else {
                    if required { throw ConfigurationError(path: path, location: location, message: "missing key 'findings[\(index)].\(key)'") }
                    return ""
                }
                guard case .string(let value) = node.value else {
                    throw ConfigurationError(
                        path: path, location: reader.location(ofByte: node.offset), message: "key 'findings[\(index)].\(key)' must be a string")
                }
                return value
            }
            entries.append(
                Entry(
                    rule: try text("rule", required: true), file: try text("path", required: false),
                    message: try text("message", required: true), context: try text("context", required: false), line: location.line))
        }
    }

    /// The baseline that records `diagnostics` (notes are never recorded: they do not fail a
    /// run), as JSON with sorted keys, in the findings' order.
    public static func encode(_ diagnostics: [Diagnostic], context: (Diagnostic) -> String) -> [UInt8] {
        let findings: [[String: Any]] = diagnostics.filter { $0.severity != .note }.map { diagnostic in
            var object: [String: Any] = ["rule": diagnostic.ruleID, "message": diagnostic.message]
            if let path = diagnostic.path { object["path"] = path }
            let text = context(diagnostic)
            if !text.isEmpty { object["context"] = text }
            return object
        }
        return Array(JSONText.encode(["findings": findings]).utf8)
    }

    /// `diagnostics` without those the baseline records, how many it left out, and a finding
    /// for each entry that matched nothing. `judged` says whether this run could have made an
    /// entry's finding (its rule ran and its file was checked); entries it could not are left
    /// alone.
    func apply(
        to diagnostics: [Diagnostic], context: (Diagnostic) -> String, judged: (Entry) -> Bool
    ) -> (kept: [Diagnostic], hidden: Int, unused: [Entry]) {
        var remaining: [Key: [Int]] = [:]
        for (index, entry) in entries.enumerated() { remaining[entry.key, default: []].append(index) }
        var used = Set<Int>()
        let kept = diagnostics.filter { diagnostic in
            guard diagnostic.severity != .note else { return true }
            let key = Key(rule: diagnostic.ruleID, file: diagnostic.path ?? "", message: diagnostic.message, context: context(diagnostic))
            guard let index = remaining[key]?.popLast() else { return true }
            used.insert(index)
            return false
        }
        let unused = entries.indices.filter { !used.contains($0) && judged(entries[$0]) }.map { entries[$0] }
        return (kept, diagnostics.count - kept.count, unused)
    }
}

/// A baseline entry that matches no finding is reported, so that the baseline only shrinks.
struct BaselineRule: Rule {
    static let id = "baseline"

    var description: RuleDescription {
        let readme = "# P\n\nSee [the use](#use).\n\n## Use\n"
        let entry = { (message: String) in
            "{\"findings\": [{\"rule\": \"link-anchor\", \"path\": \"README.md\", \"message\": \"\(message)\", \"context\": \"See [the use](#use).\"}]}\n"
        }
        return RuleDescription(
            id: Self.id, summary: "every entry of the baseline file matches a finding that still stands",
            severity: .error,
            triggeringExamples: [
                RuleExample(["README.md": readme, Baseline.defaultPath: entry("the anchor is gone")], path: Baseline.defaultPath, line: 1)
            ],
            nonTriggeringExamples: [
                RuleExample(["README.md": readme.replacingOccurrences(of: "#use", with: "#usage")])
            ])
    }

    /// Runs once the baseline has been applied, after every other rule, as only then is it
    /// known what each entry matched.
    func check(unused entries: [Baseline.Entry], in baseline: Baseline) -> [Diagnostic] {
        entries.map { entry in
            let place = entry.file.isEmpty ? "" : " in \(entry.file)"
            return Self.finding(
                path: baseline.path, location: entry.line.map { SourceLocation(line: $0) },
                message: "baseline entry matches no finding: [\(entry.rule)]\(place): \(entry.message); the problem is gone, remove the entry",
                notes: ["'doccheck verify --write-baseline' records the findings that stand now"])
        }
    }
}

/// The text of a finding's line, trimmed, by which a baseline entry recognises the finding
/// wherever the line has moved. Each file is read once.
final class FindingContext {
    private let repository: Repository
    private var sources: [String: SourceText?] = [:]

    init(repository: Repository) {
        self.repository = repository
    }

    func text(_ diagnostic: Diagnostic) -> String {
        guard let path = diagnostic.path, let line = diagnostic.location?.line else { return "" }
        let source: SourceText? =
            if let cached = sources[path] {
                cached
            } else {
                repository.contents(path).map(SourceText.init(bytes:))
            }
        sources.updateValue(source, forKey: path)
        guard let source, line >= 1, line <= source.lineCount else { return "" }
        return source.line(line).trimmingAllWhitespace()
    }
}
