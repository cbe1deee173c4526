import Foundation

#if !DOCCHECK_FUZZER
    @testable import DocCheckKit
#endif

/// Feeds arbitrary bytes through the document model and the checks. The bytes are split at
/// `separator` into a README, a translation of it, a configuration file and a CHANGELOG; the
/// repository lives in memory (as staged files), so one run touches no disk. The fuzzer
/// (`Fuzz/run`) and the regression tests share this code.
///
/// The fuzzer runs one `Stage` per input, chosen by the input's first byte, so an input costs
/// one stage's work rather than every stage's, and what an input reached stays attributable.
enum FuzzHarness {
    static let separator = Array("\n\u{0}\u{0}\n".utf8)
    static let defaultConfiguration = Array(#"{ "tables": [ { "region": "t", "documents": ["README.md"], "source": "rows.json" } ] }"#.utf8)
    static let rows = Array(
        #"{ "idColumn": "ID", "columns": ["ID", "Name"], "proseColumns": ["Name"], "rows": [ { "ID": "`a`", "Name": "Alpha" } ] }"#.utf8)
    static let manifest = Array(
        "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17)])\n".utf8)

    /// One piece of the work an input can be put through.
    enum Stage: Equatable {
        /// The document model alone, on the README, the translation and the CHANGELOG.
        case model
        /// The configuration reader, and the repository built around it.
        case configuration
        /// `planTables`: the generated tables, as `regen-tables` plans them.
        case tables
        /// `planExamples`: the Swift blocks' generated tests.
        case examples
        /// `planPins`: the pins `fix-pins` would rewrite.
        case pins
        /// `translationStatuses`: `verify` with no rule (the table and example plans, and the
        /// suppression, severities and merging around the rules), then each translation's status.
        case translations
        /// One rule, the `RuleRegistry.checks` entry at this index, on a context as `verify`
        /// makes it: the rule builds what it reads (plans, facts) and nothing else.
        case rule(Int)
        /// `translationStatuses` with every rule: what each input went through before there
        /// were stages. Regression tests replay with it; no first byte picks it.
        case everyRule

        /// Every stage, in the order the first byte of an input picks them.
        static let all: [Stage] =
            [.model, .configuration, .tables, .examples, .pins, .translations] + RuleRegistry.checks.indices.map { .rule($0) }

        /// The stage `byte` picks.
        init(byte: UInt8) {
            self = Self.all[Int(byte) % Self.all.count]
        }
    }

    /// The README, translation, configuration and CHANGELOG in `bytes`; absent parts are nil.
    static func parts(_ bytes: some Collection<UInt8>) -> [[UInt8]?] {
        let bytes = Array(bytes)
        var parts: [[UInt8]?] = []
        var start = 0
        var index = 0
        // A plain search: the generic `firstRange(of:)` was an eighth of the fuzzer's time.
        while parts.count < 3, index + separator.count <= bytes.count {
            if bytes[index] == separator[0], bytes[index..<index + separator.count].elementsEqual(separator) {
                parts.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts + Array(repeating: nil, count: 4 - parts.count)
    }

    /// What the fuzzer runs on one input: the stage its first byte picks, on the bytes after it.
    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        run(Stage(byte: first), on: bytes.dropFirst())
    }

    /// The model, the plans and every rule on all of `bytes`, as the inputs in
    /// Fuzz/Regressions from before stages existed were run.
    static func runEveryStage(_ bytes: [UInt8]) {
        for stage in [Stage.model, .tables, .examples, .pins, .everyRule] { run(stage, on: bytes[...]) }
    }

    /// Runs `stage` on `bytes`; nothing may crash.
    static func run(_ stage: Stage, on bytes: ArraySlice<UInt8>) {
        let parts = parts(bytes)
        let readme = parts[0] ?? []
        var translation = parts[1] ?? readme
        // A translation marker with the README's true hash, unless the input writes its own,
        // so the comparing rules run on the pair.
        let hash = SHA256.hex(readme)
        if !translation.starts(with: Array("<!-- doccheck:translation".utf8)) {
            translation = Array("<!-- doccheck:translation source=README.md sha256=\(hash) -->\n".utf8) + translation
        }
        if stage == .model {
            _ = MarkdownDocument(path: "README.md", bytes: readme)
            _ = MarkdownDocument(path: "Translations/README.de.md", bytes: translation)
            _ = parts[3].map { MarkdownDocument(path: "CHANGELOG.md", bytes: $0) }
            return
        }
        var files: [String: [UInt8]] = [
            "README.md": readme, "Translations/README.de.md": translation, "Translations/.sources/\(hash).md": readme,
            ".doccheck.json": parts[2] ?? defaultConfiguration, "rows.json": rows, "Package.swift": manifest,
        ]
        files["CHANGELOG.md"] = parts[3]
        let root = URL(fileURLWithPath: "/nonexistent/doccheck-fuzz")
        // A configuration the reader refuses ends the run: the model has a stage of its own.
        guard let repository = try? Repository(root: root, staged: StagedFiles(files: files)) else { return }
        switch stage {
        case .model, .configuration:
            break
        case .tables:
            _ = try? DocCheck(repository: repository).planTables()
        case .examples:
            _ = DocCheck(repository: repository).planExamples()
        case .pins:
            _ = try? DocCheck(repository: repository).planPins()
        case .translations:
            _ = try? DocCheck(repository: repository, rules: []).translationStatuses()
        case .rule(let index):
            let check = DocCheck(repository: repository)
            let documents = DocumentSet(repository: repository, paths: repository.documentPaths())
            let context = RuleContext(repository: repository, documents: documents, judgesUntrackedTranslations: false) { context in
                Result { () throws(ConfigurationError) in try check.tablePlan(context.documents, translations: context.translations) }
            }
            _ = RuleRegistry.checks[index].check(context)
        case .everyRule:
            _ = try? DocCheck(repository: repository).translationStatuses()
        }
    }
}
