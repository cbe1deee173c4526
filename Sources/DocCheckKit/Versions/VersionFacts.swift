/// What the version checks share, read for one run: the canonical URL the configuration
/// declares, the CHANGELOG (when it exists and can be read) and Package.swift (when it exists).
struct VersionFacts: Sendable {
    let canonical: RepositoryURL?
    let changelog: Changelog?
    let manifest: PackageManifest?

    init(repository: Repository, documents: DocumentSet) {
        let configuration = repository.configuration
        canonical = configuration.canonicalURL.flatMap { RepositoryURL($0) }
        changelog = documents.document(configuration.changelog).map { Changelog(document: $0) }
        if case .success(let bytes) = DocumentLoader(repository: repository).read(configuration.manifest) {
            manifest = PackageManifest(path: configuration.manifest, bytes: bytes)
        } else {
            manifest = nil
        }
    }

    /// The released version: the newest release of the CHANGELOG.
    var release: SemanticVersion? { changelog?.latest?.version }

    /// The documents that declare dependencies on the package: every document but the CHANGELOG
    /// (whose old entries may quote the pins of their time).
    static func pinDocuments(_ repository: Repository, _ documents: DocumentSet) -> [MarkdownDocument] {
        documents.documents.filter { $0.path != repository.configuration.changelog }
    }
}
