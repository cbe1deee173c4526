/// Finds SwiftPM declarations of this package in Swift text (a code block, an inline code span)
/// and reads their requirement: `from:`, `.upToNextMajor(from:)`, `.upToNextMinor(from:)`,
/// `exact:`, `"a"..<"b"`, `"a"..."b"`, `branch:`, `revision:`, and the old
/// `.Package(url:majorVersion:)` and `Version(…)` forms.
struct SwiftPMPinParser {
    let canonical: RepositoryURL

    func pins(in passage: Passage) -> [DependencyPin] {
        guard passage.text.includes("ackage") else { return [] }
        let scanner = SwiftCallScanner(passage.text)
        var pins: [DependencyPin] = []
        // A document that declares the package many times names the same few URLs: each is read once.
        var isCanonical: [String: Bool] = [:]
        for (call, isOldForm) in Self.calls(scanner.bytes) {
            guard let (arguments, end) = scanner.arguments(openingAt: call.upperBound - 1),
                let urlIndex = arguments.firstIndex(where: { $0.label == "url" }),
                let url = SwiftCallScanner.stringLiteral(arguments[urlIndex].value)
            else { continue }
            let canonicalURL = isCanonical[url] ?? (RepositoryURL(url) == canonical)
            isCanonical[url] = canonicalURL
            guard canonicalURL else { continue }
            // The package's traits (`traits: ["Fast"]`, SwiftPM 6.1) follow the requirement and are not part of it.
            let requirement = Array(arguments[(urlIndex + 1)...].prefix { $0.label != "traits" })
            guard let first = requirement.first, let last = requirement.last else { continue }
            let span = first.range.lowerBound..<last.range.upperBound
            var pin = Self.read(requirement)
            pin.written = String(decoding: scanner.bytes[span], as: UTF8.self)
                .split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.joined(separator: " ")
            pin.path = passage.path
            pin.location = passage.location(at: span.lowerBound)
            if isOldForm {
                pin.bytes = passage.bytes(of: call.lowerBound..<end)
                pin.rewrite = .swiftPMCall(url: url)
            } else {
                pin.bytes = passage.bytes(of: span)
                pin.rewrite = .swiftPMRequirement
            }
            if pin.bytes == nil { pin.rewrite = nil }
            pins.append(pin)
        }
        return pins
    }

    /// Every `.package(` and `.Package(` of the text (blanks allowed before the parenthesis):
    /// each call's offsets up to and including the parenthesis, and whether it is the old
    /// `.Package(` form. Found by bytes: a pattern search cost most of a long document's scan.
    static func calls(_ bytes: [UInt8]) -> [(range: Range<Int>, isOldForm: Bool)] {
        let word = Array("ackage".utf8)
        var calls: [(Range<Int>, Bool)] = []
        var index = 0
        while index + 8 < bytes.count {
            guard bytes[index] == UInt8(ascii: "."), bytes[index + 1] == UInt8(ascii: "p") || bytes[index + 1] == UInt8(ascii: "P"),
                bytes[(index + 2)..<(index + 8)].elementsEqual(word)
            else {
                index += 1
                continue
            }
            var cursor = index + 8
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D {
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") {
                calls.append((index..<(cursor + 1), bytes[index + 1] == UInt8(ascii: "P")))
            }
            index = cursor
        }
        return calls
    }

    /// The form and constraint of a requirement's arguments (everything after `url:`).
    static func read(_ arguments: [SwiftCallScanner.Argument]) -> DependencyPin {
        var pin = DependencyPin(ecosystem: .swiftPM, form: .from, constraint: .malformed(""), written: "", path: "")
        let first = arguments[0]
        func versions(_ form: DependencyPin.Form, _ value: String, upper: (SemanticVersion) -> SemanticVersion?, included: Bool = false) {
            pin.form = form
            let (version, text) = Self.version(value)
            pin.versionText = text
            pin.constraint = version.map { .versions(lower: $0, upper: upper($0), upperIncluded: included) } ?? .malformed(text)
        }
        switch (first.label, arguments.count) {
        case ("from", 1): versions(.from, first.value, upper: { $0.nextMajor })
        case ("exact", 1): versions(.exact, first.value, upper: { $0 }, included: true)
        case ("branch", 1):
            pin.form = .branch
            pin.constraint = .branch(SwiftCallScanner.stringLiteral(first.value) ?? first.value)
        case ("revision", 1):
            pin.form = .revision
            pin.constraint = .revision(SwiftCallScanner.stringLiteral(first.value) ?? first.value)
        case ("majorVersion", _):
            pin.form = .majorVersion
            let major = VersionNumber.part(first.value.trimmingWhitespace())
            let minor = arguments.count == 2 && arguments[1].label == "minor" ? VersionNumber.part(arguments[1].value.trimmingWhitespace()) : nil
            if let major, arguments.count == 1 {
                pin.constraint = .versions(lower: SemanticVersion(major, 0, 0), upper: SemanticVersion(major + 1, 0, 0), upperIncluded: false)
            } else if let major, let minor {
                pin.constraint = .versions(lower: SemanticVersion(major, minor, 0), upper: SemanticVersion(major, minor + 1, 0), upperIncluded: false)
            } else {
                pin.constraint = .malformed(arguments.map(\.text).joined(separator: ", "))
            }
        case ("versions", 1), (nil, 1): readUnlabeled(first.value, into: &pin)
        default:
            pin.form = .requirement
            pin.constraint = .malformed(arguments.map(\.text).joined(separator: ", "))
        }
        return pin
    }

    /// `.upToNextMajor(from:)`, `.upToNextMinor(from:)`, `.exact(…)`, `.branch(…)`, `.revision(…)`,
    /// a range of versions, or a lone `Version(…)` (the old API's exact version).
    private static func readUnlabeled(_ value: String, into pin: inout DependencyPin) {
        let text = value.trimmingWhitespace()
        if let match = text.wholeMatch(of: cached(/\.(upToNextMajor|upToNextMinor)\(\s*from\s*:\s*(.+?)\s*\)/)) {
            pin.form = match.1 == "upToNextMajor" ? .upToNextMajor : .upToNextMinor
            let (parsed, written) = Self.version(String(match.2))
            pin.versionText = written
            let upper: (SemanticVersion) -> SemanticVersion = match.1 == "upToNextMajor" ? { $0.nextMajor } : { $0.nextMinor }
            pin.constraint = parsed.map { .versions(lower: $0, upper: upper($0), upperIncluded: false) } ?? .malformed(written)
        } else if let match = text.wholeMatch(of: cached(/\.exact\(\s*(.+?)\s*\)/)) {
            pin.form = .exact
            let (parsed, written) = Self.version(String(match.1))
            pin.versionText = written
            pin.constraint = parsed.map { .versions(lower: $0, upper: $0, upperIncluded: true) } ?? .malformed(written)
        } else if let match = text.wholeMatch(of: cached(/\.(branch|revision)\(\s*(.+?)\s*\)/)) {
            pin.form = match.1 == "branch" ? .branch : .revision
            let name = SwiftCallScanner.stringLiteral(String(match.2)) ?? String(match.2)
            pin.constraint = match.1 == "branch" ? .branch(name) : .revision(name)
        } else if let match = text.wholeMatch(
            of: /("(?:[^"\\]|\\.)*"|Version\([^()]*\))\s*(\.\.<|\.\.\.)\s*("(?:[^"\\]|\\.)*"|Version\([^()]*\))/)
        {
            let closed = match.2 == "..."
            pin.form = closed ? .closedRange : .halfOpenRange
            let (lower, lowerText) = Self.version(String(match.1))
            let (upper, upperText) = Self.version(String(match.3))
            pin.versionText = lowerText
            if let lower, let upper {
                pin.constraint = .versions(lower: lower, upper: upper, upperIncluded: closed)
            } else {
                pin.constraint = .malformed(lower == nil ? lowerText : upperText)
            }
        } else if text.hasPrefix("Version(") {
            pin.form = .legacyVersion
            let (parsed, written) = Self.version(text)
            pin.versionText = written
            pin.constraint = parsed.map { .versions(lower: $0, upper: $0, upperIncluded: true) } ?? .malformed(written)
        } else {
            pin.form = .requirement
            pin.constraint = .malformed(text)
        }
    }

    /// A version expression, `"2.0.0"` or `Version(2, 0, 0)`, and how it is written: a string's
    /// content ("2.0.0", "2.0"), any other expression whole (so only a string is canonical).
    static func version(_ expression: String) -> (SemanticVersion?, String) {
        let text = expression.trimmingWhitespace()
        if let literal = SwiftCallScanner.stringLiteral(text) { return (SemanticVersion(literal), literal) }
        if let match = text.wholeMatch(of: cached(/Version\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)/)),
            let major = VersionNumber.part(match.1), let minor = VersionNumber.part(match.2), let patch = VersionNumber.part(match.3)
        {
            return (SemanticVersion(major, minor, patch), text)
        }
        if let match = text.wholeMatch(of: cached(/Version\(\s*"([^"]*)"\s*\)/)) { return (SemanticVersion(String(match.1)), text) }
        return (nil, text)
    }
}
