import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader, or a crash, sees either the old bytes or the new ones.
public enum AtomicFile {
    public struct WriteError: Error, Sendable, Equatable {
        public var path: String
        public var message: String
    }

    /// Writes `bytes` to a temporary file beside `url`, flushes it to disk, gives it the
    /// original's permissions and renames it over `url`. Refuses to write through a symlink.
    public static func write(_ bytes: [UInt8], to url: URL) throws(WriteError) {
        try writeAll([(bytes, url)])
    }

    /// Writes several files: every temporary file is complete and flushed before the first
    /// rename, so a failure while preparing leaves every file as it was. With `root`, a file
    /// whose folder resolves, through symbolic links, outside `root` is refused.
    public static func writeAll(_ files: [(bytes: [UInt8], url: URL)], inside root: URL? = nil) throws(WriteError) {
        if let root {
            for file in files { try checkInside(file.url, root: root) }
        }
        var staged: [(temporary: String, path: String)] = []
        for file in files {
            do {
                staged.append((try stage(file.bytes, for: file.url), file.url.path))
            } catch {
                for entry in staged { unlink(entry.temporary) }
                throw error
            }
        }
        for (index, entry) in staged.enumerated() where rename(entry.temporary, entry.path) != 0 {
            let message = "cannot replace the file: \(String(cString: strerror(errno)))"
            for rest in staged[index...] { unlink(rest.temporary) }
            throw WriteError(path: entry.path, message: message)
        }
        // The renames themselves reach the disk when their folders are flushed.
        for folder in Set(files.map { $0.url.deletingLastPathComponent().path }) {
            let descriptor = open(folder, O_RDONLY)
            if descriptor >= 0 {
                fsync(descriptor)
                close(descriptor)
            }
        }
    }

    /// Refuses `url` when its folder, symbolic links resolved, is not `root` or inside it.
    private static func checkInside(_ url: URL, root: URL) throws(WriteError) {
        guard let realRoot = realPath(root.path) else {
            throw WriteError(path: url.path, message: "cannot resolve the repository folder")
        }
        let folder = realPath(url.deletingLastPathComponent().path)
        guard let folder, folder == realRoot || folder.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            throw WriteError(
                path: url.path, message: "is outside the repository through a symbolic link; doccheck does not write there")
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A flushed temporary file beside `url` holding `bytes`, with the original's permissions.
    private static func stage(_ bytes: [UInt8], for url: URL) throws(WriteError) -> String {
        let path = url.path
        var status = stat()
        var mode: mode_t = 0o644
        if lstat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFLNK {
                throw WriteError(path: path, message: "is a symbolic link; doccheck does not write through links")
            }
            mode = status.st_mode & 0o7777
            // Renaming would replace a file its owner made read-only; say so instead.
            if mode & 0o200 == 0 {
                throw WriteError(path: path, message: "is read-only; make it writable to let doccheck rewrite it")
            }
        }
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).doccheck-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw WriteError(path: path, message: "cannot create a temporary file: \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        if !written { failure = "cannot write: \(String(cString: strerror(errno)))" }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = "cannot set permissions" }
        if failure == nil, fsync(descriptor) != 0 { failure = "cannot flush to disk" }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, message: failure)
        }
        return temporary
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#else
    private let systemWrite = Darwin.write
#endif
