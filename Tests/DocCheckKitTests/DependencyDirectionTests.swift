import Foundation
import Testing

/// The engine never names the catalog it checks: only the command line knows both.
@Suite struct DependencyDirectionTests {
    @Test func engineSourcesNeverNameTheCatalog() throws {
        let folder = PackageRoot.url.appendingPathComponent("Sources/DocCheckKit")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10, "the engine's sources were found")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in ["ShowcaseCatalog", "ShowcaseDemo", "DemoCategory"] {
                #expect(!text.contains(name), "\(file.lastPathComponent) names \(name)")
            }
        }
    }

    @Test func manifestKeepsTheEngineFreeOfTheCatalog() throws {
        let manifest = try PackageRoot.text("Package.swift")
        let engine = try #require(manifest.firstMatch(of: /\.target\(name: "DocCheckKit"[^)]*\)/))
        #expect(!engine.output.contains("ShowcaseCatalog"))
    }
}
