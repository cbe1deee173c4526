import Foundation

/// Every pin of this package in one document, found through the document model: SwiftPM,
/// CocoaPods and Carthage declarations in code blocks and inline code, and Xcode dependency
/// rules in the paragraphs that name the package's URL.
struct PinScanner {
    let canonical: RepositoryURL
    /// The manifest's library products, which pods are named after.
    let products: [String]

    func pins(in document: MarkdownDocument) -> [DependencyPin] {
        let swiftPM = SwiftPMPinParser(canonical: canonical)
        let packageManagers = PackageManagerPinParser(canonical: canonical, products: Set(products.map { $0.lowercased() }))
        var pins: [DependencyPin] = []
        for block in document.codeBlocks {
            let passage = Passage(block, in: document)
            pins += swiftPM.pins(in: passage) + packageManagers.pins(in: passage)
        }
        var declaring = Set<Int>()
        for (index, run) in document.inlines.enumerated() where run.kind == .code {
            let passage = Passage([run], in: document)
            let found = swiftPM.pins(in: passage) + packageManagers.pins(in: passage)
            if !found.isEmpty { declaring.insert(index) }
            pins += found
        }
        // Prose: the runs of each paragraph, heading or cell that names the URL, read together.
        var passages: [Int: [InlineText]] = [:]
        for (index, run) in document.inlines.enumerated() where !declaring.contains(index) {
            if let block = run.block { passages[block, default: []].append(run) }
        }
        // The passages whose links point at the package, found in one pass over the links.
        let linking = Set(document.links.compactMap { link in RepositoryURL(link.destination) == canonical ? link.block : nil })
        for block in passages.keys.sorted() where linking.contains(block) || namesPackage(passages[block]!) {
            pins += XcodePinParser().pins(in: Passage(passages[block]!, in: document))
        }
        return pins.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
    }

    /// Whether the text of a passage names the canonical URL.
    private func namesPackage(_ runs: [InlineText]) -> Bool {
        runs.contains { run in
            // Most runs hold no address: the pattern runs only on those with "://" or "@".
            (run.literal.includes("://") || run.literal.includes("@"))
                && run.literal.matches(of: cached(/(?:https?|ssh|git):\/\/[^\s<>()`"']+|[\w.-]+@[\w.-]+:[^\s<>()`"']+/)).contains { match in
                RepositoryURL(String(match.output).trimmingCharacters(in: CharacterSet(charactersIn: ".,;:"))) == canonical
            }
        }
    }
}
