#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A walk of a folder with `opendir`/`readdir`, which names each entry's type without a
/// `stat` of its own: the Swift sources of a package are listed at every run, and
/// Foundation's enumerator asks for every file's resource values one by one.
enum FileWalk {
    /// The paths of the files below `folder` (an absolute path), relative to it and sorted,
    /// whose names `keep` accepts. A folder is entered when `enter` accepts its name; a
    /// symbolic link to a folder is never entered. Everything else is a file here (a device
    /// or a pipe too, and a link that leads nowhere), for the reader to say why it cannot be read.
    static func files(under folder: String, keep: (String) -> Bool, enter: (String) -> Bool) -> [String] {
        entries(under: folder, keep: keep, enter: enter).filter { !$0.isFolder }.map(\.path)
    }

    /// A file the walk found, and whether its name is a symbolic link; or a symbolic link to
    /// a folder, which is not entered.
    struct Entry {
        var path: String
        var isLink: Bool
        var isFolder = false
    }

    /// The files `files(under:keep:enter:)` lists, each with whether it is a symbolic link,
    /// and every symbolic link to a folder (whatever its name).
    static func entries(under folder: String, keep: (String) -> Bool, enter: (String) -> Bool) -> [Entry] {
        var found: [Entry] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard let directory = opendir(absolute) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                switch kind(entry.pointee.d_type, at: absolute + "/" + name) {
                case .folder: if enter(name) { pending.append(path) }
                case .file(let isLink): if keep(name) { found.append(Entry(path: path, isLink: isLink)) }
                case .linkedFolder: found.append(Entry(path: path, isLink: true, isFolder: true))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The size and modification time of the file at `path`, following symbolic links; nil
    /// when it cannot be read.
    static func stamp(of path: String) -> (size: Int, modified: timespec)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            return (Int(info.st_size), info.st_mtimespec)
        #else
            return (Int(info.st_size), info.st_mtim)
        #endif
    }

    private enum Kind {
        case folder, linkedFolder
        case file(isLink: Bool)
    }

    /// What an entry is: a folder, a symbolic link to one, or a file.
    private static func kind(_ type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return linked(path)
        case Int32(DT_UNKNOWN):
            // Some file systems leave the type out of the entry.
            var info = stat()
            guard lstat(path, &info) == 0 else { return .file(isLink: false) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFLNK: return linked(path)
            default: return .file(isLink: false)
            }
        default: return .file(isLink: false)
        }
    }

    /// What a symbolic link leads to.
    private static func linked(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .file(isLink: true) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .linkedFolder
        default: return .file(isLink: true)
        }
    }
}
