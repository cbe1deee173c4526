/// Finds `.product(name:package:)` references to this package in Swift text and checks that
/// each names a library the manifest declares: a snippet that names no product cannot build.
struct ProductReference {
    /// The package's identity, as `package:` names it: the canonical URL's last component.
    let identity: String
    let libraries: [String]

    func findings(in passage: Passage) -> [Diagnostic] {
        guard passage.text.includes(".product") else { return [] }
        let scanner = SwiftCallScanner(passage.text)
        var findings: [Diagnostic] = []
        for match in passage.text.matches(of: cached(/\.product\s*\(/)) {
            let call = passage.offsets(match.range)
            guard let (arguments, _) = scanner.arguments(openingAt: call.upperBound - 1),
                let package = arguments.first(where: { $0.label == "package" }).flatMap({ SwiftCallScanner.stringLiteral($0.value) }),
                package.lowercased() == identity,
                let name = arguments.first(where: { $0.label == "name" }),
                let product = SwiftCallScanner.stringLiteral(name.value), !libraries.contains(product)
            else { continue }
            findings.append(
                VersionPinRule.unknownProduct(
                    product, of: package, in: passage.path, at: passage.location(at: name.range.lowerBound), libraries: libraries))
        }
        return findings
    }
}
