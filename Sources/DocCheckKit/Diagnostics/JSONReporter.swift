import Foundation

/// One JSON object: every finding, then the summary, with sorted keys.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        let findings: [[String: Any]] = diagnostics.map { diagnostic in
            var object: [String: Any] = [
                "severity": diagnostic.severity.rawValue, "rule": diagnostic.ruleID, "message": diagnostic.message,
                "notes": diagnostic.notes,
            ]
            if let path = diagnostic.path { object["path"] = path }
            if !diagnostic.facts.isEmpty { object["facts"] = diagnostic.facts }
            if let location = diagnostic.location {
                object["line"] = location.line
                if let column = location.column { object["column"] = column }
            }
            return object
        }
        let root: [String: Any] = [
            "findings": findings,
            "summary": ["errors": summary.errors, "warnings": summary.warnings, "documents": summary.documents],
        ]
        return JSONText.encode(root)
    }
}

/// Pretty JSON with sorted keys and unescaped slashes, ending in a newline.
enum JSONText {
    static func encode(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
