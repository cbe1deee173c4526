/// The pins of this package in the documents, what is wrong with each, and the documents as
/// `fix-pins` would write them. `verify` reports the findings; `fix-pins` writes the files.
public struct PinPlan: Sendable {
    public static let ruleID = "version-pin"

    /// The newest release of the CHANGELOG, nil when there is none to pin to.
    public internal(set) var release: SemanticVersion?
    public internal(set) var pins: [DependencyPin] = []
    /// One finding for each pin that is not the canonical pin of the release.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The findings `fix-pins` cannot rewrite (the pin's bytes are not known exactly, or the
    /// phrase needs other words), to be fixed by hand.
    public internal(set) var unfixable: [Diagnostic] = []
    /// The documents with their pins rewritten to the canonical form.
    public internal(set) var files: [FileChange] = []
    /// Why `fix-pins` must not write: a document that cannot be read, no release to pin to.
    public internal(set) var blockers: [Diagnostic] = []
    /// Why `fix-pins` refuses to write at all: what it would write is lower than a pin asks
    /// for already, or than the newest version tag, so the release it read is not the newest.
    public internal(set) var refusals: [Diagnostic] = []
    /// The package's repository the pins were found by; nil when it is not known.
    public internal(set) var canonical: RepositoryURL?

    init(repository: Repository, documents: DocumentSet, facts: VersionFacts? = nil) {
        let facts = facts ?? VersionFacts(repository: repository, documents: documents)
        let changelog = repository.configuration.changelog
        blockers = documents.diagnostics.filter { $0.ruleID == DocumentRule.id && $0.path != changelog }
        guard let canonical = facts.canonical, let scanner = facts.pinScanner else { return }
        self.canonical = canonical
        guard let release = facts.release else {
            blockers.append(ChangelogRule.noReleaseToPin(changelog, facts.changelog))
            return
        }
        self.release = release
        let source = facts.releaseSource ?? changelog
        // A CHANGELOG behind the newest tag is fixed first: fix-pins writes what the CHANGELOG
        // says was released, never past it.
        var newerTag: SemanticVersion?
        if let latest = facts.changelog?.latest?.version, let newest = facts.tags.map(\.version).filter({ $0.prerelease.isEmpty }).max(),
            newest > latest
        {
            refusals.append(VersionPinRule.refusal(tag: newest, newerThan: latest, in: changelog))
            newerTag = newest
        }
        let branches = DevelopmentBranches(root: repository.root)
        // A manifest whose libraries cannot be read says nothing about the products.
        let products = facts.manifest.flatMap { $0.libraries.isEmpty ? nil : ProductReference(identity: canonical.name, libraries: $0.libraries) }
        for document in VersionFacts.pinDocuments(repository, documents) {
            var replacements: [ByteReplacement] = []
            for pin in scanner.pins(in: document) {
                pins.append(pin)
                var ahead: SemanticVersion?
                if case .versions(let lower?, _, _) = pin.constraint, lower > release {
                    refusals.append(VersionPinRule.refusal(pin, asksFor: lower, newerThan: release, in: source))
                    ahead = lower
                }
                guard
                    var finding = VersionPinRule.finding(
                        pin, release: release, changelog: source, policy: repository.configuration.pinPolicy, branches: branches)
                else { continue }
                if let bytes = pin.bytes, let text = CanonicalPin.replacement(for: pin, release: release) {
                    replacements.append(ByteReplacement(bytes: bytes, text: text))
                    // The advice is what fix-pins will do: it refuses while the CHANGELOG is behind.
                    finding.notes.append(
                        VersionPinRule.fixNote(ahead: ahead, newerTag: newerTag, release: release, source: source, changelog: changelog))
                } else {
                    unfixable.append(finding)
                }
                diagnostics.append(finding)
            }
            if let products {
                let found = document.codeBlocks.flatMap { products.findings(in: Passage($0, in: document)) }
                diagnostics += found
                unfixable += found
            }
            if !replacements.isEmpty {
                // Overlapping pins are skipped.
                files.append(FileChange(path: document.path, old: document.source.bytes, new: document.source.bytes.replacing(replacements)))
            }
        }
    }
}
