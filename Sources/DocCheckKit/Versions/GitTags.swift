import Foundation

/// The version tags of a git repository, read from its refs (`refs/tags/` and `packed-refs`)
/// without running git, so `verify` stays fast.
enum GitTags {
    /// Every tag whose name is a version ("2.0.0" or "v2.0.0"), with its version.
    static func versions(root: URL) -> [(name: String, version: SemanticVersion)] {
        versions(names(root: root))
    }

    /// The tags of `names` that are versions, with their versions, in name order.
    static func versions(_ names: Set<String>) -> [(name: String, version: SemanticVersion)] {
        names.sorted().compactMap { name in SemanticVersion(tag: name).map { (name, $0) } }
    }

    /// The name of every tag, whatever it names ("4.4.8.2", "release-1").
    static func names(root: URL) -> Set<String> {
        guard let gitDirectory = gitDirectory(root) else { return [] }
        var names = Set<String>()
        let tagsFolder = gitDirectory.appendingPathComponent("refs/tags")
        if let enumerator = FileManager.default.enumerator(at: tagsFolder, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                names.insert(String(url.standardizedFileURL.path.dropFirst(tagsFolder.standardizedFileURL.path.count + 1)))
            }
        }
        if let packed = FileManager.default.contents(atPath: gitDirectory.appendingPathComponent("packed-refs").path) {
            for line in String(decoding: packed, as: UTF8.self).split(whereSeparator: \.isNewline) {
                let fields = line.split(separator: " ")
                if fields.count == 2, fields[1].hasPrefix("refs/tags/") { names.insert(String(fields[1].dropFirst("refs/tags/".count))) }
            }
        }
        return names
    }

    /// The folder holding the refs: `.git`, or for a worktree or submodule the folder its
    /// `.git` file names (and that folder's common directory, where tags live).
    static func gitDirectory(_ root: URL) -> URL? {
        guard let folder = checkoutDirectory(root) else { return nil }
        if let common = FileManager.default.contents(atPath: folder.appendingPathComponent("commondir").path) {
            let relative = String(decoding: common, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : folder.appendingPathComponent(relative).standardizedFileURL
        }
        return folder
    }

    /// The folder of this checkout's own state (its `HEAD`): `.git`, or the folder a worktree's
    /// or submodule's `.git` file names.
    static func checkoutDirectory(_ root: URL) -> URL? {
        let dotGit = root.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let data = FileManager.default.contents(atPath: dotGit.path),
            let match = String(decoding: data, as: UTF8.self).firstMatch(of: cached(/gitdir:\s*(.+)/))
        else { return nil }
        let path = String(match.1).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
}
