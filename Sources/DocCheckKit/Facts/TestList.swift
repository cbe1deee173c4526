import Foundation

/// The tests of the package as `swift test list --skip-build` reports them: one line per test
/// (`Module.Suite/test()`), a suite being every `Module.Suite` and nested `…/Inner` before a
/// test's name. It needs the package built (`swift build --build-tests`); without a build the
/// sources say so once and are not checked.
enum TestList {
    /// What one repository's test list holds, read once per process.
    private static let lists = Memo<String, Result<(tests: Int, suites: Int), FactUnavailable>>(capacity: 16)

    static let sources: [FactSource] = [
        FactSource(
            name: "tests", summary: "the number of tests swift test list reports", nouns: ["tests"], exampleFiles: examplePackage,
            examplesNeedBuild: true, exampleValue: { .number(2) }, compute: { counts($0).map { .number($0.tests) } }),
        FactSource(
            name: "suites", summary: "the number of test suites swift test list reports", nouns: ["suites"], exampleFiles: examplePackage,
            examplesNeedBuild: true, exampleValue: { .number(1) }, compute: { counts($0).map { .number($0.suites) } }),
    ]

    /// A package of two tests in one suite, the sources' example once built.
    static let examplePackage = [
        "Package.swift":
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Counted\", targets: [.testTarget(name: \"CountedTests\")])\n",
        "Tests/CountedTests/CountedTests.swift":
            "import Testing\n\n@Suite struct CountedTests {\n    @Test func one() {}\n    @Test func two() {}\n}\n",
    ]

    static func counts(_ repository: Repository) -> Result<(tests: Int, suites: Int), FactUnavailable> {
        lists.value(repository.root.path) {
            guard repository.fileExists("Package.swift") else { return .failure(FactUnavailable("there is no Package.swift")) }
            // The lock is SwiftPM's against two builds at once; listing builds nothing.
            let run = Result { () throws(Subprocess.LaunchFailure) in
                try Subprocess.run(["swift", "test", "list", "--skip-build", "--ignore-lock"], in: repository.root, capture: .both)
            }
            let result: Subprocess.Result
            switch run {
            case .success(let done): result = done
            case .failure(let failure): return .failure(FactUnavailable(failure.message))
            }
            guard result.status == 0 else {
                return .failure(FactUnavailable("'swift test list --skip-build' failed (build the tests first: swift build --build-tests)"))
            }
            return .success(count(result.text))
        }
    }

    /// The tests and suites of `swift test list`'s output: its lines of the form `Module.Suite/test`.
    static func count(_ output: String) -> (tests: Int, suites: Int) {
        var tests = 0
        var suites = Set<Substring>()
        for line in output.split(separator: "\n") {
            let trimmed = line.trimmingPrefix(while: \.isWhitespace)
            guard let slash = trimmed.lastIndex(of: "/"), !trimmed.contains(" "), trimmed.contains(".") else { continue }
            tests += 1
            var prefix = trimmed[..<slash]
            while true {
                suites.insert(prefix)
                guard let parent = prefix.lastIndex(of: "/") else { break }
                prefix = prefix[..<parent]
            }
        }
        return (tests, suites.count)
    }
}
