/// The silencing a repository asks for, applied by the engine after every check has run:
/// disable comments in the documents, then the configuration's `ignore` entries. A disable
/// comment or entry that silences nothing is itself a warning (`unused-disable`), so stale
/// silencing does not outlive the problem it hid.
struct Suppression {
    let comments: [DisableComment]
    let entries: [IgnoreEntry]
    /// Rules turned off for the run: silencing them cannot be judged, so it is never unused.
    let disabledRules: Set<String>

    init(documents: DocumentSet, configuration: Configuration, disabledRules: Set<String>) {
        comments = documents.documents.flatMap(DisableComment.comments(in:))
        entries = configuration.ignore
        self.disabledRules = disabledRules
    }

    /// Silencing that silenced nothing, as `unused-disable` judges it.
    struct Unused: Sendable {
        /// A disable comment and the rules it names that silenced nothing (all it names, or
        /// none when it names no rule), with whether it silenced any finding at all.
        var comments: [(comment: DisableComment, rules: [String], silencedAny: Bool)] = []
        /// The `ignore` entries, by index, that silenced nothing.
        var entries: [(index: Int, entry: IgnoreEntry)] = []
    }

    /// `diagnostics` without the silenced findings, with the findings `rule` makes of the
    /// silencing that silenced nothing. The comments' are made before the entries apply, so an
    /// entry may silence them.
    func apply(to diagnostics: [Diagnostic], unusedBy rule: UnusedDisableRule = UnusedDisableRule()) -> [Diagnostic] {
        var usedRules: [Int: Set<String>] = [:]
        var kept = diagnostics.filter { diagnostic in
            guard let line = diagnostic.location?.line else { return true }
            let silencing = comments.indices.filter { index in
                comments[index].path == diagnostic.path && comments[index].targetLine == line && comments[index].rules.contains(diagnostic.ruleID)
            }
            for index in silencing { usedRules[index, default: []].insert(diagnostic.ruleID) }
            return silencing.isEmpty
        }
        var unused = Unused()
        for (index, comment) in comments.enumerated() {
            let used = usedRules[index] ?? []
            let rules = comment.rules.filter { !used.contains($0) && !disabledRules.contains($0) }
            guard comment.rules.isEmpty || !rules.isEmpty else { continue }
            unused.comments.append((comment, rules, !used.isEmpty))
        }
        kept += rule.check(Unused(comments: unused.comments))
        var usedEntries = Set<Int>()
        kept = kept.filter { diagnostic in
            let silencing = entries.indices.filter { entries[$0].silences(diagnostic) }
            usedEntries.formUnion(silencing)
            return silencing.isEmpty
        }
        for (index, entry) in entries.enumerated() where !usedEntries.contains(index) && !disabledRules.contains(entry.rule) {
            unused.entries.append((index, entry))
        }
        return kept + rule.check(Unused(entries: unused.entries))
    }
}
