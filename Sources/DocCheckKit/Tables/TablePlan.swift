/// What the generated tables of a repository should be: for each document that holds a
/// table region, its bytes as `regen-table` would write them, and what differs now.
///
/// `verify` and `regen-table` both build this plan, so both see the same generated text.
public struct TablePlan: Sendable {
    /// The documents with their regions regenerated.
    public internal(set) var files: [FileChange] = []
    /// Findings: table mismatches, missing regions, unusable documents.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Whether a finding makes writing unsafe (a document or region could not be read).
    public internal(set) var isBlocked = false
    /// The translations' rows that the regenerated files hold untranslated (`regen-table` says so).
    public internal(set) var untranslatedAfterWriting: [Diagnostic] = []
}

extension TablePlan {
    /// Builds the plan from the configured table regions and their sources.
    init(
        repository: Repository, documents: DocumentSet, translations: TranslationIndex, sources: [String: TableSpec],
        sourceNames: [String: String]
    ) {
        var byDocument: [String: [TableRegionConfiguration]] = [:]
        var order: [String] = []
        for table in repository.configuration.tables {
            for path in table.documents {
                if byDocument[path] == nil { order.append(path) }
                byDocument[path, default: []].append(table)
            }
        }
        // A translation of a document with table regions holds the same regions, its prose kept.
        var pairs: [String: TranslationIndex.Pair] = [:]
        for pair in translations.pairs(documents) where byDocument[pair.source.path] != nil && byDocument[pair.translation.path] == nil {
            pairs[pair.translation.path] = pair
            order.append(pair.translation.path)
            byDocument[pair.translation.path] = byDocument[pair.source.path]
        }
        var notices: [Diagnostic] = []
        for path in order {
            guard let document = documents.document(path), let regions = documents.regions(path) else {
                isBlocked = true
                continue
            }
            var bytes = document.source.bytes
            // Later regions first, so the line numbers of earlier ones stay valid.
            let planned = byDocument[path]!.compactMap { table -> (TableRegionConfiguration, MarkerRegion)? in
                guard let region = regions.first(where: { $0.name == table.region }) else {
                    if let pair = pairs[path] {
                        notices += TablePlan.missingRegion(table.region, pair, documents, translations)
                        return nil
                    }
                    diagnostics.append(
                        GeneratedTableRule.finding(
                            path: path,
                            message:
                                "no region '\(table.region)'; add <!-- doccheck:begin \(table.region) --> and <!-- doccheck:end \(table.region) --> where the table belongs",
                            facts: ["region": table.region]))
                    isBlocked = true
                    return nil
                }
                return (table, region)
            }
            for (table, region) in planned.sorted(by: { $0.1.beginLine > $1.1.beginLine }) {
                guard let source = sources[table.source] else { continue }
                let sourceName = sourceNames[table.source] ?? table.source
                // The document's own alignment of a column stays, where the source sets none.
                let existing = TranslatedTable.table(in: document, region)
                let spec = source.keepingAlignments(of: existing)
                if let pair = pairs[path] {
                    let lines = TableRenderer.lines(for: TranslatedTable.spec(spec, keeping: existing))
                    diagnostics += Self.compare(document, region, spec, lines, sourceName: sourceName, translation: true)
                    notices += Self.untranslated(document, table.region, spec, pair, translations, repository)
                    bytes = RegionRewriter.replacing(region, in: SourceText(bytes: bytes), with: lines)
                    continue
                }
                let lines = TableRenderer.lines(for: spec)
                diagnostics += Self.compare(document, region, spec, lines, sourceName: sourceName)
                bytes = RegionRewriter.replacing(region, in: SourceText(bytes: bytes), with: lines)
            }
            files.append(FileChange(path: path, old: document.source.bytes, new: bytes))
            if let pair = pairs[path], bytes != document.source.bytes {
                let regenerated = MarkdownDocument(path: path, bytes: bytes)
                for table in byDocument[path]! {
                    guard let spec = sources[table.source] else { continue }
                    untranslatedAfterWriting += Self.untranslated(regenerated, table.region, spec, pair, translations, repository)
                }
            }
        }
        // A region whose cells all agree can still differ in its text (spacing, escapes).
        for file in files where file.isChanged && !diagnostics.contains(where: { $0.path == file.path }) {
            diagnostics.append(
                GeneratedRegionRule.finding(
                    path: file.path, location: SourceLocation(line: SourceText.firstDifferentLine(file.old ?? [], file.new ?? [])),
                    message: "a generated region differs from what 'doccheck regen-table' writes"))
        }
        for index in diagnostics.indices where diagnostics[index].ruleID != MarkerRule.id {
            if !diagnostics[..<index].contains(where: { $0.path == diagnostics[index].path }) {
                diagnostics[index].notes.append(
                    "run 'doccheck regen-table' to regenerate the table (add --diff to 'doccheck verify' to see the change)")
            }
        }
        diagnostics += notices
    }

    private static func compare(
        _ document: MarkdownDocument, _ region: MarkerRegion, _ spec: TableSpec, _ lines: [String], sourceName: String,
        translation: Bool = false
    ) -> [Diagnostic] {
        let rule: TableComparison.Rule = translation ? .translation : .generated(region: region.name)
        guard let actual = TranslatedTable.table(in: document, region) else {
            return [
                rule.finding(
                    path: document.path, location: SourceLocation(line: region.beginLine),
                    message: "region '\(region.name)' holds no table")
            ]
        }
        let expected = Self.expectedTable(lines, actual: actual, in: document)
        let comparison = TableComparison(
            rule: rule, document: document, spec: spec, sourceName: sourceName, translatesProse: translation)
        return comparison.findings(actual: actual, expected: expected)
    }

    /// The table `lines` render, as a model to compare with `actual`. A body row whose line
    /// is the document's row of the same id byte for byte (but for the spaces around it) reads
    /// as that row; only the header and the other rows are parsed, so a large table that
    /// drifts by one cell costs one small parse, not one of the whole table.
    private static func expectedTable(_ lines: [String], actual: Table, in document: MarkdownDocument) -> Table {
        guard lines.count >= 2 else { return MarkdownDocument(path: document.path, text: lines.joined(separator: "\n") + "\n").tables[0] }
        var written: [String: TableRow] = [:]
        for row in actual.rows {
            guard let line = row.line, line <= document.source.lineCount else { continue }
            let key = document.source.line(line).trimmingAllWhitespace()
            if written[key] == nil { written[key] = row }
        }
        let body = lines.dropFirst(2)
        var reused: [TableRow?] = body.map { written[$0.trimmingAllWhitespace()] }
        let parsedLines = zip(body, reused).filter { $0.1 == nil }.map(\.0)
        let text = (Array(lines.prefix(2)) + parsedLines).joined(separator: "\n") + "\n"
        guard let parsed = MarkdownDocument(path: document.path, text: text).tables.first, parsed.rows.count == parsedLines.count
        else { return MarkdownDocument(path: document.path, text: lines.joined(separator: "\n") + "\n").tables[0] }
        var next = parsed.rows.makeIterator()
        for index in reused.indices where reused[index] == nil { reused[index] = next.next() }
        return Table(header: parsed.header, rows: reused.compactMap { $0 }, range: parsed.range, alignments: parsed.alignments)
    }
}
