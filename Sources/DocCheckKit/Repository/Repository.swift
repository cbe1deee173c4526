import Foundation

/// A repository whose documents doccheck checks: its root folder and its configuration.
public struct Repository: Sendable {
    public let root: URL
    /// The configuration, with the README's and the articles' places found where it does not
    /// set them.
    public let configuration: Configuration
    /// When set, documents are read from the git index (what will be committed) instead of
    /// the working tree.
    public let staged: StagedFiles?
    /// The Markdown files found under each folder, listed once per run.
    private let listings = Memo<String, [String]>()
    /// The translation files, found once per run.
    let translationMemo = Memo<String, [TranslationFile]>()
    /// The documents, found once per run.
    private let documentList = Once<[String]>()
    /// Each folder's path with every symbolic link resolved (nil where it does not resolve),
    /// by its file system path: a read resolves a document's folder once, not once per
    /// document and per component of its path.
    private let realFolders = Memo<String, String?>()
    /// The root with every symbolic link resolved: what every read must stay inside.
    let realRoot: String
    /// The root's path, to which a read joins a repository path (a URL for each read of
    /// 10,000 documents cost more than reading them).
    private let rootPath: String
    /// The paths a read refused because they lead outside the root, with why.
    let refusedReads = Memo<String, String>()
    /// The manifests read in this run, by path and bytes: the version checks and the doc
    /// comments' examples read the same one.
    private let manifests = Memo<[UInt8], PackageManifest>()
    /// Files as an earlier plan would leave them (nil: removed), read in place of the working
    /// tree's, so that one plan is made on the result of another (`fix`).
    private var planned: [String: [UInt8]?] = [:]

    /// The manifest `bytes` hold, read as `path`, parsed once per run.
    func manifest(_ path: String, bytes: [UInt8]) -> PackageManifest {
        manifests.value(Array(path.utf8) + [0] + bytes) { PackageManifest(path: path, bytes: bytes) }
    }

    /// Opens the repository at `root`, reading `.doccheck.json` when it exists.
    /// With `readingConfiguration` false, the file is left unread and every place is found by
    /// discovery (`doccheck init`).
    public init(root: URL, staged: StagedFiles? = nil, readingConfiguration: Bool = true) throws(ConfigurationError) {
        self.root = root.standardizedFileURL
        rootPath = root.standardizedFileURL.path
        realRoot = RegularFile.realPath(root.standardizedFileURL.path) ?? root.standardizedFileURL.path
        self.staged = staged
        let configURL = root.appendingPathComponent(Configuration.fileName)
        var loaded = Configuration()
        if !readingConfiguration {
            // Discovery alone.
        } else if let bytes = staged?.files[Configuration.fileName] {
            loaded = try Configuration(json: bytes)
        } else if staged == nil, (try? FileManager.default.attributesOfItem(atPath: configURL.path)) != nil {
            // Any entry counts, a dangling or looping link too: it is an error, not "no configuration".
            switch RegularFile.read(configURL.path, inside: realRoot) {
            case .success(let bytes): loaded = try Configuration(json: bytes)
            case .failure(let problem): throw ConfigurationError(path: Configuration.fileName, message: problem.message)
            }
        }
        try loaded.validatePaths()
        configuration = Self.discovered(loaded, root: self.root, staged: staged)
    }

    /// `configuration` with what it does not set found where packages keep it: the README in
    /// any letter case, the articles in `docs/` or `Documentation/` when there is no `Docs/`,
    /// the other Markdown files at the root.
    private static func discovered(_ configuration: Configuration, root: URL, staged: StagedFiles?) -> Configuration {
        var result = configuration
        let rootNames: [String]
        if let staged {
            rootNames = staged.names(in: "")
        } else {
            rootNames = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        }
        if !configuration.explicitKeys.contains("readme"), !rootNames.contains(configuration.readme),
            let readme = rootNames.first(where: { ["readme.md", "readme.markdown"].contains($0.lowercased()) })
        {
            result.readme = readme
        }
        // A folder without Markdown (a `docs/` of generated HTML) is not the articles folder.
        func holdsMarkdown(_ folder: String) -> Bool {
            if let staged { return staged.files.keys.contains { $0.hasPrefix(folder + "/") && $0.lowercased().hasSuffix(".md") } }
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.lowercased().hasSuffix(".md") { return true }
            }
            return false
        }
        if !configuration.explicitKeys.contains("docs"), !rootNames.contains(configuration.docs),
            let docs = ["docs", "Documentation", "documentation", "Document", "Guides", "guides"].first(where: {
                rootNames.contains($0) && holdsMarkdown($0)
            })
        {
            result.docs = docs
        }
        if !configuration.explicitKeys.contains("documents") {
            // The other Markdown files at the root (CONTRIBUTING.md, MIGRATING.md), translations
            // of the README aside.
            let readmeBase = result.readme.lowercased().split(separator: ".").first.map(String.init) ?? ""
            result.documents += rootNames.filter { name in
                let lowered = name.lowercased()
                // A license is legal text, not documentation.
                guard lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown"), name != result.readme, name != result.changelog,
                    !lowered.hasPrefix("license"), !lowered.hasPrefix("licence")
                else {
                    return false
                }
                return TranslationFile.parse(name).map { $0.name.lowercased() != readmeBase } ?? true
            }
        }
        return result
    }

    /// Opens a repository with a configuration given in code (tests, other tools).
    public init(root: URL, configuration: Configuration) {
        self.root = root.standardizedFileURL
        rootPath = root.standardizedFileURL.path
        realRoot = RegularFile.realPath(root.standardizedFileURL.path) ?? root.standardizedFileURL.path
        self.configuration = configuration
        self.staged = nil
    }

    /// The repository as it will be once `changes` are written: each changed file reads as
    /// its new bytes, each removed one as missing. Nothing is written.
    public func applying(_ changes: [FileChange]) -> Repository {
        var result = Repository(root: root, configuration: configuration, staged: staged, realRoot: realRoot)
        result.planned = planned
        for change in changes { result.planned[change.path] = .some(change.new) }
        return result
    }

    private init(root: URL, configuration: Configuration, staged: StagedFiles?, realRoot: String) {
        self.root = root
        rootPath = root.path
        self.configuration = configuration
        self.staged = staged
        self.realRoot = realRoot
    }

    /// The git work tree that contains `directory`: the nearest folder at or above it that
    /// holds `.git`; nil when there is none.
    public static func locateRoot(from directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) {
                return candidate
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    /// The documents to check, relative to the root, in a stable order: the README first,
    /// then translations, Docs articles, the CHANGELOG and configured extras that exist.
    public func documentPaths() -> [String] {
        documentList.value(findDocumentPaths)
    }

    private func findDocumentPaths() -> [String] {
        var paths = [configuration.readme]
        paths += translationFiles().map(\.path)
        paths += articlePaths()
        if fileExists(configuration.changelog) { paths.append(configuration.changelog) }
        paths += extraDocuments()
        for table in configuration.tables { paths += table.documents }
        var seen = Set<String>()
        let unique = paths.filter { seen.insert($0).inserted }
        // A symbolic link to another of the documents (a catalog's `CHANGELOG.md` leading to
        // the root's) is that document: one file is checked once, at its own path.
        return unique.filter { path in realDocumentPath(path).map { $0 == path || !seen.contains($0) } ?? true }
    }

    /// The repository path of the file a document's path leads to through symbolic links;
    /// nil when it leads outside the root or nowhere, or under `--staged` (the index holds a
    /// link as a link).
    func realDocumentPath(_ path: String) -> String? {
        guard staged == nil, let real = RegularFile.realPath(filePath(path), folders: realFolders),
            real.hasPrefix(realRoot + "/")
        else {
            return nil
        }
        return String(real.dropFirst(realRoot.count + 1))
    }

    /// The documents whose Swift blocks are compiled: the README, Docs articles and configured
    /// extras (translations repeat the README's code, which is checked against it instead).
    public func exampleDocumentPaths() -> [String] {
        var seen = Set(translationFiles().map(\.path))
        let paths = [configuration.readme] + articlePaths() + extraDocuments()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The documents `documents` names, a glob (`Guides/**/*.md`) standing for the Markdown
    /// files it matches, in order.
    func extraDocuments() -> [String] {
        configuration.documents.flatMap { entry -> [String] in
            guard entry.contains("*" as Character) || entry.contains("?" as Character) else { return [entry] }
            // The folders before the first component with a wildcard are walked, no more.
            let parts = entry.split(separator: "/")
            let fixed = parts.prefix { !$0.contains("*" as Character) && !$0.contains("?" as Character) }.joined(separator: "/")
            let candidates = fixed.isEmpty ? fileNames(in: "").filter { $0.lowercased().hasSuffix(".md") } : markdownFiles(under: fixed)
            return candidates.filter { Glob.matches(entry, $0) }
        }
    }

    /// The articles: the Markdown files of the articles folder and of the DocC catalogs
    /// elsewhere (`Sources/Kit/Kit.docc`).
    public func articlePaths() -> [String] {
        markdownFiles(under: configuration.docs) + catalogFolders().flatMap(markdownFiles(under:))
    }

    /// The DocC catalogs outside the articles folder, up to three folders deep
    /// (`Kit.docc`, `Kit/Kit.docc`, `Sources/Kit/Kit.docc`).
    public func catalogFolders() -> [String] {
        let docs = configuration.docs
        var found: [String] = []
        func visit(_ folder: String, depth: Int) {
            for name in fileNames(in: folder) where !name.hasPrefix(".") {
                let path = folder.isEmpty ? name : folder + "/" + name
                if path == docs || path.hasPrefix(docs + "/") { continue }
                if name.lowercased().hasSuffix(".docc") {
                    found.append(path)
                } else if depth < 3, !name.contains("." as Character) {
                    visit(path, depth: depth + 1)
                }
            }
        }
        visit("", depth: 1)
        return found
    }

    /// Whether a documentation site is built from the repository (jazzy, MkDocs, Jekyll), whose
    /// generator writes `.html` pages that the Markdown may link before they exist.
    public var buildsSite: Bool {
        let names = Set(fileNames(in: ""))
        return [".jazzy.yaml", ".jazzy.yml", ".jazzy.json", "mkdocs.yml", "mkdocs.yaml", "_config.yml"].contains(where: names.contains)
            || fileExists(configuration.docs + "/_config.yml")
    }

    /// The file system path of a repository-relative path.
    func filePath(_ path: String) -> String {
        rootPath.hasSuffix("/") ? rootPath + path : rootPath + "/" + path
    }

    /// The URL of a repository-relative path.
    public func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// A file's bytes (staged bytes under `--staged`), nil when it does not exist.
    func contents(_ path: String) -> [UInt8]? {
        if let bytes = planned[path] { return bytes }
        if let staged, StagedFiles.isDocumentLike(path) { return staged.files[path] }
        return try? read(path).get()
    }

    /// The one way a file of the working tree is read: its bytes when the path resolves to a
    /// file inside the root. A path that leads outside (through a symbolic link of the file
    /// or of a folder) is refused, its bytes never read, and remembered, so the run reports it.
    func read(_ path: String) -> Result<[UInt8], RegularFile.Problem> {
        if let bytes = planned[path] { return bytes.map { .success($0) } ?? .failure(.notFound) }
        let result = RegularFile.read(filePath(path), inside: realRoot, folders: realFolders)
        if case .failure(let problem) = result, case .outside = problem {
            _ = refusedReads.value(path) { problem.message }
        }
        return result
    }

    /// The names of the files and folders directly in `folder`: under `--staged`, those of
    /// the git index, so discovery finds in the commit what it finds in the working tree.
    func fileNames(in folder: String) -> [String] {
        let names = staged?.names(in: folder) ?? ((try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []).sorted()
        return planned.isEmpty ? names : withPlanned(names, in: folder)
    }

    /// `names` of the files directly in `folder`, with the files a plan adds and without those it removes.
    private func withPlanned(_ names: [String], in folder: String) -> [String] {
        var result = Set(names)
        let prefix = folder.isEmpty ? "" : folder + "/"
        for (path, bytes) in planned where path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/") {
            let name = String(path.dropFirst(prefix.count))
            if bytes == nil { result.remove(name) } else { result.insert(name) }
        }
        return result.sorted()
    }

    func fileExists(_ path: String) -> Bool {
        if let bytes = planned[path] { return bytes != nil }
        if let staged, StagedFiles.isDocumentLike(path) { return staged.files[path] != nil }
        return FileManager.default.fileExists(atPath: url(path).path)
    }

    /// The folders of a documentation site's partials and templates, whose Markdown is filled
    /// in when the site is built and is not read as it stands.
    static let partialFolders: Set<String> = ["_templates", "_includes", "_layouts"]

    /// Markdown files below `folder`, sorted, as repository-relative paths. Files in folders
    /// whose names start with a dot are not documents (`Translations/.sources` holds stored
    /// copies of the README, not translations), nor are a site's templates.
    func markdownFiles(under folder: String) -> [String] {
        let found = listedMarkdownFiles(under: folder)
        guard !planned.isEmpty else { return found }
        var result = Set(found)
        for (path, bytes) in planned where Self.isListed(path, under: folder) {
            if bytes == nil { result.remove(path) } else { result.insert(path) }
        }
        return result.sorted()
    }

    /// Whether `path` is a Markdown file below `folder` that is not in a hidden folder or a
    /// site's templates.
    private static func isListed(_ path: String, under folder: String) -> Bool {
        path.hasPrefix(folder + "/") && path.lowercased().hasSuffix(".md")
            && !path.dropFirst(folder.count + 1).split(separator: "/").dropLast().contains {
                $0.hasPrefix(".") || partialFolders.contains(String($0))
            }
    }

    private func listedMarkdownFiles(under folder: String) -> [String] {
        listings.value(folder) {
            if let staged {
                return staged.files.keys.filter { Self.isListed($0, under: folder) }.sorted()
            }
            let entries = FileWalk.entries(
                under: url(folder).path, keep: { $0.lowercased().hasSuffix(".md") },
                enter: { !$0.hasPrefix(".") && !Self.partialFolders.contains($0) })
            var paths: [String] = []
            for entry in entries {
                // A file or folder linked from outside is not listed or entered; it is reported once.
                if entry.isLink, case .failure(let problem) = read(folder + "/" + entry.path), case .outside = problem { continue }
                if !entry.isFolder { paths.append(folder + "/" + entry.path) }
            }
            return paths.sorted()
        }
    }
}

extension Configuration {
    /// Every configured path must stay inside the repository.
    func validatePaths() throws(ConfigurationError) {
        var named: [(String, String)] = [
            ("readme", readme), ("translations", translations), ("docs", docs), ("changelog", changelog),
            ("manifest", manifest), ("examplesFolder", examplesFolder), ("baseline", baseline),
        ]
        named += documents.map { ("documents", $0) }
        for (index, table) in tables.enumerated() {
            named += table.documents.map { ("tables[\(index)].documents", $0) }
        }
        for (key, path) in named {
            let parts = path.split(separator: "/")
            if path.isEmpty || path.hasPrefix("/") || parts.contains("..") {
                throw ConfigurationError(
                    path: Configuration.fileName, message: "key '\(key)': path '\(path)' must be relative and stay inside the repository")
            }
        }
    }
}
