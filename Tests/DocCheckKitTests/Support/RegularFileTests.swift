import Foundation
import Testing

@testable import DocCheckKit

/// A read with the folders' real paths remembered resolves every path as `realpath` does: a
/// file, a file that is a link, a file in a linked folder, a missing file, a path through
/// `..`, and a link that leads outside the root.
@Suite struct RegularFileTests {
    /// A repository with `Shared/Guide.md`, `Docs/Guide.md` linking to it, `Linked` linking to
    /// `Shared`, and `Docs/Out.md` and `Away` leading to a file and a folder outside.
    static func repository() throws -> (TemporaryRepository, TemporaryRepository) {
        let repo = try TemporaryRepository(files: ["Shared/Guide.md": "# Guide\n", "Docs/Plain.md": "# Plain\n"])
        let outside = try TemporaryRepository(files: ["page.md": "# Outside\n", "folder/page.md": "# Outside\n"])
        try RootBoundaryTests.link("Docs/Guide.md", to: repo.root.appendingPathComponent("Shared/Guide.md"), in: repo)
        try RootBoundaryTests.link("Linked", to: repo.root.appendingPathComponent("Shared"), in: repo)
        try RootBoundaryTests.link("Docs/Out.md", to: outside.root.appendingPathComponent("page.md"), in: repo)
        try RootBoundaryTests.link("Away", to: outside.root.appendingPathComponent("folder"), in: repo)
        return (repo, outside)
    }

    static let paths = [
        "Docs/Plain.md", "Docs/Guide.md", "Linked/Guide.md", "Docs/Missing.md", "Docs/../Shared/Guide.md", "Docs/Out.md",
        "Away/page.md", "Missing/Guide.md", "Docs", "Docs/.", "Docs/..",
    ]

    @Test func rememberedFoldersResolveAsRealpathDoes() throws {
        let (repo, outside) = try Self.repository()
        let folders = Memo<String, String?>()
        for path in Self.paths {
            let full = repo.root.path + "/" + path
            #expect(RegularFile.realPath(full, folders: folders) == RegularFile.realPath(full), "\(path)")
        }
        withExtendedLifetime(outside) {}
    }

    @Test func rememberedFoldersReadWhatTheWholePathReads() throws {
        let (repo, outside) = try Self.repository()
        defer { withExtendedLifetime(outside) {} }
        let root = RegularFile.realPath(repo.root.path) ?? repo.root.path
        let folders = Memo<String, String?>()
        for path in Self.paths {
            let full = repo.root.path + "/" + path
            let expected = RegularFile.read(full, inside: root)
            #expect(RegularFile.read(full, inside: root, folders: folders) == expected, "\(path)")
        }
        // The cases above hold a read inside, one outside and one missing.
        #expect(RegularFile.read(repo.root.path + "/Docs/Guide.md", inside: root, folders: folders) == .success(Array("# Guide\n".utf8)))
        #expect(
            RegularFile.read(repo.root.path + "/Away/page.md", inside: root, folders: folders)
                == .failure(.outside(RegularFile.realPath(repo.root.path + "/Away/page.md") ?? "")))
        #expect(RegularFile.read(repo.root.path + "/Docs/Missing.md", inside: root, folders: folders) == .failure(.notFound))
    }
}
