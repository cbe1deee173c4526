import Dispatch

/// `verify` as the stages a run goes through, each reading what the one before it made and
/// none calling back into an earlier one: discover → load → rules → suppress → settings →
/// report.
extension DocCheck {
    /// Checks every document, leaving out the findings the baseline records (unless
    /// `applyingBaseline` is false). Throws only for configuration errors (exit status 2).
    public func verify(applyingBaseline: Bool = true) throws(ConfigurationError) -> Report {
        // Freeing every document's tree and caches was a tenth of a run on 10,000 documents.
        // The run's state is handed to another thread to free, off the way to the report, once
        // the function that made it has returned: no reference is left on this thread then.
        let state = RunState()
        let report = try verify(applyingBaseline: applyingBaseline, leaving: state)
        DispatchQueue.global(qos: .utility).async { state.release() }
        return report
    }

    /// What a `verify` run leaves to be freed: its documents and everything the rules made
    /// of them. Set on the run's thread before another thread releases it.
    private final class RunState: @unchecked Sendable {
        var context: RuleContext?

        func release() { context = nil }
    }

    private func verify(applyingBaseline: Bool, leaving state: RunState) throws(ConfigurationError) -> Report {
        // Discover: the documents, and under `--staged` the part of them a commit touches.
        try checkRuleSettings()
        let allPaths = repository.documentPaths()
        let scope = namedDocuments.map { StagedScope(named: $0, paths: allPaths) } ?? StagedScope(repository: repository, paths: allPaths)
        let reported = ReportedFiles(scope: scope)
        // Load: each document read and parsed once; the table sources (JSON files that may be
        // large) are read meanwhile.
        let sources = Background { Result { () throws(ConfigurationError) in try readTableSources() } }
        let documents = DocumentSet(repository: repository, paths: scope?.paths ?? allPaths)
        let context = ruleContext(documents, sources: sources)
        // Rules, then what the findings left of them.
        var (diagnostics, linksNotRead) = runRules(context, reported: reported)
        let plan = try context.tablePlan.get()
        diagnostics += refusedReadFindings(besides: diagnostics)
        diagnostics = Suppression(documents: documents, configuration: repository.configuration, disabledRules: disabledRules)
            .apply(to: diagnostics)
        diagnostics = diagnostics.filter { !disabledRules.contains($0.ruleID) && reported.contains($0.path) }.sorted().merged()
        var baselineHidden = 0
        if applyingBaseline, let baseline = try readBaseline() {
            (diagnostics, baselineHidden) = applying(baseline, to: diagnostics, reported: reported)
        }
        diagnostics = diagnostics.compactMap(withConfiguredSeverity)
        // Report.
        let examples = context.examplePlan
        let factPlan = context.factPlan
        let changes = (plan.files + factPlan.files + examples.files).filter { $0.isChanged && reported.contains($0.path) }
        let factsNotRun =
            disabledRules.contains(FactValueRule.id)
            ? [] : factPlan.notChecked.map { "\(FactValueRule.id): \($0)" }
        let facts = context.versionFacts
        state.context = context
        return Report(
            diagnostics: diagnostics, documentCount: scope?.focus.count ?? documents.documents.count, changes: changes,
            examples: examples.examples.filter { reported.contains($0.path) }, scope: scope?.description,
            translations: context.translations.translations,
            checksNotRun: checksNotRun(facts) + factsNotRun + linksNotRead,
            inferred: inferred(facts),
            baselineHidden: baselineHidden)
    }

    /// The files whose findings a run reports: under a staged scope only its focus; a finding
    /// without a file always.
    struct ReportedFiles {
        var scope: StagedScope?

        func contains(_ path: String?) -> Bool {
            guard let scope, let path else { return true }
            return scope.reported.contains(path)
        }
    }

    /// A rule id the configuration's `rules` (or an override's) names that no rule has stops
    /// the run.
    private func checkRuleSettings() throws(ConfigurationError) {
        let configuration = repository.configuration
        for (index, settings) in ([configuration.rules] + configuration.overrides.map(\.rules)).enumerated() {
            guard let unknown = unknownRuleIDs(settings.keys).first else { continue }
            let name = index == 0 ? "rules" : "overrides[\(index - 1)].rules"
            throw JSONObjectReader(bytes: repository.contents(Configuration.fileName) ?? [], path: Configuration.fileName).error(
                "key '\(name).\(unknown)': no rule has the id '\(unknown)'; \(adviceForUnknownRuleID(unknown))", key: unknown,
                after: "rules")
        }
    }

    /// The enabled rules, side by side over the documents parsed once, and the links no check
    /// could read. The values several rules share are made first, side by side, the longest
    /// first: a rule that asked for one while another thread made it would wait, its core
    /// idle, as a parallel map inside the rules' runs on one thread. The rules then run
    /// without waiting. The rules that read the links' targets run first, and the targets
    /// (the largest value the rules share) are let go before the others run.
    private func runRules(_ context: RuleContext, reported: ReportedFiles) -> ([Diagnostic], linksNotRead: [String]) {
        let enabled = rules.filter { !$0.isDisabled(by: disabledRules) }
        // `link-anchor`, the longest, first.
        let linkRules = enabled.filter { RuleContext.linkTargetReaders.contains($0.id) }.sorted {
            $0.id == LinkAnchorRule.id && $1.id != LinkAnchorRule.id
        }
        let others = enabled.filter { !RuleContext.linkTargetReaders.contains($0.id) }
        // The links no check can read are listed beside the link rules, as one more task.
        let linkTasks: [@Sendable () -> (findings: [Diagnostic], notRead: [String])] =
            linkRules.map { rule in { @Sendable in (rule.check(context), []) } } + [{ ([], linksNotChecked(context, reported: reported)) }]
        if !linkRules.isEmpty { _ = context.linkTargets }
        let linkResults = linkTasks.parallelMap { $0() }
        let diagnostics = linkResults.flatMap(\.findings)
        let linksNotRead = linkResults.flatMap(\.notRead)
        // Freed here, before the other rules start: freed on another thread beside them, the
        // targets were still held while they made their values, and the run's peak rose.
        context.forgetLinkTargets()
        let shared: [@Sendable () -> Void] = [
            { _ = context.examplePlan },
            {
                _ = context.tablePlan
                _ = context.factPlan
            },
            { _ = context.versionFacts },
        ]
        _ = shared.parallelMap { $0() }
        return (diagnostics + others.parallelMap { $0.check(context) }.flatMap(\.self), linksNotRead)
    }

    /// A file refused because it leads outside the root, reported once where no rule has
    /// already said so.
    private func refusedReadFindings(besides diagnostics: [Diagnostic]) -> [Diagnostic] {
        repository.refusedReads.all.sorted(by: { $0.key < $1.key }).compactMap { path, message in
            guard !diagnostics.contains(where: { $0.path == path && $0.message == message }) else { return nil }
            return DocumentRule.finding(path: path, message: message)
        }
    }

    /// What the rules read of `documents`: the context's table plan is this engine's, built
    /// from its table sources when a rule first asks (`sources`, read beside the documents,
    /// when given). The one way a context is made, so a context never builds an engine.
    func ruleContext(
        _ documents: DocumentSet, sources: Background<Result<TableSources, ConfigurationError>>? = nil
    ) -> RuleContext {
        RuleContext(
            repository: repository, documents: documents, judgesUntrackedTranslations: judgesUntrackedTranslations, factSources: factSources
        ) { context in
            Result { () throws(ConfigurationError) in
                let read: TableSources? = try sources?.value.get()
                return try tablePlan(context.documents, translations: context.translations, sources: read)
            }
        }
    }

    /// The findings the baseline does not record, with its own findings of entries that
    /// match nothing any more, and how many it left out.
    private func applying(_ baseline: Baseline, to diagnostics: [Diagnostic], reported: ReportedFiles) -> ([Diagnostic], Int) {
        let findingContext = FindingContext(repository: repository)
        let applied = baseline.apply(to: diagnostics, context: findingContext.text) { entry in
            !disabledRules.contains(entry.rule) && reported.contains(entry.file.isEmpty ? nil : entry.file)
        }
        guard !disabledRules.contains(BaselineRule.id) else { return (applied.kept, applied.hidden) }
        return ((applied.kept + BaselineRule().check(unused: applied.unused, in: baseline)).sorted(), applied.hidden)
    }

    /// A rule's finding at the severity the configuration gives the rule in its file; nil
    /// where it turns the rule off. Notes stay notes.
    private func withConfiguredSeverity(_ diagnostic: Diagnostic) -> Diagnostic? {
        var result = diagnostic
        switch repository.configuration.setting(for: diagnostic.ruleID, in: diagnostic.path) {
        case .off: return nil
        case .warning where diagnostic.severity != .note: result.severity = .warning
        case .error where diagnostic.severity != .note: result.severity = .error
        default: break
        }
        return result
    }

    /// The checks that could not run, each with why and the setting that would let it run.
    private func checksNotRun(_ facts: VersionFacts) -> [String] {
        let configuration = repository.configuration
        var notRun: [String] = []
        if facts.canonical == nil, !disabledRules.contains(VersionPinRule.id) {
            notRun.append(
                "\(VersionPinRule.id): the package's pins are not checked, because its canonical URL is not known "
                    + "(no git remote 'origin', podspec source or README .package(url:) names it); "
                    + "set \"canonicalURL\" in \(Configuration.fileName), such as \"https://github.com/OWNER/NAME\"")
        }
        if facts.canonical != nil, facts.release == nil, !disabledRules.contains(VersionPinRule.id) {
            let reason =
                facts.changelog?.isRecognised == true
                ? facts.changelog?.newestIsMalformed == true
                    ? "the newest release heading of \(configuration.changelog) cannot be read (its changelog finding says why); mend it"
                    : "\(configuration.changelog) lists no release that is neither a pre-release nor yanked; add the release"
                : "\(configuration.changelog) lists none and no version tag or podspec names one; set \"changelog\" in \(Configuration.fileName) to the file that lists the releases"
            notRun.append("\(VersionPinRule.id): the package's pins are not checked, because no release is known: \(reason)")
        }
        if let changelog = facts.changelog, !changelog.isRecognised, !disabledRules.contains(Changelog.ruleID) {
            notRun.append(
                "\(Changelog.ruleID): \(changelog.path) has no release heading (such as '## 1.2.0' or '## [1.2.0] - YYYY-MM-DD'), so it is not checked "
                    + "and gives no release for version pins and tags to agree with; set \"changelog\" in \(Configuration.fileName) to another file, or \"rules\": {\"changelog\": \"off\"}"
            )
        }
        return notRun
    }

    /// The links no check can read, when `link-path` would have judged them: a catalog's
    /// links to pages of the built documentation.
    private func linksNotChecked(_ context: RuleContext, reported: ReportedFiles) -> [String] {
        let symbols = disabledRules.contains(SymbolLinkRule.id) ? nil : SymbolLinkRule.notChecked(context)
        guard !disabledRules.contains(LinkPathRule.id) else { return symbols.map { [$0] } ?? [] }
        let pages = context.linkTargets.links.filter { resolved in
            resolved.namesBuiltPage && reported.contains(resolved.path)
                && repository.configuration.setting(for: LinkPathRule.id, in: resolved.path) != .off
        }
        return (LinkPathRule.builtPagesNotChecked(pages).map { [$0] } ?? []) + (symbols.map { [$0] } ?? [])
    }

    /// The facts the run inferred where the configuration does not give them, each with where
    /// it came from.
    private func inferred(_ facts: VersionFacts) -> [String] {
        var inferred: [String] = []
        if let url = facts.canonical, let source = facts.canonicalSource {
            inferred.append("canonical URL: https://\(url) (from \(source)); set \"canonicalURL\" in \(Configuration.fileName) if it is another")
        }
        if let release = facts.release, let source = facts.releaseSource {
            // The pin policy in force is said with the release it applies to.
            let policy =
                repository.configuration.pinPolicy == .canonical
                ? "pins must be its canonical pin (\"pins\": \"canonical\")" : "pins must admit it"
            inferred.append("release: \(release) (from \(source)\(facts.releaseReason)); \(policy)")
        }
        return inferred
    }
}
