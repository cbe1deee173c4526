import Foundation

/// Requirement tables: a minimum written as a subject in one cell and its version in another.
///
/// - A row per subject: `| iOS | 13.0 |` under a header whose value column says it holds
///   minimums (`| Platform | Minimum |`), or with a value that says so itself (`13.0+`).
/// - A column per subject: the one version written under `| Swift |`, `| Minimum Swift Version |`,
///   where the header says minimum, the value does, or every header cell is a subject
///   (`| iOS | macOS |` over one row of versions).
/// - A row per release line (`| Kit | Swift | iOS |` over `| 2.x | 5.9 | 13 |`, `| 1.x | … |`):
///   only the row of the current release line speaks for the package; the others tell of
///   past releases, and none is read when the current one cannot be told.
extension StatementScanner {
    /// One cell: its node and its text, with the way back to the document.
    struct TableCellText {
        let node: MarkupNode
        let passage: Passage
        var text: String { passage.text }

        init(_ node: MarkupNode, in document: MarkdownDocument) {
            self.node = node
            passage = Passage(node.inlineTexts, in: document)
        }
    }

    /// A version a cell starts with ("13.0", "13.0+", "≥ 5.9", "6.0 / Xcode 16.0"), its offset in
    /// the cell's text, and whether the cell says it is a minimum.
    struct LeadingVersion {
        var version: VersionNumber
        var offset: Int
        var saysMinimum: Bool
    }

    /// The statements of the document's tables, and the cells of its release-line tables, whose
    /// prose speaks of the release line of its row and is not read as the package's.
    static func tableStatements(
        in document: MarkdownDocument, release: SemanticVersion?, inside: (SourceLocation?) -> Bool
    ) -> (statements: [RequirementStatement], releaseCells: Set<MarkupNode>) {
        var statements: [RequirementStatement] = []
        var releaseCells = Set<MarkupNode>()
        for table in document.nodes(.table) where table.inlineTexts.contains(where: { $0.literal.utf8.contains(where: \.isASCIIDigit) }) {
            let rows = table.children.filter { $0.kind == .tableRow }.map { row in
                row.children.filter { $0.kind == .tableCell }.map { TableCellText($0, in: document) }
            }
            guard let header = rows.first, rows.count > 1 else { continue }
            let body = Array(rows.dropFirst())
            var found: [(subject: String, version: VersionNumber, cell: TableCellText, offset: Int)] = []
            if isReleaseLineTable(header: header, body: body) {
                releaseCells.formUnion(rows.joined().map(\.node))
                if let row = currentRow(body, release: release) { found = releaseLineStatements(header: header, row: row) }
            } else {
                found = requirementStatements(header: header, body: body)
            }
            for item in found {
                let location = item.cell.passage.location(at: item.offset) ?? item.cell.node.start
                guard inside(location) else { continue }
                statements.append(RequirementStatement(subject: item.subject, version: item.version, path: document.path, location: location))
            }
        }
        return (statements, releaseCells)
    }

    /// Rows and columns that name a subject, in a table that is not one of release lines.
    private static func requirementStatements(
        header: [TableCellText], body: [[TableCellText]]
    ) -> [(subject: String, version: VersionNumber, cell: TableCellText, offset: Int)] {
        var found: [(subject: String, version: VersionNumber, cell: TableCellText, offset: Int)] = []
        let headerTexts = header.map(\.text)
        // A row per subject: the first of its cells that holds a minimum.
        for row in body {
            guard let first = row.first, let subject = soleSubject(first.text) else { continue }
            for column in row.indices.dropFirst() {
                let title = column < headerTexts.count ? headerTexts[column] : ""
                let named = subjectsNamed(in: title)
                guard named.isEmpty || named == [subject], let lead = leadingVersion(row[column].text),
                    lead.saysMinimum || headerSaysMinimum(title)
                else { continue }
                found.append((subject, lead.version, row[column], lead.offset))
                break
            }
        }
        // A column per subject: the one version written in it.
        let subjectsOnly = headerTexts.allSatisfy { $0.isEmpty || soleSubject($0) != nil || headerSaysMinimum($0) }
        for (column, title) in headerTexts.enumerated() {
            let named = subjectsNamed(in: title)
            guard named.count == 1 else { continue }
            let written = body.compactMap { row in
                column < row.count ? leadingVersion(row[column].text, of: named[0]).map { (row[column], $0) } : nil
            }
            guard written.count == 1, let (cell, lead) = written.first, lead.saysMinimum || headerSaysMinimum(title) || subjectsOnly else {
                continue
            }
            found.append((named[0], lead.version, cell, lead.offset))
            // "6.0 / Xcode 16.0" under "Minimum Swift Version" states the Xcode too.
            if headerSaysMinimum(title) {
                for mention in mentions(canonicalNames(cell.text)) where mention.subject != named[0] {
                    found.append((mention.subject, mention.version, cell, mention.offset))
                }
            }
        }
        return found
    }

    /// The statements of the current release line's row: the version under each column that
    /// names a subject, and each subject's first mention in the columns of requirements.
    private static func releaseLineStatements(
        header: [TableCellText], row: [TableCellText]
    ) -> [(subject: String, version: VersionNumber, cell: TableCellText, offset: Int)] {
        var found: [(subject: String, version: VersionNumber, cell: TableCellText, offset: Int)] = []
        for (column, cell) in row.enumerated().dropFirst() {
            let title = column < header.count ? header[column].text : ""
            let named = subjectsNamed(in: title)
            guard isRequirementColumn(title) else { continue }
            var seen = Set<String>()
            if named.count == 1, let lead = leadingVersion(cell.text) {
                found.append((named[0], lead.version, cell, lead.offset))
                seen.insert(named[0])
            }
            // A range ("iOS 13 – iOS 17") states its first version as the minimum.
            for mention in mentions(canonicalNames(cell.text)) where seen.insert(mention.subject).inserted {
                found.append((mention.subject, mention.version, cell, mention.offset))
            }
        }
        return found
    }

    /// Whether the table has a row per release line: its first column names no subject and
    /// holds a version in every row, and another column names a subject or the platforms.
    static func isReleaseLineTable(header: [TableCellText], body: [[TableCellText]]) -> Bool {
        guard let first = header.first, subjectsNamed(in: first.text).isEmpty else { return false }
        let requirements = header.dropFirst().contains { isRequirementColumn($0.text) }
        let releases = body.compactMap { $0.first?.text.trimmingWhitespace() }.filter { !$0.isEmpty }
        return requirements && !releases.isEmpty && releases.allSatisfy { subjectsNamed(in: $0).isEmpty && releaseVersion($0) != nil }
    }

    /// Whether a column of a release-line table holds its requirements: its header names a
    /// subject ("Swift"), the platforms ("Platforms", "OS"), or minimums ("Requirements", "Minimum").
    static func isRequirementColumn(_ title: String) -> Bool {
        let lower = title.lowercased()
        return subjectsNamed(in: title).count == 1 || lower.contains("platform") || lower.split(whereSeparator: { !$0.isLetter }).contains("os")
            || headerSaysMinimum(title)
    }

    /// The row of the release line `release` belongs to: the row of its line where a row names
    /// one ("v4.1.x" is every 4.1 release), else the newest row of its major version (of its
    /// minor version before 1.0) not newer than it; nil when there is none, when two rows say
    /// the same, or when a row names a newer line (one in the making, which the manifest may
    /// already build).
    static func currentRow(_ body: [[TableCellText]], release: SemanticVersion?) -> [TableCellText]? {
        guard let release, let current = VersionNumber("\(release.major).\(release.minor).\(release.patch)") else { return nil }
        let written = body.compactMap { row in row.first.flatMap { releaseVersion($0.text) }.map { (row, $0) } }
        guard !written.contains(where: { $0.1.version > current }) else { return nil }
        let lines = written.filter { _, release in release.line == nil }.map { ($0.0, $0.1.version) }.filter { _, version in
            guard version.parts[0] == release.major else { return false }
            return release.major > 0 || (version.parts.count > 1 && version.parts[1] == release.minor)
        }
        let parts = [release.major, release.minor, release.patch]
        let named = written.filter { _, written in written.line.map { Array(parts.prefix($0.count)) == $0 } ?? false }
        if named.count == 1 { return named[0].0 }
        guard named.isEmpty, written.allSatisfy({ $0.1.line == nil }), let newest = lines.max(by: { $0.1 < $1.1 }),
            lines.count(where: { $0.1 == newest.1 }) == 1
        else { return nil }
        return newest.0
    }

    /// The release a cell names: "Nuke 13.0 (WIP)" 13.0, "v4.1" 4.1; with the `line` of its
    /// releases when it names one: "2.x" is every 2 release, "v4.1.x" every 4.1 release.
    static func releaseVersion(_ text: String) -> (version: VersionNumber, line: [Int]?)? {
        guard let match = text.firstMatch(of: cached(/(\d+(?:\.\d+){0,2})(\.[xX*])?/)), let version = VersionNumber(String(match.1)) else {
            return nil
        }
        return (version, match.2 == nil ? nil : match.1.split(separator: ".").compactMap { Int($0) })
    }

    /// The version `text` starts with, unless a letter, a digit or "." follows it ("5.x", "12a").
    static func leadingVersion(_ text: String) -> LeadingVersion? {
        guard let match = text.prefixMatch(of: cached(/\s*(>=|≥)?\s*(\d+(?:\.\d+){0,2})/)), let version = VersionNumber(String(match.2)) else {
            return nil
        }
        let rest = text[match.range.upperBound...]
        if let next = rest.first, next.isLetter || next.isNumber || next == "." || next == "_" { return nil }
        let saysMinimum = match.1 != nil || String(rest).trimmingWhitespace().hasPrefix("+") || containsMinimumMarker(ArraySlice(rest.utf8))
        return LeadingVersion(version: version, offset: text.utf8.distance(from: text.startIndex, to: match.2.startIndex), saysMinimum: saysMinimum)
    }

    /// The version a cell of `subject`'s column starts with, written bare ("13.0") or after the
    /// subject's name ("iOS 13.0").
    static func leadingVersion(_ text: String, of subject: String) -> LeadingVersion? {
        if let lead = leadingVersion(text) { return lead }
        let trimmed = text.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
        guard let first = mentions(canonicalNames(text)).first, first.offset == trimmed, first.subject == subject else { return nil }
        return LeadingVersion(version: first.version, offset: first.offset, saysMinimum: first.plus)
    }

    /// Whether a header cell says its column holds minimums: "Minimum", "Min. iOS", "Required",
    /// "Deployment Target", "最低".
    static func headerSaysMinimum(_ text: String) -> Bool {
        let lower = text.lowercased()
        let words = ["requir", "minimal", "deployment target", "最低", "最小"]
        return containsMinimumMarker(ArraySlice(lower.utf8)) || words.contains { lower.contains($0) }
            || lower.split(whereSeparator: { !$0.isLetter }).contains("min")
    }

    /// The subject a cell names and nothing else ("iOS", "**Swift**", "iOS / iPadOS"); nil otherwise.
    static func soleSubject(_ text: String) -> String? {
        let words = lowercasedWords(text)
        let named = subjectsNamed(in: text)
        return !words.isEmpty && words.allSatisfy(soleSubjectWords.contains) && named.count == 1 ? named[0] : nil
    }

    /// The words a cell naming only a subject is made of, in lowercase.
    private static let soleSubjectWords = Set(subjects.keys.map { $0.lowercased() }).union(["mac", "catalyst"])
    /// The names of `subjects` by their lowercase spelling.
    private static let namesByLowercase = Dictionary(subjects.keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The runs of ASCII letters, digits and `_` in `text`, in lowercase: the words a cell's
    /// subjects are told by, found in one pass over its bytes (a table of thousands of
    /// columns reads as many headers).
    private static func lowercasedWords(_ text: String) -> [String] {
        text.utf8.split { !$0.isASCIIWordByte }.map { String(decoding: $0.map(\.asciiLowercased), as: UTF8.self) }
    }

    /// The subjects a cell's text names, in any case, each once: "Minimum Swift Version" names
    /// Swift, "Swift Package Manager" (the tool) names none.
    static func subjectsNamed(in text: String) -> [String] {
        let words = lowercasedWords(text)
        var found: [String] = []
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            var name = namesByLowercase[word]
            if word == "mac", next == "catalyst" { name = "Mac Catalyst" }
            if name == "Swift", next == "package" || next == "pm" { name = nil }
            if let name, let subject = subjects[name], !found.contains(subject) { found.append(subject) }
        }
        return found
    }
}
