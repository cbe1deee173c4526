import Foundation

/// Every pin of this package in one document, found through the document model: SwiftPM,
/// CocoaPods and Carthage declarations in code blocks and inline code, and Xcode dependency
/// rules in the paragraphs that name the package's URL.
struct PinScanner {
    let canonical: RepositoryURL
    /// The manifest's library products, which pods are named after.
    let products: [String]
    /// What code must hold, lowercased, to declare this package (see `mayDeclare`); nil when
    /// a name is not ASCII, and every passage is read.
    private let needles: Needles?

    /// What code must hold to declare the package, and links to name it.
    private struct Needles {
        var path: [UInt8]
        var podNames: [[UInt8]]
    }

    init(canonical: RepositoryURL, products: [String]) {
        self.canonical = canonical
        self.products = products
        let path = canonical.components.joined(separator: "/")
        let podNames = [canonical.name] + products.map { $0.lowercased() }
        needles = ([path] + podNames).allSatisfy { $0.isASCII } ? Needles(path: Array(path.utf8), podNames: podNames.map { Array($0.utf8) }) : nil
    }

    /// Whether code `text` may declare this package. A URL or Carthage's "owner/name" holds the
    /// canonical path in some letter case; a pod without a URL is a line with "pod" and the
    /// package's or a product's name. Text with bytes beyond ASCII is always read (a
    /// non-ASCII letter can lowercase to an ASCII one).
    private func mayDeclare(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { Self.mayDeclare($0, needles) }
    }

    /// `mayDeclare(_:)` of a run's bytes, read where they are. (Static, given the needles:
    /// a method called in a closure per node copies the scanner each time.)
    private static func mayDeclare(_ text: UnsafeBufferPointer<UInt8>, _ needles: Needles?) -> Bool {
        guard let needles, text.isASCII else { return true }
        return text.includesIgnoringASCIICase(needles.path)
            || (text.includesIgnoringASCIICase("pod") && needles.podNames.contains { text.includesIgnoringASCIICase($0) })
    }

    func pins(in document: MarkdownDocument) -> [DependencyPin] {
        let swiftPM = SwiftPMPinParser(canonical: canonical)
        let packageManagers = PackageManagerPinParser(canonical: canonical, products: Set(products.map { $0.lowercased() }))
        var pins: [DependencyPin] = []
        for block in document.codeBlocks where mayDeclare(block.content) {
            let passage = Passage(block, in: document)
            pins += swiftPM.pins(in: passage) + packageManagers.pins(in: passage)
        }
        // Most passages neither hold code that may declare the package nor name it: the ones
        // that do are found in one walk of the tree, by their runs and links, before any
        // passage's runs are read. (A run or link is in one passage; they come in its order.)
        var read = Set<Int>()
        let isRunOrLink = { (kind: MarkupKind) in kind == .code || kind == .text || kind == .link }
        let needles = needles
        let passages = document.root.views(where: isRunOrLink) { node -> MarkupNode? in
            // The runs' and links' bytes are read where they are; a string is made only of a
            // destination that may be the canonical URL.
            let mayHold =
                switch node.kind {
                case .code: node.withLiteralBytes { Self.mayDeclare($0, needles) } ?? false
                case .text: node.withLiteralBytes { Self.mayName($0) } ?? false
                default: node.withDestinationBytes { Self.mayBeCanonical($0, needles) } == true && node.destination.map { isCanonical($0) } == true
                }
            guard mayHold, let passage = node.passage, read.insert(passage.index).inserted else { return nil }
            return passage
        }
        for passage in passages {
            let runs = passage.inlineTexts
            var declaring = Set<Int>()
            for (index, run) in runs.enumerated() where run.kind == .code && mayDeclare(run.literal) {
                let passage = Passage([run], in: document)
                let found = swiftPM.pins(in: passage) + packageManagers.pins(in: passage)
                if !found.isEmpty { declaring.insert(index) }
                pins += found
            }
            // Prose: the runs of a paragraph, heading or cell that names the URL or links to
            // it, read together.
            let prose = runs.indices.filter { !declaring.contains($0) }.map { runs[$0] }
            if passage.links.contains(where: { isCanonical($0.destination) }) || prose.contains(where: { namesPackage($0) }) {
                pins += XcodePinParser().pins(in: Passage(prose, in: document))
            }
        }
        return pins.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }

    /// Whether a link's destination is the canonical URL. A destination without the
    /// canonical path in any letter case is none, and is not parsed.
    private func isCanonical(_ destination: String) -> Bool {
        var bytes = destination
        return bytes.withUTF8 { Self.mayBeCanonical($0, needles) } && RepositoryURL(destination) == canonical
    }

    /// Whether a destination may be the canonical URL: one without its path in any letter
    /// case is not.
    private static func mayBeCanonical(_ destination: UnsafeBufferPointer<UInt8>, _ needles: Needles?) -> Bool {
        guard let needles, destination.isASCII else { return true }
        return destination.includesIgnoringASCIICase(needles.path)
    }

    /// Whether prose may name an address: most hold none, and the pattern runs only on those
    /// with "://" or "@".
    private func mayName(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { Self.mayName($0) }
    }

    private static func mayName(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.includes("://") || text.includes("@")
    }

    /// Whether a run of prose names the canonical URL.
    private func namesPackage(_ run: InlineText) -> Bool {
        mayName(run.literal)
            && run.literal.matches(of: cached(/(?:https?|ssh|git):\/\/[^\s<>()`"']+|[\w.-]+@[\w.-]+:[^\s<>()`"']+/)).contains { match in
                RepositoryURL(String(match.output).trimmingCharacters(in: CharacterSet(charactersIn: ".,;:"))) == canonical
            }
    }
}
