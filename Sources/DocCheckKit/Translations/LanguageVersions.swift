/// The language versions of the repository's documents, as the links of a translation name
/// them: a document with its translations (`Docs/Guide.md`, `Translations/Guide.de.md`), and
/// the files of one folder whose names differ by a language, in the forms translations are
/// recognised by (`NOTES.md`, `NOTES_CN.md`, `NOTES.ja.md`, `NOTES-English.md`). The version
/// whose name gives no language is the document's first.
final class LanguageVersions {
    /// One version of a document: its path, and the language its name gives (nil for none).
    struct Version: Equatable {
        var path: String
        var language: LanguageTag?
    }

    private let repository: Repository
    private let index: TranslationIndex
    private var namesByFolder: [String: [String]] = [:]
    private var versionsByPath: [String: [Version]] = [:]

    init(repository: Repository, index: TranslationIndex) {
        self.repository = repository
        self.index = index
    }

    /// Every language version of the document at `path`, itself included.
    func versions(of path: String) -> [Version] {
        if let known = versionsByPath[path] { return known }
        var versions: [Version] = []
        func add(_ path: String, _ language: LanguageTag?) {
            if !versions.contains(where: { $0.path == path }) { versions.append(Version(path: path, language: language)) }
        }
        let fileName = String(path.split(separator: "/").last ?? "")
        if fileName.lowercased().hasSuffix(".md") {
            let stem = (Self.language(ofFileName: fileName)?.name ?? String(fileName.dropLast(3))).lowercased()
            let folder = LinkTarget.folder(of: path)
            let prefix = folder.isEmpty ? "" : folder + "/"
            for name in fileNames(in: folder) {
                if name.lowercased() == stem + ".md" {
                    add(prefix + name, nil)
                } else if let named = Self.language(ofFileName: name), named.name.lowercased() == stem {
                    add(prefix + name, named.language)
                }
            }
        }
        let source = index.translations.first { $0.path == path }?.sourcePath ?? path
        if let translations = index.translationsBySource[source] {
            add(source, nil)
            for translation in translations { add(translation.path, translation.language) }
        }
        add(path, fileName.lowercased().hasSuffix(".md") ? Self.language(ofFileName: fileName)?.language : nil)
        versionsByPath[path] = versions
        return versions
    }

    /// The version of the document at `path` that a translation into `language` links in its
    /// place: the one in that language (or in another form of it, `zh-Hans` for `zh`), or,
    /// when there is none and `path` names a language, the document's first version; nil when
    /// that is `path` itself or there is no such version.
    func version(of path: String, for language: LanguageTag) -> String? {
        let versions = versions(of: path)
        let primary = language.language.lowercased()
        if let chosen = versions.first(where: { $0.language == language })
            ?? versions.first(where: { $0.language?.language.lowercased() == primary })
        {
            return chosen.path == path ? nil : chosen.path
        }
        guard versions.first(where: { $0.path == path })?.language != nil else { return nil }
        return versions.first { $0.language == nil }?.path
    }

    /// The other versions of the document at `path` in whose place a translation into
    /// `language` links `path`.
    func counterparts(of path: String, for language: LanguageTag) -> [String] {
        versions(of: path).map(\.path).filter { $0 != path && version(of: $0, for: language) == path }
    }

    /// The document name and language of a file name that gives a known language
    /// (`NOTES_CN.md` is `NOTES` in `zh-Hans`); nil for any other name.
    static func language(ofFileName fileName: String) -> (name: String, language: LanguageTag)? {
        guard let parsed = TranslationFile.parse(fileName), TranslationFile.isKnownLanguage(Substring(parsed.language)),
            let tag = LanguageCodes.tag(parsed.language)
        else { return nil }
        return (parsed.name, tag)
    }

    private func fileNames(in folder: String) -> [String] {
        if let known = namesByFolder[folder] { return known }
        let names = repository.fileNames(in: folder)
        namesByFolder[folder] = names
        return names
    }
}
