/// Turns findings into the text a tool or a person reads.
public protocol Reporter: Sendable {
    /// The whole report for `diagnostics`, each line ending in a newline.
    func report(_ diagnostics: [Diagnostic]) -> String
}

/// The format Xcode, compilers and editors parse: `path:line:col: error: [rule] message`.
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(line(for:)).joined()
    }

    func line(for diagnostic: Diagnostic) -> String {
        var position = diagnostic.path ?? "doccheck"
        if let location = diagnostic.location {
            position += ":\(location.line):\(location.column)"
        }
        var text = "\(position): \(diagnostic.severity.rawValue): [\(diagnostic.ruleID)] \(diagnostic.message)\n"
        for note in diagnostic.notes {
            text += "\(position): note: \(note)\n"
        }
        return text
    }
}
