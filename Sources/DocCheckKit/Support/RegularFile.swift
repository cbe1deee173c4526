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
        case notFound, folder, notRegular, linkLoop, unreadable(String)

        var message: String {
            switch self {
            case .notFound: "file not found"
            case .folder: "is a folder, not a file"
            case .notRegular: "is not a regular file (a device, pipe or socket); doccheck reads only files"
            case .linkLoop: "symbolic links loop; the file cannot be reached"
            case .unreadable(let reason): "cannot read the file: \(reason)"
            }
        }
    }

    /// The bytes of the file at `path`, following symbolic links.
    static func read(_ path: String) -> Result<[UInt8], Problem> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ELOOP: return .failure(.linkLoop)
            case ENOENT, ENOTDIR: return .failure(.notFound)
            default: return .failure(.unreadable(String(cString: strerror(errno))))
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .failure(.folder)
        case S_IFREG: break
        default: return .failure(.notRegular)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable(access(path, R_OK) == 0 ? "read failed" : "permission denied"))
        }
        return .success(Array(data))
    }
}
