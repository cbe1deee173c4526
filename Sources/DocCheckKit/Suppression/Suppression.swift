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

    /// `diagnostics` without the silenced findings, with a warning for each unused silencing.
    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        var usedRules: [Int: Set<String>] = [:]
        var kept = diagnostics.filter { diagnostic in
            guard let line = diagnostic.location?.line else { return true }
            let silencing = comments.indices.filter { index in
                comments[index].path == diagnostic.path && comments[index].targetLine == line && comments[index].rules.contains(diagnostic.ruleID)
            }
            for index in silencing { usedRules[index, default: []].insert(diagnostic.ruleID) }
            return silencing.isEmpty
        }
        kept += comments.indices.compactMap { unusedComment($0, used: usedRules[$0] ?? []) }
        var usedEntries = Set<Int>()
        kept = kept.filter { diagnostic in
            let silencing = entries.indices.filter { entries[$0].silences(diagnostic) }
            usedEntries.formUnion(silencing)
            return silencing.isEmpty
        }
        for (index, entry) in entries.enumerated() where !usedEntries.contains(index) && !disabledRules.contains(entry.rule) {
            let line = entry.line.map { ", line \($0)" } ?? ""
            kept.append(
                UnusedDisableRule.finding(
                    .warning, path: Configuration.fileName,
                    message: "ignore[\(index)] (rule '\(entry.rule)' in '\(entry.path)'\(line)) silences nothing; remove it"))
        }
        return kept
    }

    private func unusedComment(_ index: Int, used: Set<String>) -> Diagnostic? {
        let comment = comments[index]
        let message: String
        if comment.rules.isEmpty {
            message = "disable comment names no rule; write <!-- doccheck:disable-next-line RULE -->"
        } else {
            let unused = comment.rules.filter { !used.contains($0) && !disabledRules.contains($0) }
            guard !unused.isEmpty else { return nil }
            let names = unused.map { "'\($0)'" }.joined(separator: ", ")
            message =
                used.isEmpty
                ? "disable comment silences nothing: no \(names) finding on line \(comment.targetLine); remove it"
                : "disable comment silences no \(names) finding on line \(comment.targetLine); remove \(unused.count == 1 ? "it" : "them") from the comment"
        }
        return UnusedDisableRule.finding(.warning, path: comment.path, location: comment.location, message: message)
    }
}
