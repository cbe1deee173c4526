import Foundation

/// The branches that carry a repository's unreleased work: the usual names of a default or
/// development branch, and the branches git's HEADs name (this checkout's, the main
/// checkout's and `origin`'s). A pin on one of them hands users unreleased code; a pin on any
/// other branch (`GRDB7`, `7.x`, `release/7`) follows a release line by choice.
struct DevelopmentBranches: Sendable {
    static let usualNames: Set<String> = ["main", "master", "develop", "development", "dev", "trunk"]

    /// Lowercased.
    let names: Set<String>

    init(names: Set<String> = Self.usualNames) {
        self.names = Set(names.map { $0.lowercased() })
    }

    /// The usual names and the branches the HEADs of the git repository at `root` name, read
    /// from the files without running git.
    init(root: URL) {
        var names = Self.usualNames
        let heads = [
            GitTags.checkoutDirectory(root)?.appendingPathComponent("HEAD"),
            GitTags.gitDirectory(root)?.appendingPathComponent("HEAD"),
            GitTags.gitDirectory(root)?.appendingPathComponent("refs/remotes/origin/HEAD"),
        ]
        for case let file? in heads {
            if let branch = Self.branch(namedBy: file) { names.insert(branch) }
        }
        self.init(names: names)
    }

    func contains(_ branch: String) -> Bool {
        names.contains(branch.lowercased())
    }

    /// The branch a symbolic ref file names (`ref: refs/heads/main`, `ref: refs/remotes/origin/main`);
    /// nil for a detached HEAD or a file that is not there.
    private static func branch(namedBy file: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["ref: refs/heads/", "ref: refs/remotes/origin/"] where text.hasPrefix(prefix) {
            let name = String(text.dropFirst(prefix.count))
            return name.isEmpty ? nil : name
        }
        return nil
    }
}
