/// The demos available on one platform, with the search and grouping the catalog screen needs.
public struct ShowcaseCatalog: Sendable, Equatable {
    /// The platform the catalog lists demos for.
    public let platform: Platform

    /// The demos available on `platform`, in display order.
    public let demos: [ShowcaseDemo]

    /// Creates the catalog of the demos that run on `platform`.
    public init(platform: Platform) {
        self.platform = platform
        self.demos = ShowcaseDemo.allCases.filter { $0.isAvailable(on: platform) }
    }

    // MARK: Search

    /// The demos whose title, summary or API list contain every word of `query`, ignoring case and
    /// diacritics; a blank query matches every demo.
    public func demos(matching query: String) -> [ShowcaseDemo] {
        let search = SearchQuery(query)
        return demos.filter { search.matches($0.searchableText) }
    }

    /// The demos matching `query`, grouped by category in display order, without empty sections.
    public func sections(matching query: String = "") -> [CatalogSection] {
        let matches = demos(matching: query)
        return DemoCategory.allCases.compactMap { category in
            let demos = matches.filter { $0.category == category }
            return demos.isEmpty ? nil : CatalogSection(category: category, demos: demos)
        }
    }

    // MARK: Lookup

    /// The demo with the given identifier, or `nil` if there is none or it doesn't run on `platform`.
    public func demo(withID id: String) -> ShowcaseDemo? {
        guard let demo = ShowcaseDemo(rawValue: id), demo.isAvailable(on: platform) else { return nil }
        return demo
    }
}

extension ShowcaseDemo {
    /// The text a search looks in: the title, the summary and the API names, one per line.
    var searchableText: String {
        ([title, summary] + apis).joined(separator: "\n")
    }
}
