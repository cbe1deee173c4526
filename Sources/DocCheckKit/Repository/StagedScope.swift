import Foundation

/// What `verify --staged` checks when the staged changes are known: the documents that
/// changed, the documents that name a changed file (they may link into it), and the sources
/// and translations of either. Findings elsewhere cannot have changed with the commit, so
/// they are neither looked for nor reported, and the work follows the size of the change,
/// not of the repository.
///
/// When a change touches what every document is checked against (the configuration, the
/// manifest, the CHANGELOG, a table source, a generated test), or is large, there is no
/// scope: everything is checked.
struct StagedScope: Sendable {
    /// More changed files than this are checked as a whole run: naming each in every
    /// document would cost more than parsing them all.
    static let largestChange = 64

    /// The documents whose findings are reported.
    let focus: Set<String>
    /// The files whose findings are reported: the focus and the generated tests of its documents.
    let reported: Set<String>
    /// The documents to read: the focus, and what the shared checks read besides (the
    /// CHANGELOG, and the table documents, whose plan needs all of them).
    let paths: [String]
    let changedCount: Int
    /// Whether the focus is the documents a command line names (`verify PATH…`).
    private var isNamed = false

    /// The documents `verify` is given by name: their findings alone are reported, and every
    /// document is read, for what they link to and what they translate.
    init(named: [String], paths allPaths: [String]) {
        focus = Set(named)
        reported = focus
        let found = Set(allPaths)
        paths = allPaths + named.filter { !found.contains($0) }
        changedCount = named.count
        isNamed = true
    }

    /// nil when everything must be checked.
    init?(repository: Repository, paths allPaths: [String]) {
        guard let staged = repository.staged, let changed = staged.changedPaths, changed.count <= Self.largestChange else { return nil }
        let configuration = repository.configuration
        var shared: Set<String> = [Configuration.fileName, configuration.manifest, configuration.changelog]
        shared.formUnion(configuration.tables.map(\.source).filter { $0.hasSuffix(".json") })
        let generated = configuration.examplesFolder + "/"
        guard !changed.contains(where: { shared.contains($0) || $0.hasPrefix(generated) }) else { return nil }

        // A relative link names the file it points into: its file name is in the text, as it
        // is or percent-encoded ("My%20Notes.md").
        var needles = Set<String>()
        for path in changed {
            guard let name = path.split(separator: "/").last.map(String.init) else { continue }
            needles.insert(name)
            if let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) { needles.insert(encoded) }
        }
        var focus = Set(allPaths.filter(changed.contains))
        for path in allPaths where !focus.contains(path) {
            guard let bytes = repository.contents(path) else { continue }
            if bytes.withUnsafeBufferPointer({ buffer in needles.contains { String.find($0, in: buffer) } }) {
                focus.insert(path)
            }
        }
        // A document and its translations are checked against each other: the focus takes in
        // every document that shares a family name with one in it.
        let families = Set(focus.map { Self.familyName($0, repository) })
        focus.formUnion(allPaths.filter { families.contains(Self.familyName($0, repository)) })
        self.focus = focus
        changedCount = changed.count
        let names = ExampleTestGenerator.names(for: repository.exampleDocumentPaths() + focus.union(changed))
        reported = focus.union(focus.union(changed).compactMap { names[$0].map { generated + $0.fileName } })
        var always = [configuration.changelog]
        let tableDocuments = Array(Set(configuration.tables.flatMap(\.documents)))
        always += tableDocuments + repository.translationFiles(of: tableDocuments)
        let load = focus.union(always)
        self.paths = allPaths.filter(load.contains)
    }

    /// The file name a document shares with its source and its translations ("README.md" for
    /// the README and every README.<language>.md).
    private static func familyName(_ path: String, _ repository: Repository) -> String {
        if let translation = repository.translationFiles().first(where: { $0.path == path }), !translation.languageCode.isEmpty {
            return translation.sourceName
        }
        return String(path.split(separator: "/").last ?? "")
    }

    /// One line for the person at the terminal.
    var description: String {
        if isNamed { return "checked \(focus.count) named document\(focus.count == 1 ? "" : "s")" }
        let files = changedCount == 1 ? "1 staged change" : "\(changedCount) staged changes"
        return "--staged: checked \(focus.count) of the documents: \(files) and the documents that name or translate them"
    }
}
