/// A value a document states in prose, as a source computes it: a count of the package's
/// demos, of doccheck's rules, of a test run's tests, a JSON file's value.
public enum FactValue: Sendable, Equatable, CustomStringConvertible {
    case number(Int)
    case text(String)

    public var description: String {
        switch self {
        case .number(let number): String(number)
        case .text(let text): text
        }
    }
}

/// Why a source could not compute its value: said once per run, never a finding.
public struct FactUnavailable: Error, Sendable, Equatable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// Where a fact marker's value comes from: `<!-- doccheck:fact NAME -->`.
///
/// A source says what it counts, the English nouns that follow its number in prose (so an
/// unmarked "16 demos" can be told from any other 16), and the example that shows a stale
/// value found and a fresh one passing.
public struct FactSource: Sendable {
    public var name: String
    /// What the value is, as the rules reference and the notes say it ("the catalog's demo count").
    public var summary: String
    /// The nouns that, right after the number in an English sentence, say the number states
    /// this fact ("demos"); a source without nouns is never looked for unmarked.
    public var nouns: [String]
    /// Whether every repository has this fact (its translations), so an unmarked statement
    /// of it is worth a note though no document marks the source yet.
    public var isAboutEveryRepository: Bool
    /// The files besides the README that the source's examples need (a JSON file, a recorded run).
    public var exampleFiles: [String: String]
    /// Whether the examples can be checked by `verify` alone (a source that runs the package's
    /// tests needs a build and is tried end to end instead).
    public var examplesNeedBuild: Bool
    /// The value in the source's example repository (`example(value:)`).
    public let exampleValue: @Sendable () -> FactValue
    let compute: @Sendable (Repository) -> Result<FactValue, FactUnavailable>

    public init(
        name: String, summary: String, nouns: [String] = [], isAboutEveryRepository: Bool = false, exampleFiles: [String: String] = [:],
        examplesNeedBuild: Bool = false, exampleValue: @escaping @Sendable () -> FactValue,
        compute: @escaping @Sendable (Repository) -> Result<FactValue, FactUnavailable>
    ) {
        self.name = name
        self.summary = summary
        self.nouns = nouns
        self.isAboutEveryRepository = isAboutEveryRepository
        self.exampleFiles = exampleFiles
        self.examplesNeedBuild = examplesNeedBuild
        self.exampleValue = exampleValue
        self.compute = compute
    }

    /// The source's value in `repository`.
    public func value(in repository: Repository) -> Result<FactValue, FactUnavailable> {
        compute(repository)
    }

    /// The repository of the source's examples with `value` in the README's marker, on line 3.
    public func example(value: String, inWords: Bool = false) -> [String: String] {
        exampleFiles.merging([
            "README.md": "# Package\n\n\(Self.sentence(FactMarker.begin(name, inWords: inWords) + value + FactMarker.endComment))\n"
        ]) { $1 }
    }

    /// The example's sentence around a marked value.
    static func sentence(_ marked: String) -> String {
        "It has \(marked) of them."
    }

    /// A value the example's marker holds that is not the source's: one more, or other text.
    public var staleExampleValue: String {
        switch exampleValue() {
        case .number(let number): String(number + 1)
        case .text(let text): text + "0"
        }
    }
}
