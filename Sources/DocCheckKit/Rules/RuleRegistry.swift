/// Every rule doccheck has, in the order the rules reference lists them.
public enum RuleRegistry {
    /// Every rule, in the order the rules reference lists them; each finding `verify` reports
    /// comes from one of them. Add a rule here.
    public static let all: [any Rule] = [
        DocumentRule(),
        MarkerRule(),
        GeneratedTableRule(),
        GeneratedRegionRule(),
        FactValueRule(),
        FactUnmarkedRule(),
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
        ConsumerRule(),
        LinkPathRule(),
        LinkOutsideRule(),
        LinkAnchorRule(),
        LinkLinesRule(),
        LinkURLRule(),
        SymbolLinkRule(),
        SnippetRule(),
        ResourceRule(),
        DirectiveRule(),
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

    /// The rules `verify` runs over the documents, side by side; the others run at the stage
    /// whose facts they judge.
    public static let checks: [any ContextRule] = all.compactMap { $0 as? any ContextRule }

    /// Every rule's description, in the order of `all`: made once per process, as its
    /// examples are whole repositories (every `verify` asks for the rules' ids).
    public static let descriptions: [RuleDescription] = all.map(\.description)
}
