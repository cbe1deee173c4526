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
    /// symbolic link is listed as a file when it leads to one and never entered.
    static func files(under folder: String, keep: (String) -> Bool, enter: (String) -> Bool) -> [String] {
        var paths: [String] = []
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
                case .file: if keep(name) { paths.append(path) }
                case .other: break
                }
            }
        }
        return paths.sorted()
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

    private enum Kind { case folder, file, other }

    /// What an entry is: a folder, a file (a symbolic link to one included) or something else.
    private static func kind(_ type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_DIR): return .folder
        case Int32(DT_REG): return .file
        case Int32(DT_LNK):
            var info = stat()
            return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? .file : .other
        case Int32(DT_UNKNOWN):
            // Some file systems leave the type out of the entry.
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFREG: return .file
            case S_IFLNK: return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? .file : .other
            default: return .other
            }
        default: return .other
        }
    }
}
