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

    /// `text` gives the files' lines to the reporters that count columns in UTF-16 code units.
    public static func named(_ name: String, rules: [RuleDescription] = RuleRegistry.descriptions, text: FileText = .none) -> (any Reporter)? {
        switch name {
        case "xcode": XcodeReporter()
        case "json": JSONReporter()
        case "github-actions": GitHubActionsReporter(text: text)
        case "sarif": SARIFReporter(rules: rules, text: text)
        default: nil
        }
    }
}

/// The format Xcode, compilers and editors parse: `path:line:col: error: [rule] message`.
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        var text = ""
        for item in RepeatedFindings.folded(diagnostics) {
            switch item {
            case .finding(let diagnostic): text += line(for: diagnostic)
            case .rest(let rest): text += line(for: rest)
            }
        }
        return text
    }

    /// The line that stands for the findings of a group not printed: at the first of them,
    /// how many there are and on which lines.
    func line(for rest: RepeatedFindings.Rest) -> String {
        let first = rest.first
        var position = first.path ?? "doccheck"
        if let location = first.location { position += ":\(location)" }
        var lines = ""
        if let low = rest.lines?.lowerBound, let high = rest.lines?.upperBound {
            lines = low == high ? " on line \(low)" : " on lines \(low)-\(high)"
        }
        let findings = rest.count == 1 ? "finding" : "findings"
        return "\(position): note: [\(first.ruleID)] \(rest.count) more \(findings) with the same message\(lines); "
            + "--reporter json or sarif lists every one\n"
    }

    /// How many of a finding's notes are printed when it has more: a translation that lacks
    /// thousands of its source's sections is one finding with a note for each, and a person
    /// reads the first few and how many more there are (the machine reporters give every one).
    /// `translation-headings` names as many of those sections in its message.
    public static let shownNotes = 5

    func line(for diagnostic: Diagnostic) -> String {
        var position = diagnostic.path ?? "doccheck"
        if let location = diagnostic.location {
            position += ":\(location)"
        }
        var text = "\(position): \(diagnostic.severity.rawValue): [\(diagnostic.ruleID)] \(diagnostic.message)\n"
        for note in diagnostic.notes.prefix(Self.shownNotes) {
            text += "\(position): note: \(note)\n"
        }
        let rest = diagnostic.notes.count - Self.shownNotes
        if rest > 0 {
            text += "\(position): note: and \(rest) more \(rest == 1 ? "note" : "notes"); --reporter json or sarif lists every one\n"
        }
        return text
    }
}

/// Workflow commands that make GitHub show each finding on the pull request's line:
/// `::error file=README.md,line=42,col=17,title=generated-table::message`.
///
/// GitHub's documentation of the workflow commands, and of the check-run annotations they
/// become (`start_column`), does not say what a column counts. `col` is given in UTF-16 code
/// units of the line, as SARIF counts it for code scanning, so the two reporters put a
/// finding at the same place; `text` gives the lines (without it, or where a file cannot be
/// read, `col` stays doccheck's byte column).
public struct GitHubActionsReporter: Reporter {
    let text: FileText

    public init(text: FileText = .none) {
        self.text = text
    }

    public func report(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        var columns = text.utf16Columns()
        return diagnostics.map { diagnostic in
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let path = diagnostic.path { properties.append("file=\(escapeProperty(path))") }
            if let location = diagnostic.location {
                properties.append("line=\(location.line)")
                let column = diagnostic.path.map { columns.column(of: location, in: $0) } ?? location.column
                if let column { properties.append("col=\(column)") }
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

/// Findings of one file that say the same thing at different places (a broken link written
/// 2,000 times): a person reads the first few and how many more there are, a program
/// (`json`, `sarif`, `github-actions`) every one. The reporters for people fold them here.
public enum RepeatedFindings {
    /// How many findings of a group are printed in full.
    public static let shown = 10

    /// A finding to print, or the rest of a group, after its last finding printed.
    public enum Item: Equatable {
        case finding(Diagnostic)
        case rest(Rest)
    }

    /// The findings of a group not printed in full.
    public struct Rest: Equatable {
        /// The first of them.
        public var first: Diagnostic
        public var count: Int
        /// The lowest and the highest of their lines; nil when one has none.
        public var lines: ClosedRange<Int>?
    }

    /// What sets a group apart: everything a finding says but where.
    private struct Key: Hashable {
        var severity: Severity
        var path: String?
        var ruleID: String
        var message: String
        var notes: [String]

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity
            path = diagnostic.path
            ruleID = diagnostic.ruleID
            message = diagnostic.message
            notes = diagnostic.notes
        }
    }

    /// The findings in their order, each group of more than `shown` cut to its first `shown`,
    /// followed by its `Rest`.
    public static func folded(_ diagnostics: [Diagnostic]) -> [Item] {
        // The first pass numbers each finding's group, counts the groups and gathers their
        // rests; the second prints by the numbers, hashing nothing.
        var numbers: [Key: Int] = [:]
        var groups: [(count: Int, printed: Int, rest: Rest?)] = []
        let numbered = diagnostics.map { diagnostic in
            let number = numbers[Key(diagnostic), default: groups.count]
            if number == groups.count {
                numbers[Key(diagnostic)] = number
                groups.append((0, 0, nil))
            }
            let line = diagnostic.location?.line
            groups[number].count += 1
            if groups[number].count == shown + 1 {
                groups[number].rest = Rest(first: diagnostic, count: 0, lines: line.map { $0...$0 })
            } else if groups[number].count > shown + 1 {
                let lines = groups[number].rest?.lines
                groups[number].rest?.lines = lines.flatMap { lines in line.map { min(lines.lowerBound, $0)...max(lines.upperBound, $0) } }
            }
            return number
        }
        guard groups.contains(where: { $0.rest != nil }) else { return diagnostics.map(Item.finding) }
        var result: [Item] = []
        for (diagnostic, number) in zip(diagnostics, numbered) {
            guard var rest = groups[number].rest else {
                result.append(.finding(diagnostic))
                continue
            }
            groups[number].printed += 1
            let printed = groups[number].printed
            if printed <= shown { result.append(.finding(diagnostic)) }
            if printed == shown {
                rest.count = groups[number].count - shown
                result.append(.rest(rest))
            }
        }
        return result
    }
}
