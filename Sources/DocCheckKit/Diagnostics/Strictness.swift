/// `--strict`, applied here and nowhere else: under it every warning counts as an error, so
/// `verify`, `translations` and `mutate` fail on the same findings.
public struct Strictness: Sendable, Equatable {
    public var isStrict: Bool

    public init(isStrict: Bool) {
        self.isStrict = isStrict
    }

    /// The findings as a run counts them: warnings raised to errors when strict; notes stay notes.
    public func counted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard isStrict else { return diagnostics }
        return diagnostics.map { diagnostic in
            var copy = diagnostic
            if copy.severity == .warning { copy.severity = .error }
            return copy
        }
    }

    /// Whether the finding fails the run.
    public func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (isStrict && diagnostic.severity == .warning)
    }
}
