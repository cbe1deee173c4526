import Foundation
import Testing

/// doccheck on a repository that is not this one: another name and URL, no catalog, table
/// rows from JSON, a CHANGELOG and two translations.
@Suite struct AnotherRepositoryTests {
    static let fixture = PackageRoot.url.appendingPathComponent("Tests/DocCheckKitTests/Fixtures/WidgetKit")

    /// A copy of the fixture in a fresh folder, with files changed as given.
    static func copy(changing changes: [String: (String) -> String] = [:]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        let enumerator = FileManager.default.enumerator(at: fixture, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(fixture.standardizedFileURL.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            try repo.write(path, changes[path].map { $0(text) } ?? text)
        }
        return repo
    }

    @Test func cleanFixtureIsClean() throws {
        let repo = try Self.copy()
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.contains("in 4 documents"))
    }

    @Test func brokenTableIsFoundAndRegenerated() throws {
        let repo = try Self.copy(changing: ["README.md": { $0.replacingOccurrences(of: "| Weather | iOS |", with: "| Weather | iOS, macOS |") }])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput.contains(
                "README.md:11:24: error: [generated-table] row 'weather', column 'Platforms': README says 'iOS, macOS', widgets.json says 'iOS'"))
        #expect(try DocCheckProcess.run(["regen-table"], in: repo.root).status == 0)
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
    }
}
