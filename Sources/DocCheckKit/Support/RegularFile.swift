import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads only regular files: a device (`/dev/zero`), a pipe or a socket behind a document's
/// name would never end or would block, and a loop of symbolic links never resolves.
enum RegularFile {
    /// Why a path could not be read, worded for a finding.
    enum Problem: Error, Equatable {
        case notFound, folder, notRegular, linkLoop
        case unreadable(String)
        /// The path resolves, through a symbolic link, to this path outside the repository.
        case outside(String)

        var message: String {
            switch self {
            case .notFound: "file not found"
            case .folder: "is a folder, not a file"
            case .notRegular: "is not a regular file (a device, pipe or socket); doccheck reads only files"
            case .linkLoop: "symbolic links loop; the file cannot be reached"
            case .unreadable(let reason): "cannot read the file: \(reason)"
            case .outside(let target):
                "resolves through a symbolic link to \(target), outside the repository; doccheck reads nothing outside it"
            }
        }
    }

    /// The bytes of the file at `path`, following symbolic links. The file is opened without
    /// waiting (a pipe would block an ordinary open) and checked through its descriptor, so
    /// what is read is what was checked.
    static func read(_ path: String) -> Result<[UInt8], Problem> {
        read(path, flags: 0)
    }

    /// The bytes of the file at `path` when it resolves, through every symbolic link of the
    /// file and of its folders, to a file inside `root` (a path without symbolic links, as
    /// `realPath` gives); `.outside` with where it leads otherwise, and nothing is read.
    ///
    /// With `folders`, the real path of the file's folder is taken from it (made once per
    /// folder) and the file is opened there without following a link: only a file whose own
    /// name is a symbolic link is resolved whole.
    static func read(_ path: String, inside root: String, folders: Memo<String, String?>? = nil) -> Result<[UInt8], Problem> {
        if let folders, let target = realPathInRealFolder(path, folders: folders), isInside(target, root) {
            let result = read(target, flags: O_NOFOLLOW)
            // A link refused by O_NOFOLLOW is resolved whole below.
            if result != .failure(.linkLoop) { return result }
        }
        guard let target = realPath(path) else { return .failure(problem(errno)) }
        guard isInside(target, root) else { return .failure(.outside(target)) }
        // The resolved path has no link left; one put in its place meanwhile is not followed.
        return read(target, flags: O_NOFOLLOW)
    }

    private static func isInside(_ target: String, _ root: String) -> Bool {
        target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` with every symbolic link and `.`/`..` resolved; nil (with `errno` set) when it does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `realPath(path)`, the folder's part from `folders` (made once per folder): a file that
    /// is not a symbolic link is its real folder and its name, one `lstat` where `realpath`
    /// reads every component.
    static func realPath(_ path: String, folders: Memo<String, String?>) -> String? {
        guard let target = realPathInRealFolder(path, folders: folders) else { return realPath(path) }
        var info = stat()
        guard lstat(target, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return realPath(path) }
        return target
    }

    /// The file's name in its folder's real path (the name itself not resolved); nil when the
    /// folder does not resolve or the name is `.`, `..` or empty.
    private static func realPathInRealFolder(_ path: String, folders: Memo<String, String?>) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        guard let real = folders.value(folder, make: { realPath(folder) }) else { return nil }
        return (real.hasSuffix("/") ? real : real + "/") + name
    }

    private static func problem(_ code: Int32) -> Problem {
        switch code {
        case ELOOP: .linkLoop
        case ENOENT, ENOTDIR: .notFound
        case EACCES: .unreadable("permission denied")
        case EISDIR: .folder
        default: .unreadable(String(cString: strerror(code)))
        }
    }

    private static func read(_ path: String, flags: Int32) -> Result<[UInt8], Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | flags)
        guard descriptor >= 0 else { return .failure(problem(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .failure(.folder)
        case S_IFREG: break
        default: return .failure(.notRegular)
        }
        // The size stated, plus one byte to see the end; a file that grew meanwhile is read on.
        var bytes: [UInt8] = []
        var capacity = max(Int(status.st_size), 0) + 1
        while true {
            var failure: Int32?
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: capacity))
            let count = bytes.withUnsafeMutableBufferPointer { buffer in
                var filled = 0
                while filled < capacity {
                    let got = systemRead(descriptor, buffer.baseAddress! + start + filled, capacity - filled)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    if got == 0 { break }
                    filled += got
                }
                return filled
            }
            bytes.removeLast(capacity - count)
            if let failure { return .failure(.unreadable(String(cString: strerror(failure)))) }
            if count < capacity { return .success(bytes) }
            capacity = max(capacity, 64 * 1024)
        }
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}
