/// Finds CocoaPods (`pod 'Name', '~> 2.0'`) and Carthage (`github "owner/name" ~> 2.0`) lines
/// that depend on this package, line by line in a code block or an inline code span.
///
/// A pod is this package's when its `:git` is the canonical URL or, without one, when its name
/// is the repository's name or one of the package's library products.
struct PackageManagerPinParser {
    let canonical: RepositoryURL
    /// Library product names, lowercased (pods are named after them).
    let products: Set<String>

    func pins(in passage: Passage) -> [DependencyPin] {
        var pins: [DependencyPin] = []
        var offset = 0
        for line in passage.text.linesByByte() {
            let base = offset
            offset += line.utf8.count + 1
            // Pod and Carthage lines start with "pod", "git" or "github": other lines skip the patterns.
            let head = line.drop { $0 == " " || $0 == "\t" }
            guard head.hasPrefix("pod") || head.hasPrefix("git") else { continue }
            func offsets(_ range: Range<Substring.Index>) -> Range<Int> {
                base + line.utf8.distance(from: line.startIndex, to: range.lowerBound)..<base
                    + line.utf8.distance(from: line.startIndex, to: range.upperBound)
            }
            if let match = line.wholeMatch(of: cached(/\s*pod\s+(['"])([^'"]+)\1(.*)/)) {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                let whole = offsets(trimmed.startIndex..<line.endIndex)
                if var pin = pod(name: String(match.2), options: match.3, whole: whole, offsets: offsets) {
                    finish(&pin, passage)
                    pins.append(pin)
                }
            } else if let match = line.wholeMatch(of: cached(/\s*(github|git)\s+"([^"]+)"[ \t]*(.*?)[ \t]*(?:#.*)?/)) {
                let source =
                    match.1 == "github"
                    ? RepositoryURL(gitHubShorthand: String(match.2)) ?? RepositoryURL(String(match.2)) : RepositoryURL(String(match.2))
                guard source == canonical else { continue }
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                let requirement = match.3.isEmpty ? trimmed.startIndex..<line.endIndex : match.3.startIndex..<match.3.endIndex
                var pin = Self.carthage(String(match.3), range: offsets(requirement))
                finish(&pin, passage)
                pins.append(pin)
            }
        }
        return pins
    }

    private func finish(_ pin: inout DependencyPin, _ passage: Passage) {
        pin.path = passage.path
        if let range = pin.bytes {
            pin.location = passage.location(at: range.lowerBound)
            // The written range is read from the text's own UTF-8, not a copy of the whole text per pin.
            let utf8 = passage.text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            pin.written = String(decoding: utf8[start..<utf8.index(start, offsetBy: range.count)], as: UTF8.self)
            pin.bytes = passage.bytes(of: range)
        }
        if pin.bytes == nil { pin.rewrite = nil }
    }

    /// A pod line's pin (its `bytes` still offsets of the passage text), nil when the pod is another package.
    private func pod(
        name: String, options: Substring, whole: Range<Int>, offsets: (Range<Substring.Index>) -> Range<Int>
    ) -> DependencyPin? {
        var requirements: [(text: String, range: Range<Int>, quote: String)] = []
        var git: String?
        var reference: (key: String, value: String, range: Range<Int>)?
        for item in options.matches(of: cached(/,\s*(?:(:?\w+)\s*(?:=>|:)\s*)?(['"])([^'"]*)\2/)) {
            let value = String(item.3)
            let range = offsets(item.range.lowerBound..<item.range.upperBound)
            let valueStart = range.upperBound - value.utf8.count - 2
            switch item.1.map({ $0.hasPrefix(":") ? String($0.dropFirst()) : String($0) }) {
            case nil: requirements.append((value, valueStart..<range.upperBound, String(item.2)))
            case "git"?: git = value
            case let key? where ["branch", "tag", "commit"].contains(key): reference = (key, value, valueStart..<range.upperBound)
            default: continue
            }
        }
        if let git {
            guard RepositoryURL(git) == canonical else { return nil }
        } else {
            let base = name.split(separator: "/").first.map { $0.lowercased() } ?? ""
            guard base == canonical.name || products.contains(base) else { return nil }
        }
        var pin = DependencyPin(
            ecosystem: .cocoaPods, form: .unconstrained, constraint: .versions(lower: nil, upper: nil, upperIncluded: false), written: "",
            path: "", bytes: whole)
        if let reference {
            pin.form = .gitReference
            pin.bytes = reference.range
            switch reference.key {
            case "branch": pin.constraint = .branch(reference.value)
            case "commit": pin.constraint = .revision(reference.value)
            default:
                let version = SemanticVersion(tag: reference.value)
                pin.constraint = version.map { .versions(lower: $0, upper: $0, upperIncluded: true) } ?? .malformed(reference.value)
            }
        } else if let first = requirements.first, let last = requirements.last {
            pin.bytes = first.range.lowerBound..<last.range.upperBound
            let (form, constraint, text) = Self.constraint(requirements.map(\.text))
            (pin.form, pin.constraint, pin.versionText) = (form, constraint, text)
            pin.rewrite = .optimistic(quote: first.quote)
        }
        return pin
    }

    /// A Carthage requirement: `~> 2.0`, `>= 2.0`, `== 2.0.0`, a quoted branch, tag or commit, or nothing.
    static func carthage(_ text: String, range: Range<Int>) -> DependencyPin {
        var pin = DependencyPin(
            ecosystem: .carthage, form: .unconstrained, constraint: .versions(lower: nil, upper: nil, upperIncluded: false), written: text,
            path: "", bytes: range)
        guard !text.isEmpty else { return pin }
        if let match = text.wholeMatch(of: cached(/"([^"]*)"/)) {
            let reference = String(match.1)
            pin.form = .gitReference
            if let version = SemanticVersion(tag: reference) {
                pin.constraint = .versions(lower: version, upper: version, upperIncluded: true)
            } else {
                pin.constraint = reference.wholeMatch(of: cached(/[0-9a-f]{40}/)) != nil ? .revision(reference) : .branch(reference)
            }
            pin.rewrite = .optimistic(quote: "")
            return pin
        }
        let (form, constraint, version) = Self.constraint([text.replacingOccurrences(of: "==", with: "=")], carthage: true)
        (pin.form, pin.constraint, pin.versionText) = (form, constraint, version)
        pin.rewrite = .optimistic(quote: "")
        return pin
    }

    /// The versions a list of RubyGems-style requirements admits together (`~> 2.0`, `>= 2.0`, `< 3.0`, `= 2.0.0`):
    /// a version must meet each of them, in any order, so the tightest bounds win.
    /// CocoaPods reads `~> 1.2.3` as RubyGems does, up to 1.3; Carthage reads `~>` as
    /// "compatible with": `~> 1.5.1` admits up to 2.0, and `~> 0.4.1` up to 0.5.
    static func constraint(_ requirements: [String], carthage: Bool = false) -> (DependencyPin.Form, DependencyPin.Constraint, String?) {
        var lower: SemanticVersion?
        var upper: SemanticVersion?
        var included = false
        var form = requirements.count == 1 ? DependencyPin.Form.optimistic : .requirement
        var versionText: String?
        func atLeast(_ version: SemanticVersion) { lower = max(lower ?? version, version) }
        func below(_ version: SemanticVersion, including: Bool) {
            if let upper, upper < version || (upper == version && !included) { return }
            (upper, included) = (version, including)
        }
        for requirement in requirements {
            guard let match = requirement.trimmingWhitespace().wholeMatch(of: cached(/(~>|>=|<=|>|<|=|!=)?\s*(\S+)/)) else {
                return (.requirement, .malformed(requirement), nil)
            }
            let written = String(match.2)
            guard let version = Self.lenientVersion(written) else { return (.requirement, .malformed(written), nil) }
            let parts = written.split(separator: ".").count
            switch match.1.map(String.init) ?? "=" {
            case "~>":
                versionText = written
                atLeast(version)
                if carthage {
                    below(version.major == 0 ? version.nextMinor : version.nextMajor, including: false)
                } else {
                    below(parts <= 2 ? version.nextMajor : version.nextMinor, including: false)
                }
            case ">=": atLeast(version)
            case ">": atLeast(SemanticVersion(version.major, version.minor, version.patch + 1))
            case "<=": below(version, including: true)
            case "<": below(version, including: false)
            case "=":
                atLeast(version)
                below(version, including: true)
            default: break
            }
            if match.1 != "~>" { form = .requirement }
        }
        return (form, .versions(lower: lower, upper: upper, upperIncluded: included), versionText)
    }

    /// "2", "2.0" or "2.0.0" as a version (the missing parts zero); nil for anything else.
    static func lenientVersion(_ text: String) -> SemanticVersion? {
        guard text.wholeMatch(of: cached(/\d+(\.\d+){0,2}/)) != nil else { return SemanticVersion(text) }
        guard let number = VersionNumber(text) else { return nil }
        let parts = number.parts + [0, 0]
        return SemanticVersion(parts[0], parts[1], parts[2])
    }
}
