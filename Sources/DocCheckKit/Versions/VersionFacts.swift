/// What the version checks share, read for one run: the canonical URL the configuration
/// declares or the repository implies, the CHANGELOG (when it exists and can be read) and Package.swift (when it exists).
struct VersionFacts: Sendable {
    let canonical: RepositoryURL?
    /// Where the canonical URL was inferred from; nil when the configuration gives it.
    let canonicalSource: String?
    let changelog: Changelog?
    let manifest: PackageManifest?

    init(repository: Repository, documents: DocumentSet) {
        let configuration = repository.configuration
        let tagNames = GitTags.names(root: repository.root)
        changelog = documents.document(configuration.changelog).map { Changelog(document: $0, tags: tagNames) }
        if case .success(let bytes) = DocumentLoader(repository: repository).read(configuration.manifest) {
            manifest = repository.manifest(configuration.manifest, bytes: bytes)
        } else {
            manifest = nil
        }
        if let configured = configuration.canonicalURL.flatMap({ RepositoryURL($0) }) {
            canonical = configured
            canonicalSource = nil
        } else if let inferred = CanonicalURLInference.infer(
            repository, readme: documents.document(configuration.readme), packageName: manifest?.packageName)
        {
            canonical = inferred.url
            canonicalSource = inferred.source
        } else {
            canonical = nil
            canonicalSource = nil
        }
        var variants: [PackageManifest] = []
        let folder = configuration.manifest.contains("/" as Character) ? LinkTarget.folder(of: configuration.manifest) : ""
        for name in repository.fileNames(in: folder) where name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
            let path = folder.isEmpty ? name : folder + "/" + name
            if case .success(let bytes) = DocumentLoader(repository: repository).read(path) {
                variants.append(repository.manifest(path, bytes: bytes))
            }
        }
        manifestVariants = variants
        lowestToolsManifest = ((manifest.map { [$0] } ?? []) + variants).filter { $0.toolsVersion != nil }.min { $0.toolsVersion! < $1.toolsVersion! }
        let url = canonical
        podspecs = Podspec.all(in: repository).filter { $0.source == nil || url == nil || $0.source == url }
        tags = GitTags.versions(tagNames)
        let newestTag = tags.filter { $0.version.prerelease.isEmpty }.max { $0.version < $1.version }
        let changelogPath = configuration.changelog
        if let changelog, changelog.isRecognised {
            // A CHANGELOG that lacks the newest tagged release is behind (version-tag says so
            // once); pins are judged against the tag, not against every older release.
            if let latest = changelog.latest?.version, let newestTag, newestTag.version > latest {
                (release, releaseSource) = (newestTag.version, "the version tag \(newestTag.name)")
                releaseReason = ", newer than \(latest), the newest release in \(changelogPath)"
            } else {
                (release, releaseSource, releaseReason) = (changelog.latest?.version, changelogPath, "")
            }
        } else if let newestTag {
            (release, releaseSource) = (newestTag.version, "the version tag \(newestTag.name)")
            releaseReason = changelog == nil ? ", as there is no \(changelogPath)" : ", as \(changelogPath) lists no release"
        } else if let podspec = podspecs.filter({ $0.version?.prerelease.isEmpty == true }).max(by: { $0.version! < $1.version! }) {
            (release, releaseSource) = (podspec.version, "s.version of \(podspec.path)")
            releaseReason =
                ", as there is no version tag" + (changelog == nil ? " and no \(changelogPath)" : " and \(changelogPath) lists no release")
        } else {
            (release, releaseSource, releaseReason) = (nil, nil, "")
        }
        podNames = podspecs.compactMap(\.name) + configuration.pods
    }

    /// The podspecs at the root that build this package (their source is its repository, or not known).
    let podspecs: [Podspec]
    /// The repository's version tags.
    let tags: [(name: String, version: SemanticVersion)]
    /// The names this package's pods go by: the podspecs' and the configuration's `pods`.
    let podNames: [String]

    /// The `Package@swift-X.Y.swift` variants of Package.swift, which the Swift of their
    /// version and later read instead of it.
    let manifestVariants: [PackageManifest]

    /// The one of Package.swift and its variants with the lowest tools version (Package.swift
    /// where they tie): its tools version is the oldest Swift that can build the package.
    let lowestToolsManifest: PackageManifest?

    /// The tools version of `lowestToolsManifest`.
    var lowestToolsVersion: VersionNumber? { lowestToolsManifest?.toolsVersion }

    /// The released version: the newest release of the CHANGELOG; where no CHANGELOG lists
    /// releases, the newest version tag that is no pre-release; without tags, the podspecs' newest `s.version`.
    let release: SemanticVersion?
    /// Where `release` was read ("CHANGELOG.md", "the version tag v8.0.0").
    let releaseSource: String?
    /// Why the release comes from `releaseSource` when that is not the CHANGELOG (", as there is no CHANGELOG.md").
    let releaseReason: String

    /// The documents that declare dependencies on the package: every document but the CHANGELOG
    /// (whose old entries may quote the pins of their time) and the historical ones, whose
    /// names say they tell of a past release (a migration guide, release notes), and whose
    /// pins are those of that release.
    static func pinDocuments(_ repository: Repository, _ documents: DocumentSet) -> [MarkdownDocument] {
        let configuration = repository.configuration
        return documents.documents.filter { isPinDocument($0.path, configuration) }
    }

    /// Whether the document at `path` is one of the pin documents (see `pinDocuments`).
    static func isPinDocument(_ path: String, _ configuration: Configuration) -> Bool {
        path != configuration.changelog && !isHistorical(path, configuration)
    }

    /// What finds this package's pins, by its URL and its products' names; nil when the
    /// package's URL is not known.
    var pinScanner: PinScanner? {
        canonical.map { PinScanner(canonical: $0, products: (manifest?.libraries ?? []) + podNames) }
    }

    /// Whether a document tells of a past release: `historical` in the configuration names it,
    /// or its file name says so.
    static func isHistorical(_ path: String, _ configuration: Configuration) -> Bool {
        if configuration.historical.contains(where: { $0 == path || Glob.matches($0, path) }) { return true }
        let name = (path.split(separator: "/").last ?? "").lowercased()
        return ["migrat", "upgrad", "release notes", "release-notes", "releasenotes", "history", "changes"].contains { name.includes($0) }
    }
}
