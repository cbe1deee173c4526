/// The configuration file can be used; when it cannot, nothing is checked and the run stops
/// with a `ConfigurationError` (exit status 2), which this rule makes its one finding of for
/// every reporter to print.
struct ConfigurationRule: Rule {
    static let id = "configuration"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "the configuration file is a JSON object of known keys with values of the right types; otherwise nothing is checked (exit status 2)",
            checker: .configuration,
            triggeringExamples: [
                RuleExample(["README.md": "# P\n", Configuration.fileName: "{\n  \"readme\": 5\n}\n"], path: Configuration.fileName, line: 2),
                RuleExample(["README.md": "# P\n", Configuration.fileName: "{ \"readmes\": \"README.md\" }\n"], path: Configuration.fileName),
            ],
            nonTriggeringExamples: [RuleExample(["README.md": "# P\n", Configuration.fileName: "{ \"readme\": \"README.md\" }\n"])])
    }
}

extension ConfigurationError {
    /// The finding this rule makes of the error, for every reporter to print as it prints findings.
    public var diagnostic: Diagnostic {
        ConfigurationRule.finding(.error, path: path, location: location, message: message)
    }
}
