/// One screen of the showcase app, built around one group of the iOS 26 and macOS 26 SwiftUI APIs.
///
/// This enum is the single source of truth for the catalog: its cases are listed in display order,
/// and each raw value is the demo's stable identifier.
public enum ShowcaseDemo: String, CaseIterable, Sendable, Identifiable {
    // MARK: Liquid Glass

    /// Buttons drawn with the glass and prominent glass button styles.
    case glassButtons
    /// Regular and clear glass, tinted and interactive, applied with the glass effect modifier.
    case glassVariants
    /// Glass shapes that blend and morph inside a glass effect container.
    case glassMorphing
    /// Content mirrored and blurred under the sidebar and inspector by the background extension effect.
    case backgroundExtension
    /// Nested shapes whose corners stay concentric with their container's corners.
    case concentricShapes

    // MARK: Bars & Navigation

    /// A tab bar that minimizes while the content scrolls, with an accessory view above it, on iPhone.
    case tabBarMinimize
    /// Toolbar items grouped by fixed and flexible toolbar spacers.
    case toolbarSpacer
    /// Soft and hard scroll edge effects under a custom safe area bar.
    case scrollEdgeEffect

    // MARK: Lists & Controls

    /// A long list with an alphabetical section index, on iPhone and iPad.
    case sectionIndex
    /// A slider with labeled tick marks along its track.
    case sliderTicks

    // MARK: Text, Web & Intelligence

    /// A text editor bound to an attributed string with bold, italic and code formatting.
    case richText
    /// A native web view driven by an observable web page.
    case webView
    /// Structured generation with the on-device Foundation Models language model.
    case foundationModels

    // MARK: Charts, Symbols & Animation

    /// A rotatable 3D surface plot drawn with Swift Charts.
    case chart3D
    /// SF Symbols drawn on and off with the draw symbol effects.
    case symbolDrawOn
    /// A custom shape made animatable by the Animatable macro.
    case animatableMacro

    /// The demo's stable identifier, equal to its raw value.
    public var id: String { rawValue }

    /// The short title-case name shown in the catalog list and the navigation bar.
    public var title: String {
        switch self {
        case .glassButtons: "Glass Buttons"
        case .glassVariants: "Glass Variants"
        case .glassMorphing: "Glass Morphing"
        case .backgroundExtension: "Background Extension"
        case .concentricShapes: "Concentric Shapes"
        case .tabBarMinimize: "Tab Bar Minimize"
        case .toolbarSpacer: "Toolbar Spacers"
        case .scrollEdgeEffect: "Scroll Edge Effects"
        case .sectionIndex: "List Section Index"
        case .sliderTicks: "Slider Ticks"
        case .richText: "Rich Text Editor"
        case .webView: "Web View"
        case .foundationModels: "Foundation Models"
        case .chart3D: "3D Surface Chart"
        case .symbolDrawOn: "Symbol Draw Effects"
        case .animatableMacro: "Animatable Macro"
        }
    }
}
