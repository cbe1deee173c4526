import Foundation

/// What the version checks read from Package.swift: the tools version, the platform minimums
/// and the library products.
///
/// The manifest is read as text, not run: `swift package dump-package` takes seconds, too slow
/// for every `verify` in a pre-commit hook, and the few declarations read here have fixed forms.
public struct PackageManifest: Sendable {
    public struct Platform: Sendable, Equatable {
        /// The platform as documents name it ("iOS", "macOS").
        public var name: String
        public var version: VersionNumber
        /// The declaration as written (".iOS(.v26)").
        public var declaration: String
        public var location: SourceLocation
    }

    public let path: String
    /// The tools version: the first line's `// swift-tools-version: X.Y`, or 3 for a manifest
    /// that does not start with a comment (`toolsVersionIsImplied`); nil when its first line
    /// is a comment that cannot be read.
    public private(set) var toolsVersion: VersionNumber?
    /// Whether the manifest has no tools version comment, which SwiftPM reads as tools version
    /// 3: `ToolsVersionParser.findManifest` of swiftlang/swift-package-manager gives such a
    /// manifest 3.1.0, and the Swift 3.0 before tools versions read it too.
    public private(set) var toolsVersionIsImplied = false
    public private(set) var platforms: [Platform] = []
    public private(set) var libraries: [String] = []
    /// The names of the regular targets (`.target(name: "Kit")`), which a test target can depend on.
    public private(set) var targets: [String] = []
    /// The package's `name:`.
    public private(set) var packageName: String?
    /// The test targets: each one's name and, when it names one, its folder.
    public private(set) var testTargets: [(name: String, path: String?)] = []
    /// Declarations that cannot be read, each at its line; the rule id is the caller's.
    public private(set) var problems: [(location: SourceLocation, message: String)] = []

    /// The names documents use for SwiftPM's platform identifiers.
    static let platformNames = [
        "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
        "macCatalyst": "Mac Catalyst", "driverKit": "DriverKit",
    ]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        let source = SourceText(bytes: bytes)
        let text = String(decoding: bytes.dropFirst(source.hasByteOrderMark ? 3 : 0), as: UTF8.self)
        let first = source.lineCount > 0 ? source.line(1) : ""
        if let match = first.wholeMatch(of: cached(/(?i)\/\/\s*swift-tools-version\s*:\s*(\d+(?:\.\d+){0,2})(?:;.*)?\s*/)) {
            toolsVersion = VersionNumber(String(match.1))
        } else if let start = text.first(where: { !$0.isWhitespace }), start != "/" {
            (toolsVersion, toolsVersionIsImplied) = (VersionNumber("3"), true)
        } else {
            problems.append((SourceLocation(line: 1), "the first line is not '// swift-tools-version: X.Y'"))
        }
        libraries = text.matches(of: cached(/\.library\(\s*name:\s*"([^"]+)"/)).map { String($0.1) }
        targets = text.matches(of: cached(/\.target\(\s*name:\s*"([^"]+)"/)).map { String($0.1) }
        packageName = text.firstMatch(of: cached(/Package\(\s*name:\s*"([^"]+)"/)).map { String($0.1) }
        readPlatforms(text, source)
        readTestTargets(text)
    }

    /// Reads `.testTarget(name: "KitTests", path: "Tests/Kit")`: the name and path arguments.
    private mutating func readTestTargets(_ text: String) {
        let scanner = SwiftCallScanner(text)
        let utf8 = text.utf8
        for match in text.matches(of: cached(/\.testTarget\s*\(/)) {
            let open = utf8.distance(from: utf8.startIndex, to: match.range.upperBound) - 1
            guard let (arguments, _) = scanner.arguments(openingAt: open) else { continue }
            func literal(_ label: String) -> String? {
                guard let value = arguments.first(where: { $0.label == label })?.value,
                    let string = value.wholeMatch(of: cached(/"([^"\\]*)"/))
                else { return nil }
                return String(string.1)
            }
            if let name = literal("name") { testTargets.append((name, literal("path"))) }
        }
    }

    /// Whether a test target compiles the files of `folder`: its path holds the folder, or it
    /// has none and `Tests/NAME` does.
    public func hasTestTarget(compiling folder: String) -> Bool {
        testTargets.contains { target in
            let base = target.path ?? "Tests/" + target.name
            return folder == base || folder.hasPrefix(base + "/")
        }
    }

    /// Reads `platforms: [.iOS(.v26), .macOS("26.1")]`; an entry in another form is a problem,
    /// but for a custom platform.
    private mutating func readPlatforms(_ text: String, _ source: SourceText) {
        // The package's `platforms:`, not a target setting's `.when(platforms: [.iOS])`.
        guard
            let start = text.matches(of: cached(/platforms\s*:\s*\[/)).first(where: { match in
                !text[..<match.range.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("when(")
            })
        else { return }
        let base = source.hasByteOrderMark ? 3 : 0
        let utf8 = text.utf8
        // The list's entries are split as a call's arguments are: brackets, strings and comments
        // as the Swift lexer reads them.
        let open = utf8.distance(from: utf8.startIndex, to: start.range.upperBound) - 1
        guard let (entries, _) = SwiftCallScanner(text).arguments(openingAt: open) else {
            let offset = utf8.distance(from: utf8.startIndex, to: start.range.lowerBound)
            problems.append((source.location(ofByte: base + offset), "'platforms:' has no closing ']'"))
            return
        }
        for argument in entries {
            let entry = argument.text
            let at = source.location(ofByte: base + argument.range.lowerBound)
            // A platform of its own (`.custom("visionos", versionString: "1.0")`) states no minimum
            // a document could contradict.
            if entry.hasPrefix(".custom(") { continue }
            guard let match = entry.wholeMatch(of: cached(/\.(\w+)\(\s*(?:\.v(\d+(?:_\d+){0,2})|"(\d+(?:\.\d+){0,2})")\s*\)/)),
                let name = Self.platformNames[String(match.1)],
                let version = VersionNumber(match.2.map { $0.replacingOccurrences(of: "_", with: ".") } ?? String(match.3 ?? ""))
            else {
                problems.append((at, "cannot read platform '\(entry)'; write it as .iOS(.v26) or .iOS(\"26.1\")"))
                continue
            }
            platforms.append(Platform(name: name, version: version, declaration: entry, location: at))
        }
    }
}
