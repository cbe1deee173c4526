/// Every option of the command line, by the name it is written with; each subcommand's table
/// (`CommandLineArguments.Subcommand.options`) says which it takes.
enum Option: String, CaseIterable, Hashable {
    case path
    case reporter
    case strict
    case quiet
    case help
    case diff
    case list
    case disable
    case writeBaseline = "write-baseline"
    case staged
    case force
    case compile
    case check
    case markCurrent = "mark-current"
    case symbols
    case consumer
    case record

    var name: String { "--" + rawValue }

    /// The one-letter form, as in `-q`.
    var shortName: String? {
        switch self {
        case .quiet: "-q"
        case .help: "-h"
        default: nil
        }
    }

    /// What the option's value is called in help and errors; nil for an option without one.
    var placeholder: String? {
        switch self {
        case .path: "<path>"
        case .reporter: "<name>"
        case .disable: "<rule>"
        case .markCurrent: "<language>"
        default: nil
        }
    }

    /// How help writes the option: `-q, --quiet`, `--path <path>`.
    var usage: String {
        [shortName.map { $0 + "," }, name, placeholder].compactMap { $0 }.joined(separator: " ")
    }

    /// The option written as `argument` (`--quiet` or `-q`), if any.
    init?(written argument: String) {
        guard let option = Self.allCases.first(where: { $0.name == argument || $0.shortName == argument }) else { return nil }
        self = option
    }
}
