import Foundation

/// Runs the built `doccheck` binary, as a user would, and collects what it printed.
struct DocCheckProcess {
    struct Result: Sendable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The binary SwiftPM built beside this test bundle.
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["DOCCHECK_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Inside an .xctest bundle on macOS the products folder is further up.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("doccheck")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return PackageRoot.url.appendingPathComponent(".build/debug/doccheck")
    }

    /// Runs `doccheck` (or `executable`) with `arguments` in `directory`, with `searchPath`
    /// before PATH when given.
    static func run(_ arguments: [String], in directory: URL, executable: URL = binary, searchPath: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let searchPath {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = searchPath + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
        }
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes before waiting, so a long report cannot fill a pipe and block.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}
