import Foundation
import Testing

/// `regen-examples` and `verify` on the Swift blocks of a small repository, through the binary.
@Suite struct ExamplesEndToEndTests {
    static let readme = """
        # Package

        <!-- doccheck: test -->
        ```swift
        let answer = 6 * 7   // → 42
        ```

        <!-- doccheck: skip "needs a network connection" -->
        ```swift
        let page = WebPage()
        ```

        """
    static let generated = "Tests/ReadmeExamplesTests/Generated/README.swift"

    @Test func regenThenVerifyIsClean() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        let before = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(before.status == 1)
        #expect(before.standardOutput.contains("\(Self.generated): error: [examples-generated] generated tests are missing"))
        let regen = try DocCheckProcess.run(["regen-examples"], in: repo.root)
        #expect(regen.status == 0)
        #expect(try repo.read(Self.generated).contains("let answer = 6 * 7; #expect(answer == 42)"))
        let after = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(after.status == 0, "\(after.standardOutput)")
        #expect(after.standardError.contains("Swift blocks: 1 compiled, 0 manifest fragments, 1 skipped"))
        let list = try DocCheckProcess.run(["examples"], in: repo.root)
        #expect(list.standardOutput == "README.md:4: compiled\nREADME.md:9: skipped: needs a network connection\n")
    }

    /// With the README unreadable, nothing is known of its blocks: `examples` says why and
    /// exits 1, `verify` does not suggest a regeneration that would delete the tests, and
    /// `regen-examples` writes nothing.
    @Test func anUnreadableReadmeLeavesItsGeneratedTestsAlone() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        let tests = try repo.read(Self.generated)
        try repo.write("README.md", bytes: Array(Self.readme.utf8) + [0xFF])
        let list = try DocCheckProcess.run(["examples"], in: repo.root)
        #expect(list.status == 1)
        #expect(list.standardOutput.contains("README.md:12:1: error: [document] invalid UTF-8"), "\(list.standardOutput)")
        let verify = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(!verify.standardOutput.contains("regen-examples"), "\(verify.standardOutput)")
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 1)
        #expect(try repo.read(Self.generated) == tests)
    }

    @Test func handEditedGeneratedFileIsFoundAtItsLine() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        var lines = try repo.read(Self.generated).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("6 * 7") })
        lines[index] = lines[index].replacingOccurrences(of: "42", with: "43")
        try repo.write(Self.generated, lines.joined(separator: "\n"))
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\(Self.generated):\(index + 1): error: [examples-generated]"), "\(result.standardOutput)")
        #expect(try DocCheckProcess.run(["regen-examples", "--check"], in: repo.root).status == 1)
    }

    @Test func unannotatedBlockFailsVerifyAndRegenWritesNothing() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        try repo.write("README.md", Self.readme + "```swift\nprint(1)\n```\n")
        let before = try repo.snapshot()
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("README.md:12:1: error: [swift-block-status] Swift block has no status"))
        let regen = try DocCheckProcess.run(["regen-examples"], in: repo.root)
        #expect(regen.status == 1)
        #expect(regen.standardError.contains("nothing written"))
        #expect(try repo.snapshot() == before)
    }

    @Test func unterminatedFenceIsAFinding() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# T\n\nText.\n\n```sh\nswift test\n\nMore text.\n"])
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("README.md:5:1: error: [swift-block-syntax] code fence is never closed"))
    }

    @Test func staleGeneratedFileIsFoundAndRemoved() throws {
        let repo = try TemporaryRepository(files: ["README.md": Self.readme])
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        try repo.write("README.md", "# Package\n")
        let result = try DocCheckProcess.run(["verify"], in: repo.root)
        #expect(
            result.standardOutput.contains(
                "\(Self.generated): error: [examples-generated] generated tests for a document that has no compiled Swift blocks any more"))
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(Self.generated).path))
        #expect(try DocCheckProcess.run(["verify"], in: repo.root).status == 0)
    }

    /// `fails "…"` under the real compiler: a block that fails with the stated error passes; one
    /// that compiles and one that fails with another error each fail their test at the block's
    /// fence line, saying what the compiler did.
    @Test func mustFailBlocksAreJudgedByTheCompiler() throws {
        let readme = """
            # Package

            <!-- doccheck: fails "cannot find 'foo' in scope" -->
            ```swift
            import Lib
            foo(twice(1))
            ```

            <!-- doccheck: fails "cannot find 'foo' in scope" -->
            ```swift
            let foo = 1
            ```

            <!-- doccheck: fails "cannot find 'foo' in scope" -->
            ```swift
            let a = 1
            bar()
            ```

            """
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Package",
                targets: [
                    .target(name: "CLib"), .target(name: "Lib", dependencies: ["CLib"]),
                    .testTarget(name: "ReadmeExamplesTests", dependencies: ["Lib"]),
                ]
            )

            """
        // The library imports a C target: compiling a block on its own needs its module map.
        let repo = try TemporaryRepository(files: [
            "README.md": readme, "Package.swift": manifest, "Sources/CLib/include/CLib.h": "int clib_twice(int x);\n",
            "Sources/CLib/CLib.c": "#include \"CLib.h\"\nint clib_twice(int x) { return 2 * x; }\n",
            "Sources/Lib/Lib.swift": "import CLib\n\npublic func twice(_ x: Int32) -> Int32 { clib_twice(x) }\n",
        ])
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        let scratch = repo.root.appendingPathComponent(".scratch").path
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let run = try DocCheckProcess.run(["swift", "test", "--scratch-path", scratch], in: repo.root, executable: swift)
        #expect(run.status != 0)
        let issues = run.standardOutput.split(separator: "\n").filter { $0.contains("recorded an issue at") }
        #expect(issues.count == 2, "\(run.standardOutput)\n\(run.standardError)")
        #expect(issues.contains { $0.contains("recorded an issue at README.md:10:") }, "\(issues)")
        #expect(issues.contains { $0.contains("recorded an issue at README.md:15:") }, "\(issues)")
        #expect(run.standardOutput.contains("the block compiles, but it must fail with an error containing \"cannot find 'foo' in scope\""))
        #expect(
            run.standardOutput.contains(
                "the block fails with \"cannot find 'bar' in scope\" (README.md:17:1), not with an error containing \"cannot find 'foo' in scope\""),
            "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Test \"README.md:4 fails to compile\" passed"), "\(run.standardOutput)")
    }

    /// `fix-examples` runs the examples and rewrites a wrong stated result to the value the
    /// code gave, after which `swift test` passes; with a block that does not compile it
    /// writes nothing and names the error at its line.
    @Test func fixExamplesRewritesAWrongResultAndRefusesABrokenBlock() throws {
        let readme = """
            # Package

            <!-- doccheck: test -->
            ```swift
            let x = 1
            x + 1          // → 3
            ```

            """
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Package", targets: [.testTarget(name: "ReadmeExamplesTests")])

            """
        let repo = try TemporaryRepository(files: ["README.md": readme, "Package.swift": manifest])
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        let check = try DocCheckProcess.run(["fix-examples", "--check"], in: repo.root)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("README.md:6:23: error: [swift-compile] stated result 3 is 2 in the code"), "\(check.standardOutput)")
        #expect(try repo.read("README.md") == readme)
        let fix = try DocCheckProcess.run(["fix-examples"], in: repo.root)
        #expect(fix.status == 0, "\(fix.standardOutput)\(fix.standardError)")
        #expect(try repo.read("README.md") == readme.replacingOccurrences(of: "// → 3", with: "// → 2"))
        let again = try DocCheckProcess.run(["fix-examples", "--check"], in: repo.root)
        #expect(again.status == 0, "\(again.standardOutput)\(again.standardError)")
        // A block that does not compile, and a snippet that does not either (SwiftPM may stop
        // at it before the tests): nothing is written, and each error is at its line.
        let broken = readme.replacingOccurrences(of: "x + 1", with: "y + 1")
        try repo.write("README.md", broken)
        try repo.write("Snippets/Bad.swift", "let n: Int = \"one\"\n")
        #expect(try DocCheckProcess.run(["regen-examples"], in: repo.root).status == 0)
        let generated = try repo.read(Self.generated)
        let refused = try DocCheckProcess.run(["fix-examples"], in: repo.root)
        #expect(refused.status == 1)
        #expect(refused.standardOutput.contains("README.md:6: error: [swift-compile] cannot find 'y' in scope"), "\(refused.standardOutput)")
        #expect(refused.standardOutput.contains("Snippets/Bad.swift:1:14: error: [swift-compile] cannot convert"), "\(refused.standardOutput)")
        #expect(refused.standardError.contains("nothing written"))
        #expect(try repo.read("README.md") == broken)
        #expect(try repo.read(Self.generated) == generated)
    }
}
