/// Every rule doccheck has, in the order the rules reference lists them.
public enum RuleRegistry {
    /// Every rule; each finding `verify` reports comes from one of them. Add a rule here.
    public static let checks: [any Rule] = [
        DocumentRule(),
        MarkerRule(),
        GeneratedTableRule(),
        GeneratedRegionRule(),
        SwiftBlockStatusRule(),
        SwiftBlockSyntaxRule(),
        ExamplesGeneratedRule(),
        UnusedDisableRule(),
        BaselineRule(),
        ConfigurationRule(),
        SwiftCompileRule(),
        TranslationTableRule(),
        TranslationUntranslatedRule(),
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

    /// Every rule's description, in the order of `checks`: made once per process, as its
    /// examples are whole repositories (every `verify` asks for the rules' ids).
    public static let descriptions: [RuleDescription] = checks.map(\.description)
}
