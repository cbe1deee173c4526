/// The closing line of a run: "2 errors, 1 warning in 12 documents".
public struct Summary: Sendable, Equatable {
    public var errors: Int
    public var warnings: Int
    public var documents: Int

    public init(_ diagnostics: [Diagnostic], documents: Int) {
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
        self.documents = documents
    }

    public var description: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(errors, "error")), \(count(warnings, "warning")) in \(count(documents, "document"))"
    }
}
