/// Where each translation stands, for `doccheck translations`.
public struct TranslationStatus: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        case current
        /// Behind its source: which sections changed since ("'Usage' changed").
        case behind(String)
        /// No usable marker: nothing says which version it translates, or of which source.
        case unmarked
    }

    public var path: String
    /// The language as the file name writes it; empty when the file is in no layout that names one.
    public var language: String
    public var source: String?
    public var state: State
    public var untranslatedRows: Int
    /// The translation's findings other than the one that says it is behind, from every rule
    /// (untranslated rows too); notes are not findings.
    public var findings: [Diagnostic]
    /// The finding that says it is behind its source (a warning), nil when it is not.
    public var behind: Diagnostic?
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
            // A finding about the file's name says nothing about its marker.
            let unmarked =
                translation.marker == nil || translation.sourcePath == nil
                || findings.contains { $0.ruleID == TranslationMarkerRule.id && $0.facts[TranslationMarkerRule.nameFact] == nil }
            var state = TranslationStatus.State.current
            if let behind {
                state = .behind(behind.facts["changes"] ?? "")
            } else if unmarked {
                state = .unmarked
            }
            return TranslationStatus(
                path: translation.path, language: translation.languageCode, source: translation.sourcePath, state: state,
                untranslatedRows: findings.count { $0.ruleID == TranslationUntranslatedRule.id },
                findings: findings.filter { $0.ruleID != TranslationBehindRule.id && $0.severity != .note }, behind: behind)
        }
        return (statuses, report)
    }
}
