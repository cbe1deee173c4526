import Foundation
import Testing

/// The built `doccheck translations --mark-current` on the WidgetKit fixture: a translation
/// with translation errors is refused with exit status 2 and its findings, and nothing is
/// written, unless `--force`; `--mark-current --all` marks every translation of every
/// source, or none.
@Suite struct MarkCurrentTests {
    static let german = "Translations/README.de.md"
    static let french = "Translations/README.fr.md"
    static let storedCopy = "Translations/.sources/5316a4f44fefea24f41cc462beff0b0544117efdc5e2fa212aaba48f4990a60a.md"

    /// The German translation's code no longer the README's: a `translation-code` error at line 20.
    static func brokenCode(_ text: String) -> String {
        text.replacingOccurrences(of: #"from: "1.4.0")"#, with: #"from: "1.4.1")"#)
    }

    /// The README with one word of its prose changed, so every translation is behind.
    static func edited(_ text: String) -> String {
        text.replacingOccurrences(of: "kept true", with: "kept correct")
    }

    /// The text without its first line (the translation marker).
    static func unmarked(_ text: String) -> String {
        String(text.drop { $0 != "\n" }.dropFirst())
    }

    func run(_ arguments: [String], _ repo: TemporaryRepository) throws -> DocCheckProcess.Result {
        try DocCheckProcess.run(arguments, in: repo.root)
    }

    @Test func translationWithErrorsIsRefusedUnlessForced() throws {
        let repo = try AnotherRepositoryTests.copy(changing: ["README.md": Self.edited, Self.german: Self.brokenCode])
        let before = try repo.snapshot()
        for arguments in [["translations", "--mark-current", "de"], ["translations", "--mark-current", "fr", "--mark-current", "de", "--check"]] {
            let refused = try run(arguments, repo)
            #expect(refused.status == 2, "\(arguments): \(refused.standardOutput)\(refused.standardError)")
            #expect(refused.standardOutput.contains("\(Self.german):20: error: [translation-code]"), "\(refused.standardOutput)")
            #expect(!refused.standardOutput.contains("[version-pin]"), "only the translation rules' errors refuse")
            #expect(!refused.standardOutput.contains(Self.french), "\(refused.standardOutput)")
            #expect(
                refused.standardError.contains(
                    "nothing written: \(Self.german) has the errors above; fix them, or mark anyway with --force"), "\(refused.standardError)")
            #expect(try repo.snapshot() == before, "\(arguments): nothing is written")
        }

        let french = try run(["translations", "--mark-current", "fr"], repo)
        #expect(french.status == 0, "\(french.standardOutput)\(french.standardError)")
        #expect(french.standardError.contains("marked \(Self.french) current with README.md"))

        let forced = try run(["translations", "--mark-current", "de", "--force"], repo)
        #expect(forced.status == 0, "\(forced.standardOutput)\(forced.standardError)")
        #expect(forced.standardError.contains("marked \(Self.german) current with README.md"))
        let verify = try run(["verify"], repo)
        #expect(!verify.standardOutput.contains("translation-behind"), "\(verify.standardOutput)")
        #expect(verify.standardOutput.contains("\(Self.german):20: error: [translation-code]"), "forcing fixes nothing")
    }

    @Test func untrackedTranslationIsJudgedAsItWillBeOnceMarked() throws {
        // No translation carries a marker: the code is not compared yet, but marking would start it.
        let repo = try AnotherRepositoryTests.copy(changing: [
            Self.german: { Self.brokenCode(Self.unmarked($0)) }, Self.french: Self.unmarked,
        ])
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(Self.storedCopy))
        #expect(!(try run(["verify"], repo).standardOutput.contains("[translation-code]")))
        let before = try repo.snapshot()
        let refused = try run(["translations", "--mark-current", "de"], repo)
        #expect(refused.status == 2, "\(refused.standardOutput)\(refused.standardError)")
        // Line 19: the translation has no marker line.
        #expect(refused.standardOutput.contains("\(Self.german):19: error: [translation-code]"), "\(refused.standardOutput)")
        #expect(try repo.snapshot() == before)
    }

    /// The fixture with no translation marked, as a repository adopting doccheck has it, and a
    /// second translated document.
    static func adopting(german: @escaping (String) -> String = { $0 }) throws -> TemporaryRepository {
        let repo = try AnotherRepositoryTests.copy(changing: [
            Self.german: { german(Self.unmarked($0)) }, Self.french: Self.unmarked,
        ])
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent(Self.storedCopy))
        try repo.write("Docs/Guide.md", "# Guide\n\n[Deutsch](../Translations/Guide.de.md)\n\nRead me.\n")
        try repo.write("Translations/Guide.de.md", "# Anleitung\n\n[English](../Docs/Guide.md)\n\nLies mich.\n")
        return repo
    }

    @Test func markAllMarksEveryTranslationOfEverySource() throws {
        let repo = try Self.adopting()
        let marked = try run(["translations", "--mark-current", "--all"], repo)
        #expect(marked.status == 0, "\(marked.standardOutput)\(marked.standardError)")
        for (path, source) in [(Self.german, "README.md"), (Self.french, "README.md"), ("Translations/Guide.de.md", "Docs/Guide.md")] {
            #expect(marked.standardError.contains("marked \(path) current with \(source)"), "\(marked.standardError)")
            #expect(try repo.read(path).hasPrefix("<!-- doccheck:translation source=\(source) sha256="), "\(path)")
        }
        #expect(try repo.snapshot().keys.filter { $0.contains("/.sources/") }.count == 2, "one stored copy per source")
        let verify = try run(["verify", "--strict"], repo)
        #expect(verify.status == 0, "\(verify.standardOutput)")
        let again = try repo.snapshot()
        #expect(try run(["translations", "--mark-current", "--all"], repo).standardError.contains("was already marked current"))
        #expect(try repo.snapshot() == again)
    }

    @Test func markAllWritesNothingWhenOneTranslationIsRefused() throws {
        let repo = try Self.adopting(german: Self.brokenCode)
        let before = try repo.snapshot()
        let refused = try run(["translations", "--mark-current", "--all"], repo)
        #expect(refused.status == 2, "\(refused.standardOutput)\(refused.standardError)")
        #expect(refused.standardOutput.contains("\(Self.german):19: error: [translation-code]"), "\(refused.standardOutput)")
        #expect(refused.standardError.contains("nothing written: \(Self.german) has the errors above"), "\(refused.standardError)")
        #expect(try repo.snapshot() == before, "not even the translations without errors are marked")

        let forced = try run(["translations", "--mark-current", "--all", "--force"], repo)
        #expect(forced.status == 0, "\(forced.standardOutput)\(forced.standardError)")
        #expect(forced.standardError.contains("marked \(Self.german) current"))
        #expect(forced.standardError.contains("marked \(Self.french) current"))
    }

    @Test func markAllWithoutTranslationsSaysSo() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# P\n\nA package.\n"])
        let before = try repo.snapshot()
        let result = try run(["translations", "--mark-current", "--all"], repo)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("no translation under Translations/"), "\(result.standardOutput)")
        #expect(try repo.snapshot() == before)
    }

    @Test func helpNamesTheFlags() throws {
        let repo = try AnotherRepositoryTests.copy()
        let help = try run(["help", "translations"], repo).standardOutput
        #expect(help.contains("--force"), "\(help)")
        #expect(help.contains("--mark-current --all"), "\(help)")
    }
}
