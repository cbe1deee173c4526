/// Each command that writes, as a `ChangePlan`.
extension DocCheck {
    /// `regen-table`: every generated table rewritten from its source.
    public func tableChanges() throws(ConfigurationError) -> ChangePlan {
        let tables = try planTables()
        var plan = ChangePlan(upToDate: "tables are up to date")
        let changed = tables.files.filter(\.isChanged)
        plan.changes = changed
        if tables.isBlocked { plan.blockers = tables.diagnostics }
        plan.pending = changed.map { file in
            GeneratedRegionRule.pending(file.path)
        }
        // New rows in translations hold the source's text until someone translates them.
        plan.remaining = tables.untranslatedFindings
        return plan
    }

    /// The fact values `fix` writes: every fact marker's value rewritten from its source; a
    /// marker that cannot be read blocks the write.
    public func factChanges() -> ChangePlan {
        let facts = ruleContext(DocumentSet(repository: repository, paths: repository.documentPaths())).factPlan
        var plan = ChangePlan(upToDate: "fact values are up to date")
        plan.blockers = facts.problems.map { FactValueRule.finding(path: $0.path, location: $0.location, message: $0.message) }
        plan.changes = facts.files.filter(\.isChanged)
        plan.pending = plan.changes.map { FactValueRule.pending($0.path) }
        plan.notes = facts.notChecked
        return plan
    }

    /// `regen-examples`: the tests generated from the documents' Swift blocks. With
    /// `onlyWhenOptedIn` (as `fix` plans it), a repository that has not opted in to compiled
    /// examples gets no change and nothing that blocks the others' changes.
    public func exampleChanges(onlyWhenOptedIn: Bool = false) -> ChangePlan {
        let (examples, documentProblems) = planExamples()
        var plan = ChangePlan(upToDate: "generated tests are up to date")
        guard !onlyWhenOptedIn || examples.isOptedIn(repository) else { return plan }
        plan.blockers = documentProblems + examples.blockDiagnostics
        plan.changes = examples.files.filter(\.isChanged)
        plan.pending = examples.fileDiagnostics
        return plan
    }

    /// `fix-pins`: every pin of the package that disagrees with its release, rewritten.
    public func pinChanges() throws(ConfigurationError) -> ChangePlan {
        Self.changes(of: try planPins())
    }

    /// A plan of pins as `fix-pins` applies it.
    static func changes(of pins: PinPlan) -> ChangePlan {
        var plan = ChangePlan(upToDate: "pins are up to date")
        plan.blockers = pins.blockers
        plan.refusals = pins.refusals
        plan.refusalNote = "nothing written: the release it would write is not the newest; fix the CHANGELOG first"
        plan.changes = pins.files.filter(\.isChanged)
        plan.pending = pins.diagnostics
        plan.remaining = pins.unfixable
        if !pins.unfixable.isEmpty { plan.notes.append("\(pins.unfixable.count) pin(s) to fix by hand") }
        return plan
    }

    /// `translations --mark-current`: the translations in `languages` (every translation of
    /// every source when nil, as `--mark-current --all` asks) marked current with their
    /// sources, the stored source copies they name, and copies no translation names.
    /// A translation with an error of the translation rules is refused (nothing is written)
    /// unless `force`: marking it would record as current a translation known to be wrong.
    public func markCurrentChanges(languages: [String]?, force: Bool = false) throws(ConfigurationError) -> ChangePlan {
        let marking = MarkCurrentPlan(repository: repository, languages: languages)
        var plan = ChangePlan(upToDate: "translations are already marked current")
        plan.blockers = marking.problems
        if !force, marking.problems.isEmpty {
            plan.refusals = try translationErrors(in: Set(marking.marked.map(\.path)))
            let refused = Set(plan.refusals.compactMap(\.path)).sorted()
            plan.refusalNote =
                "nothing written: \(refused.joined(separator: ", ")) \(refused.count == 1 ? "has" : "have") the errors above; fix them, or mark anyway with --force"
        }
        let marked = Dictionary(marking.marked.map { ($0.path, $0) }) { first, _ in first }
        for write in marking.writes where write.isChanged {
            plan.changes.append(write)
            if let marked = marked[write.path] {
                plan.pending.append(TranslationBehindRule.pending(write.path, source: marked.source, version: Self.version(marked.sha256)))
            }
        }
        for path in marking.removals {
            plan.changes.append(
                FileChange(
                    path: path, old: repository.contents(path), new: nil, done: "removed \(path), which no translation names any more"))
        }
        for marked in marking.marked where !marked.changed {
            plan.notes.append("\(marked.path) was already marked current with \(marked.source) (\(Self.version(marked.sha256)))")
        }
        return plan
    }

    /// The errors of the rules that judge a translation against its source
    /// (`MarkCurrentPlan.judgingRules`) in the translations at `paths`, as `verify` reports them.
    private func translationErrors(in paths: Set<String>) throws(ConfigurationError) -> [Diagnostic] {
        guard !paths.isEmpty else { return [] }
        var judging = DocCheck(
            repository: repository, builtInSources: builtInSources, facts: Array(factSources.values), rules: MarkCurrentPlan.judgingRules,
            disabledRules: disabledRules)
        // A repository that tracks no translation yet is judged as it will be once they are marked.
        judging.judgesUntrackedTranslations = true
        let ids = Set(MarkCurrentPlan.judgingRules.map(\.id))
        return try judging.verify().diagnostics.filter { finding in
            finding.severity == .error && ids.contains(finding.ruleID) && paths.contains(finding.path ?? "")
        }
    }

    static func version(_ sha256: String) -> String {
        "sha256 \(sha256.prefix(12))…"
    }
}
