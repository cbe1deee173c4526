import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension DocCheckProcess {
    /// A run that did not end in time: the process was killed.
    struct Timeout: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: Double
        var description: String { "doccheck \(arguments.joined(separator: " ")) did not end within \(seconds) s" }
    }

    /// Runs the binary with output going to files (so nothing blocks on a full pipe) and
    /// kills it when it runs longer than `timeout` seconds: a hang fails the test, it does not
    /// stop the suite.
    static func run(_ arguments: [String], in directory: URL, timeout: Double) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doccheck-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = try launch(arguments, in: directory, output: outURL, error: errURL)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw Timeout(arguments: arguments, seconds: timeout)
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Starts the binary and returns at once (the kill test stops it mid-run).
    static func launch(_ arguments: [String], in directory: URL, output: URL? = nil, error: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try output.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        process.standardError = try error.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        try process.run()
        return process
    }
}
