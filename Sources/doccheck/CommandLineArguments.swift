import DocCheckKit

/// The command line, parsed by hand in swift-argument-parser's vocabulary and wording.
struct CommandLineArguments: Equatable {
    enum Subcommand: String, CaseIterable {
        case verify
        case regenTable = "regen-table"
        case regenExamples = "regen-examples"
        case examples
        case rules
        case installHook = "install-hook"
        case mutate
        case fixPins = "fix-pins"
        case translations
        case `init`

        var abstract: String {
            switch self {
            case .verify: "Check the repository's documents against their sources."
            case .regenTable: "Rewrite the generated tables from their sources."
            case .regenExamples: "Rewrite the tests generated from the documents' Swift blocks."
            case .examples: "List every Swift block of the documents with its status."
            case .rules: "List every rule: its id, severity and what it checks."
            case .installHook: "Install a git pre-commit hook that runs 'doccheck verify --staged'."
            case .mutate: "Break a copy of the documents on purpose and report which checks catch each breakage."
            case .fixPins: "Rewrite the package's version pins that disagree with its release to the canonical form."
            case .translations: "Show whether each translation is current or behind its source, or mark translations current."
            case .`init`: "Write a .doccheck.json that names the documents found, and say what was chosen."
            }
        }

        /// The flags the subcommand takes, besides the common ones.
        var flags: [(name: String, help: String)] {
            switch self {
            case .verify:
                [
                    ("--diff", "Print a unified diff of what the generators would change."),
                    ("--list", "List the documents found and what each is taken for; check nothing."),
                    ("--disable <rule>", "Turn a rule off for this run (repeatable); `doccheck rules` lists them."),
                    ("--write-baseline", "Record every finding that stands now in the baseline file, so that later runs report only new ones."),
                    ("--staged", "Check what the next commit holds, not the working tree: the staged documents and those they can affect."),
                ]
            case .installHook: [("--force", "Replace a pre-commit hook that doccheck did not write, keeping it as pre-commit.doccheck-backup.")]
            case .`init`: [("--force", "Replace an existing .doccheck.json.")]
            case .mutate:
                [
                    ("--compile", "Also run the mutations that need a compile and the example tests."),
                    ("--disable <rule>", "Turn a rule off, to see what it alone catches (repeatable)."),
                ]
            case .regenTable, .regenExamples, .fixPins: Self.changeFlags
            case .translations:
                [
                    ("--mark-current <language>", "Record that the translation in <language> matches its source now (repeatable)."),
                    ("--mark-current --all", "Record that every translation of every document matches its source now."),
                    ("--force", "Mark a translation current even when it has translation errors (with --mark-current)."),
                ]
                    + Self.changeFlags.map { ($0.name, $0.help + " (with --mark-current)") }
            case .examples, .rules: []
            }
        }

        /// The flags of every subcommand that writes files.
        static let changeFlags: [(name: String, help: String)] = [
            ("--check", "Write nothing; report what would change and exit 1 when anything would."),
            ("--diff", "Print a unified diff of what would change."),
        ]

        /// Whether the subcommand prints findings through `--reporter`; the others print
        /// lines of their own and refuse the option.
        var takesReporter: Bool {
            switch self {
            case .verify, .regenTable, .regenExamples, .fixPins: true
            case .examples, .rules, .installHook, .mutate, .translations, .`init`: false
            }
        }
    }

    enum Action: Equatable {
        case run(Subcommand)
        case help(Subcommand?)
        case version
    }

    var action: Action
    var path: String?
    var reporter = "xcode"
    var flags: Set<String> = []
    /// Rules turned off with `--disable`.
    var disabledRules: [String] = []
    /// The languages given with `translations --mark-current`.
    var markCurrent: [String] = []
    /// Whether `translations --mark-current --all` asks for every translation.
    var markAll = false

    /// A command line that cannot be run; exit status 2 with usage help.
    struct UsageError: Error, Equatable {
        var message: String
        var subcommand: Subcommand?
    }

    static let reporterOption = ("--reporter <name>", "How to print findings: \(Reporters.names.joined(separator: ", ")) (default: xcode).")
    static let common: [(name: String, help: String)] = [
        ("--path <path>", "The repository to check (default: the git root above the current folder)."),
        ("--strict", "Treat warnings as errors."),
        ("-q, --quiet", "Print findings only: no summary or progress."),
        ("-h, --help", "Show help information."),
    ]
    static let commonFlags: Set<String> = ["--strict", "--quiet"]
    /// The options that take a value, which `--name=value` may give.
    static let valueOptions = ["--path": "<path>", "--disable": "<rule>", "--mark-current": "<language>", "--reporter": "<name>"]

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        guard let first = remaining.first else {
            action = .help(nil)
            return
        }
        if first == "--version" {
            action = .version
            return
        }
        if first == "-h" || first == "--help" {
            action = .help(nil)
            return
        }
        if first == "help" {
            remaining.removeFirst()
            guard let name = remaining.first else {
                action = .help(nil)
                return
            }
            guard let subcommand = Subcommand(rawValue: name) else {
                throw UsageError(message: "Unknown subcommand '\(name)'")
            }
            action = .help(subcommand)
            return
        }
        guard let subcommand = Subcommand(rawValue: first) else {
            throw UsageError(message: first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'")
        }
        remaining.removeFirst()
        action = .run(subcommand)
        let known = Set(subcommand.flags.map(\.name))
        while var argument = remaining.popFirst() {
            // `--name=value` is `--name value` for every option that takes a value.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let name = String(argument[..<equals])
                guard let placeholder = Self.valueOptions[name] else {
                    throw UsageError(message: "Unknown option '\(argument)'", subcommand: subcommand)
                }
                let value = String(argument[argument.index(after: equals)...])
                guard !value.isEmpty else { throw UsageError(message: "Missing value for '\(name) \(placeholder)'", subcommand: subcommand) }
                argument = name
                remaining.insert(value, at: remaining.startIndex)
            }
            switch argument {
            case "-h", "--help":
                action = .help(subcommand)
                return
            case "--path":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw UsageError(message: "Missing value for '--path <path>'", subcommand: subcommand)
                }
                path = value
            case "--disable" where subcommand == .mutate || subcommand == .verify:
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw UsageError(message: "Missing value for '--disable <rule>'", subcommand: subcommand)
                }
                disabledRules.append(value)
            case "--mark-current" where subcommand == .translations && remaining.first == "--all":
                remaining.removeFirst()
                markAll = true
            case "--mark-current" where subcommand == .translations:
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw UsageError(message: "Missing value for '--mark-current <language>'", subcommand: subcommand)
                }
                markCurrent.append(value)
            case "-q":
                flags.insert("--quiet")
            case "--reporter" where subcommand.takesReporter:
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw UsageError(message: "Missing value for '--reporter <name>'", subcommand: subcommand)
                }
                guard Reporters.names.contains(value) else {
                    throw UsageError(
                        message: "The value '\(value)' is invalid for '--reporter <name>'; use one of \(Reporters.names.joined(separator: ", "))",
                        subcommand: subcommand)
                }
                reporter = value
            case _ where known.contains(argument) || Self.commonFlags.contains(argument):
                flags.insert(argument)
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: "Unknown option '\(argument)'", subcommand: subcommand)
            default:
                throw UsageError(message: "Unexpected argument '\(argument)'", subcommand: subcommand)
            }
        }
    }

    /// `doccheck --help` or `doccheck help <subcommand>`.
    static func help(_ subcommand: Subcommand?) -> String {
        guard let subcommand else {
            var text = """
                OVERVIEW: Keep a Swift package's README, translations and docs true.

                USAGE: doccheck <subcommand>

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:

                """
            for command in Subcommand.allCases {
                text += "  " + command.rawValue.padding(22) + command.abstract + "\n"
            }
            return text + "\n  See 'doccheck help <subcommand>' for detailed help.\n"
        }
        var text = """
            OVERVIEW: \(subcommand.abstract)

            USAGE: doccheck \(subcommand.rawValue) [<options>]

            OPTIONS:

            """
        for (name, help) in subcommand.flags + (subcommand.takesReporter ? [reporterOption] : []) + common {
            text += "  " + name.padding(22) + help + "\n"
        }
        return text
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + "  " : self + String(repeating: " ", count: width - count)
    }
}
