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
    /// rename, so a failure while preparing leaves every file as it was.
    public static func writeAll(_ files: [(bytes: [UInt8], url: URL)]) throws(WriteError) {
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
