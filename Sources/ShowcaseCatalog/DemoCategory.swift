/// A section of the catalog; the order of `allCases` is the order sections are displayed in.
public enum DemoCategory: String, CaseIterable, Sendable, Identifiable {
    /// The Liquid Glass material, glass controls and glass effects.
    case liquidGlass
    /// Tab bars, toolbars and the edges where scrolling content meets them.
    case barsAndNavigation
    /// New list and control features.
    case listsAndControls
    /// Rich text editing, web content and the on-device language model.
    case textWebAndIntelligence
    /// 3D charts, SF Symbol effects and animation.
    case chartsSymbolsAndAnimation

    /// The category's stable identifier, equal to its raw value.
    public var id: String { rawValue }

    /// The section header shown above the category's demos.
    public var title: String {
        switch self {
        case .liquidGlass: "Liquid Glass"
        case .barsAndNavigation: "Bars & Navigation"
        case .listsAndControls: "Lists & Controls"
        case .textWebAndIntelligence: "Text, Web & Intelligence"
        case .chartsSymbolsAndAnimation: "Charts, Symbols & Animation"
        }
    }

    /// Every demo in this category, on any platform, in display order.
    public var demos: [ShowcaseDemo] {
        ShowcaseDemo.allCases.filter { $0.category == self }
    }
}
