/// The link anchors `fix` rewrites.
extension DocCheck {
    /// Each Markdown link whose `#fragment` names no anchor of its document, where
    /// `link-anchor` suggests the one that matches (the same anchor in another case, or the
    /// closest), rewritten to that suggestion. Only the findings `verify` reports are fixed:
    /// a disabled rule, a disable comment or the baseline keeps a link as it is. A link whose
    /// destination is not written on its line as the finding gives it is left to be fixed by
    /// hand.
    public func anchorChanges() throws(ConfigurationError) -> ChangePlan {
        var plan = ChangePlan(upToDate: "link anchors are up to date")
        var replacements: [String: [ByteReplacement]] = [:]
        var sources: [String: SourceText] = [:]
        for finding in try verify().diagnostics where finding.ruleID == LinkAnchorRule.id {
            guard let path = finding.path, let written = finding.facts[LinkAnchorRule.destinationFact],
                let suggestion = finding.facts[LinkAnchorRule.suggestionFact], let location = finding.location
            else { continue }
            guard let source = sources[path] ?? repository.contents(path).map(SourceText.init(bytes:)) else { continue }
            sources[path] = source
            guard let range = Self.destination(written, in: source, at: location) else { continue }
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
        let bytes = source.bytes
        let needle = Array("](".utf8) + Array(written.utf8)
        var start = line.lowerBound + column - 1
        while start >= line.lowerBound, start + needle.count <= line.upperBound {
            let end = start + needle.count
            if bytes[start..<end].elementsEqual(needle), end < line.upperBound, [UInt8(ascii: ")"), UInt8(ascii: " ")].contains(bytes[end]) {
                return (start + 2)..<end
            }
            start += 1
        }
        return nil
    }
}
