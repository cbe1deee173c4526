import Foundation
import Testing

@testable import DocCheckKit

/// `symbol-link` on a package whose graph has `Point` (with `x`, `moved(by:)` and `Kind.a`):
/// each way a symbol link breaks, reported in docc's words at the line and column docc
/// reports it, and the links docc resolves left alone.
@Suite struct SymbolLinkResolverTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var written: String
        var column: Int?
        var message: String?
        var path = "Geo.docc/Geo.md"
        var line = 3
        var testDescription: String { written }
    }

    /// The findings of `symbol-link` for the package with `documents` in its catalog.
    static func findings(_ documents: [String: String], graphs: [String: String]? = nil) throws -> [Diagnostic] {
        var files = SymbolLinkRule.files(documents)
        if let graphs {
            files["graphs/Geo.symbols.json"] = nil
            files.merge(graphs) { _, given in given }
        }
        return try RuleRun.findings(files).filter { $0.ruleID == SymbolLinkRule.id }
    }

    static let movedHash = DocCNames.stableHash("s:3Geo5PointV5moved2byACSd_tF")

    static let broken: [Case] = [
        Case(written: "Use ``Point`` and ``Circle``.", column: 21, message: "'Circle' doesn't exist at '/Geo'"),
        Case(written: "See <doc:Missing>.", column: 10, message: "'Missing' doesn't exist at '/Geo'"),
        Case(written: "Use ``Point/y``.", column: 13, message: "'y' doesn't exist at '/Geo/Point'"),
        Case(written: "Use ``/Geo/Circle``.", column: 12, message: "'Circle' doesn't exist at '/Geo'"),
        Case(written: "Use ``Other/Point``.", column: 7, message: "'Other' doesn't exist at '/Geo'"),
        Case(written: "Use ``Point/Kind/b``.", column: 18, message: "'b' doesn't exist at '/Geo/Point/Kind'"),
        Case(
            written: "Use ``Point/moved(by:)-swift.func``.", column: 23,
            message: "'swift.func' isn't a disambiguation for 'moved(by:)' at '/Geo/Point'"),
        Case(written: "Use ``Point/x-zzzzz``.", column: 14, message: "'zzzzz' isn't a disambiguation for 'x' at '/Geo/Point'"),
        Case(written: "Use ``Point/Kind`` | ``Kind``", column: 24, message: "'Kind' doesn't exist at '/Geo'"),
        Case(written: "Use ``Circle``.", column: 7, message: "'Circle' doesn't exist at '/Geo/Intro'", path: "Geo.docc/Intro.md"),
        Case(written: "See ``b``, a case.", column: 7, message: "'b' doesn't exist at '/Geo/Point'", path: "Geo.docc/Point.md"),
    ]

    static func documents(for written: Case) -> [String: String] {
        switch written.path {
        case "Geo.docc/Intro.md": ["Geo.docc/Intro.md": "# Intro\n\n\(written.written)\n"]
        case "Geo.docc/Point.md": ["Geo.docc/Point.md": "# ``Geo/Point``\n\n\(written.written)\n"]
        default: ["Geo.docc/Geo.md": "# ``Geo``\n\n\(written.written)\n"]
        }
    }

    @Test(arguments: broken)
    func eachBrokenLinkIsAtDoccsLineAndColumn(_ written: Case) throws {
        let findings = try Self.findings(Self.documents(for: written))
        #expect(findings.map(\.path) == [written.path], "\(findings.map(\.message))")
        #expect(findings.first?.location == SourceLocation(line: written.line, column: written.column ?? 0))
        #expect(findings.first?.message == written.message)
    }

    static let resolved = [
        "Use ``Point``, ``Geo/Point``, ``/Geo/Point`` and ``/documentation/Geo/Point``.",
        "Use ``Point/moved(by:)-swift.method``, ``Point/moved(by:)-method`` and ``Point/moved(by:)-\(movedHash)``.",
        "Use ``Point/moved(by:)-swift.method-\(movedHash)`` and ``Point/moved(by:)-(Double)->Point``.",
        "See <doc:Point/x>, <doc:Geo/Point/Kind/a> and <doc:Intro>.",
        "Code: `Circle`, ```Circle``` and\n\n```swift\n``Circle``\n```",
    ]

    @Test(arguments: resolved)
    func linksDoccResolvesAreQuiet(_ written: String) throws {
        #expect(try Self.findings(["Geo.docc/Geo.md": "# ``Geo``\n\n\(written)\n"]).isEmpty)
    }

    /// A graph with two `moved(by:)` methods and a protocol requirement `draw()` beside its
    /// default implementation, which DocC passes over when a link names both.
    static let overloads = """
        {"module": {"name": "Geo"}, "symbols": [
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:3Geo5PointV"}, "pathComponents": ["Point"]},
        {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:3Geo5PointV5moved2byACSd_tF"}, "pathComponents": ["Point", "moved(by:)"]},
        {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:3Geo5PointV5moved2byACSi_tF"}, "pathComponents": ["Point", "moved(by:)"]},
        {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "s:3Geo8DrawableP"}, "pathComponents": ["Drawable"]},
        {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:3Geo8DrawableP4drawSSyF"}, "pathComponents": ["Drawable", "draw()"]},
        {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:3Geo8DrawablePAAE4drawSSyF"}, "pathComponents": ["Drawable", "draw()"]}
        ], "relationships": [
        {"kind": "defaultImplementationOf", "source": "s:3Geo8DrawablePAAE4drawSSyF", "target": "s:3Geo8DrawableP4drawSSyF"}
        ]}
        """

    /// A last component that names two symbols is ambiguous, with or without a kind they share;
    /// a hash, a type signature or DocC's favoring of a requirement picks one.
    @Test func aNameOfTwoSymbolsIsAmbiguousWhereDoccSaysSo() throws {
        let graphs = ["graphs/Geo.symbols.json": Self.overloads]
        let ambiguous = try Self.findings(
            ["Geo.docc/Geo.md": "# ``Geo``\n\nUse ``Point/moved(by:)``.\n\nUse ``Point/moved(by:)-method``.\n"], graphs: graphs)
        #expect(ambiguous.map(\.location) == [SourceLocation(line: 3, column: 13), SourceLocation(line: 5, column: 16)])
        #expect(ambiguous.map(\.message) == ["'moved(by:)' is ambiguous at '/Geo/Point'", "'moved(by:)-method' is ambiguous at '/Geo/Point'"])
        let hash = DocCNames.stableHash("s:3Geo5PointV5moved2byACSi_tF")
        let picked = try Self.findings(
            ["Geo.docc/Geo.md": "# ``Geo``\n\nUse ``Point/moved(by:)-\(hash)``, ``Point/moved(by:)-(Int)`` and ``Drawable/draw()``.\n"],
            graphs: graphs)
        #expect(picked.isEmpty, "\(picked.map(\.message))")
    }

    /// Relative links start from the page they are on and then from each page above it.
    @Test func membersResolveFromTheirTypesExtensionFile() throws {
        let findings = try Self.findings(["Geo.docc/Point.md": "# ``Geo/Point``\n\nSee ``Kind/a``, ``x``, ``Point`` and ``moved(by:)``.\n"])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// An extension file whose title names no symbol has no page: that is the finding.
    @Test func anExtensionFileOfNoSymbolIsAtItsTitle() throws {
        let findings = try Self.findings(["Geo.docc/Circle.md": "# ``Geo/Circle``\n\nSee ``x``.\n"])
        #expect(findings.map(\.message) == ["no symbol matched 'Geo/Circle'"])
        #expect(findings.first?.location?.line == 1)
    }

    /// A symbol link over two lines is reported at its start.
    @Test func aLinkOverTwoLinesIsAtItsStart() throws {
        let findings = try Self.findings(["Geo.docc/Geo.md": "# ``Geo``\n\nUse ``Point/\nCircle``.\n"])
        #expect(findings.map(\.location) == [SourceLocation(line: 3, column: 7)], "\(findings.map(\.message))")
    }

    /// With no graph at hand the links are not guessed at: one note says so and how to check them.
    @Test func withNoGraphOneNoteSaysTheLinksWereNotChecked() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# Geo\n", "Package.swift": "// swift-tools-version:5.9\n",
            "Sources/Geo/Geo.docc/Geo.md": "# ``Geo``\n\nUse ``Point`` and <doc:Nope>.\n",
        ])
        let result = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(result.diagnostics.filter { $0.ruleID == SymbolLinkRule.id }.isEmpty)
        #expect(
            result.checksNotRun.filter { $0.hasPrefix("symbol-link:") } == [
                "symbol-link: 3 symbol links of DocC catalogs are not checked, because no symbol graph of the package's current sources is at hand; run 'doccheck verify --symbols' to make one (swift package dump-symbol-graph) and check them"
            ])
    }

    /// A graph that describes none of a catalog's modules checks none of its links, and says so.
    @Test func aGraphWithoutTheCatalogsModuleSaysSo() throws {
        let other = SymbolLinkRule.exampleGraph.replacingOccurrences(of: #""name": "Geo""#, with: #""name": "Other""#)
        let third = SymbolLinkRule.exampleGraph.replacingOccurrences(of: #""name": "Geo""#, with: #""name": "Third""#)
        let files = SymbolLinkRule.files(["Geo.docc/Geo.md": "# ``Geo``\n\nUse ``Circle``.\n"]).merging([
            "graphs/Geo.symbols.json": "", "graphs/Other.symbols.json": other, "graphs/Third.symbols.json": third,
        ]) { _, given in given }
        let repo = try TemporaryRepository(files: files)
        let result = try DocCheck(repository: try Repository(root: repo.root)).verify()
        #expect(result.diagnostics.filter { $0.ruleID == SymbolLinkRule.id }.isEmpty)
        #expect(
            result.checksNotRun.filter { $0.hasPrefix("symbol-link:") } == [
                "symbol-link: the symbol links of Geo.docc are not checked, because the symbol graph describes no module of that catalog (it has Other, Third)"
            ])
    }
}

/// The cache of symbol graphs: its key follows the library's sources, and a run of
/// `dump-symbol-graph` that fails only for the test runner SwiftPM synthesizes is taken.
@Suite struct SymbolGraphCacheTests {
    @Test func theKeyFollowsTheSourcesButNotTheTests() throws {
        let repo = try TemporaryRepository(files: [
            "Package.swift": "// swift-tools-version:5.9\n", "Sources/Geo/Geo.swift": "public struct Point {}\n",
            "Tests/GeoTests/T.swift": "import Geo\n",
        ])
        let cache = SymbolGraphCache(root: repo.root)
        let first = cache.key()
        try repo.write("Tests/GeoTests/T.swift", "import Geo // changed\n")
        #expect(cache.key() == first)
        try repo.write("Sources/Geo/Geo.swift", "public struct Point { public var x = 0 }\n")
        #expect(cache.key() != first)
        try repo.write("Package.swift", "// swift-tools-version:6.0\n")
        #expect(cache.key() != first)
    }

    /// The key a stamp records is taken only while every source has the size and time it
    /// records: an edit of the same length, a new file and a removed one each make it hashed again.
    @Test func theStampedKeyFollowsEveryChange() throws {
        let repo = try TemporaryRepository(files: [
            "Package.swift": "// swift-tools-version:5.9\n", "Sources/Geo/Geo.swift": "public struct Point {}\n",
        ])
        let cache = SymbolGraphCache(root: repo.root)
        func age(_ path: String, seconds: Double) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: repo.root.appendingPathComponent(path).path)
        }
        try age("Package.swift", seconds: 3600)
        try age("Sources/Geo/Geo.swift", seconds: 3600)
        try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
        let first = cache.currentKey()
        #expect(first == cache.key())
        let stamp = cache.folder.appendingPathComponent(".sources-stamp").path
        #expect(FileManager.default.fileExists(atPath: stamp))
        #expect(cache.currentKey() == first)
        try repo.write("Sources/Geo/Geo.swift", "public struct Place {}\n")
        try age("Sources/Geo/Geo.swift", seconds: 1800)
        let edited = cache.currentKey()
        #expect(edited != first)
        #expect(edited == cache.key())
        try repo.write("Sources/Geo/More.swift", "public struct More {}\n")
        try age("Sources/Geo/More.swift", seconds: 1800)
        let added = cache.currentKey()
        #expect(added != edited)
        #expect(added == cache.key())
        try FileManager.default.removeItem(at: repo.root.appendingPathComponent("Sources/Geo/More.swift"))
        #expect(cache.currentKey() == edited)
        // A folder of graphs that is not the current key's is not current.
        try FileManager.default.createDirectory(at: cache.folder.appendingPathComponent("other"), withIntermediateDirectories: true)
        #expect(cache.current() == nil)
    }

    @Test func theModulesARunCouldNotDescribeAreRead() {
        #expect(
            SymbolGraphCache.moduleWithoutGraph(
                "error: Failed to emit symbol graph for 'GeoPackageTests': Couldn't load module 'GeoPackageTests' in the current SDK")
                == "GeoPackageTests")
        #expect(SymbolGraphCache.moduleWithoutGraph("error: something else") == nil)
    }

    /// The folder SwiftPM writes into keeps the graphs of earlier runs: only this run's are kept.
    @Test func onlyTheGraphsOfThisRunAreKept() throws {
        let repo = try TemporaryRepository(files: [
            "Package.swift": "// swift-tools-version:5.9\n", "out/Old.symbols.json": "{}", "out/Geo.symbols.json": SymbolLinkRule.exampleGraph,
        ])
        let old = repo.root.appendingPathComponent("out/Old.symbols.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: old.path)
        let cache = SymbolGraphCache(root: repo.root)
        try cache.store(from: repo.root.appendingPathComponent("out"), key: "k", since: Date(timeIntervalSinceNow: -60))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder.appendingPathComponent("k").path) == ["Geo.symbols.json"])
        #expect(throws: SymbolGraphCache.BuildFailure.self) {
            try cache.store(from: repo.root.appendingPathComponent("out"), key: "k2", since: Date(timeIntervalSinceNow: 60))
        }
        #expect(FileManager.default.fileExists(atPath: cache.folder.appendingPathComponent("k").path), "a failed store keeps the graph")
    }
}

/// `"symbols"` in `.doccheck.json`: when `verify` makes the graph first, and what `init` says.
@Suite struct SymbolGraphPolicyTests {
    @Test func ciMakesTheGraphWhereCISaysSo() {
        #expect(SymbolGraphPolicy.ci.makesGraph(requested: false, environment: ["CI": "true"]))
        #expect(SymbolGraphPolicy.ci.makesGraph(requested: false, environment: ["CI": "1"]))
        #expect(!SymbolGraphPolicy.ci.makesGraph(requested: false, environment: ["CI": "false"]))
        #expect(!SymbolGraphPolicy.ci.makesGraph(requested: false, environment: [:]))
        #expect(!SymbolGraphPolicy.onRequest.makesGraph(requested: false, environment: ["CI": "true"]))
        #expect(SymbolGraphPolicy.onRequest.makesGraph(requested: true, environment: [:]))
    }

    @Test func anUnknownValueIsAnErrorAtItsKey() throws {
        let repo = try TemporaryRepository(files: ["README.md": "# P\n", ".doccheck.json": #"{"symbols": "always"}"#])
        #expect {
            _ = try Repository(root: repo.root)
        } throws: { error in
            (error as? ConfigurationError)?.message == "key 'symbols' must be one of on-request, ci"
        }
        let ci = try TemporaryRepository(files: ["README.md": "# P\n", ".doccheck.json": #"{"symbols": "ci"}"#])
        #expect(try Repository(root: ci.root).configuration.symbols == .ci)
    }

    @Test func initSaysHowSymbolLinksAreChecked() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# Geo\n", "Package.swift": "// swift-tools-version:5.9\n", "Sources/Geo/Geo.docc/Geo.md": "# ``Geo``\n",
        ])
        let initial = InitialConfiguration(repository: try Repository(root: repo.root, readingConfiguration: false))
        #expect(
            initial.choices.contains { $0.hasPrefix("symbols: on-request (the catalogs' symbol links are checked once 'doccheck verify --symbols'") })
        #expect(String(decoding: initial.bytes, as: UTF8.self).contains(#""symbols": "on-request""#))
        let plain = try TemporaryRepository(files: ["README.md": "# Geo\n", "Package.swift": "// swift-tools-version:5.9\n"])
        #expect(
            !InitialConfiguration(repository: try Repository(root: plain.root, readingConfiguration: false)).choices.contains {
                $0.hasPrefix("symbols")
            })
    }
}
