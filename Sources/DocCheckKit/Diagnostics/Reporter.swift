/// Turns findings into the text a tool or a person reads.
public protocol Reporter: Sendable {
    /// The whole report, each line ending in a newline.
    func report(_ diagnostics: [Diagnostic], summary: Summary) -> String
}

extension Reporter {
    public func report(_ diagnostics: [Diagnostic]) -> String {
        report(diagnostics, summary: Summary(diagnostics, documents: 0))
    }
}

/// The reporters by the names `--reporter` takes.
public enum Reporters {
    public static let names = ["xcode", "json", "github-actions", "sarif"]

    public static func named(_ name: String, rules: [RuleDescription] = RuleRegistry.descriptions) -> (any Reporter)? {
        switch name {
        case "xcode": XcodeReporter()
        case "json": JSONReporter()
        case "github-actions": GitHubActionsReporter()
        case "sarif": SARIFReporter(rules: rules)
        default: nil
        }
    }
}

/// The format Xcode, compilers and editors parse: `path:line:col: error: [rule] message`.
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        diagnostics.map(line(for:)).joined()
    }

    func line(for diagnostic: Diagnostic) -> String {
        var position = diagnostic.path ?? "doccheck"
        if let location = diagnostic.location {
            position += ":\(location)"
        }
        var text = "\(position): \(diagnostic.severity.rawValue): [\(diagnostic.ruleID)] \(diagnostic.message)\n"
        for note in diagnostic.notes {
            text += "\(position): note: \(note)\n"
        }
        return text
    }
}

/// Workflow commands that make GitHub show each finding on the pull request's line:
/// `::error file=README.md,line=42,col=17,title=demo-table::message`.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        diagnostics.map { diagnostic in
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let path = diagnostic.path { properties.append("file=\(escapeProperty(path))") }
            if let location = diagnostic.location {
                properties.append("line=\(location.line)")
                if let column = location.column { properties.append("col=\(column)") }
            }
            properties.append("title=\(escapeProperty(diagnostic.ruleID))")
            let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }.joined()
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
