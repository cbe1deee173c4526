/// A source document as its authors wrote it: what doccheck's own commands write in it is
/// set aside, so that a translation is not behind a source that only `regen-table`, `fix-pins`
/// or `fix`'s fact values changed (each rewrites the translations too).
///
/// The content of each generated table region is left out, and each of this package's pins
/// that `fix-pins` can rewrite reads as `fix-pins` would write it for one fixed release, and
/// each fact marker's value is left out. Two
/// versions of a source with the same authored text differ only by those commands' writes.
struct AuthoredText {
    /// The release every pin is written for, whatever the real one.
    static let placeholderRelease = SemanticVersion(0, 0, 0)

    private let configuration: Configuration
    private let pins: PinScanner?

    init(repository: Repository, facts: VersionFacts) {
        configuration = repository.configuration
        pins = facts.pinScanner
    }

    /// `document`, a version of the source at `path` (the source itself or a stored copy of
    /// it), with its generated regions emptied and its pins written for the placeholder release.
    func document(_ document: MarkdownDocument, asVersionOf path: String) -> MarkdownDocument {
        let source = document.source
        var replacements: [ByteReplacement] = []
        let names = Set(configuration.tables.filter { $0.documents.contains(path) }.map(\.region))
        if !names.isEmpty {
            for region in MarkerScanner.regions(in: document).regions where names.contains(region.name) {
                replacements.append(ByteReplacement(bytes: source.lineStarts[region.beginLine]..<source.lineStarts[region.endLine - 1], text: ""))
            }
        }
        if let pins, VersionFacts.isPinDocument(path, configuration) {
            let regions = replacements.map(\.bytes)
            for pin in pins.pins(in: document) {
                // A pin inside a generated region goes with the region.
                guard let bytes = pin.bytes, !regions.contains(where: { $0.overlaps(bytes) }),
                    let text = CanonicalPin.replacement(for: pin, release: Self.placeholderRelease)
                else { continue }
                replacements.append(ByteReplacement(bytes: bytes, text: text))
            }
        }
        // A fact's value is its source's, in the translations too (`fix` writes both).
        let emptied = replacements.map(\.bytes)
        for marker in FactMarkerScanner.markers(in: document).markers where !emptied.contains(where: { $0.overlaps(marker.bytes) }) {
            replacements.append(ByteReplacement(bytes: marker.bytes, text: ""))
        }
        guard !replacements.isEmpty else { return document }
        // A pin that overlaps a region already emptied is skipped.
        return MarkdownDocument(path: document.path, bytes: source.bytes.replacing(replacements))
    }
}
