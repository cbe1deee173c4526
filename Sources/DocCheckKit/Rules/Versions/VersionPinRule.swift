/// Every dependency declaration of this package in the README, the translations and Docs
/// admits the released version, and under the `canonical` policy is written in the canonical
/// form (`CanonicalPin`).
struct VersionPinRule: ContextRule {
    static let id = PinPlan.ruleID
    var description: RuleDescription {
        RuleDescription(
            id: PinPlan.ruleID,
            summary:
                "every pin of this package admits the released version and follows no revision and no development branch (main, master, develop, dev, trunk or the one HEAD names; a release-line branch is not judged); with \"pins\": \"canonical\" (the default where canonicalURL is set) it is the canonical pin (fix: doccheck fix-pins)",
            triggeringExamples: [
                VersionExamples.repository(["README.md": VersionExamples.readme("branch: \"main\"")], path: "README.md", line: 5),
                VersionExamples.repository(["README.md": VersionExamples.readme("exact: \"1.0.0\"")], path: "README.md", line: 5),
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n```ruby\npod 'Kit', '~> 1.0'\n```\n"], path: "README.md", line: 4),
                VersionExamples.repository(
                    ["Docs/Guide.md": "# Guide\n\nAdd \(VersionExamples.url) with Up to Next Major Version from 1.0.0.\n"],
                    path: "Docs/Guide.md", line: 3),
            ],
            nonTriggeringExamples: [
                VersionExamples.repository(["README.md": VersionExamples.readme("from: \"2.0.0\"")]),
                VersionExamples.repository(["README.md": "# Kit\n\n```\ngithub \"example/kit\" ~> 2.0\n```\n"]),
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n```ruby\npod 'Kit', git: '\(VersionExamples.url).git', branch: 'Kit2'\n```\n"]),
                RuleExample(readme: VersionExamples.readme("branch: \"main\"")),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        PinPlan(repository: context.repository, documents: context.documents, facts: context.versionFacts).diagnostics
    }
}
