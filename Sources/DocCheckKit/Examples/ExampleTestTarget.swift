/// The test target that compiles the tests generated from Swift blocks, written as a
/// maintainer adds it to `Package.swift`: its name from the examples folder and, as its
/// dependencies, the package's targets that the examples import.
enum ExampleTestTarget {
    /// `.testTarget(name: "ReadmeExamplesTests", dependencies: ["Kit"])` for the examples of
    /// `folder`, whose code imports `modules`.
    static func declaration(folder: String, importing modules: [String], manifest: PackageManifest) -> String {
        let name = name(folder: folder)
        let path = isConventional(folder) ? "" : ", path: \"\(folder)\""
        let targets = Set(manifest.targets)
        var seen = Set<String>()
        let dependencies = modules.filter { targets.contains($0) && seen.insert($0).inserted }
        return ".testTarget(name: \"\(name)\", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))]\(path))"
    }

    /// The target's name: the folder under `Tests/` that holds `folder`, else `ReadmeExamplesTests`.
    static func name(folder: String) -> String {
        isConventional(folder) ? String(folder.split(separator: "/")[1]) : "ReadmeExamplesTests"
    }

    /// Whether `folder` is in a target's default place, `Tests/NAME`.
    private static func isConventional(_ folder: String) -> Bool {
        let parts = folder.split(separator: "/")
        return parts.count >= 2 && parts[0] == "Tests"
    }

    /// The modules that lines of Swift import, in order: `import Kit`, `@testable import Kit`,
    /// `import struct Kit.Point`.
    static func importedModules(_ lines: some Sequence<Substring>) -> [String] {
        lines.compactMap { line in
            line.wholeMatch(
                of: cached(/\s*(?:@testable\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*).*/)
            ).map { String($0.1) }
        }
    }
}
