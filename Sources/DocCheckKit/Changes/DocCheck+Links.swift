extension Diagnostic {
    /// The facts of a finding about a link with one right destination: the destination as
    /// written, and as it should be (`link-anchor`'s suggested anchor, `changelog`'s compare
    /// link), for `fix` to write.
    static let writtenDestination = "destination"
    static let suggestedDestination = "suggestion"
}

/// The links `fix` rewrites.
extension DocCheck {
    /// Each Markdown link that `verify` reports with one right destination (a `#fragment` in
    /// the wrong case or closest to an anchor, a CHANGELOG compare link that names the wrong
    /// releases), rewritten to it. Only reported findings are fixed: a disabled rule, a
    /// disable comment or the baseline keeps a link as it is. A link whose destination is not
    /// written as an inline link on its line, or in one reference definition, is left to be
    /// fixed by hand.
    public func linkChanges() throws(ConfigurationError) -> ChangePlan {
        var plan = ChangePlan(upToDate: "links are up to date")
        var replacements: [String: [ByteReplacement]] = [:]
        var sources: [String: SourceText] = [:]
        for finding in try verify().diagnostics {
            guard let path = finding.path, let written = finding.facts[Diagnostic.writtenDestination],
                let suggestion = finding.facts[Diagnostic.suggestedDestination], let location = finding.location
            else { continue }
            guard let source = sources[path] ?? repository.contents(path).map(SourceText.init(bytes:)) else { continue }
            sources[path] = source
            guard let range = Self.destination(written, in: source, at: location) ?? Self.definedDestination(written, in: source) else {
                continue
            }
            replacements[path, default: []].append(ByteReplacement(bytes: range, text: suggestion))
            plan.pending.append(finding)
        }
        for (path, list) in replacements.sorted(by: { $0.key < $1.key }) {
            guard let old = sources[path]?.bytes else { continue }
            plan.changes.append(FileChange(path: path, old: old, new: old.replacing(list)))
        }
        return plan
    }

    /// The bytes of `written` as an inline Markdown link's destination, `](written)` or
    /// `](written "title")`, in the line of `location` after its column.
    static func destination(_ written: String, in source: SourceText, at location: SourceLocation) -> Range<Int>? {
        guard let column = location.column, location.line >= 1, location.line <= source.lineCount else { return nil }
        let line = source.byteRange(ofLine: location.line)
        return firstDestination(after: Array("](".utf8), written, in: source.bytes, line.lowerBound + column - 1..<line.upperBound)
    }

    /// The bytes of `written` in the one reference definition (`[label]: written`) that
    /// gives it; nil when none or several do.
    static func definedDestination(_ written: String, in source: SourceText) -> Range<Int>? {
        let found = (1..<source.lineCount + 1).compactMap { number -> Range<Int>? in
            let line = source.byteRange(ofLine: number)
            guard source.bytes[line].first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "[") else { return nil }
            return firstDestination(after: Array("]: ".utf8), written, in: source.bytes, line)
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The first `opener` + `written` in `bytes[range]` that ends the line or is followed by
    /// `)` or a space; the range of `written`.
    private static func firstDestination(after opener: [UInt8], _ written: String, in bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        let needle = opener + Array(written.utf8)
        var start = range.lowerBound
        while start >= 0, start + needle.count <= range.upperBound {
            let end = start + needle.count
            if bytes[start..<end].elementsEqual(needle), end == range.upperBound || [UInt8(ascii: ")"), UInt8(ascii: " ")].contains(bytes[end]) {
                return (start + opener.count)..<end
            }
            start += 1
        }
        return nil
    }
}
