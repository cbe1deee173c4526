import Foundation
import Testing

/// `doccheck mutate` on the WidgetKit fixture: what the checks catch, what a disabled rule
/// lets through, and that the repository itself is never touched.
@Suite struct MutateTests {
    @Test func everyApplicableMutationIsCaught() throws {
        let repo = try AnotherRepositoryTests.copy()
        let before = try repo.snapshot()
        let result = try DocCheckProcess.run(["mutate", "--strict"], in: repo.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("caught        table-delete-row        by generated-table at README.md:"))
        #expect(result.standardOutput.contains("caught        translation-code-token  by translation-code at Translations/README.de.md:20"))
        #expect(result.standardOutput.contains("caught        translation-drop-row    by translation-table at Translations/README.de.md:11"))
        #expect(result.standardOutput.contains("caught        translation-source-changed  by translation-behind at Translations/README.de.md:1"))
        #expect(result.standardOutput.contains("caught        link-outside            by link-outside at README.md:21"))
        #expect(result.standardOutput.contains("caught        link-click-here         by link-text at README.md:21"))
        #expect(result.standardOutput.contains("caught        heading-skip-level      by heading-level at README.md:5"))
        #expect(result.standardOutput.contains("caught        table-remove-marker     by marker"))
        #expect(result.standardOutput.contains("not applicable swift-code-token"), "the fixture has no compiled Swift block")
        #expect(!result.standardOutput.contains("SURVIVED"))
        #expect(result.standardOutput.contains(try #require(result.standardOutput.firstMatch(of: /caught (\d+) of \1 mutations/)).output.0))
        #expect(try repo.snapshot() == before)
    }

    @Test func disablingARuleLetsItsMutationsSurvive() throws {
        let repo = try AnotherRepositoryTests.copy()
        let result = try DocCheckProcess.run(["mutate", "--disable", "generated-table"], in: repo.root)
        #expect(result.status == 1)
        for id in ["table-delete-row", "table-duplicate-row", "table-swap-rows", "table-edit-cell"] {
            #expect(result.standardOutput.contains("SURVIVED      \(id)"), "\(id): \(result.standardOutput)")
        }
        #expect(result.standardOutput.contains("caught        table-remove-marker"))
        // Without --strict a warning fails nothing: a translation left behind gets through.
        #expect(result.standardOutput.contains("SURVIVED      translation-source-changed"))
    }

    /// Without --strict (under it, any README edit also leaves the translations behind), each
    /// of these mutations is caught by one rule alone.
    @Test(arguments: [
        ("translation-code", "translation-code-token"), ("translation-table", "translation-drop-row"), ("link-text", "link-click-here"),
    ])
    func disablingADocumentRuleLetsItsMutationSurvive(_ rule: String, _ mutation: String) throws {
        let repo = try AnotherRepositoryTests.copy()
        let result = try DocCheckProcess.run(["mutate", "--disable", rule], in: repo.root)
        #expect(result.status == 1)
        let survivors = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("SURVIVED") }
        #expect(survivors.count == 2, "\(result.standardOutput)")
        #expect(survivors.contains { $0.hasPrefix("SURVIVED      \(mutation) ") }, "\(result.standardOutput)")
        #expect(survivors.contains { $0.hasPrefix("SURVIVED      translation-source-changed") }, "\(result.standardOutput)")
    }

    @Test func uncleanRepositoryStopsBeforeMutating() throws {
        let repo = try AnotherRepositoryTests.copy(changing: ["README.md": { $0.replacingOccurrences(of: "| Clock |", with: "| Clok |") }])
        let result = try DocCheckProcess.run(["mutate"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardError.contains("mutate stopped: the unmutated repository is not clean"))
        #expect(result.standardOutput.contains("README.md:10:"))
    }

    @Test func interruptingLeavesTheRepositoryAsItWas() throws {
        let repo = try AnotherRepositoryTests.copy()
        let before = try repo.snapshot()
        for delay in [0.05, 0.2, 0.5] {
            let process = Process()
            process.executableURL = DocCheckProcess.binary
            process.arguments = ["mutate"]
            process.currentDirectoryURL = repo.root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            process.interrupt()
            process.waitUntilExit()
            #expect(try repo.snapshot() == before)
        }
    }
}
