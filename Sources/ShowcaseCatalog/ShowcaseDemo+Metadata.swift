// MARK: - Description

extension ShowcaseDemo {
    /// One sentence, ending with a period, that says what the demo shows.
    public var summary: String {
        switch self {
        case .glassButtons:
            "Compares the glass and prominent glass button styles on plain and tinted buttons."
        case .glassVariants:
            "Places regular and clear glass side by side, with tints and interactive highlights, over a photo."
        case .glassMorphing:
            "Blends nearby glass shapes inside one container and morphs them as they appear and disappear."
        case .backgroundExtension:
            "Extends a hero image under the sidebar and inspector with mirrored, blurred copies."
        case .concentricShapes:
            "Rounds nested cards so their corners stay concentric with the window and the device."
        case .tabBarMinimize:
            "Shrinks the tab bar while the content scrolls down, with a mini player above it that moves inline."
        case .toolbarSpacer:
            "Splits toolbar items into separate groups with fixed and flexible spacers."
        case .scrollEdgeEffect:
            "Switches between soft and hard edge effects where scrolling content meets a custom bar."
        case .sectionIndex:
            "Adds an alphabetical index along the side of a long list to jump between sections."
        case .sliderTicks:
            "Marks the values that matter along a slider track with labeled ticks."
        case .richText:
            "Edits an attributed string with bold, italic and code formatting applied to the selection."
        case .webView:
            "Loads a web address typed by the user and follows the page title and loading progress."
        case .foundationModels:
            "Generates a structured trip plan with the on-device language model."
        case .chart3D:
            "Plots a mathematical surface in three dimensions that you can rotate with a drag."
        case .symbolDrawOn:
            "Draws SF Symbols on and off stroke by stroke with the new draw effects."
        case .animatableMacro:
            "Animates a custom shape whose animatable data is synthesized by a macro."
        }
    }

    /// The name of the SF Symbol that stands for the demo in the catalog list.
    public var systemImage: String {
        switch self {
        case .glassButtons: "hand.tap"
        case .glassVariants: "drop.fill"
        case .glassMorphing: "square.on.circle"
        case .backgroundExtension: "sidebar.left"
        case .tabBarMinimize: "rectangle.bottomthird.inset.filled"
        case .concentricShapes: "square.on.square"
        case .toolbarSpacer: "menubar.rectangle"
        case .scrollEdgeEffect: "scroll"
        case .sectionIndex: "textformat.abc"
        case .sliderTicks: "slider.horizontal.3"
        case .richText: "textformat"
        case .webView: "safari"
        case .foundationModels: "sparkles"
        case .chart3D: "cube"
        case .symbolDrawOn: "scribble.variable"
        case .animatableMacro: "wand.and.stars"
        }
    }
}

// MARK: - Grouping

extension ShowcaseDemo {
    /// The catalog section the demo is listed under.
    public var category: DemoCategory {
        switch self {
        case .glassButtons, .glassVariants, .glassMorphing, .backgroundExtension, .concentricShapes:
            .liquidGlass
        case .tabBarMinimize, .toolbarSpacer, .scrollEdgeEffect:
            .barsAndNavigation
        case .sectionIndex, .sliderTicks:
            .listsAndControls
        case .richText, .webView, .foundationModels:
            .textWebAndIntelligence
        case .chart3D, .symbolDrawOn, .animatableMacro:
            .chartsSymbolsAndAnimation
        }
    }
}
