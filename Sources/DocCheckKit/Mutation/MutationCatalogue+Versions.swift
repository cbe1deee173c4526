import Foundation

/// What the mutations of the version claims share: the first pin and its rewriting.
extension MutationCatalogue {
    /// The first SwiftPM pin of the package whose bytes are known, with the released version.
    static func firstPin(_ workspace: MutationWorkspace) -> (pin: DependencyPin, bytes: Range<Int>, release: SemanticVersion)? {
        let engine = DocCheck(repository: workspace.repository)
        guard let plan = try? engine.planPins(), let release = plan.release else { return nil }
        guard let pin = plan.pins.first(where: { $0.ecosystem == .swiftPM && $0.bytes != nil }), let bytes = pin.bytes else { return nil }
        return (pin, bytes, release)
    }

    /// Replaces the bytes of the first pin with `text`.
    static func replacePin(_ workspace: MutationWorkspace, with text: (SemanticVersion) -> String) throws -> MutationSite? {
        guard let (pin, bytes, release) = firstPin(workspace), let file = workspace.bytes(pin.path) else { return nil }
        try workspace.write(pin.path, file.replacing([ByteReplacement(bytes: bytes, text: text(release))]))
        return MutationSite(path: pin.path, line: pin.location?.line ?? 0)
    }

}
