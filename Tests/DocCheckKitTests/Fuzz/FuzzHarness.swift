import Foundation

#if !DOCCHECK_FUZZER
    @testable import DocCheckKit
#endif

/// Feeds arbitrary bytes through the document model and every check. The bytes are split at
/// `separator` into a README, a translation of it, a configuration file and a CHANGELOG; the
/// repository lives in memory (as staged files), so one run touches no disk. The fuzzer
/// (`Fuzz/run`) and the regression tests share this code.
enum FuzzHarness {
    static let separator = Array("\n\u{0}\u{0}\n".utf8)
    static let defaultConfiguration = Array(#"{ "tables": [ { "region": "t", "documents": ["README.md"], "source": "rows.json" } ] }"#.utf8)
    static let rows = Array(
        #"{ "idColumn": "ID", "columns": ["ID", "Name"], "proseColumns": ["Name"], "rows": [ { "ID": "`a`", "Name": "Alpha" } ] }"#.utf8)
    static let manifest = Array(
        "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17)])\n".utf8)

    /// The README, translation, configuration and CHANGELOG in `bytes`; absent parts are nil.
    static func parts(_ bytes: [UInt8]) -> [[UInt8]?] {
        var parts: [[UInt8]?] = []
        var rest = bytes[...]
        while parts.count < 3, let range = rest.firstRange(of: separator) {
            parts.append(Array(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(Array(rest))
        return parts + Array(repeating: nil, count: 4 - parts.count)
    }

    /// Runs the model, the configuration reader and every check on `bytes`; nothing may crash.
    static func run(_ bytes: [UInt8]) {
        let parts = parts(bytes)
        let readme = parts[0] ?? []
        var translation = parts[1] ?? readme
        // A translation marker with the README's true hash, unless the input writes its own,
        // so the comparing rules run on the pair.
        let hash = SHA256.hex(readme)
        if !translation.starts(with: Array("<!-- doccheck:translation".utf8)) {
            translation = Array("<!-- doccheck:translation source=README.md sha256=\(hash) -->\n".utf8) + translation
        }
        let configuration = parts[2] ?? defaultConfiguration
        var files: [String: [UInt8]] = [
            "README.md": readme, "Translations/README.de.md": translation, "Translations/.sources/\(hash).md": readme,
            ".doccheck.json": configuration, "rows.json": rows, "Package.swift": manifest,
        ]
        files["CHANGELOG.md"] = parts[3]
        let root = URL(fileURLWithPath: "/nonexistent/doccheck-fuzz")
        guard let repository = try? Repository(root: root, staged: StagedFiles(files: files)) else {
            // A configuration the reader refuses: the documents still go through the model.
            _ = MarkdownDocument(path: "README.md", bytes: readme)
            _ = MarkdownDocument(path: "Translations/README.de.md", bytes: translation)
            return
        }
        let engine = DocCheck(repository: repository)
        // `translationStatuses` runs `verify` (every rule, the table and example plans) once.
        _ = try? engine.translationStatuses()
        _ = try? engine.planTables()
        _ = engine.planExamples()
        _ = try? engine.planPins()
    }
}
