/// Where each translation stands, for `doccheck translations`.
public struct TranslationStatus: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        case current
        /// Behind its source: which sections changed since ("'Usage' changed").
        case behind(String)
        /// No usable marker: nothing says which version it translates.
        case unmarked
    }

    public var path: String
    /// The language as the file name writes it.
    public var language: String
    public var source: String?
    public var state: State
    public var untranslatedRows: Int
    /// The translation's other findings, from every rule.
    public var findings: [Diagnostic]
}

extension DocCheck {
    /// Every translation's state, from one `verify` run (which is returned too).
    public func translationStatuses() throws(ConfigurationError) -> (statuses: [TranslationStatus], report: Report) {
        let report = try verify()
        // A run scoped to staged changes read only some of the translations.
        let translations =
            report.scope == nil
            ? report.translations
            : TranslationIndex(repository: repository, documents: DocumentSet(repository: repository, paths: repository.documentPaths()))
                .translations
        let statuses = translations.map { translation in
            let findings = report.diagnostics.filter { $0.path == translation.path }
            let behind = findings.first { $0.ruleID == TranslationBehindRule.id }
            let unmarked = translation.marker == nil || findings.contains { $0.ruleID == TranslationMarkerRule.id }
            var state = TranslationStatus.State.current
            if let behind {
                state = .behind(behind.facts["changes"] ?? "")
            } else if unmarked {
                state = .unmarked
            }
            let counted: Set<String> = [TranslationBehindRule.id, TranslationUntranslatedRule.id]
            return TranslationStatus(
                path: translation.path, language: translation.languageCode, source: translation.sourcePath, state: state,
                untranslatedRows: findings.count { $0.ruleID == TranslationUntranslatedRule.id },
                findings: findings.filter { !counted.contains($0.ruleID) })
        }
        return (statuses, report)
    }
}
