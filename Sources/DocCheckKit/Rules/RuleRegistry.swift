/// Every rule doccheck has, in the order the rules reference lists them.
public enum RuleRegistry {
    /// The rules that check documents through `Rule.check`. Add a rule here.
    public static let checks: [any Rule] = [
        VersionPinRule(),
        ChangelogRule(),
        StatedMinimumRule(),
        VersionTagRule(),
        LinkPathRule(),
        LinkOutsideRule(),
        LinkAnchorRule(),
        LinkLinesRule(),
        LinkURLRule(),
        ImageAltRule(),
        LinkTextRule(),
        HeadingLevelRule(),
        TableHeaderRule(),
        TableColumnCountRule(),
        TranslationMarkerRule(),
        TranslationBehindRule(),
        TranslationCodeRule(),
        TranslationHeadingsRule(),
        TranslationLinksRule(),
        TranslationSwitcherRule(),
    ]

    /// Every rule's description: the engine's built-in checks, then the rules above.
    public static var descriptions: [RuleDescription] {
        BuiltInRules.descriptions + checks.map(\.description)
    }
}
