import Foundation
import Testing

@testable import DocCheckKit

/// Relative paths resolve from the document's folder, exactly, and a path that leaves the
/// repository is caught before anything outside is touched.
@Suite struct PathResolverTests {
    func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository(files: [
            "README.md": "# P\n", "Assets/x.png": "", "Docs/Guide.md": "# G\n", "Sources/A/File.swift": "let a = 1\n",
        ])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: repo.root.appendingPathComponent("Docs/assets").path, withDestinationPath: "../Assets")
        try manager.createSymbolicLink(atPath: repo.root.appendingPathComponent("Docs/system").path, withDestinationPath: "/etc")
        try manager.createSymbolicLink(atPath: repo.root.appendingPathComponent("Docs/up").path, withDestinationPath: "../../..")
        try manager.createSymbolicLink(atPath: repo.root.appendingPathComponent("Docs/secret").path, withDestinationPath: "/nonexistent/secret")
        try manager.createSymbolicLink(atPath: repo.root.appendingPathComponent("loop").path, withDestinationPath: "loop")
        try manager.createSymbolicLink(
            atPath: repo.root.appendingPathComponent("Docs/readme").path, withDestinationPath: repo.root.appendingPathComponent("README.md").path)
        return repo
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var folder: String
        var expected: String
        var testDescription: String { "'\(path)' from '\(folder)' → \(expected)" }
    }

    static let cases: [Case] = [
        Case(path: "Assets/x.png", folder: "", expected: "file Assets/x.png"),
        Case(path: "../Assets/x.png", folder: "Translations", expected: "file Assets/x.png"),
        Case(path: "Assets/x.png", folder: "Translations", expected: "missing Translations/Assets/x.png"),
        Case(path: "./Docs/../Docs/Guide.md", folder: "", expected: "file Docs/Guide.md"),
        Case(path: "Sources/", folder: "", expected: "folder Sources"),
        Case(path: "assets/x.png", folder: "", expected: "missing assets/x.png, spelled Assets"),
        Case(path: "../../etc/passwd", folder: "Translations", expected: "outside"),
        Case(path: "../README.md", folder: "", expected: "outside"),
        // GitHub reads a path that starts with `/` from the repository's root.
        Case(path: "/etc/passwd", folder: "Docs", expected: "missing etc/passwd"),
        Case(path: "/../etc/passwd", folder: "Docs", expected: "outside"),
        Case(path: "assets/x.png", folder: "Docs", expected: "file Assets/x.png"),
        Case(path: "system/passwd", folder: "Docs", expected: "outside"),
        Case(path: "up/x", folder: "Docs", expected: "outside"),
        Case(path: "secret", folder: "Docs", expected: "outside"),
        Case(path: "readme", folder: "Docs", expected: "file README.md"),
        Case(path: "loop", folder: "", expected: "missing loop"),
        Case(path: "README.md/x", folder: "", expected: "missing README.md/x"),
    ]

    @Test(arguments: cases) func resolves(_ testCase: Case) throws {
        let repo = try repository()
        let resolver = PathResolver(root: repo.root)
        let description: String
        switch resolver.resolve(testCase.path, from: testCase.folder) {
        case .file(let path): description = "file \(path)"
        case .folder(let path): description = "folder \(path)"
        case .missing(let path, let wrongCase): description = "missing \(path)" + (wrongCase.map { ", spelled \($0.actual)" } ?? "")
        case .outside: description = "outside"
        }
        #expect(description == testCase.expected)
    }

    @Test func aSymlinkOutsideIsReportedWithItsTarget() throws {
        let repo = try repository()
        #expect(PathResolver(root: repo.root).resolve("system/passwd", from: "Docs") == .outside("'Docs/system' is a symlink to '/etc'"))
    }
}
