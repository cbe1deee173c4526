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
            let reason =
                facts.changelog == nil || facts.changelog?.isRecognised == false
                ? "\(changelog) lists no release, and no version tag or podspec names one"
                : facts.changelog?.newestIsMalformed == true
                    ? "the newest release heading of \(changelog) is malformed, so the release is not known"
                    : "\(changelog) has no release that is neither a pre-release nor yanked"
            blockers.append(ChangelogRule.finding(path: changelog, message: "no released version to pin to: \(reason)"))
            return
        }
        self.release = release
        let source = facts.releaseSource ?? changelog
        // A CHANGELOG behind the newest tag is fixed first: fix-pins writes what the CHANGELOG
        // says was released, never past it.
        if let latest = facts.changelog?.latest?.version, let newest = facts.tags.map(\.version).filter({ $0.prerelease.isEmpty }).max(),
            newest > latest
        {
            refusals.append(
                VersionPinRule.finding(
                    path: changelog,
                    message:
                        "the newest version tag is \(newest), newer than \(latest), the newest release in \(changelog); add its release there first, as fix-pins does not lower a pin"
                ))
        }
        let branches = DevelopmentBranches(root: repository.root)
        // A manifest whose libraries cannot be read says nothing about the products.
        let products = facts.manifest.flatMap { $0.libraries.isEmpty ? nil : ProductReference(identity: canonical.name, libraries: $0.libraries) }
        for document in VersionFacts.pinDocuments(repository, documents) {
            var replacements: [ByteReplacement] = []
            for pin in scanner.pins(in: document) {
                pins.append(pin)
                if case .versions(let lower?, _, _) = pin.constraint, lower > release {
                    refusals.append(
                        VersionPinRule.finding(
                            path: pin.path, location: pin.location,
                            message:
                                "\(pin.ecosystem.rawValue) pin \(Self.quoted(pin.written)) asks for \(lower) or later, newer than \(release), the newest release in \(source); fix-pins does not lower a pin"
                        ))
                }
                guard
                    var finding = Self.finding(
                        pin, release: release, changelog: source, policy: repository.configuration.pinPolicy, branches: branches)
                else { continue }
                if let bytes = pin.bytes, let text = CanonicalPin.replacement(for: pin, release: release) {
                    replacements.append(ByteReplacement(bytes: bytes, text: text))
                    finding.notes.append("run 'doccheck fix-pins' to rewrite it")
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

    /// A pin as a message quotes it: in single quotes, unless it is written in quotes already
    /// (`'~> 1.0'` of a Podfile).
    static func quoted(_ written: String) -> String {
        let quotes: Set<Character> = ["'", "\""]
        if let first = written.first, written.count >= 2, quotes.contains(first), written.last == first,
            !written.dropFirst().dropLast().contains(first)
        {
            return written
        }
        return "'\(written)'"
    }

    /// What is wrong with `pin` when `release` is the released version, nil when it is canonical.
    /// A branch pin is wrong only on one of `branches`, which carry unreleased work; a pin on
    /// another branch (a maintenance or release line) is the document's deliberate choice.
    static func finding(
        _ pin: DependencyPin, release: SemanticVersion, changelog: String, policy: PinPolicy = .canonical,
        branches: DevelopmentBranches = DevelopmentBranches()
    ) -> Diagnostic? {
        if CanonicalPin.isCanonical(pin, release: release) { return nil }
        if case .branch(let name) = pin.constraint, !branches.contains(name) { return nil }
        // Under `admits`, a version range that admits the release is right as its authors wrote it.
        if policy == .admits, case .versions = pin.constraint, pin.constraint.admits(release) { return nil }
        let canonical = CanonicalPin.text(pin.ecosystem, release: release)
        let what = "\(pin.ecosystem.rawValue) pin \(quoted(pin.written))"
        let problem: String
        switch pin.constraint {
        case .branch(let name): problem = "follows branch '\(name)' while \(release) is released"
        case .revision(let name): problem = "pins revision '\(name)' while \(release) is released"
        case .malformed(let text):
            problem =
                text.hasPrefix("v") && SemanticVersion(String(text.dropFirst())) != nil
                ? "writes the version '\(text)' with a 'v'" : "has '\(text)', which is not a semantic version"
        case .versions where !pin.constraint.admits(release):
            problem = "does not admit \(release), the newest release in \(changelog)"
        case .versions:
            problem = "admits \(release) but is not the canonical form"
        }
        return VersionPinRule.finding(
            path: pin.path, location: pin.location, message: "\(what) \(problem); write \(quoted(canonical))")
    }
}
