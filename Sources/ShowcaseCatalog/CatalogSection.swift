/// One category of the catalog with the demos listed under it.
public struct CatalogSection: Equatable, Sendable, Identifiable {
    /// The category heading the section.
    public let category: DemoCategory

    /// The section's demos, in display order.
    public let demos: [ShowcaseDemo]

    /// Creates a section listing `demos` under `category`.
    public init(category: DemoCategory, demos: [ShowcaseDemo]) {
        self.category = category
        self.demos = demos
    }

    /// The section's identifier, which is its category.
    public var id: DemoCategory { category }
}
