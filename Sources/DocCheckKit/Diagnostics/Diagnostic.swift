/// How serious a finding is.
public enum Severity: String, Sendable, Comparable, Codable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order: [Severity] = [.note, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// One finding: what is wrong, where, and which rule says so.
///
/// Messages are lowercase without a final period and state both sides of a mismatch.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    /// The file, relative to the repository root; nil for findings about no file.
    public var path: String?
    public var location: SourceLocation?
    public var ruleID: String
    public var message: String
    /// Further lines: how to fix it, what else is involved.
    public var notes: [String]
    /// The finding's facts as data (`row`, `column`, `expected`, `actual`, `changes`), so a
    /// program reads them here, never out of the message made from them.
    public var facts: [String: String]

    /// Only the rules' factories below make a finding, each stamping its own rule's id.
    fileprivate init(
        _ severity: Severity = .error, path: String?, location: SourceLocation? = nil, ruleID: String, message: String,
        notes: [String] = [], facts: [String: String] = [:]
    ) {
        self.severity = severity
        self.path = path
        self.location = location
        self.ruleID = ruleID
        self.message = message
        self.notes = notes
        self.facts = facts
    }
}

extension Rule {
    /// A finding of this rule: the one way a finding is made, so every finding carries the id
    /// of the rule that made it.
    static func finding(
        _ severity: Severity = .error, path: String?, location: SourceLocation? = nil, message: String, notes: [String] = [],
        facts: [String: String] = [:]
    ) -> Diagnostic {
        Diagnostic(severity, path: path, location: location, ruleID: id, message: message, notes: notes, facts: facts)
    }
}

extension Diagnostic: Comparable {
    /// Orders findings by file, then position, then rule, as a reader scans them.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let left = (lhs.path ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.path ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        if left != right { return left < right }
        return (lhs.ruleID, lhs.message) < (rhs.ruleID, rhs.message)
    }
}

extension Sequence<Diagnostic> {
    /// The findings with every repeat of an identical one left out, in their order: one
    /// problem found twice is printed and counted once.
    ///
    /// Identical findings sort next to each other, so each is compared only with the findings
    /// at its place: no set of every finding is built (200,000 findings would take 70 MB).
    public func merged() -> [Diagnostic] {
        let all = Array(self)
        guard all.count > 1 else { return all }
        // Sorted by place, ties in their order, so the first of identical ones is the one kept.
        let isSorted = all.indices.dropFirst().allSatisfy { !(all[$0] < all[$0 - 1]) }
        let order = isSorted ? Array(all.indices) : all.indices.sorted { all[$0] < all[$1] || (!(all[$1] < all[$0]) && $0 < $1) }
        var repeated = [Bool](repeating: false, count: all.count)
        var placeStart = 0
        for position in order.indices.dropFirst() {
            let index = order[position]
            if all[order[position - 1]] < all[index] {
                placeStart = position
                continue
            }
            repeated[index] = order[placeStart..<position].contains { !repeated[$0] && all[$0] == all[index] }
        }
        return repeated.contains(true) ? all.indices.compactMap { repeated[$0] ? nil : all[$0] } : all
    }
}
