/// What `doccheck translations --mark-current LANGUAGE` (or `--mark-current --all`) writes:
/// each translation in that language (or every translation) gets a marker naming its source's current version, the source's bytes are stored
/// under that version's hash, and stored versions no marker names any more are removed.
/// Nothing is written when a translation or a source cannot be read or a marker is broken.
public struct MarkCurrentPlan: Sendable {
    public struct Marked: Sendable, Equatable {
        public var path: String
        public var source: String
        public var sha256: String
        /// False when the marker already named that version.
        public var changed: Bool
    }

    /// The rules whose errors in a translation keep it from being marked current: every
    /// translation rule but `translation-marker` and `translation-behind`, whose findings
    /// marking is meant to settle.
    static let judgingRules: [any ContextRule] = [
        TranslationTableRule(), TranslationUntranslatedRule(), TranslationCodeRule(), TranslationHeadingsRule(), TranslationLinksRule(),
        TranslationSwitcherRule(),
    ]

    public internal(set) var writes: [FileChange] = []
    public internal(set) var removals: [String] = []
    public internal(set) var marked: [Marked] = []
    /// The problems that keep the plan from being written.
    public internal(set) var problems: [Diagnostic] = []

    /// Plans marking every translation in `languages` (BCP 47 tags, any case) current; every
    /// translation of every source when `languages` is nil.
    public init(repository: Repository, languages: [String]?) {
        let documents = DocumentSet(repository: repository, paths: repository.documentPaths())
        let index = TranslationIndex(repository: repository, documents: documents)
        let translationPaths = Set(index.translations.map(\.path))
        problems += documents.diagnostics.filter { $0.ruleID == DocumentRule.id && translationPaths.contains($0.path ?? "") }
        var selected: [Translation] = []
        if let languages {
            for language in languages {
                let matches = index.translations.filter { translation in
                    translation.languageCode == language || (translation.language != nil && translation.language == LanguageTag(language))
                }
                if matches.isEmpty {
                    problems.append(
                        TranslationMarkerRule.noTranslation(in: language, under: index.folder, known: index.translations.map(\.languageCode).sorted())
                    )
                }
                selected += matches
            }
        } else {
            selected = index.translations
            if selected.isEmpty {
                problems.append(TranslationMarkerRule.noTranslation(in: nil, under: index.folder, known: []))
            }
        }
        var newHashes: [String: String] = [:]
        for translation in selected where newHashes[translation.path] == nil {
            guard let mark = mark(translation, index: index, documents: documents, repository: repository) else { continue }
            newHashes[translation.path] = mark.sha256
        }
        // Every version a marker names after the writes stays stored; the others go.
        var referenced = Set(newHashes.values)
        for translation in index.translations where newHashes[translation.path] == nil {
            if let hash = translation.marker?.sha256 { referenced.insert(hash) }
        }
        let folder = "\(index.folder)/\(TranslationIndex.storedCopiesFolder)"
        for name in repository.fileNames(in: folder) where name.wholeMatch(of: cached(/[0-9a-f]{64}\.md/)) != nil {
            if !referenced.contains(String(name.dropLast(3))) { removals.append("\(folder)/\(name)") }
        }
        if !problems.isEmpty {
            writes = []
            removals = []
        }
    }

    /// Plans one translation's new marker and stored copy; records a problem instead when it cannot.
    private mutating func mark(
        _ translation: Translation, index: TranslationIndex, documents: DocumentSet, repository: Repository
    ) -> Marked? {
        guard let document = translation.document else { return nil }
        guard let sourcePath = translation.sourcePath, let source = documents.document(sourcePath) else {
            problems.append(TranslationMarkerRule.missingSource(of: translation))
            return nil
        }
        if let problem = translation.markerProblems.first {
            problems.append(TranslationMarkerRule.finding(problem, in: translation.path))
            return nil
        }
        let hash = source.sha256
        let comment = TranslationMarker.comment(source: sourcePath, sha256: hash)
        let bytes = Self.withMarker(comment, in: document, replacing: translation.marker)
        let storedPath = index.storedCopyPath(hash)
        if repository.contents(storedPath).map(SHA256.hex) != hash, !writes.contains(where: { $0.path == storedPath }) {
            writes.append(FileChange(path: storedPath, old: repository.contents(storedPath), new: source.source.bytes, done: "stored \(storedPath)"))
        }
        if bytes != document.source.bytes {
            let done = "marked \(translation.path) current with \(sourcePath) (\(DocCheck.version(hash)))"
            writes.append(FileChange(path: translation.path, old: repository.contents(translation.path), new: bytes, done: done))
        }
        let marked = Marked(path: translation.path, source: sourcePath, sha256: hash, changed: bytes != document.source.bytes)
        self.marked.append(marked)
        return marked
    }

    /// The document's bytes with its marker comment replaced by `comment`, or with `comment`
    /// as a new first line when it has none.
    static func withMarker(_ comment: String, in document: MarkdownDocument, replacing marker: TranslationMarker?) -> [UInt8] {
        let source = document.source
        guard let marker else {
            let start = source.hasByteOrderMark ? 3 : 0
            return Array(source.bytes[..<start]) + Array((comment + source.lineEnding).utf8) + Array(source.bytes[start...])
        }
        let range = source.byteRange(ofLine: marker.location.line)
        let line = String(decoding: source.bytes[range], as: UTF8.self)
        guard let match = line.firstMatch(of: cached(/<!--\s*doccheck:translation.*?-->/)) else { return source.bytes }
        let rewritten = String(line[..<match.range.lowerBound]) + comment + String(line[match.range.upperBound...])
        return Array(source.bytes[..<range.lowerBound]) + Array(rewritten.utf8) + Array(source.bytes[range.upperBound...])
    }
}
