import Foundation

/// Runs git in a temporary repository as a test's author, its output discarded.
enum Git {
    static func run(_ arguments: [String], in repo: TemporaryRepository) throws -> Int32 {
        try run(arguments, at: repo.root)
    }

    /// Runs git in `folder`; `searchPath` goes before PATH (for the programs a hook runs).
    static func run(_ arguments: [String], at folder: URL, searchPath: String? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        if let searchPath {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = searchPath + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
        }
        process.arguments = ["git", "-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
