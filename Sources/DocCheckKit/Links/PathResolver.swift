import Foundation

/// Finds what a relative link names in the repository without opening any file: the path is
/// resolved from the document's folder as a web address is (`..` taken away lexically; one
/// that starts with `/` from the repository's root, as GitHub reads it), then followed
/// through symlinks one component at a time, so a path that leaves the repository, by `..`
/// or through a symlink, is known before anything outside is touched.
/// Names must match exactly: GitHub's paths are case-sensitive on every file system.
/// What it learns of the file system is kept in memos, so threads share one resolver.
final class PathResolver: Sendable {
    enum Resolution: Equatable, Sendable {
        /// A file, as the repository-relative path it resolves to (symlinks followed).
        case file(String)
        case folder(String)
        /// Nothing is there: the repository-relative path looked for, and, when a name of the
        /// path exists with other capitals, that name as written and as it is on disk.
        case missing(String, wrongCase: (written: String, actual: String)?)
        /// The path leaves the repository; the reason, for the message.
        case outside(String)

        static func == (lhs: Resolution, rhs: Resolution) -> Bool {
            switch (lhs, rhs) {
            case (.file(let a), .file(let b)), (.folder(let a), .folder(let b)), (.outside(let a), .outside(let b)): a == b
            case (.missing(let a, let x), .missing(let b, let y)): a == b && x?.written == y?.written && x?.actual == y?.actual
            default: false
            }
        }
    }

    /// The root with its own symlinks resolved, and as it was given.
    private let roots: [String]
    private let root: String
    private let listings = Memo<String, Set<String>>()
    private let resolutions = Memo<String, Resolution>()
    private let symlinks = Memo<String, Bool>()
    /// How many symlinks one path may go through before it counts as a loop (as Linux's ELOOP).
    private static let maximumHops = 40

    /// Under `--staged`, the paths of the git index: a file the commit will not hold (untracked,
    /// or deleted and staged) is missing, though the working tree has it.
    private let indexed: Set<String>?
    private let indexedFolders: Set<String>

    init(root url: URL, indexed: Set<String>? = nil) {
        root = url.resolvingSymlinksInPath().standardizedFileURL.path
        roots = [root, url.standardizedFileURL.path]
        self.indexed = indexed
        var folders: Set<String> = [""]
        for path in indexed ?? [] {
            var components = path.split(separator: "/").dropLast()
            while !components.isEmpty, folders.insert(components.joined(separator: "/")).inserted { components = components.dropLast() }
        }
        indexedFolders = folders
    }

    /// What `path`, written in a document in `folder` (repository-relative, "" for the root), names.
    func resolve(_ path: String, from folder: String) -> Resolution {
        resolutions.value(folder + "\u{0}" + path) { resolveLexically(path, from: folder) }
    }

    private func resolveLexically(_ path: String, from folder: String) -> Resolution {
        // GitHub reads a path that starts with `/` from the repository's root.
        var lexical = path.hasPrefix("/") ? [] : folder.split(separator: "/").map(String.init)
        for component in path.split(separator: "/").map(String.init) {
            if component == "." { continue }
            if component == ".." {
                guard !lexical.isEmpty else { return .outside("it climbs above the repository's root") }
                lexical.removeLast()
            } else {
                lexical.append(component)
            }
        }
        return walk(lexical)
    }

    /// Follows `components` from the root, one name at a time, through symlinks.
    private func walk(_ components: [String]) -> Resolution {
        let lexicalPath = components.joined(separator: "/")
        var current: [String] = []
        var remaining = components[...]
        var hops = 0
        while let component = remaining.popFirst() {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                guard !current.isEmpty else { return .outside("a symlink on the way leads above the repository's root") }
                current.removeLast()
                continue
            }
            let names = listing(current)
            guard names.contains(component) else {
                let match = names.first { $0.lowercased() == component.lowercased() }
                return .missing(lexicalPath, wrongCase: match.map { (component, $0) })
            }
            let candidate = current + [component]
            let absolute = absolutePath(candidate)
            guard isSymbolicLink(absolute) else {
                current = candidate
                continue
            }
            hops += 1
            guard hops <= Self.maximumHops, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: absolute) else {
                return .missing(lexicalPath, wrongCase: nil)
            }
            let shown = candidate.joined(separator: "/")
            if target.hasPrefix("/") {
                let standardized = URL(fileURLWithPath: target).standardizedFileURL.path
                guard let base = roots.first(where: { standardized == $0 || standardized.hasPrefix($0 + "/") }) else {
                    return .outside("'\(shown)' is a symlink to '\(target)'")
                }
                current = []
                remaining = (standardized.dropFirst(base.count).split(separator: "/").map(String.init) + remaining)[...]
            } else {
                let targetComponents = target.split(separator: "/").map(String.init)
                var depth = current.count
                for part in targetComponents where part == ".." || part != "." {
                    depth += part == ".." ? -1 : 1
                    if depth < 0 { return .outside("'\(shown)' is a symlink to '\(target)'") }
                }
                remaining = (targetComponents + remaining)[...]
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolutePath(current), isDirectory: &isFolder) else {
            return .missing(lexicalPath, wrongCase: nil)
        }
        let path = current.joined(separator: "/")
        // A submodule is one entry of the index, a folder in the working tree.
        if let indexed, !indexed.contains(path), !(isFolder.boolValue && indexedFolders.contains(path)) {
            return .missing(lexicalPath, wrongCase: nil)
        }
        return isFolder.boolValue ? .folder(path) : .file(path)
    }

    /// Whether the path is a symlink, read with lstat once per path (FileManager's attributes
    /// also look up the owner's name, which costs more than the whole check).
    private func isSymbolicLink(_ path: String) -> Bool {
        symlinks.value(path) {
            var status = stat()
            return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
        }
    }

    private func absolutePath(_ components: [String]) -> String {
        components.isEmpty ? root : root + "/" + components.joined(separator: "/")
    }

    /// The names in a folder of the repository (empty when it is not a folder).
    private func listing(_ components: [String]) -> Set<String> {
        listings.value(components.joined(separator: "/")) {
            Set((try? FileManager.default.contentsOfDirectory(atPath: absolutePath(components))) ?? [])
        }
    }
}
