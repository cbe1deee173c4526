/// SARIF 2.1.0, the format GitHub code scanning reads, with each rule's metadata.
///
/// Columns are UTF-16 code units of the line, SARIF's default `columnKind`, which the run
/// also states; `text` gives the lines to count them on (without it, or where a file cannot
/// be read, a column stays doccheck's byte column).
public struct SARIFReporter: Reporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let toolVersion = DocCheckVersion.current
    let rules: [RuleDescription]
    let text: FileText

    public init(rules: [RuleDescription] = RuleRegistry.descriptions, text: FileText = .none) {
        self.rules = rules
        self.text = text
    }

    public func report(_ diagnostics: [Diagnostic], summary: Summary) -> String {
        let ruleIDs = rules.map(\.id)
        let ruleObjects: [[String: Any]] = rules.map { description in
            [
                "id": description.id,
                "shortDescription": ["text": description.summary],
                "defaultConfiguration": ["level": level(description.severity)],
            ]
        }
        var columns = text.utf16Columns()
        let results: [[String: Any]] = diagnostics.map { diagnostic in
            var result: [String: Any] = [
                "ruleId": diagnostic.ruleID,
                "ruleIndex": ruleIDs.firstIndex(of: diagnostic.ruleID) ?? 0,
                "level": level(diagnostic.severity),
                "message": ["text": ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")],
            ]
            if let path = diagnostic.path {
                var physical: [String: Any] = ["artifactLocation": ["uri": Self.uri(path), "uriBaseId": "%SRCROOT%"]]
                if let location = diagnostic.location {
                    var region: [String: Any] = ["startLine": location.line]
                    if let column = columns.column(of: location, in: path) { region["startColumn"] = column }
                    physical["region"] = region
                }
                result["locations"] = [["physicalLocation": physical]]
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": Self.schema,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "doccheck", "version": Self.toolVersion,
                            "informationUri": "https://github.com/doccheck-swift/doccheck", "rules": ruleObjects,
                        ]
                    ],
                    "columnKind": "utf16CodeUnits",
                    "results": results,
                ]
            ],
        ]
        return JSONText.encode(log)
    }

    /// A relative path as a URI reference: every byte but the unreserved ones and `/`
    /// percent-encoded as UTF-8 (SARIF's `uri` is a URI, RFC 3986).
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += (hex.count == 1 ? "%0" : "%") + hex
            }
        }
        return result
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
