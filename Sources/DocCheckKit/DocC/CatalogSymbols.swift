/// A DocC catalog seen with the package's symbols: the module it documents and, for each
/// of its documents, the page DocC makes of it (an article, the module's page, or the
/// extension file of a symbol), from which its relative symbol links are resolved.
struct CatalogSymbols {
    let hierarchy: SymbolHierarchy
    /// The module's root node; nil when no module of the graphs is the catalog's.
    let module: Int?

    /// The catalog's module: the target whose folder holds it (`Sources/Kit/Kit.docc`), the
    /// module its root page's title names (`# ``Kit`` `), the catalog's name, or the one
    /// module of the graphs.
    init(catalog: String, titles: [String], hierarchy: SymbolHierarchy) {
        self.hierarchy = hierarchy
        let parts = catalog.split(separator: "/")
        let target = parts.firstIndex(of: "Sources").flatMap { parts.indices.contains($0 + 2) ? parts[$0 + 1] : nil }
        let name = parts.last.map { $0.dropLast(".docc".count) }
        let candidates = [target.map(Self.moduleName)].compactMap(\.self) + titles + [name.map(Self.moduleName)].compactMap(\.self)
        module =
            candidates.lazy.compactMap { hierarchy.modules[$0] }.first
            ?? (hierarchy.modules.count == 1 ? hierarchy.modules.values.first : nil)
    }

    /// The name Swift gives a target's module: each character that cannot be in an
    /// identifier an underscore (`swift-nio` is `swift_nio`).
    static func moduleName(_ target: some StringProtocol) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The page of the document at `path` whose title is `title` (a symbol link's path when
    /// the title is one): its symbol, the node relative links start from, and its name in
    /// messages; nil when the title names no symbol (its own finding).
    func page(path: String, title: SymbolLinkOccurrence?) -> (scope: Int, name: String)? {
        guard let module else { return nil }
        let moduleName = hierarchy.node(module).name
        guard let title else {
            let file = path.split(separator: "/").last ?? ""
            let base = file.lastIndex(of: ".").map { file[..<$0] } ?? file
            return (module, "/\(moduleName)/\(DocCNames.articleName(fileName: base))")
        }
        guard let node = resolveNode(title.path) else { return nil }
        return (node, hierarchy.pagePath(node))
    }

    /// The node an extension file's title names, from the module: `Kit`, `Kit/Widget`,
    /// `Widget`.
    private func resolveNode(_ path: String) -> Int? {
        guard let module else { return nil }
        var parts = SymbolLinkResolver.components(path).parts.map(\.text)
        if parts.first == hierarchy.node(module).name {
            parts.removeFirst()
        }
        var node = module
        for part in parts {
            let children = hierarchy.node(node).children
            let name = children[part] != nil ? part : part.split(separator: "-").first.map(String.init) ?? part
            guard let next = children[name]?.first else { return nil }
            node = next
        }
        return node
    }
}
