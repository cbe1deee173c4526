/// A file found to be a translation, before it is read: where it is, the language its name
/// or folder gives, and the document it translates.
///
/// Packages keep translations in several layouts, and each is recognised:
/// - in the translations folder: `Translations/README.de.md` (any document's name, then the
///   language), and `README_de.md` or `README-de.md` there too;
/// - beside the README: `README.de.md`, `README_zh-CN.md`, `README-ko.md`, `readme.ja.md`;
/// - a language's tree in the articles folder: `docs/ko/Guide.md` translates `docs/Guide.md`,
///   or `docs/en/Guide.md` where the articles are in a tree of their own.
///
/// Outside the translations folder a name counts only when its language is a known language
/// code, so `README-dev.md` or `docs/api/` are never taken for translations.
struct TranslationFile: Sendable, Equatable {
    var path: String
    /// The language as the name writes it ("pt-BR", "zh_CN"); empty when the name has none.
    var languageCode: String
    /// The file name of the translated document ("README.md").
    var sourceName: String
    /// The translated document, when the layout names it (a root or tree translation).
    var sourcePath: String?
    /// Where the file belongs when it is in a layout doccheck does not read but its language
    /// and document can be made out (`Translations/es/README.md` is `Translations/README.es.md`).
    var suggestedPath: String?

    /// The document name and language of a file name: `NAME.LANGUAGE.md`, `NAME_LANGUAGE.md`
    /// or `NAME-LANGUAGE.md`; the last two only when LANGUAGE is a known language code.
    static func parse(_ fileName: String) -> (name: String, language: String)? {
        if let dotted = Translation.parseFileName(fileName) { return dotted }
        guard fileName.lowercased().hasSuffix(".md") else { return nil }
        let base = fileName.dropLast(3)
        // The language may itself hold a separator (`zh-CN`, `zh_Hans`): the first split that
        // leaves a known code after it wins.
        for (index, character) in zip(base.indices, base) where (character == "_" || character == "-") && index != base.startIndex {
            let language = base[base.index(after: index)...]
            if isKnownLanguage(language) { return (String(base[..<index]), String(language)) }
        }
        return nil
    }

    /// Whether `code` is a language tag whose language is a known code (`de`, `pt-BR`,
    /// `zh_CN`), a country code that packages use for a language (`CN`, `JP`), or a language's
    /// English name (`English`).
    static func isKnownLanguage(_ code: Substring) -> Bool {
        // Neither a tag (at most 12 characters) nor a language's name holds a dot or runs
        // longer: an article's file name is told apart without a lookup.
        guard code.utf8.count <= 12, !code.utf8.contains(UInt8(ascii: ".")) else { return false }
        if LanguageCodes.names[code.lowercased()] != nil { return true }
        guard let tag = LanguageCodes.writtenTag(code) else { return false }
        return LanguageCodes.known.contains(tag.language.lowercased())
    }
}

extension TranslationFile {
    /// A file of the translations folder whose name is not `NAME.LANGUAGE.md`: its language
    /// and document are made out where a folder or the name itself is a language code
    /// (`Translations/es/README.md`, `Translations/es.md` for the README), so that it is still
    /// compared with its source; otherwise it has no language.
    init(unreadPath path: String, folder: String, readmeName: String) {
        let components = path.dropFirst(folder.count + 1).split(separator: "/")
        let fileName = String(components.last ?? "")
        let base = fileName.lowercased().hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        let readmeBase = readmeName.lowercased().hasSuffix(".md") ? String(readmeName.dropLast(3)) : readmeName
        self.path = path
        if let language = components.dropLast().last(where: TranslationFile.isKnownLanguage) {
            languageCode = String(language)
            sourceName = base.lowercased() == readmeBase.lowercased() ? readmeName : fileName
            suggestedPath = "\(folder)/\(sourceName.dropLast(3)).\(language).md"
        } else if TranslationFile.isKnownLanguage(Substring(base)) {
            languageCode = base
            sourceName = readmeName
            suggestedPath = "\(folder)/\(readmeBase).\(base).md"
        } else {
            languageCode = ""
            sourceName = fileName
        }
    }

    /// The layouts a translation is read in, for a message about a file in none of them.
    static func readLayouts(_ configuration: Configuration) -> String {
        let readmeName = String(configuration.readme.split(separator: "/").last ?? "")
        let readmeBase = readmeName.lowercased().hasSuffix(".md") ? String(readmeName.dropLast(3)) : readmeName
        return
            "doccheck reads \(configuration.translations)/NAME.LANGUAGE.md (or NAME_LANGUAGE.md, NAME-LANGUAGE.md), \(readmeBase).LANGUAGE.md (or \(readmeBase)_LANGUAGE.md, \(readmeBase)-LANGUAGE.md) beside \(configuration.readme), and \(configuration.docs)/LANGUAGE/ARTICLE.md beside \(configuration.docs)/ARTICLE.md, where LANGUAGE is a language code such as de, pt-BR or zh-Hans"
    }
}

extension Repository {
    /// Every translation file of the repository, in a stable order: the translations folder's,
    /// then those beside the README, then the articles' language trees.
    func translationFiles() -> [TranslationFile] {
        translationMemo.value("") { findTranslationFiles() }
    }

    /// The translation files of the documents `sources`.
    func translationFiles(of sources: [String]) -> [String] {
        let sourceSet = Set(sources)
        let names = Set(sources.compactMap { $0.split(separator: "/").last.map(String.init) })
        return translationFiles().filter { file in
            file.sourcePath.map(sourceSet.contains) ?? names.contains(file.sourceName)
        }.map(\.path)
    }

    private func findTranslationFiles() -> [TranslationFile] {
        let configuration = configuration
        let readmeName = String(configuration.readme.split(separator: "/").last ?? "")
        let readmeBase = readmeName.lowercased().hasSuffix(".md") ? String(readmeName.dropLast(3)) : readmeName
        var files: [TranslationFile] = markdownFiles(under: configuration.translations).map { path in
            guard let parsed = TranslationFile.parse(String(path.split(separator: "/").last ?? "")) else {
                return TranslationFile(unreadPath: path, folder: configuration.translations, readmeName: readmeName)
            }
            var sourceName = parsed.name + ".md"
            // `Translations/readme.de.md` translates the README whatever its letter case.
            if sourceName.lowercased() == readmeName.lowercased() { sourceName = readmeName }
            return TranslationFile(path: path, languageCode: parsed.language, sourceName: sourceName)
        }
        // Beside the README, and at the top of the articles folder (`Documentation/README_CN.md`
        // translates `Documentation/README.md`, or the README when there is none).
        let readmeFolder = configuration.readme.contains("/" as Character) ? LinkTarget.folder(of: configuration.readme) : ""
        // The articles folder is listed once, for both its layouts.
        let articleNames = fileNames(in: configuration.docs)
        for folder in [readmeFolder, configuration.docs] {
            let names = folder == configuration.docs ? articleNames : fileNames(in: folder)
            let prefix = folder.isEmpty ? "" : folder + "/"
            let localReadme = names.first { $0.lowercased() == readmeName.lowercased() }.map { prefix + $0 }
            for name in names where prefix + name != configuration.readme && prefix + name != localReadme {
                guard let parsed = TranslationFile.parse(name), parsed.name.lowercased() == readmeBase.lowercased(),
                    TranslationFile.isKnownLanguage(Substring(parsed.language))
                else { continue }
                let source = localReadme ?? configuration.readme
                files.append(
                    TranslationFile(
                        path: prefix + name, languageCode: parsed.language, sourceName: String(source.split(separator: "/").last ?? ""),
                        sourcePath: source))
            }
        }
        // Language trees in the articles folder.
        let articles = Set(markdownFiles(under: configuration.docs))
        for language in articleNames where TranslationFile.isKnownLanguage(Substring(language)) {
            let tree = configuration.docs + "/" + language + "/"
            // `docs/en/` is the source tree, not a translation, when the others mirror it.
            if language.lowercased() == "en" { continue }
            for path in articles.sorted() where path.hasPrefix(tree) {
                let relative = path.dropFirst(tree.count)
                // Only a file that mirrors an article is a translation: `docs/ml/` may as well be
                // about machine learning as in Malayalam.
                guard let source = [configuration.docs + "/" + relative, configuration.docs + "/en/" + relative].first(where: articles.contains)
                else { continue }
                files.append(
                    TranslationFile(
                        path: path, languageCode: language, sourceName: String(relative.split(separator: "/").last ?? ""),
                        sourcePath: source))
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0.path).inserted }
    }
}

/// The language codes a file or folder name may give a translation: ISO 639-1, and the
/// country codes packages write for a language (`CN` for Chinese, `JP` for Japanese).
enum LanguageCodes {
    static let known: Set<String> = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et
        eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl
        km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj
        om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to
        tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        fil yue
        cn jp tw hk ua vn gr cz dk kz
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    /// The languages packages name in English in a file name (`README-English.md`).
    static let names: [String: String] = [
        "english": "en", "chinese": "zh", "japanese": "ja", "korean": "ko", "russian": "ru", "spanish": "es", "french": "fr",
        "german": "de", "portuguese": "pt", "turkish": "tr", "italian": "it", "vietnamese": "vi", "arabic": "ar", "indonesian": "id",
        "thai": "th", "persian": "fa", "ukrainian": "uk", "polish": "pl", "dutch": "nl", "hindi": "hi",
    ]

    /// The language a country code written for one stands for (`README_CN.md` is Chinese).
    static let countryStandIns: [String: String] = [
        "cn": "zh-Hans", "jp": "ja", "kr": "ko", "tw": "zh-Hant", "hk": "zh-Hant", "ua": "uk", "vn": "vi", "gr": "el", "cz": "cs",
        "dk": "da", "kz": "kk",
    ]

    /// The language tag of a code as a file name writes it: `zh_CN` is `zh-CN`, and a country
    /// code written alone stands for its language.
    static func tag(_ code: String) -> LanguageTag? {
        if let standIn = countryStandIns[code.lowercased()] ?? names[code.lowercased()] { return LanguageTag(standIn) }
        return writtenTag(code)
    }

    /// The tag a code writes, `_` read as `-` (`zh_CN` is `zh-CN`); nil when it is none.
    static func writtenTag(_ code: some StringProtocol) -> LanguageTag? {
        LanguageTag(String(code.map { $0 == "_" ? "-" : $0 }))
    }
}
