/// The documents of one run, each read and parsed once, with the findings that kept any
/// of them from being checked.
public struct DocumentSet: Sendable {
    public private(set) var paths: [String] = []
    private var parsed: [String: MarkdownDocument] = [:]
    /// The documents that could be read, in the order of `paths`: listed once, as every rule
    /// walks them.
    public private(set) var documents: [MarkdownDocument] = []
    private var markerRegions: [String: [MarkerRegion]] = [:]
    /// The findings that kept documents, or their regions, from being checked: `document`'s
    /// for a file that cannot be read, `marker`'s for broken markers.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The documents that could not be read.
    public private(set) var unreadable: [UnreadableDocument] = []
    /// The problems of the documents' markers (a document with any has no usable region).
    public private(set) var markerProblems: [MarkerProblem] = []

    /// Loads every document of `paths`, each once, in parallel; a missing README is a finding,
    /// other missing documents are findings only when the configuration names them. The
    /// results are gathered in the order of `paths`, so the findings' order is stable.
    public init(repository: Repository, paths: [String]) {
        let loader = DocumentLoader(repository: repository)
        self.paths = paths
        var seen = Set<String>()
        let unique = paths.filter { seen.insert($0).inserted }
        let loaded = unique.parallelMap { path in
            loader.load(path).map { document in (document, MarkerScanner.regions(in: document)) }
        }
        for (path, result) in zip(unique, loaded) {
            switch result {
            case .success(let (document, scan)):
                parsed[path] = document
                if scan.problems.isEmpty {
                    markerRegions[path] = scan.regions
                } else {
                    markerProblems += scan.problems
                    diagnostics += scan.problems.map(MarkerRule.finding)
                }
            case .failure(let failure):
                unreadable.append(failure)
                diagnostics.append(DocumentRule.finding(failure))
            }
        }
        documents = paths.compactMap { parsed[$0] }
    }

    /// The parsed document, nil when it could not be read.
    public func document(_ path: String) -> MarkdownDocument? { parsed[path] }

    /// The document's marker regions, nil when its markers are broken or it could not be read.
    public func regions(_ path: String) -> [MarkerRegion]? { markerRegions[path] }
}
