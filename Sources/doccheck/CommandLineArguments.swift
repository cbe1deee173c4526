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
        case fix
        case fixExamples = "fix-examples"
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
            case .fix:
                "Apply every fix with one right answer at once: version pins, generated tables, links with one right destination, generated tests."
            case .fixExamples:
                "Run the examples' tests and rewrite each stated result that differs to the value the code produced."
            case .translations: "Show whether each translation is current or behind its source, or mark translations current."
            case .`init`: "Write a .doccheck.json that names the documents found, and say what was chosen."
            }
        }

        /// The options the subcommand takes, in the order its help lists them: its own, then
        /// `--reporter` where it prints findings, then the ones every subcommand takes.
        var options: [OptionHelp] {
            let own: [OptionHelp]
            switch self {
            case .verify:
                own = [
                    OptionHelp(.diff, "Print a unified diff of what the generators would change."),
                    OptionHelp(.list, "List the documents found and what each is taken for; check nothing."),
                    OptionHelp(.disable, "Turn a rule off for this run (repeatable); `doccheck rules` lists them."),
                    OptionHelp(
                        .writeBaseline, "Record every finding that stands now in the baseline file, so that later runs report only new ones."),
                    OptionHelp(.staged, "Check what the next commit holds, not the working tree: the staged documents and those they can affect."),
                    OptionHelp(
                        .symbols,
                        "Make the package's symbol graph first when it is not current (swift package dump-symbol-graph), so DocC symbol links are checked."
                    ),
                    OptionHelp(
                        .consumer,
                        "Also build a scratch package from the README's installation snippet, resolving this package offline through a mirror, and compile the README's test examples in it as a reader's code."
                    ),
                ]
            case .installHook:
                own = [OptionHelp(.force, "Replace a pre-commit hook that doccheck did not write, keeping it as pre-commit.doccheck-backup.")]
            case .`init`: own = [OptionHelp(.force, "Replace an existing .doccheck.json.")]
            case .mutate:
                own = [
                    OptionHelp(.compile, "Also run the mutations that need a compile and the example tests."),
                    OptionHelp(.disable, "Turn a rule off, to see what it alone catches (repeatable)."),
                    OptionHelp(.record, "Write the run's counts to .doccheck/mutate-run.json, which the mutate.* facts read."),
                ]
            case .regenTable, .regenExamples, .fixPins, .fix, .fixExamples: own = Self.changeOptions(suffix: "")
            case .translations:
                own =
                    [
                        OptionHelp(.markCurrent, "Record that the translation in <language> matches its source now (repeatable)."),
                        OptionHelp(
                            .markCurrent, "Record that every translation of every document matches its source now.", usage: "--mark-current --all"),
                        OptionHelp(.force, "Mark a translation current even when it has translation errors (with --mark-current)."),
                    ] + Self.changeOptions(suffix: " (with --mark-current)")
            case .examples, .rules: own = []
            }
            let reporter = OptionHelp(.reporter, "How to print findings: \(Reporters.names.joined(separator: ", ")) (default: xcode).")
            return own + (printsFindings ? [reporter] : [])
                + [
                    OptionHelp(.path, "The repository to check (default: the git root above the current folder)."),
                    OptionHelp(.strict, "Treat warnings as errors."),
                    OptionHelp(.quiet, "Print findings only: no summary or progress."),
                    OptionHelp(.help, "Show help information."),
                ]
        }

        /// How the subcommand is written: `doccheck verify [<options>] [<document> ...]`.
        var usage: String {
            "doccheck \(rawValue) [<options>]" + (self == .verify ? " [<document> ...]" : "")
        }

        /// What each exit status of the subcommand means, as its help lists them.
        var exitStatuses: [(status: Int32, meaning: String)] {
            let unusable = "the command line or .doccheck.json cannot be used (the error says where)"
            switch self {
            case .verify:
                return [
                    (0, "no finding fails the run (warnings are reported and pass, unless --strict)"),
                    (1, "an error finding, or with --strict a warning"), (2, unusable),
                ]
            case .regenTable, .regenExamples:
                return [
                    (0, "written, or already up to date"),
                    (1, "with --check, a file would change; or the documents' errors keep anything from being written"), (2, unusable),
                ]
            case .fixPins:
                return [
                    (0, "the pins are rewritten, or already agree with the release"),
                    (1, "with --check, a pin would change; or the documents' errors keep anything from being written"),
                    (2, "\(unusable); or the CHANGELOG must come first (a pin asks for more than the release, or a tag is newer)"),
                ]
            case .fix:
                return [
                    (0, "everything is fixed, or nothing needed fixing"),
                    (1, "with --check, a file would change; or the documents' errors keep anything from being written"),
                    (2, "\(unusable); or the CHANGELOG must come first (a pin asks for more than the release, or a tag is newer)"),
                ]
            case .fixExamples:
                return [
                    (0, "every stated result agrees with the code, or was rewritten to"),
                    (
                        1,
                        "with --check, a result would change; or an example does not compile, fails in another way, or its tests are out of date (nothing is written)"
                    ),
                    (2, unusable),
                ]
            case .examples, .rules: return [(0, "listed"), (2, unusable)]
            case .installHook:
                return [
                    (0, "installed"), (1, "refused: a hook doccheck did not write is there (see --force), or the binary could change"), (2, unusable),
                ]
            case .mutate:
                return [(0, "every mutation that ran was caught"), (1, "a mutation survived, or the unbroken copy is not clean"), (2, unusable)]
            case .translations:
                return [
                    (0, "every translation is current (or was marked current)"),
                    (1, "a translation is behind or has translation errors; or --mark-current met a missing or unreadable file or malformed marker"),
                    (2, "\(unusable); or --mark-current refused a translation with translation errors (see --force)"),
                ]
            case .`init`: return [(0, "written"), (2, "\(unusable); or .doccheck.json exists (see --force)")]
            }
        }

        /// Two command lines that show the subcommand at work, each with what it does.
        var examples: [(command: String, does: String)] {
            switch self {
            case .verify:
                [
                    ("doccheck verify", "Check every document of the repository."),
                    ("doccheck verify README.md Docs/Guide.md", "Check two documents, reading the others for what they link to."),
                ]
            case .regenTable:
                [("doccheck regen-table", "Rewrite every generated table."), ("doccheck regen-table --check --diff", "Show what would change.")]
            case .regenExamples:
                [
                    ("doccheck regen-examples", "Rewrite the tests of the Swift blocks."),
                    ("doccheck regen-examples --check", "Fail when a test is out of date."),
                ]
            case .examples:
                [
                    ("doccheck examples", "List the Swift blocks and their status."),
                    ("doccheck examples --path ../Package", "List another package's."),
                ]
            case .rules: [("doccheck rules", "List the rules."), ("doccheck rules --quiet", "List them, and nothing else.")]
            case .installHook:
                [
                    ("doccheck install-hook", "Check each commit's documents before it is made."),
                    ("doccheck install-hook --force", "Replace another pre-commit hook, keeping a backup."),
                ]
            case .mutate:
                [
                    ("doccheck mutate --strict", "Break the documents one way at a time; count warnings as catches."),
                    ("doccheck mutate --disable link-text", "See what the other rules catch without link-text."),
                ]
            case .fixPins:
                [
                    ("doccheck fix-pins", "Rewrite the pins that disagree with the release."),
                    ("doccheck fix-pins --diff --check", "Show what would change."),
                ]
            case .fix:
                [
                    ("doccheck fix", "Rewrite the pins, the generated tables, the links with one right destination and the generated tests."),
                    ("doccheck fix --check --diff", "Show what would change, and fail when anything would."),
                ]
            case .fixExamples:
                [
                    ("doccheck fix-examples", "Run the examples and rewrite each stated result that differs."),
                    ("doccheck fix-examples --check --diff", "Show what would change, and fail when anything would."),
                ]
            case .translations:
                [
                    ("doccheck translations", "Show whether each translation is current."),
                    ("doccheck translations --mark-current de", "Record that the German translation matches its source now."),
                ]
            case .`init`:
                [
                    ("doccheck init", "Write .doccheck.json from what discovery finds."),
                    ("doccheck init --force", "Replace an existing .doccheck.json."),
                ]
            }
        }

        /// The options of every subcommand that writes files.
        private static func changeOptions(suffix: String) -> [OptionHelp] {
            [
                OptionHelp(.check, "Write nothing; report what would change and exit 1 when anything would." + suffix),
                OptionHelp(.diff, "Print a unified diff of what would change." + suffix),
            ]
        }

        /// Whether the subcommand prints findings through `--reporter`; the others print
        /// lines of their own and refuse the option.
        private var printsFindings: Bool {
            switch self {
            case .verify, .regenTable, .regenExamples, .fixPins, .fix, .fixExamples: true
            case .examples, .rules, .installHook, .mutate, .translations, .`init`: false
            }
        }
    }

    /// An option as one subcommand's help lists it.
    struct OptionHelp {
        var option: Option
        var help: String
        /// How the help writes it, when not `option.usage`.
        var usage: String

        init(_ option: Option, _ help: String, usage: String? = nil) {
            self.option = option
            self.help = help
            self.usage = usage ?? option.usage
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
    /// The options without a value that were given.
    var given: Set<Option> = []
    /// Rules turned off with `--disable`.
    var disabledRules: [String] = []
    /// The languages given with `translations --mark-current`.
    var markCurrent: [String] = []
    /// Whether `translations --mark-current --all` asks for every translation.
    var markAll = false
    /// The documents `verify` is given by name, as written (relative to the current folder).
    var documents: [String] = []

    /// Whether the option without a value was given.
    func has(_ option: Option) -> Bool {
        given.contains(option)
    }

    /// A command line that cannot be run; exit status 2 with usage help.
    struct UsageError: Error, Equatable {
        var message: String
        var subcommand: Subcommand?
    }

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
        let taken = subcommand.options.map(\.option)
        while let argument = remaining.popFirst() {
            // `--name=value` is `--name value` for every option that takes a value.
            var written = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                written = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            if subcommand == .verify, !argument.hasPrefix("-") {
                documents.append(argument)
                continue
            }
            guard let option = Option(written: written) else {
                throw UsageError(
                    message: argument.hasPrefix("-") ? "Unknown option '\(argument)'" : "Unexpected argument '\(argument)'",
                    subcommand: subcommand)
            }
            guard taken.contains(option) else {
                let names = Set(taken).sorted { $0.name < $1.name }.map(\.name).joined(separator: ", ")
                throw UsageError(
                    message: "Unknown option '\(written)'; 'doccheck \(subcommand.rawValue)' takes \(names)", subcommand: subcommand)
            }
            if option == .help {
                action = .help(subcommand)
                return
            }
            guard let placeholder = option.placeholder else {
                guard attached == nil else {
                    throw UsageError(message: "Unknown option '\(argument)'; '\(option.name)' takes no value", subcommand: subcommand)
                }
                given.insert(option)
                continue
            }
            if option == .markCurrent, attached == nil, remaining.first == "--all" {
                remaining.removeFirst()
                markAll = true
                continue
            }
            let value = attached ?? remaining.first.flatMap { $0.hasPrefix("-") ? nil : remaining.popFirst() }
            guard let value, !value.isEmpty else {
                throw UsageError(message: "Missing value for '\(option.name) \(placeholder)'", subcommand: subcommand)
            }
            switch option {
            case .path: path = value
            case .disable: disabledRules.append(value)
            case .markCurrent: markCurrent.append(value)
            case .reporter:
                guard Reporters.names.contains(value) else {
                    throw UsageError(
                        message: "The value '\(value)' is invalid for '--reporter <name>'; use one of \(Reporters.names.joined(separator: ", "))",
                        subcommand: subcommand)
                }
                reporter = value
            default: given.insert(option)
            }
        }
        // Named documents are a run of their own: what the index holds, the list of every
        // document and the baseline of every finding are other runs.
        if let whole = [Option.staged, .list, .writeBaseline].first(where: given.contains), !documents.isEmpty {
            throw UsageError(message: "'\(whole.name)' takes no documents; name them without it", subcommand: subcommand)
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

            USAGE: \(subcommand.usage)


            """
        let rows = subcommand.options
        let width = max(22, (rows.map(\.usage.count).max() ?? 0) + 2)
        if subcommand == .verify {
            text +=
                "ARGUMENTS:\n  " + "<document>".padding(width)
                + "A Markdown document to check, relative to the current folder (repeatable); the others are read for what it links to.\n\n"
        }
        text += "OPTIONS:\n"
        for row in rows {
            text += "  " + row.usage.padding(width) + row.help + "\n"
        }
        text += "\nEXIT STATUS:\n"
        for (status, meaning) in subcommand.exitStatuses {
            text += "  \(status)  \(meaning)\n"
        }
        text += "\nEXAMPLES:\n"
        for (command, does) in subcommand.examples {
            text += "  \(command)\n      \(does)\n"
        }
        return text
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + "  " : self + String(repeating: " ", count: width - count)
    }
}
