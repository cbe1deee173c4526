/// Resolves a symbol link's path (`Point/moved(by:)-swift.method`, `/Geo/Point`) as DocC
/// does: a relative path from the page it is written on and then from each page above it,
/// the module's name as a first component, an absolute path from a module, and a component's
/// disambiguation by kind (with or without its language) or by DocC's hash. A last component
/// that names several symbols is ambiguous unless all but one are ones DocC passes over (see
/// `SymbolHierarchy.Node.isDisfavored`). A type-signature disambiguation (`-(Double)->Point`)
/// is taken as naming one of the symbols of its name: a link doccheck cannot judge is never
/// called broken.
struct SymbolLinkResolver {
    let hierarchy: SymbolHierarchy

    /// What resolving a path found: each failure as DocC words it, with the UTF-8 offset
    /// into the path of what it names.
    enum Resolution: Equatable, Error {
        case resolved
        /// 'Circle' doesn't exist at '/Geo'
        case missing(component: String, offset: Int, page: String)
        /// 'swift.func' isn't a disambiguation for 'moved(by:)' at '/Geo/Point'
        case notADisambiguation(suffix: String, name: String, offset: Int, page: String)
        /// 'init(label:)' is ambiguous at '/Logging/Logger'
        case ambiguous(component: String, offset: Int, page: String)

        /// The failure in DocC's words; nil when resolved.
        var message: String? {
            switch self {
            case .resolved: nil
            case .missing(let component, _, let page): "'\(component)' doesn't exist at '\(page)'"
            case .notADisambiguation(let suffix, let name, _, let page): "'\(suffix)' isn't a disambiguation for '\(name)' at '\(page)'"
            case .ambiguous(let component, _, let page): "'\(component)' is ambiguous at '\(page)'"
            }
        }

        var offset: Int? {
            switch self {
            case .resolved: nil
            case .missing(_, let offset, _), .notADisambiguation(_, _, let offset, _), .ambiguous(_, let offset, _): offset
            }
        }
    }

    /// The path's components, each with its UTF-8 offset in the path; a `/` inside
    /// parentheses (an operator's argument list) does not split.
    static func components(_ path: String) -> (absolute: Bool, parts: [(text: String, offset: Int)]) {
        var parts: [(String, Int)] = []
        var current: [UInt8] = []
        var start = 0
        var depth = 0
        let bytes = Array(path.utf8)
        let absolute = bytes.first == UInt8(ascii: "/")
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if byte == UInt8(ascii: "/"), depth == 0 {
                if offset > 0 || !absolute { parts.append((String(decoding: current, as: UTF8.self), start)) }
                current = []
                start = offset + 1
                continue
            }
            current.append(byte)
        }
        parts.append((String(decoding: current, as: UTF8.self), start))
        return (absolute, parts)
    }

    /// Resolves `path` written on a page whose symbol is `scope` (the module's root for an
    /// article), naming that page `page` in messages (`/Geo/Cases` for an article).
    func resolve(_ path: String, scope: Int, page: String) -> Resolution {
        var (absolute, parts) = Self.components(path)
        // A path DocC cannot mean (an empty component) is not judged.
        guard !parts.isEmpty, !parts.contains(where: { $0.text.isEmpty }) else { return .resolved }
        if absolute {
            if parts.first?.text == "documentation", parts.count > 1 { parts.removeFirst() }
            guard let root = hierarchy.modules[parts[0].text] else {
                return .missing(component: parts[0].text, offset: parts[0].offset, page: "/")
            }
            return descend(Array(parts.dropFirst()), from: [root])
        }
        var firstFailure: Resolution?
        var level: Int? = scope
        while let node = level {
            switch match(parts[0], in: node) {
            case .success(let found):
                let result = follow(parts, found: found, in: node)
                if result == .resolved { return .resolved }
                firstFailure = firstFailure ?? result
            case .failure(let failure):
                // A disambiguation that fits nothing is the link's problem where the name is.
                if case .notADisambiguation = failure { firstFailure = firstFailure ?? failure }
            }
            level = hierarchy.node(node).parent
        }
        if let root = hierarchy.modules[parts[0].text] {
            let result = descend(Array(parts.dropFirst()), from: [root])
            if result == .resolved { return .resolved }
            firstFailure = firstFailure ?? result
        }
        return firstFailure ?? .missing(component: parts[0].text, offset: parts[0].offset, page: page)
    }

    /// Follows `parts` down from any of `nodes`.
    private func descend(_ parts: [(text: String, offset: Int)], from nodes: [Int]) -> Resolution {
        guard let part = parts.first else { return .resolved }
        var firstFailure: Resolution?
        for node in nodes {
            switch match(part, in: node) {
            case .success(let found):
                let result = follow(parts, found: found, in: node)
                if result == .resolved { return .resolved }
                firstFailure = firstFailure ?? result
            case .failure(let failure):
                firstFailure = firstFailure ?? failure
            }
        }
        return firstFailure ?? .resolved
    }

    /// Follows the rest of `parts` from the children of `node` that the first names; when it
    /// is the last, the link is ambiguous where several are found and DocC favors none of them.
    private func follow(_ parts: [(text: String, offset: Int)], found: Found, in node: Int) -> Resolution {
        guard parts.count == 1 else { return descend(Array(parts.dropFirst()), from: found.nodes) }
        guard found.isJudged, found.nodes.count > 1 else { return .resolved }
        let favored = found.nodes.filter { !hierarchy.node($0).isDisfavored }
        if favored.count == 1 { return .resolved }
        // docc places it at the component, or with a disambiguation that many bytes before the
        // name's end.
        let part = parts[0]
        let offset = found.nameLength.map { part.offset + $0 - (part.text.utf8.count - $0) } ?? part.offset
        return .ambiguous(component: part.text, offset: offset, page: hierarchy.pagePath(node))
    }

    /// The children one component names, the UTF-8 length of the name before its
    /// disambiguation (nil when it has none), and whether that could be judged (a type
    /// signature is not).
    private struct Found {
        var nodes: [Int]
        var nameLength: Int?
        var isJudged = true
    }

    /// The children of `node` that one component names: by its whole text, else by the name
    /// before a `-` and the disambiguation after it.
    private func match(_ part: (text: String, offset: Int), in node: Int) -> Result<Found, Resolution> {
        let children = hierarchy.node(node).children
        if let found = children[part.text] { return .success(Found(nodes: found)) }
        let text = part.text
        var index = text.startIndex
        while let hyphen = text[index...].firstIndex(of: "-") {
            let name = String(text[..<hyphen])
            if let candidates = children[name] {
                let suffix = String(text[text.index(after: hyphen)...])
                let fitting = candidates.filter { fits(suffix, hierarchy.node($0)) }
                if !fitting.isEmpty { return .success(Found(nodes: fitting, nameLength: name.utf8.count, isJudged: !Self.isTypeSignature(suffix))) }
                return .failure(
                    .notADisambiguation(
                        suffix: suffix, name: name, offset: part.offset + name.utf8.count, page: hierarchy.pagePath(node)))
            }
            index = text.index(after: hyphen)
        }
        return .failure(.missing(component: text, offset: part.offset, page: hierarchy.pagePath(node)))
    }

    /// Whether a disambiguation names `node`: its kind, its hash, both (`swift.method-5e9f1`),
    /// or a type signature, which is not judged.
    private func fits(_ suffix: String, _ node: SymbolHierarchy.Node) -> Bool {
        if Self.isTypeSignature(suffix) { return true }
        let kind = SymbolHierarchy.kindWithoutLanguage(suffix)
        if kind == node.kind || suffix == node.hash { return true }
        guard let hyphen = suffix.lastIndex(of: "-") else { return false }
        return SymbolHierarchy.kindWithoutLanguage(suffix[..<hyphen]) == node.kind && String(suffix[suffix.index(after: hyphen)...]) == node.hash
    }

    /// `(Double)->Point` or `>Point`: a disambiguation by the symbol's types.
    private static func isTypeSignature(_ suffix: String) -> Bool {
        suffix.hasPrefix("(") || suffix.hasPrefix(">")
    }
}
