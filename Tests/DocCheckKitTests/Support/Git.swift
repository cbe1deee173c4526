import Foundation

/// Runs git in a temporary repository as a test's author, its output discarded.
enum Git {
    static func run(_ arguments: [String], in repo: TemporaryRepository) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repo.root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
