/// A fact marker holds its source's value now: the count, the recorded figure, the JSON
/// file's value, in digits or (with `words`) in words of the document's language.
struct FactValueRule: ContextRule {
    static let id = "fact-value"

    var description: RuleDescription {
        let checked = (BuiltInFacts.all + [BuiltInFacts.jsonExample]).filter { !$0.examplesNeedBuild }
        let rules = BuiltInFacts.all[0]
        let rulesInWords = NumberWords.spell(RuleRegistry.all.count, language: "en", capitalized: true)
        return RuleDescription(
            id: Self.id,
            summary:
                "the value between a 'doccheck:fact NAME' comment and a 'doccheck:end-fact' comment is the named source's value now, with 'words' a number in words of the document's language (fix: doccheck fix)",
            triggeringExamples: checked.map { RuleExample($0.example(value: $0.staleExampleValue), path: "README.md", line: 3) } + [
                RuleExample(rules.example(value: "Many", inWords: true), path: "README.md", line: 3),
                RuleExample(readme: "# P\n\nIt has <!-- doccheck:fact nothing -->3<!-- doccheck:end-fact --> of them.\n", line: 3),
                RuleExample(readme: "# P\n\nIt has <!-- doccheck:fact rules -->3 of them.\n", line: 3),
            ],
            nonTriggeringExamples: checked.map { RuleExample($0.example(value: $0.exampleValue().description)) } + [
                RuleExample(rules.example(value: rulesInWords, inWords: true)),
                RuleExample(readme: "# P\n\n`<!-- doccheck:fact nothing -->3<!-- doccheck:end-fact -->` is code.\n"),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let plan = context.factPlan
        return plan.problems.map { Self.finding(path: $0.path, location: $0.location, message: $0.message) }
            + plan.stale.map { stale in
                Self.finding(
                    path: stale.marker.path, location: stale.marker.location,
                    message: "'\(stale.marker.value)' is not \(stale.source.summary) (\(stale.source.name)), which is '\(stale.fresh)'",
                    notes: ["'doccheck fix' writes '\(stale.fresh)' here"], facts: ["source": stale.source.name, "value": stale.fresh])
            }
    }

    /// What `fix --check` says of a file whose fact values it would rewrite.
    static func pending(_ path: String) -> Diagnostic {
        finding(path: path, message: "would have its fact values rewritten by 'doccheck fix'")
    }

    static let mutations: [Mutation] = [
        Mutation(id: "fact-value-changed", summary: "change the value of a fact marker in one document") { workspace in
            for path in workspace.repository.documentPaths() {
                guard let document = workspace.document(path), let marker = FactMarkerScanner.markers(in: document).markers.first
                else { continue }
                let changed = NumberWords.englishNumber(marker.value) != nil || Int(marker.value) != nil ? "1000" : marker.value + "0"
                try workspace.write(path, document.source.bytes.replacing([ByteReplacement(bytes: marker.bytes, text: changed)]))
                return MutationSite(path: path, line: marker.location.line)
            }
            return nil
        }
    ]
}
