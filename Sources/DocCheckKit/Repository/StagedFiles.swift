import Foundation

/// The staged versions of a repository's documents: what the next commit will hold, read
/// from the git index, so a pre-commit hook checks that instead of the working tree.
public struct StagedFiles: Sendable {
    /// Staged bytes by repository-relative path, for documents and the files they are checked against.
    public let files: [String: [UInt8]]
    /// The paths whose staged state differs from the last commit (added, changed or deleted);
    /// nil when unknown, and then everything is checked.
    public let changedPaths: Set<String>?
    /// Every path of the index, documents or not; nil when the files were given directly.
    public let indexedPaths: Set<String>?
    /// The names directly in each folder of the index ("" for the root), files and folders
    /// alike, as the working tree lists them: how discovery finds a DocC catalog, a language
    /// folder or a podspec in what the commit holds.
    private let children: [String: [String]]

    public struct GitError: Error, Sendable, Equatable {
        public var message: String
    }

    /// Files given directly instead of read from git (tests and the fuzzer check bytes in memory).
    init(files: [String: [UInt8]], changedPaths: Set<String>? = nil) {
        self.files = files
        self.changedPaths = changedPaths
        indexedPaths = nil
        children = Self.children(of: files.keys)
    }

    /// The names directly in `folder` ("" for the root), sorted.
    func names(in folder: String) -> [String] {
        children[folder] ?? []
    }

    private static func children(of paths: some Sequence<String>) -> [String: [String]] {
        var names: [String: Set<String>] = [:]
        for path in paths {
            var parent = ""
            for component in path.split(separator: "/") {
                let name = String(component)
                names[parent, default: []].insert(name)
                parent = parent.isEmpty ? name : parent + "/" + name
            }
        }
        return names.mapValues { $0.sorted() }
    }

    /// Which index entries are read: the documents, the configuration and table sources, the
    /// manifest and the generated tests. Other files are read from the working tree.
    static func isDocumentLike(_ path: String) -> Bool {
        path.hasSuffix(".md") || path.hasSuffix(".json") || path == "Package.swift"
            || path.hasSuffix(".swift")
                && path.contains("Generated/")
    }

    /// Reads the index of the git repository at `root` with two git commands.
    public init(root: URL) throws(GitError) {
        let listing = try Self.git(["ls-files", "--stage", "-z"], in: root)
        var objects: [(path: String, object: String)] = []
        var indexed: Set<String> = []
        for entry in listing.split(separator: 0) {
            // "<mode> <object> <stage>\t<path>"
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            indexed.insert(path)
            guard fields.count == 3, fields[0] != Array("160000".utf8)[...], Self.isDocumentLike(path) else { continue }
            objects.append((path, String(decoding: fields[1], as: UTF8.self)))
        }
        var files: [String: [UInt8]] = [:]
        if !objects.isEmpty {
            let input = objects.map(\.object).joined(separator: "\n") + "\n"
            let output = try Self.git(["cat-file", "--batch"], in: root, input: Array(input.utf8))
            // Each answer: "<object> <type> <size>\n<content>\n".
            var index = output.startIndex
            for (path, _) in objects {
                guard let newline = output[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                let header = output[index..<newline].split(separator: UInt8(ascii: " "))
                guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)) else { break }
                let start = newline + 1
                files[path] = Array(output[start..<start + size])
                index = start + size + 1
            }
        }
        self.files = files
        indexedPaths = indexed
        children = Self.children(of: indexed)
        // Against the last commit, or against nothing before the first one. Renames are a
        // deletion and an addition: documents may name either path.
        let changes = try Self.git(["diff", "--cached", "--name-only", "-z", "--no-renames"], in: root)
        changedPaths = Set(changes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    private static func git(_ arguments: [String], in root: URL, input: [UInt8] = []) throws(GitError) -> [UInt8] {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["git", "-C", root.path] + arguments, input: input)
        } catch {
            throw GitError(message: error.message)
        }
        guard result.status == 0 else {
            throw GitError(message: "'git \(arguments.joined(separator: " "))' failed; --staged needs a git repository")
        }
        return result.output
    }
}
