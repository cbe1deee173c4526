import Foundation

/// The one way doccheck runs another program (git, swift): found on PATH, its output read
/// whole, its input given from a file so a long input cannot block on a full pipe.
public struct Subprocess: Sendable {
    /// What the program printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var output: [UInt8]
        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Which streams make up `output`.
    public enum Capture: Sendable {
        /// Standard output; standard error is discarded.
        case standardOutput
        /// Standard output and standard error, interleaved as printed.
        case both
    }

    public struct LaunchFailure: Error, Sendable {
        public var message: String
    }

    /// Runs `arguments[0]` from PATH with the rest as its arguments, in `folder` when given.
    public static func run(
        _ arguments: [String], in folder: URL? = nil, input: [UInt8] = [], capture: Capture = .standardOutput
    ) throws(LaunchFailure) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = capture == .both ? output : FileHandle.nullDevice
        let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent("doccheck-input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: inputURL) }
        do {
            try Data(input).write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
            try process.run()
        } catch {
            throw LaunchFailure(message: "cannot run \(arguments.first ?? "a program"): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: Array(data))
    }
}
