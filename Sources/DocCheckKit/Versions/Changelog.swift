/// A CHANGELOG read through the document model in the form it is written in: its `Unreleased`
/// heading, its releases in document order (newest first), and what is wrong with it.
///
/// Packages write release headings in several forms: Keep a Changelog's `## [X.Y.Z] - YYYY-MM-DD`,
/// `## X.Y.Z`, `## vX.Y.Z`, `# [X.Y.Z] - date`, `## X.Y.Z - Name (date)`, release tools'
/// `## [X.Y.Z](compare-url) (date)`, `## X.Y.Z (date)`. The level that holds the most of them is
/// the release level, the form most of them share is the CHANGELOG's own, and each heading is
/// judged against that form, never against another one. A version that the repository tags is
/// never malformed: a fourth number (`4.4.8.2`) or a heading that groups a release with its
/// hotfix (`4.7.0 ~ 4.7.0.1`) is how some packages number their releases.
public struct Changelog: Sendable {
    public static let ruleID = "changelog"

    public struct Release: Sendable {
        public var version: SemanticVersion
        /// The version as the heading writes it ("3.1" for 3.1.0), as its tag and links name it.
        public var written: String
        /// The release date as written; empty when the heading has none.
        public var date: String
        public var heading: Heading
        /// The section's lines, from its heading to the line before the next heading of its level or above.
        public var lines: ClosedRange<Int>
        /// Whether the heading marks the release `[YANKED]`.
        public var isYanked = false
        /// Where the heading's version links to (`## [X.Y.Z](compare-url) (date)`); nil when it is no link.
        public var link: String?
    }

    public let path: String
    public private(set) var releases: [Release] = []
    public private(set) var unreleased: Heading?
    /// Headings that break the form, versions or dates out of order, a CHANGELOG without a
    /// release, in line order; `changelog` makes the findings of them.
    public private(set) var problems: [Problem] = []

    /// What is wrong with the CHANGELOG at one heading.
    public struct Problem: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// Only an `Unreleased` heading.
            case noRelease
            case unreleasedBelow(newest: SemanticVersion)
            /// A release heading written another way than the CHANGELOG's own form, with how
            /// many are written that way.
            case otherForm(heading: String, form: HeadingForm, common: HeadingForm, count: Int)
            case notARelease(heading: String, common: HeadingForm?)
            case notSemantic(written: String)
            case badDate(version: SemanticVersion, date: String)
            case repeated(version: SemanticVersion, firstLine: Int)
            case outOfOrder(older: SemanticVersion, newer: SemanticVersion)
        }

        public var location: SourceLocation?
        public var kind: Kind
    }

    /// The findings of `problems`.
    public var findings: [Diagnostic] { problems.map { ChangelogRule.finding($0, in: path) } }
    /// How most release headings are written; nil when no heading is a release.
    public private(set) var form: HeadingForm?

    /// Whether any heading is a release heading; when none is, the CHANGELOG is in a form
    /// doccheck does not read, and nothing about it is reported.
    public private(set) var isRecognised = true

    /// Whether a heading that looks like a release but cannot be read stands above the first
    /// release read: the newest release is then not known, and no older one takes its place.
    public private(set) var newestIsMalformed = false

    /// The names of the repository's tags.
    private let tags: Set<String>

    /// The released version: the highest of the release headings (the first, where they are
    /// in version order; a maintenance release of an older line listed above it by date is
    /// not it), never `Unreleased`, a pre-release (SwiftPM's ranges leave them out) or a yanked
    /// release; nil when a malformed release heading stands above it.
    public var latest: Release? {
        guard !newestIsMalformed else { return nil }
        let released = releases.filter { !$0.isYanked && $0.version.prerelease.isEmpty }
        // The first of the highest, as listed.
        return released.reduce(nil) { best, release in best.map { release.version > $0.version ? release : $0 } ?? release }
    }

    /// Reads the CHANGELOG `document` of a repository whose tags are named `tags`.
    public init(document: MarkdownDocument, tags: Set<String> = []) {
        path = document.path
        self.tags = tags
        let headings = document.headings
        let links = document.links.filter { $0.kind == .link }
        let readings = headings.map { Self.reading(of: $0, links: links) }
        // Release headings may stand at more than one level (a CHANGELOG that changed its
        // form); a release heading inside another release's section is part of that release.
        let releaseLevels = Set(zip(headings, readings).compactMap { $1?.isWellFormed == true ? $0.level : nil })
        guard !releaseLevels.isEmpty else {
            // Only an `Unreleased` heading: a CHANGELOG in this form that has not released yet.
            if let unreleased = headings.first(where: { ReleaseHeading.isUnreleased($0.text) }),
                headings.allSatisfy({ $0.level != unreleased.level || $0 == unreleased })
            {
                self.unreleased = unreleased
                problems.append(Problem(location: unreleased.range?.start, kind: .noRelease))
            } else {
                isRecognised = false
            }
            return
        }
        var chosen: [Int] = []
        var open: Int?
        for (index, heading) in headings.enumerated() {
            if let level = open, heading.level > level { continue }
            open = nil
            let isRelease = readings[index].map { $0.isWellFormed || releaseLevels.contains(heading.level) } ?? false
            guard isRelease || ReleaseHeading.isUnreleased(heading.text) else { continue }
            chosen.append(index)
            open = heading.level
        }
        // The link a heading's version is written as, by the heading's line.
        var versionLinks: [Int: String] = [:]
        let headingLines = Set(chosen.compactMap { headings[$0].range?.start.line })
        for link in links {
            guard let line = link.range?.start.line, headingLines.contains(line), versionLinks[line] == nil,
                let text = link.text?.trimmingWhitespace(), text.first?.isNumber == true || text.hasPrefix("v")
            else { continue }
            versionLinks[line] = link.destination
        }
        let formOf = { (index: Int) -> HeadingForm? in
            guard let reading = readings[index], reading.isWellFormed else { return nil }
            var form = reading.form(level: headings[index].level)
            form.linked = headings[index].range.map { versionLinks[$0.start.line] != nil } ?? false
            return form
        }
        form = Self.commonForm(chosen.compactMap(formOf))
        var deviations: [HeadingForm: (location: SourceLocation?, text: String, count: Int)] = [:]
        var deviationOrder: [HeadingForm] = []
        for index in chosen {
            let heading = headings[index]
            let endLine =
                headings[(index + 1)...].first { $0.level <= heading.level }?.range.map { $0.start.line - 1 } ?? document.source.lineCount
            let location = heading.range?.start
            if ReleaseHeading.isUnreleased(heading.text) {
                if !releases.isEmpty {
                    problems.append(Problem(location: location, kind: .unreleasedBelow(newest: releases[0].version)))
                }
                unreleased = heading
                continue
            }
            guard let reading = readings[index], !reading.isUnreleased else { continue }
            let version: SemanticVersion
            switch read(reading, heading: heading) {
            case .release(let read): version = read
            case .malformed:
                if releases.isEmpty { newestIsMalformed = true }
                continue
            case .tagged: continue
            }
            if let form, let own = formOf(index), own != form {
                if deviations[own] == nil { deviationOrder.append(own) }
                deviations[own, default: (location, heading.text.trimmingWhitespace(), 0)].count += 1
            }
            let start = location?.line ?? endLine
            releases.append(
                Release(
                    version: version, written: reading.written(version), date: reading.date, heading: heading,
                    lines: start...max(start, endLine), isYanked: reading.isYanked, link: versionLinks[start]))
        }
        if let form {
            for own in deviationOrder {
                let (location, text, count) = deviations[own]!
                problems.append(Problem(location: location, kind: .otherForm(heading: text, form: own, common: form, count: count)))
            }
        }
        checkOrder()
        problems.sort { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
    }

    /// What a release heading's version is.
    private enum Reading {
        case release(SemanticVersion)
        /// Its version or date cannot be read (the problem is recorded).
        case malformed
        /// Its versions are tags of the repository that are no semantic version, which
        /// SwiftPM does not resolve: a release, but none a pin can name.
        case tagged
    }

    /// The version of a release heading: the highest semantic version it names (of `4.7.0 ~
    /// 4.7.0.1`, 4.7.0).
    private mutating func read(_ reading: ReleaseHeading, heading: Heading) -> Reading {
        let location = heading.range?.start
        guard reading.isWellFormed else {
            problems.append(Problem(location: location, kind: .notARelease(heading: heading.text.trimmingWhitespace(), common: form)))
            return .malformed
        }
        var versions: [SemanticVersion] = []
        for written in reading.versions {
            if let version = ReleaseHeading.semanticVersion(written) {
                versions.append(version)
            } else if !tags.contains(written), !tags.contains("v" + written) {
                problems.append(Problem(location: location, kind: .notSemantic(written: written)))
                return .malformed
            }
        }
        guard var version = versions.max() else { return .tagged }
        if reading.isISODate, !Self.isDate(reading.date) {
            problems.append(Problem(location: location, kind: .badDate(version: version, date: reading.date)))
            return .malformed
        }
        if version.prerelease.isEmpty { version.prerelease = reading.prereleaseWords }
        return .release(version)
    }

    /// A heading read as a release heading. A link after the release (`0.16.0 (2026-01-28),
    /// [diff](…)`, the release's compare page) is not part of its form.
    private static func reading(of heading: Heading, links: [Link]) -> ReleaseHeading? {
        let whole = ReleaseHeading(heading.text)
        guard whole?.isWellFormed != true, let line = heading.range?.start.line,
            let last = links.last(where: { $0.range?.start.line == line }), let text = last.text?.trimmingWhitespace(), !text.isEmpty
        else { return whole }
        var rest = heading.text.trimmingWhitespace()
        guard rest.hasSuffix(text), rest.count > text.count else { return whole }
        rest = String(rest.dropLast(text.count)).trimmingWhitespace()
        while let last = rest.last, ",;|-–—".contains(last) { rest = String(rest.dropLast()).trimmingWhitespace() }
        guard let reading = ReleaseHeading(rest), reading.isWellFormed else { return whole }
        return reading
    }

    /// The form most release headings share; on a tie, the older one (a typo is likelier in the
    /// heading just written).
    static func commonForm(_ forms: [HeadingForm]) -> HeadingForm? {
        var counts: [HeadingForm: Int] = [:]
        for form in forms { counts[form, default: 0] += 1 }
        var best: HeadingForm?
        for form in forms where best == nil || counts[form]! >= counts[best!]! { best = form }
        return best
    }

    /// Newer releases come first: each version is lower than the one above it, and none appears twice.
    private mutating func checkOrder() {
        var seen: [SemanticVersion: Int] = [:]
        for release in releases {
            let location = release.heading.range?.start
            if let line = seen[release.version] {
                problems.append(Problem(location: location, kind: .repeated(version: release.version, firstLine: line)))
            } else {
                seen[release.version] = location?.line ?? 0
            }
        }
        for (newer, older) in zip(releases, releases.dropFirst()) where older.version > newer.version {
            // A file that dates its releases may list them by date: a fix to an older line
            // (0.4.0 three days after 1.0.0) is newer, and above it.
            if Self.isDate(newer.date), Self.isDate(older.date), older.date <= newer.date { continue }
            problems.append(Problem(location: older.heading.range?.start, kind: .outOfOrder(older: older.version, newer: newer.version)))
        }
    }

    /// A release heading for `version` written as this CHANGELOG writes them, its date left
    /// to fill in; where the versions are links, linked as the newest release's is, to
    /// `version`. Nil when no heading is a release.
    public func heading(for version: SemanticVersion) -> String? {
        guard let form else { return nil }
        guard form.linked, let latest, let link = latest.link else { return form.heading(for: version) }
        let destination =
            ChangelogRule.compareLink(link, from: latest.written, to: version.description)
            ?? link.replacingOccurrences(of: latest.written, with: version.description)
        return form.heading(for: version).replacingOccurrences(of: "(…)", with: "(\(destination))")
    }

    /// Whether `text` is a calendar date written YYYY-MM-DD.
    static func isDate(_ text: String) -> Bool {
        guard let match = text.wholeMatch(of: cached(/(\d{4})-(\d{2})-(\d{2})/)), let year = Int(match.1), let month = Int(match.2),
            let day = Int(match.3), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }
}

/// How a CHANGELOG writes its release headings: `## [X.Y.Z] - YYYY-MM-DD`, `## vX.Y.Z (date)`, …
public struct HeadingForm: Hashable, Sendable, CustomStringConvertible {
    var level: Int
    /// Whether the version is written in brackets; not part of the form, as `[2.0.0]` reads as a
    /// link where a reference defines it and as text where none does.
    var bracketed: Bool
    /// Whether the version is a link (`## [X.Y.Z](compare-url) (date)`); not part of the form,
    /// as a CHANGELOG may link only the releases that have a page.
    var linked = false
    /// What stands before the version: "", "v", "Version", the package's name.
    var prefix: String
    var tail: ReleaseHeading.Tail
    /// Whether the dates are written YYYY-MM-DD.
    var isoDates: Bool

    public static func == (left: HeadingForm, right: HeadingForm) -> Bool {
        (left.level, left.prefix, left.tail, left.isoDates) == (right.level, right.prefix, right.tail, right.isoDates)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(level)
        hasher.combine(prefix)
        hasher.combine(tail)
        hasher.combine(isoDates)
    }

    /// A release heading for `version` in this form, its date left to fill in.
    public func heading(for version: SemanticVersion) -> String {
        description.replacingOccurrences(of: "X.Y.Z", with: version.description)
    }

    public var description: String {
        let version = (prefix.isEmpty ? "" : prefix == "v" ? "v" : prefix + " ") + "X.Y.Z"
        let date = isoDates ? "YYYY-MM-DD" : "date"
        let tail =
            switch self.tail {
            case .none: ""
            case .dashDate: " - \(date)"
            case .parenthesizedDate: " (\(date))"
            case .date: " \(date)"
            case .dashName: " - Name"
            case .dashNameDate: " - Name (\(date))"
            case .other: " …"
            }
        return String(repeating: "#", count: level) + " " + (linked ? "[\(version)](…)" : bracketed ? "[\(version)]" : version) + tail
    }
}

/// One heading's text read as a release heading: the version and what surrounds it.
public struct ReleaseHeading: Sendable {
    enum Tail: Hashable, Sendable { case none, dashDate, parenthesizedDate, date, dashName, dashNameDate, other }

    var bracketed: Bool
    var prefix: String
    /// The version as written, without brackets or prefix ("2.0.0", "2.0", "1.3.0-beta.1").
    var version: String
    /// The versions a heading that groups releases names after the first ("4.7.0 ~ 4.7.0.1").
    var grouped: [String] = []
    /// Every version the heading names, as written.
    var versions: [String] { [version] + grouped }
    var tail: Tail
    var date = ""
    var isYanked = false
    /// Whether a word after the version says the release is not out yet ("(unreleased)", "- TBD").
    var isUnreleased = false
    /// A pre-release written in words after the version ("1.0.0 Beta 2"): ["beta", "2"].
    var prereleaseWords: [String] = []

    /// The version of `written` as SwiftPM reads a tag; "2.0" is read as 2.0.0, as many
    /// CHANGELOGs leave out a zero patch ("Nuke 13.0", "Nuke 13.0.6"). Nil for a version of
    /// four numbers or more.
    static func semanticVersion(_ written: String) -> SemanticVersion? {
        let parts = written.split(separator: "-", maxSplits: 1)
        let padded = parts[0].split(separator: ".").count == 2 ? parts[0] + ".0" + (parts.count > 1 ? "-" + parts[1] : "") : written
        return SemanticVersion(padded)
    }

    /// How the heading writes `version`, one of its versions.
    func written(_ version: SemanticVersion) -> String {
        let number = { (other: SemanticVersion) in (other.major, other.minor, other.patch) == (version.major, version.minor, version.patch) }
        return versions.first { Self.semanticVersion($0).map(number) ?? false } ?? self.version
    }

    /// Whether the heading reads as a release in some form (it may still hold a bad version or date).
    var isWellFormed: Bool { tail != .other }
    var isISODate: Bool { date.wholeMatch(of: cached(/\d{4}-\d{1,2}-\d{1,2}/)) != nil }

    func form(level: Int) -> HeadingForm {
        HeadingForm(level: level, bracketed: bracketed, prefix: prefix, tail: tail, isoDates: date.isEmpty || isISODate)
    }

    static func isUnreleased(_ text: String) -> Bool {
        text.trimmingWhitespace().wholeMatch(of: cached(/(?i)\[?unreleased\]?(\s*[-–—:(].*)?/)) != nil
    }

    /// Reads `text`; nil when it does not start with a version. A heading that starts with one
    /// but continues in no release form is read only when it still looks like a release (a
    /// bracketed version, or a year after it): "2.0 Migration Guide" is not one.
    init?(_ text: String) {
        guard
            let match = text.trimmingWhitespace().wholeMatch(
                of: cached(/(\[)?((?i:v\s?)|[A-Za-z][A-Za-z.-]*\s+)?(\d+(?:\.\d+)+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)(\])?(.*)/))
        else { return nil }
        bracketed = match.1 != nil && match.4 != nil
        prefix = (match.2.map(String.init) ?? "").trimmingWhitespace()
        if prefix == "V" { prefix = "v" }
        version = String(match.3)
        var rest = String(match.5).trimmingWhitespace()
        // A release grouped with its hotfixes: "4.7.0 ~ 4.7.0.1", "1.0.1, 1.0.2". A date is no version.
        while let member = rest.prefixMatch(of: cached(/(?:~|,|&|\/|and\s)\s*[vV]?(\d+(?:\.\d+)+(?:-[0-9A-Za-z.]+)?)(?![\d.\/-])/)),
            member.1.firstMatch(of: cached(/\d{4}/)) == nil
        {
            grouped.append(String(member.1))
            rest = String(rest[member.range.upperBound...]).trimmingWhitespace()
        }
        if let yanked = rest.firstMatch(of: cached(/(?i)[\[(]yanked[\])]/)) {
            isYanked = true
            rest.removeSubrange(yanked.range)
            rest = rest.trimmingWhitespace()
        }
        if let words = rest.prefixMatch(of: cached(/(?i)(alpha|beta|rc|preview|pre-?release)[\s.]*(\d+)?\b/)) {
            prereleaseWords = [words.1.lowercased()] + (words.2.map { [String($0)] } ?? [])
            rest = String(rest[words.range.upperBound...]).trimmingWhitespace()
        }
        tail = .other
        if rest.isEmpty {
            tail = .none
        } else if let parenthesized = rest.wholeMatch(of: cached(/\((.+)\)/)) {
            classify(String(parenthesized.1), dated: .parenthesizedDate, named: nil)
        } else if let named = rest.wholeMatch(of: cached(/[-–—:]\s*(.+?)\s*\(([^()]+)\)/)), Self.isDateLike(String(named.2)) {
            tail = .dashNameDate
            date = String(named.2)
        } else if let dashed = rest.wholeMatch(of: cached(/[-–—:]\s*(.+)/)) {
            classify(String(dashed.1), dated: .dashDate, named: .dashName)
        } else if Self.isDateLike(rest) {
            tail = .date
            date = rest
        }
        if tail == .other, !bracketed, rest.firstMatch(of: cached(/\b(19|20)\d\d\b/)) == nil { return nil }
    }

    private mutating func classify(_ text: String, dated: Tail, named: Tail?) {
        if text.wholeMatch(of: cached(/(?i)unreleased|upcoming|not (yet )?released( yet)?|tb[ad]|in progress|wip|next|pending/)) != nil {
            isUnreleased = true
            tail = dated
        } else if Self.isDateLike(text) {
            tail = dated
            date = text
        } else if let named {
            tail = named
        }
    }

    /// A date in any common writing: digits with separators, or month names, with a year.
    static func isDateLike(_ text: String) -> Bool {
        text.wholeMatch(of: cached(/[0-9A-Za-z ,.\/-]+/)) != nil && text.firstMatch(of: cached(/\b\d{4}\b/)) != nil
    }
}
