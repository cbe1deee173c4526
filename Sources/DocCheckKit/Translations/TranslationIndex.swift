/// The translations of a repository's documents, each with its language, source and marker,
/// found once per run and shared by the translation rules, the table plan and the
/// `translations` command.
public struct TranslationIndex: Sendable {
    /// The folder, inside the translations folder, that holds the stored source versions.
    public static let storedCopiesFolder = ".sources"

    public let folder: String
    public private(set) var translations: [Translation] = []
    /// The translations of each source path, in the order of `translations`.
    public private(set) var translationsBySource: [String: [Translation]] = [:]
    /// The source paths that have translations, each once, in the order of `translations`.
    public private(set) var sourcePaths: [String] = []
    /// The stored source versions read so far, by path.
    private let storedCopies = Memo<String, MarkdownDocument?>()
    /// Each translation's sections matched with its source's, made once for all the rules.
    private let alignments = Memo<String, SectionAlignment>()
    /// Each document's section profiles: a README's are read by the alignment of every translation.
    private let profiles = Memo<String, [SectionProfile]>()

    /// Whether `isTracked` holds whatever the translations say.
    private var judgedAsTracked = false

    /// Indexes the translation files among `documents` (files under the translations folder);
    /// `judgedAsTracked` judges them as if the repository tracked them.
    public init(repository: Repository, documents: DocumentSet, judgedAsTracked: Bool = false) {
        self.judgedAsTracked = judgedAsTracked
        folder = repository.configuration.translations
        let readmeName = String(repository.configuration.readme.split(separator: "/").last ?? "")
        let files = repository.translationFiles()
        let translationPaths = Set(files.map(\.path))
        // Each file name's first document that is not a translation, found in one pass.
        var sourcesByName: [Substring: String] = [:]
        for path in repository.documentPaths() where !translationPaths.contains(path) {
            if let name = path.split(separator: "/").last, sourcesByName[name] == nil { sourcesByName[name] = path }
        }
        let loaded = Set(documents.paths)
        for file in files where loaded.contains(file.path) {
            let path = file.path
            var translation = Translation(
                path: path, languageCode: file.languageCode, language: LanguageCodes.tag(file.languageCode),
                sourceName: file.sourceName, sourcePath: file.sourcePath, suggestedPath: file.suggestedPath,
                document: documents.document(path))
            if translation.sourcePath == nil, !file.languageCode.isEmpty {
                if file.sourceName == readmeName {
                    translation.sourcePath = repository.configuration.readme
                } else if let first = sourcesByName[Substring(file.sourceName)] {
                    translation.sourcePath = first
                } else if repository.fileExists(file.sourceName) {
                    translation.sourcePath = file.sourceName
                }
            }
            if let document = translation.document {
                let scan = TranslationMarker.scan(document)
                translation.marker = scan.marker
                translation.markerProblems = scan.problems
            }
            translations.append(translation)
            if let source = translation.sourcePath {
                if translationsBySource[source] == nil { sourcePaths.append(source) }
                translationsBySource[source, default: []].append(translation)
            }
        }
    }

    /// Whether the repository tracks its translations: one carries a marker, or source
    /// versions are stored. Until then, the rules that need tracking say so once in a note.
    func isTracked(in repository: Repository) -> Bool {
        judgedAsTracked || translations.contains { $0.marker != nil || !$0.markerProblems.isEmpty }
            || !repository.fileNames(in: folder + "/" + Self.storedCopiesFolder).isEmpty
    }

    /// The translations of `source` that can be compared with it.
    public func translations(of source: String) -> [Translation] {
        (translationsBySource[source] ?? []).filter(\.isComparable)
    }

    /// Where the stored copy of the source version with hash `sha256` lives.
    public func storedCopyPath(_ sha256: String) -> String {
        "\(folder)/\(Self.storedCopiesFolder)/\(sha256).md"
    }
}

extension TranslationIndex {
    /// A translation that can be compared with its source, both parsed.
    public struct Pair: Sendable {
        public var translation: Translation
        public var document: MarkdownDocument
        public var source: MarkdownDocument
    }

    /// Every translation among `documents` that can be compared with its source.
    public func pairs(_ documents: DocumentSet) -> [Pair] {
        translations.compactMap { translation in
            guard translation.isComparable, let document = translation.document, let path = translation.sourcePath,
                let source = documents.document(path)
            else { return nil }
            return Pair(translation: translation, document: document, source: source)
        }
    }

    /// Which of the pair's sections correspond, worked out once per run for all the rules.
    func alignment(_ pair: Pair) -> SectionAlignment {
        alignments.value(pair.translation.path + "\n" + pair.source.path) {
            let versions = Set([pair.source.path] + (translationsBySource[pair.source.path] ?? []).map(\.path))
            return SectionAlignment(
                source: pair.source, translation: pair.document, excluding: pair.source.switcherHeadings(linkingTo: versions),
                profiles: { document in profiles.value(document.path) { SectionProfile.profiles(of: document) } })
        }
    }

    /// The stored copy of the source version a marker names, nil when there is none.
    func storedCopy(_ marker: TranslationMarker, repository: Repository) -> MarkdownDocument? {
        let path = storedCopyPath(marker.sha256)
        // Translations made from the same version share one stored copy: it is parsed once.
        return storedCopies.value(path) { repository.contents(path).map { MarkdownDocument(path: path, bytes: $0) } }
    }
}

extension MarkdownDocument {
    /// The index of the heading whose section holds `line` (-1 before the first heading).
    func sectionIndex(ofLine line: Int) -> Int {
        Self.sectionIndex(ofLine: line, headingLines: headingLines)
    }

    /// Each heading's line (`Int.max` where it is not known): what a loop that asks for many
    /// lines' sections reads once, as `headings` is made anew each time it is asked for.
    var headingLines: [Int] { headings.map { $0.range?.start.line ?? Int.max } }

    /// The index of the heading whose section holds `line`, among headings at `headingLines`.
    static func sectionIndex(ofLine line: Int, headingLines: [Int]) -> Int {
        (headingLines.lastIndex { $0 <= line }) ?? -1
    }

    /// Whether two documents' headings have the same levels in the same order, so that
    /// heading N of one corresponds to heading N of the other.
    func headingsCorrespond(to other: MarkdownDocument) -> Bool {
        headings.map(\.level) == other.headings.map(\.level)
    }

    /// Where a finding about section `index` of a corresponding document belongs: that
    /// section's heading; nil (the document as a whole) when there is no such heading.
    func sectionLocation(_ index: Int) -> SourceLocation? {
        headings.indices.contains(index) ? headings[index].range?.start : nil
    }
}
