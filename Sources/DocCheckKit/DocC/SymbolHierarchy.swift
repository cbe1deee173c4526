import Foundation

/// The symbols of a package's modules as the compiler's symbol graphs list them
/// (`Name.symbols.json`, and `Name@Other.symbols.json` for extensions to another module's
/// types), arranged as DocC arranges its pages: each module a root, each symbol under the
/// path its graph gives it (`Point` › `moved(by:)`). Symbol links are resolved against it.
struct SymbolHierarchy: Sendable {
    struct Node: Sendable {
        /// The path component (`moved(by:)`), the module's name for a root.
        var name: String
        /// The symbol's kind without its language (`struct`, `type.property`); nil for a
        /// module or a path the graph names only as a parent.
        var kind: String?
        /// DocC's hash of the symbol's precise identifier (`5e9f1`), which a link may
        /// name to pick one of several symbols of one name.
        var hash: String?
        /// Whether DocC passes over this node when a link's last component also names
        /// another: a default implementation beside its protocol requirement, a symbol the
        /// compiler synthesized, a path the graph names only as a parent.
        var isDisfavored = false
        var parent: Int?
        var children: [String: [Int]] = [:]
    }

    private(set) var nodes: [Node] = []
    /// Each module's root node, by the module's name.
    private(set) var modules: [String: Int] = [:]

    /// The modules' names, sorted.
    var moduleNames: [String] { modules.keys.sorted() }

    func node(_ index: Int) -> Node { nodes[index] }

    /// The root of module `name`, made when it is new.
    private mutating func root(_ name: String) -> Int {
        if let index = modules[name] { return index }
        nodes.append(Node(name: name))
        modules[name] = nodes.count - 1
        return nodes.count - 1
    }

    /// The child of `parent` named `name` that other symbols are members of (a type before
    /// a function of the same name), made as a bare path when the graph lists no such symbol.
    private mutating func container(_ name: String, in parent: Int) -> Int {
        if let existing = nodes[parent].children[name]?.first { return existing }
        return add(Node(name: name, isDisfavored: true, parent: parent), to: parent)
    }

    private mutating func add(_ node: Node, to parent: Int) -> Int {
        nodes.append(node)
        nodes[parent].children[node.name, default: []].append(nodes.count - 1)
        return nodes.count - 1
    }

    /// Adds the symbols of one graph. A graph of extensions to another module's types
    /// (`Kit@Swift`) puts them under that module's name inside the module, as DocC lists
    /// extended modules.
    mutating func add(_ graph: SymbolGraphFile, extendedModule: String? = nil) {
        var parent = root(graph.module.name)
        if let extendedModule { parent = container(extendedModule, in: parent) }
        let defaultImplementations = Set(
            (graph.relationships ?? []).lazy.filter { $0.kind == "defaultImplementationOf" }.map(\.source))
        for symbol in graph.symbols.sorted(by: { $0.pathComponents.count < $1.pathComponents.count }) {
            guard let name = symbol.pathComponents.last else { continue }
            var owner = parent
            for component in symbol.pathComponents.dropLast() { owner = container(component, in: owner) }
            let kind = Self.kindWithoutLanguage(symbol.kind.identifier)
            let precise = symbol.identifier.precise
            let hash = DocCNames.stableHash(precise)
            let isDisfavored = defaultImplementations.contains(precise) || precise.contains("::SYNTHESIZED::")
            // A bare path made for members listed before their type is that type.
            if let bare = nodes[owner].children[name]?.first(where: { nodes[$0].kind == nil }) {
                nodes[bare].kind = kind
                nodes[bare].hash = hash
                nodes[bare].isDisfavored = isDisfavored
            } else {
                _ = add(Node(name: name, kind: kind, hash: hash, isDisfavored: isDisfavored, parent: owner), to: owner)
            }
        }
    }

    /// `struct` for `swift.struct`: DocC accepts a kind with or without its language.
    static func kindWithoutLanguage(_ identifier: some StringProtocol) -> String {
        identifier.hasPrefix("swift.") ? String(identifier.dropFirst(6)) : String(identifier)
    }

    /// The page path DocC names a node by in its messages (`/Geo/Point`).
    func pagePath(_ index: Int) -> String {
        var names: [String] = []
        var current: Int? = index
        while let node = current {
            names.append(nodes[node].name)
            current = nodes[node].parent
        }
        return "/" + names.reversed().joined(separator: "/")
    }

    /// The hierarchy of every graph in `folder` (`*.symbols.json`, snippets' graphs left
    /// out); nil when the folder holds none that can be read.
    static func read(folder: URL) -> SymbolHierarchy? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var hierarchy = SymbolHierarchy()
        var read = 0
        for name in names.sorted() where name.hasSuffix(".symbols.json") && !name.hasSuffix("-snippets.symbols.json") {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                let graph = try? JSONDecoder().decode(SymbolGraphFile.self, from: data)
            else { continue }
            let base = name.dropLast(".symbols.json".count)
            let extended = base.firstIndex(of: "@").map { String(base[base.index(after: $0)...]) }
            hierarchy.add(graph, extendedModule: extended)
            read += 1
        }
        return read > 0 ? hierarchy : nil
    }
}

/// What doccheck reads of one symbol graph file: the module, each symbol's path, kind and
/// precise identifier, and the relationships.
struct SymbolGraphFile: Decodable, Sendable {
    struct Module: Decodable, Sendable {
        var name: String
    }

    struct Symbol: Decodable, Sendable {
        struct Kind: Decodable, Sendable {
            var identifier: String
        }

        struct Identifier: Decodable, Sendable {
            var precise: String
        }

        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
    }

    struct Relationship: Decodable, Sendable {
        var kind: String
        var source: String
        var target: String
    }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]?
}
