/// The tests generated from compiled Swift blocks build and pass: the compiler finds these
/// problems under `swift test`, each at its Markdown line, and `doccheck mutate` names them
/// with this id. The rule has no check of its own; its examples run under the compiler.
struct SwiftCompileRule: Rule {
    static let id = "swift-compile"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "the tests generated from compiled Swift blocks build and pass under 'swift test', each error at its Markdown line",
            checker: .compiler,
            triggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a: Int = \"one\"\n```\n", line: 5)],
            nonTriggeringExamples: [RuleExample(readme: "# P\n\n<!-- doccheck: test -->\n```swift\nlet a: Int = 1\n```\n")])
    }
}
