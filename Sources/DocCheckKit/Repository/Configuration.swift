import Foundation

/// Where a repository's documents are and what their generated regions hold.
///
/// Conventions give every value; `.doccheck.json` at the repository root overrides them.
public struct Configuration: Sendable, Equatable {
    /// The main document.
    public var readme = "README.md"
    /// The folder of translated READMEs.
    public var translations = "Translations"
    /// The documentation folder (a DocC catalog or plain Markdown).
    public var docs = "Docs"
    public var changelog = "CHANGELOG.md"
    public var manifest = "Package.swift"
    /// Further documents to check, relative to the root.
    public var documents: [String] = []
    /// The package's canonical repository URL.
    public var canonicalURL: String?
    /// The generated tables: which region of which documents, filled from which source.
    public var tables: [TableRegionConfiguration] = []
    /// Where `regen-examples` writes the tests generated from Swift blocks.
    public var examplesFolder = "Tests/ReadmeExamplesTests/Generated"
    /// Findings silenced on purpose: a rule's findings in a file, or on one line of it.
    public var ignore: [IgnoreEntry] = []
    /// Rules turned off or given another severity for the whole repository:
    /// `"rules": { "link-text": "off", "heading-level": "warning" }`.
    public var rules: [String: RuleSetting] = [:]
    /// What a version pin must be: a range that admits the release (unless set), or the
    /// canonical pin of the release.
    public var pinPolicy: PinPolicy = .admits
    /// Documents that tell of a past release, by path or glob: their pins and minimums are
    /// that release's and are not checked (migration guides are found by name without it).
    public var historical: [String] = []
    /// A folder of symbol graphs the package's own build writes, read in place of doccheck's
    /// cache and taken as current.
    public var symbolGraphs: String?
    /// When `verify` makes the symbol graph before it checks, as `--symbols` asks.
    public var symbols: SymbolGraphPolicy = .onRequest
    /// Further names this package's pods go by, besides its podspecs' names and its products'.
    public var pods: [String] = []
    /// The file of findings recorded on purpose (`verify --write-baseline`), left out of runs.
    public var baseline = Baseline.defaultPath
    /// Rule settings for some files: `"overrides": [{ "paths": ["CHANGELOG.md"], "rules": {
    /// "heading-level": "off" } }]`; a later entry wins over an earlier one.
    public var overrides: [RuleOverride] = []
    /// The keys `.doccheck.json` sets: a value it does not set may be found by discovery.
    public var explicitKeys: Set<String> = []

    public init() {}

    /// The name of the configuration file at the repository root.
    public static let fileName = ".doccheck.json"
}

/// What a version pin of the package must be.
public enum PinPolicy: String, Sendable, Equatable, CaseIterable {
    /// Any range that admits the newest release (`from: "7.0.0"` when 7.6.2 is released).
    case admits
    /// The canonical pin of the newest release (`from: "7.6.2"`), as `fix-pins` writes it.
    case canonical
}

/// When `verify` makes the package's symbol graph before it checks.
public enum SymbolGraphPolicy: String, Sendable, Equatable, CaseIterable {
    /// Only when `--symbols` asks: a pre-commit never waits for a build.
    case onRequest = "on-request"
    /// Also when the `CI` environment variable is set, as CI services set it.
    case ci

    /// Whether a run with these arguments and this environment makes the graph first.
    public func makesGraph(requested: Bool, environment: [String: String]) -> Bool {
        if requested { return true }
        switch self {
        case .onRequest: return false
        case .ci:
            guard let value = environment["CI"]?.lowercased() else { return false }
            return !value.isEmpty && value != "false" && value != "0"
        }
    }
}

/// What the configuration makes of one rule: off, or its findings at another severity.
public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
    case off, warning, error
}

/// Rule settings that apply to the files some paths or globs name.
public struct RuleOverride: Sendable, Equatable {
    public var paths: [String]
    public var rules: [String: RuleSetting]

    public init(paths: [String], rules: [String: RuleSetting]) {
        self.paths = paths
        self.rules = rules
    }

    func matches(_ path: String) -> Bool {
        paths.contains { $0 == path || Glob.matches($0, path) }
    }
}

/// One generated table: a marker region in documents and the source of its rows.
public struct TableRegionConfiguration: Sendable, Equatable {
    /// The region's name in its markers: `<!-- doccheck:begin NAME -->`.
    public var region: String
    /// The documents that hold the region.
    public var documents: [String]
    /// A built-in source's name, or the repository-relative path of a JSON rows file.
    public var source: String

    public init(region: String, documents: [String], source: String) {
        self.region = region
        self.documents = documents
        self.source = source
    }
}

/// A configuration file that cannot be used; the run stops with exit status 2.
public struct ConfigurationError: Error, Equatable, Sendable {
    /// The rule id the error is reported with (`ConfigurationRule`).
    public static let ruleID = ConfigurationRule.id

    public var path: String
    public var location: SourceLocation?
    public var message: String

    public init(path: String, location: SourceLocation? = nil, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }
}

extension Configuration {
    /// Reads a `rules` object: each rule id with `off`, `warning` or `error`.
    static func ruleSettings(_ value: Any?, name: String, _ reader: JSONObjectReader) throws(ConfigurationError) -> [String: RuleSetting] {
        guard let value else { return [:] }
        let key = String(name.split(separator: ".").last ?? "")
        guard let entries = value as? [String: Any] else { throw reader.typeError(name, "an object", key: key) }
        var settings: [String: RuleSetting] = [:]
        for (rule, setting) in entries.sorted(by: { $0.key < $1.key }) {
            guard let text = setting as? String, let parsed = RuleSetting(rawValue: text) else {
                let known = RuleSetting.allCases.map(\.rawValue).joined(separator: ", ")
                throw reader.error("key '\(name).\(rule)' must be one of \(known)", at: "\(name).\(rule)", key: rule)
            }
            settings[rule] = parsed
        }
        return settings
    }

    /// The setting for `rule`'s findings in `path`: the last override whose paths match,
    /// else the repository's; nil when neither sets one.
    public func setting(for rule: String, in path: String?) -> RuleSetting? {
        if let path, let override = overrides.last(where: { $0.rules[rule] != nil && $0.matches(path) }) {
            return override.rules[rule]
        }
        return rules[rule]
    }

    /// Reads `.doccheck.json` from `bytes`, naming the key of any unknown key or wrong type.
    public init(json bytes: [UInt8], path: String = Configuration.fileName) throws(ConfigurationError) {
        self.init()
        let reader = JSONObjectReader(bytes: bytes, path: path)
        let object = try reader.rootObject()
        try reader.rejectUnknownKeys(in: object, allowed: Self.allowedKeys(at: ""), at: "")
        explicitKeys = Set(object.keys)
        readme = try reader.string(object, "readme") ?? readme
        translations = try reader.string(object, "translations") ?? translations
        docs = try reader.string(object, "docs") ?? docs
        changelog = try reader.string(object, "changelog") ?? changelog
        manifest = try reader.string(object, "manifest") ?? manifest
        documents = try reader.strings(object, "documents") ?? []
        canonicalURL = try reader.string(object, "canonicalURL")
        try Self.checkCanonicalURL(canonicalURL, reader: reader)
        examplesFolder = try reader.string(object, "examplesFolder") ?? examplesFolder
        baseline = try reader.string(object, "baseline") ?? baseline
        historical = try reader.strings(object, "historical") ?? []
        pods = try reader.strings(object, "pods") ?? []
        symbolGraphs = try reader.string(object, "symbolGraphs")
        if let text = try reader.string(object, "symbols") {
            guard let policy = SymbolGraphPolicy(rawValue: text) else {
                throw reader.error(
                    "key 'symbols' must be one of \(SymbolGraphPolicy.allCases.map(\.rawValue).joined(separator: ", "))", at: "symbols")
            }
            symbols = policy
        }
        if let text = try reader.string(object, "pins") {
            guard let policy = PinPolicy(rawValue: text) else {
                throw reader.error("key 'pins' must be one of \(PinPolicy.allCases.map(\.rawValue).joined(separator: ", "))", at: "pins")
            }
            pinPolicy = policy
        }
        ignore = try Self.ignoreEntries(object, reader)
        rules = try Self.ruleSettings(object["rules"], name: "rules", reader)
        for (index, entry) in (try reader.objects(object, "overrides") ?? []).enumerated() {
            let prefix = "overrides[\(index)]."
            try reader.rejectUnknownKeys(in: entry, allowed: Self.allowedKeys(at: "overrides[]."), at: prefix)
            guard let paths = try reader.strings(entry, "paths", prefix: prefix), !paths.isEmpty else {
                throw reader.missing("paths", in: String(prefix.dropLast()))
            }
            guard entry["rules"] != nil else { throw reader.missing("rules", in: String(prefix.dropLast())) }
            overrides.append(RuleOverride(paths: paths, rules: try Self.ruleSettings(entry["rules"], name: prefix + "rules", reader)))
        }
        for (index, entry) in (try reader.objects(object, "tables") ?? []).enumerated() {
            let prefix = "tables[\(index)]."
            try reader.rejectUnknownKeys(in: entry, allowed: Self.allowedKeys(at: "tables[]."), at: prefix)
            guard let region = try reader.string(entry, "region", prefix: prefix) else {
                throw reader.missing("region", in: String(prefix.dropLast()))
            }
            guard let source = try reader.string(entry, "source", prefix: prefix) else {
                throw reader.missing("source", in: String(prefix.dropLast()))
            }
            let documents = try reader.strings(entry, "documents", prefix: prefix) ?? [readme]
            tables.append(TableRegionConfiguration(region: region, documents: documents, source: source))
        }
    }
}
