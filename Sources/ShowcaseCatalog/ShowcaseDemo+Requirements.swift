// MARK: - APIs

extension ShowcaseDemo {
    /// The SDK symbols the demo shows, spelled as in Apple's iOS 26 and macOS 26 SDKs.
    public var apis: [String] {
        switch self {
        case .glassButtons:
            [
                "GlassButtonStyle", "GlassProminentButtonStyle", "PrimitiveButtonStyle.glass",
                "PrimitiveButtonStyle.glassProminent", "buttonStyle(_:)",
            ]
        case .glassVariants:
            [
                "Glass", "Glass.regular", "Glass.clear", "Glass.tint(_:)", "Glass.interactive(_:)",
                "glassEffect(_:in:)",
            ]
        case .glassMorphing:
            [
                "GlassEffectContainer", "glassEffectID(_:in:)", "glassEffectUnion(id:namespace:)",
                "glassEffectTransition(_:)", "Namespace",
            ]
        case .backgroundExtension:
            ["backgroundExtensionEffect()", "NavigationSplitView", "inspector(isPresented:content:)"]
        case .concentricShapes:
            ["ConcentricRectangle", "containerShape(_:)", "RoundedRectangle"]
        case .tabBarMinimize:
            [
                "tabBarMinimizeBehavior(_:)", "TabBarMinimizeBehavior.onScrollDown", "tabViewBottomAccessory(isEnabled:content:)",
                "TabViewBottomAccessoryPlacement", "TabView", "Tab",
            ]
        case .toolbarSpacer:
            ["ToolbarSpacer", "SpacerSizing.fixed", "SpacerSizing.flexible", "ToolbarItemGroup"]
        case .scrollEdgeEffect:
            [
                "scrollEdgeEffectStyle(_:for:)", "ScrollEdgeEffectStyle.soft", "ScrollEdgeEffectStyle.hard",
                "safeAreaBar(edge:alignment:spacing:content:)",
            ]
        case .sectionIndex:
            ["listSectionIndexVisibility(_:)", "sectionIndexLabel(_:)", "List", "Section"]
        case .sliderTicks:
            ["Slider", "SliderTick", "SliderTickContentForEach"]
        case .richText:
            [
                "TextEditor(text:selection:)", "AttributedString", "AttributedTextSelection",
                "InlinePresentationIntent",
            ]
        case .webView:
            ["WebView", "WebPage", "WebPage.load(_:)", "WebPage.isLoading"]
        case .foundationModels:
            ["LanguageModelSession", "SystemLanguageModel", "Generable", "Guide(description:)"]
        case .chart3D:
            ["Chart3D", "SurfacePlot", "Chart3DPose", "chart3DPose(_:)"]
        case .symbolDrawOn:
            [
                "symbolEffect(_:options:value:)", "symbolEffect(_:options:isActive:)", "DrawOnSymbolEffect",
                "DrawOffSymbolEffect",
            ]
        case .animatableMacro:
            ["Animatable()", "AnimatableIgnored()", "Shape"]
        }
    }
}

// MARK: - Availability

extension ShowcaseDemo {
    /// The platforms the demo runs on, iOS first.
    ///
    /// The tab bar demo (minimize behavior and bottom accessory) and the list section index
    /// use APIs that exist on iOS and iPadOS only, so those two demos are left out of the macOS app.
    public var platforms: [Platform] {
        switch self {
        case .tabBarMinimize, .sectionIndex: [.iOS]
        default: Platform.allCases
        }
    }

    /// Whether the demo can be shown on the given platform.
    public func isAvailable(on platform: Platform) -> Bool {
        platforms.contains(platform)
    }

    /// What the demo needs to run beyond the iOS 26 or macOS 26 base system; empty for most demos.
    public var requirements: [Requirement] {
        switch self {
        case .tabBarMinimize: [.iOS26Point1]
        case .webView: [.networkConnection]
        case .foundationModels: [.appleIntelligence]
        default: []
        }
    }
}
