import Foundation

/// The `.doccheck.json` that `doccheck init` writes: what discovery found, written out, so that
/// `verify` reads the same documents with the file as without it, and a maintainer sees and
/// edits every choice.
public struct InitialConfiguration: Sendable {
    /// The file's bytes: JSON, keys in the order the configuration reference lists them.
    public var bytes: [UInt8]
    /// One line per choice: the key, its value and why.
    public var choices: [String]

    public init(repository: Repository) {
        let configuration = repository.configuration
        var members: [(key: String, value: Any)] = []
        var choices: [String] = []
        func choose(_ key: String, _ value: Any, _ reason: String) {
            members.append((key, value))
            let shown = (value as? [String]).map { $0.isEmpty ? "none" : $0.joined(separator: ", ") } ?? "\(value)"
            choices.append("\(key): \(shown) (\(reason))")
        }
        let readmeReason = repository.fileExists(configuration.readme) ? "found at the root" : "not found; add it or set this key"
        choose("readme", configuration.readme, readmeReason)
        let translations = repository.translationFiles()
        let translationPaths = Set(translations.map(\.path))
        let articles = repository.markdownFiles(under: configuration.docs).filter { !translationPaths.contains($0) }
        if !articles.isEmpty {
            choose("docs", configuration.docs, "\(articles.count) article\(articles.count == 1 ? "" : "s")")
        }
        let catalogs = repository.catalogFolders()
        for catalog in catalogs {
            let count = repository.markdownFiles(under: catalog).count
            choices.append("articles: \(count) in the DocC catalog \(catalog), found wherever the configuration points")
        }
        if !repository.markdownFiles(under: configuration.translations).isEmpty {
            choose("translations", configuration.translations, "\(translations.count) translations")
        } else if !translations.isEmpty {
            choices.append("translations: \(translations.count) found beside the README or in language folders, by their names")
        }
        if repository.fileExists(configuration.changelog) {
            choose("changelog", configuration.changelog, "found at the root")
        }
        // A symbolic link to another document (`AGENTS.md` leading to `CLAUDE.md`) is that document.
        let checked = Set(repository.documentPaths())
        let documents = configuration.documents.filter { path in repository.realDocumentPath(path).map { $0 == path || !checked.contains($0) } ?? true
        }
        choose("documents", documents, "the other Markdown files at the root")
        let readme = repository.contents(configuration.readme).map { MarkdownDocument(path: configuration.readme, bytes: $0) }
        let packageName = repository.contents(configuration.manifest).flatMap {
            PackageManifest(path: configuration.manifest, bytes: $0).packageName
        }
        if let inferred = CanonicalURLInference.infer(repository, readme: readme, packageName: packageName) {
            choose("canonicalURL", "https://" + inferred.url.description, "from \(inferred.source)")
            choose(
                "pins", PinPolicy.admits.rawValue,
                "the default: a pin is right when it admits the newest release; \"canonical\" asks for the canonical pin")
        } else {
            choices.append(
                "canonicalURL: not set, so version pins are not checked; set it to the package's URL, such as \"https://github.com/OWNER/NAME\", to check them"
            )
        }
        if !catalogs.isEmpty, repository.fileExists(configuration.manifest) {
            choose(
                "symbols", SymbolGraphPolicy.onRequest.rawValue,
                "the catalogs' symbol links are checked once 'doccheck verify --symbols' has made the symbol graph; \"ci\" makes it on CI too")
        }
        if let manifest = repository.contents(configuration.manifest).map({ PackageManifest(path: configuration.manifest, bytes: $0) }),
            let examples = Self.examplesChoice(repository, manifest: manifest)
        {
            choices.append(examples)
        }
        self.choices = choices
        bytes = Array(Self.encode(members).utf8)
    }

    /// What compiling the documents' Swift blocks as tests takes, for a package with Swift
    /// blocks and no test target that compiles the examples folder; nil otherwise.
    static func examplesChoice(_ repository: Repository, manifest: PackageManifest) -> String? {
        let folder = repository.configuration.examplesFolder
        guard !manifest.hasTestTarget(compiling: folder) else { return nil }
        let documents = repository.exampleDocumentPaths().compactMap { path in
            repository.contents(path).map { MarkdownDocument(path: path, bytes: $0) }
        }
        // Each target file's doc comment blocks, which import its module without saying so.
        let commented = DocCommentSource.sources(in: repository).map { source in
            (source.module, source.comments.flatMap { $0.document.codeBlocks.filter { $0.language == "swift" } })
        }.filter { !$0.1.isEmpty }
        let blocks = documents.flatMap { $0.codeBlocks.filter { $0.language == "swift" } } + commented.flatMap(\.1)
        guard !blocks.isEmpty else { return nil }
        let modules = ExampleTestTarget.importedModules(blocks.flatMap { $0.lines.map { Substring($0.text) } }) + commented.map(\.0)
        let target = ExampleTestTarget.declaration(folder: folder, importing: modules, manifest: manifest)
        let count = blocks.count == 1 ? "1 Swift block" : "\(blocks.count) Swift blocks"
        return
            "examples: \(count) in the documents\(commented.isEmpty ? "" : " and doc comments"); to compile them as tests, put <!-- doccheck: test --> before each, run 'doccheck regen-examples' and add \(target) to the targets of \(manifest.path)"
    }

    /// A JSON object with its members in the given order, two spaces of indent.
    static func encode(_ members: [(key: String, value: Any)]) -> String {
        func json(_ value: Any) -> String {
            guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes]) else {
                return "null"
            }
            return String(decoding: data, as: UTF8.self)
        }
        let lines = members.map { member -> String in
            let value: String
            if let list = member.value as? [String], !list.isEmpty {
                value = "[\n" + list.map { "    " + json($0) }.joined(separator: ",\n") + "\n  ]"
            } else {
                value = json(member.value)
            }
            return "  " + json(member.key) + ": " + value
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
