/// The minimum Xcode, Swift and platform versions the documents state agree with each other,
/// and Swift and the platforms agree with Package.swift (`swift-tools-version`, `platforms:`).
struct StatedMinimumRule: Rule {
    static let ruleID = "stated-minimum"
    static let id = ruleID

    /// The Swift each Xcode comes with, newest first (an Xcode older than the last is not checked).
    static let swiftOfXcode: [(xcode: String, swift: String)] = [
        ("26.0", "6.2"), ("16.3", "6.1"), ("16.0", "6.0"), ("15.3", "5.10"), ("15.0", "5.9"), ("14.3", "5.8"), ("14.0", "5.7"),
    ]

    var description: RuleDescription {
        let readme = "# Kit\n\nNeeds Xcode 26.1 or later, Swift 6.2, iOS 26 and macOS 26.\n"
        return RuleDescription(
            id: Self.ruleID,
            summary: "the minimum Xcode, Swift and platforms the documents state agree with each other and with Package.swift",
            triggeringExamples: [
                VersionExamples.repository(
                    ["README.md": readme, "Translations/README.de.md": "# Kit\n\nBenötigt Xcode 26.0 oder neuer.\n"],
                    path: "Translations/README.de.md", line: 3),
                VersionExamples.repository(
                    ["README.md": readme.replacingOccurrences(of: "Swift 6.2", with: "Swift 6.1")], path: "README.md", line: 3),
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n![Swift](https://img.shields.io/badge/Swift-6.0-orange)\n"], path: "README.md", line: 3),
                VersionExamples.repository(
                    ["README.md": "# Kit\n", "Package.swift": "import PackageDescription\n"], path: "Package.swift", line: 1),
            ],
            nonTriggeringExamples: [
                VersionExamples.repository(["README.md": readme]),
                VersionExamples.repository(["README.md": readme + "\nThe tab bar demo uses iOS 26.1 APIs.\n"]),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let facts = context.versionFacts
        var findings: [Diagnostic] = []
        let manifest = facts.manifest
        if let manifest {
            findings += manifest.problems.map { Diagnostic(path: manifest.path, location: $0.location, ruleID: Self.ruleID, message: $0.message) }
        }
        var statements: [RequirementStatement] = []
        for document in context.documents.documents {
            if document.path == context.repository.configuration.changelog {
                // Only the newest release speaks for today; older entries state the minimums of their time.
                guard let lines = facts.changelog?.latest?.lines else { continue }
                statements += StatementScanner.statements(in: document, lines: lines)
            } else {
                statements += StatementScanner.statements(in: document)
            }
        }
        var first: [String: RequirementStatement] = [:]
        for statement in statements {
            let states = "states \(statement.subject) \(statement.version)"
            if let reference = Self.manifestMinimum(statement.subject, manifest) {
                if reference.version != statement.version {
                    findings.append(finding(statement, "\(states), \(manifest!.path) says \(reference.declaration)"))
                }
            } else if let manifest, manifest.problems.isEmpty, statement.subject != "Xcode" && statement.subject != "Swift" {
                findings.append(finding(statement, "\(states), \(manifest.path) declares no \(statement.subject) minimum in 'platforms:'"))
            } else if let reference = first[statement.subject], reference.version != statement.version {
                let place = reference.path + (reference.location.map { ":\($0.line)" } ?? "")
                findings.append(finding(statement, "\(states), \(place) states \(statement.subject) \(reference.version)"))
            }
            if first[statement.subject] == nil { first[statement.subject] = statement }
        }
        // The Xcode stated must come with the Swift the package needs.
        let needed = manifest?.toolsVersion ?? first["Swift"]?.version
        for statement in statements where statement.subject == "Xcode" {
            guard let needed, let entry = Self.swiftOfXcode.first(where: { statement.version >= VersionNumber($0.xcode)! }),
                let swift = VersionNumber(entry.swift), swift < needed
            else { continue }
            let source = manifest?.toolsVersion != nil ? "swift-tools-version \(needed)" : "Swift \(needed)"
            findings.append(finding(statement, "states Xcode \(statement.version), which comes with Swift \(swift), older than \(source)"))
        }
        return findings
    }

    /// The manifest's minimum for `subject`: its tools version for Swift, its platform entry for a platform.
    static func manifestMinimum(_ subject: String, _ manifest: PackageManifest?) -> (version: VersionNumber, declaration: String)? {
        guard let manifest else { return nil }
        if subject == "Swift" { return manifest.toolsVersion.map { ($0, "swift-tools-version \($0)") } }
        return manifest.platforms.first { $0.name == subject }.map { ($0.version, $0.declaration) }
    }

    private func finding(_ statement: RequirementStatement, _ message: String) -> Diagnostic {
        Diagnostic(path: statement.path, location: statement.location, ruleID: Self.ruleID, message: message)
    }
}
