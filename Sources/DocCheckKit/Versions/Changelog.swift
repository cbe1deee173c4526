/// A CHANGELOG in Keep a Changelog form, read through the document model: its `Unreleased`
/// heading, its releases in document order (newest first), and what is wrong with it.
///
/// Release headings are `## [X.Y.Z] - YYYY-MM-DD`; the version is a semantic version without
/// a leading "v" (the CHANGELOG's links may name a "v" tag).
public struct Changelog: Sendable {
    public static let ruleID = "changelog"

    public struct Release: Sendable {
        public var version: SemanticVersion
        /// The release date as written, YYYY-MM-DD.
        public var date: String
        public var heading: Heading
        /// The section's lines, from its heading to the line before the next level-2 heading.
        public var lines: ClosedRange<Int>
        /// Whether the heading marks the release `[YANKED]`.
        public var isYanked = false
    }

    public let path: String
    public private(set) var releases: [Release] = []
    public private(set) var unreleased: Heading?
    /// Headings that break the form, versions or dates out of order, a CHANGELOG without a release.
    public private(set) var problems: [Diagnostic] = []

    /// Whether any heading is in Keep a Changelog form; when none is, the CHANGELOG is in a
    /// form doccheck does not read, and nothing about it is reported.
    public private(set) var isRecognised = true

    /// Whether a heading that looks like a release but is malformed stands above the first
    /// release read: the newest release is then not known, and no older one takes its place.
    public private(set) var newestIsMalformed = false

    /// The released version: the newest release heading, never `Unreleased`, a pre-release
    /// (SwiftPM's ranges leave them out) or a yanked release; nil when a malformed release
    /// heading stands above it.
    public var latest: Release? {
        newestIsMalformed ? nil : releases.first { !$0.isYanked && $0.version.prerelease.isEmpty }
    }

    public init(document: MarkdownDocument) {
        path = document.path
        let headings = document.headings.filter { $0.level == 2 }
        for (index, heading) in headings.enumerated() {
            let next = index + 1 < headings.count ? headings[index + 1].range?.start.line : nil
            read(heading, endLine: (next.map { $0 - 1 } ?? document.source.lineCount))
        }
        checkOrder()
        // A CHANGELOG with no release heading in this form, not even a malformed `## [2.0] …`,
        // (an `Unreleased` heading above releases of another form counts for nothing) is
        // written in another form: it is not judged heading by heading (the summary says it
        // was not checked).
        let bracketed = headings.contains { $0.text.trimmingWhitespace().hasPrefix("[") }
        let others = headings.contains { $0 != unreleased }
        if releases.isEmpty, !bracketed, unreleased == nil || others {
            isRecognised = false
            problems = []
            return
        }
        if releases.isEmpty, problems.isEmpty {
            let location = unreleased?.range?.start
            problems.append(problem(location, "no released version; add a release heading such as '## [1.0.0] - YYYY-MM-DD'"))
        }
    }

    /// Reads one level-2 heading: `Unreleased`, or a release whose section ends at `endLine`.
    private mutating func read(_ heading: Heading, endLine: Int) {
        let location = heading.range?.start
        let text = heading.text.trimmingWhitespace()
        if text.wholeMatch(of: cached(/(?i)\[?unreleased\]?/)) != nil {
            if !releases.isEmpty {
                problems.append(problem(location, "'Unreleased' must come before the releases, above '\(releases[0].version)'"))
            }
            unreleased = heading
            return
        }
        // Until the first release is read, a malformed heading may be the newest release.
        let malformedBefore = newestIsMalformed
        if releases.isEmpty { newestIsMalformed = true }
        guard let match = text.wholeMatch(of: cached(/\[?([^\]\s]+?)\]?\s+[-–—]\s+(\S+)(\s+\[YANKED\])?/)) else {
            problems.append(problem(location, "heading '\(text)' is not a release; write '## [X.Y.Z] - YYYY-MM-DD' or '## [Unreleased]'"))
            return
        }
        let written = String(match.1)
        guard let version = SemanticVersion(written) else {
            problems.append(problem(location, Self.malformed(written)))
            return
        }
        let date = String(match.2)
        guard Self.isDate(date) else {
            problems.append(problem(location, "release \(version) has date '\(date)'; write the date as YYYY-MM-DD"))
            return
        }
        let start = location?.line ?? endLine
        if releases.isEmpty { newestIsMalformed = malformedBefore }
        releases.append(Release(version: version, date: date, heading: heading, lines: start...max(start, endLine), isYanked: match.3 != nil))
    }

    /// Newer releases come first: each version is lower than the one above it.
    private mutating func checkOrder() {
        for (newer, older) in zip(releases, releases.dropFirst()) {
            let location = older.heading.range?.start
            // Dates are not compared: a fix to an older line (1.2.4 after 1.3.0) is released later.
            if older.version >= newer.version {
                problems.append(problem(location, "version \(older.version) is listed below \(newer.version); list releases newest first"))
            }
        }
    }

    /// What to say about a version that is not MAJOR.MINOR.PATCH.
    static func malformed(_ written: String) -> String {
        if written.hasPrefix("v"), let version = SemanticVersion(String(written.dropFirst())) {
            return "version '\(written)' starts with 'v'; write versions without it, as '\(version)'"
        }
        return "version '\(written)' is not a semantic version; write MAJOR.MINOR.PATCH, such as '1.0.0'"
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

    private func problem(_ location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(path: path, location: location, ruleID: Self.ruleID, message: message)
    }
}
