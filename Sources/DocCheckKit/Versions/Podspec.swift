/// A podspec at the repository's root, read for what it says of the package: the pod's name,
/// its version and the repository it is built from. Ruby is not run: each is read from its
/// own assignment (`s.name = 'Kit'`), and a value computed in Ruby is not known.
struct Podspec: Sendable {
    let path: String
    let name: String?
    let version: SemanticVersion?
    /// The line of the `version` assignment, where a disagreement with the release is reported.
    let versionLine: Int?
    let source: RepositoryURL?

    init(path: String, text: String) {
        self.path = path
        var name: String?
        var version: (SemanticVersion, Int)?
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains("=" as Character) else { continue }
            if name == nil, let match = line.wholeMatch(of: cached(/\s*\w+\.name\s*=\s*(['"])([^'"]+)\1\s*(?:#.*)?/)) {
                name = String(match.2)
            } else if version == nil, let match = line.wholeMatch(of: cached(/\s*\w+\.version\s*=\s*(['"])([^'"]+)\1\s*(?:#.*)?/)),
                let parsed = SemanticVersion(tag: String(match.2))
            {
                version = (parsed, lineNumber)
            }
        }
        self.name = name
        self.version = version?.0
        self.versionLine = version?.1
        source = Self.source(text)
    }

    /// `s.source = { :git => "https://github.com/owner/name.git", :tag => s.version }`, or
    /// `{ git: "…" }` in Ruby's newer hash form.
    static func source(_ text: String) -> RepositoryURL? {
        text.firstMatch(of: cached(/(?::git\s*=>|\bgit:)\s*["']([^"']+)["']/)).flatMap { RepositoryURL(String($0.1)) }
    }

    /// The podspecs at the repository's root, in name order.
    static func all(in repository: Repository) -> [Podspec] {
        repository.fileNames(in: "").filter { $0.hasSuffix(".podspec") }.sorted().compactMap { name in
            repository.contents(name).map { Podspec(path: name, text: String(decoding: $0, as: UTF8.self)) }
        }
    }
}
