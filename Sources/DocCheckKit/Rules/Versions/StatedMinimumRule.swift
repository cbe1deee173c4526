/// The minimum Xcode, Swift and platform versions the documents state (in prose, requirement
/// tables and badges) agree with each other, and Swift and the platforms agree with
/// Package.swift (`swift-tools-version`, `platforms:`, and for a platform `platforms:` leaves
/// out, SwiftPM's default).
struct StatedMinimumRule: ContextRule {
    static let ruleID = "stated-minimum"
    static let id = ruleID

    /// The Swift each Xcode comes with, newest first (an Xcode older than the last is not checked).
    static let swiftOfXcode: [(xcode: String, swift: String)] = [
        ("26.0", "6.2"), ("16.3", "6.1"), ("16.0", "6.0"), ("15.3", "5.10"), ("15.0", "5.9"), ("14.3", "5.8"), ("14.0", "5.7"),
        ("13.3", "5.6"), ("13.0", "5.5"), ("12.5", "5.4"), ("12.0", "5.3"), ("11.4", "5.2"), ("11.0", "5.1"), ("10.2", "5.0"),
    ]

    var description: RuleDescription {
        let readme = "# Kit\n\nNeeds Xcode 26.1 or later, Swift 6.2, iOS 26 and macOS 26.\n"
        let requirements = "# Kit\n\n## Requirements\n\n| Platform | Minimum |\n|---|---|\n"
        let scoped = "# Kit\n\n## Requirements\n\n- Xcode 26.2+ is required to build Kit using Swift Package Manager\n- Xcode 26.1+\n"
        let lines =
            "# Kit\n\n## Requirements\n\n### Kit 1.0\n\n- Xcode 26.0+\n\n### Kit 2.0\n\n- Xcode 26.1+ / Swift 6.2+ / iOS 26.0+ / macOS 26.0+\n"
        return RuleDescription(
            id: Self.ruleID,
            summary:
                "the minimum Xcode, Swift and platforms that the README, its translations and the newest release state for the package, in prose, tables and badges, agree with each other and with Package.swift",
            triggeringExamples: [
                VersionExamples.repository(
                    ["README.md": readme, "Translations/README.de.md": "# Kit\n\nBenötigt Xcode 26.0 oder neuer.\n"],
                    path: "Translations/README.de.md", line: 3),
                VersionExamples.repository(
                    ["README.md": readme.replacingOccurrences(of: "Swift 6.2", with: "Swift 6.1")], path: "README.md", line: 3),
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n![Swift](https://img.shields.io/badge/Swift-6.0-orange)\n"], path: "README.md", line: 3),
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n<img src=\"https://img.shields.io/badge/iOS-18.0%2B-blue.svg\" alt=\"iOS 18.0+\">\n"], path: "README.md",
                    line: 3),
                VersionExamples.repository(["README.md": requirements + "| iOS | 18.0 |\n"], path: "README.md", line: 7),
                VersionExamples.repository(
                    ["README.md": "# Kit\n", "Package.swift": "import PackageDescription\n"], path: "Package.swift", line: 1),
                // The README's Xcode 26.2 is what building with SwiftPM needs; the translation gives it as the package's.
                VersionExamples.repository(
                    ["README.md": scoped, "Translations/README.de.md": "# Kit\n\nBenötigt Xcode 26.2 oder neuer.\n"],
                    path: "Translations/README.de.md", line: 3),
                // iOS 26.1 is stated with another package; the package's own iOS 18 is stale.
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n## Requirements\n\n* iOS 18+ (iOS 26.1+ with [OtherKit](https://example.com/otherkit))\n"],
                    path: "README.md", line: 5),
                // The section of the current release line states Xcode 26.1; the translation still states 1.0's.
                VersionExamples.repository(
                    ["README.md": lines, "Translations/README.de.md": "# Kit\n\nBenötigt Xcode 26.0 oder neuer.\n"],
                    path: "Translations/README.de.md", line: 3),
            ],
            nonTriggeringExamples: [
                VersionExamples.repository(["README.md": readme]),
                VersionExamples.repository(["README.md": readme + "\nThe tab bar demo uses iOS 26.1 APIs.\n"]),
                VersionExamples.repository(["README.md": requirements + "| iOS | 26.0 |\n"]),
                // The row of the past release line 1.x tells of that release.
                VersionExamples.repository([
                    "README.md": "# Kit\n\n## Requirements\n\n| Kit | Swift | iOS |\n|---|---|---|\n| 2.x | 6.2 | 26 |\n| 1.x | 5.9 | 15 |\n"
                ]),
                VersionExamples.repository(["README.md": "# Kit\n\n![Platform](https://img.shields.io/cocoapods/p/Kit.svg)\n"]),
                // The section of the past release line 1.0 tells of that line.
                VersionExamples.repository([
                    "README.md": lines.replacingOccurrences(of: "- Xcode 26.0+", with: "- Xcode 16.0+ / Swift 5.9+ / iOS 15.0+ / macOS 12.0+")
                ]),
                // Minimums scoped to a feature or a way to build are not the package's.
                VersionExamples.repository(["README.md": scoped]),
                VersionExamples.repository([
                    "README.md": "# Kit\n\n## Requirements\n\n- (SwiftUI) iOS 26.1+ / macOS 26.1+\n- (UIKit/AppKit) iOS 26.0+ / macOS 26.0+\n"
                ]),
                // What an example app, the reader's app or a combination with another package needs, a
                // recommended version and a heading of a manifest syntax are not the package's minimums.
                VersionExamples.repository([
                    "README.md":
                        "# Kit\n\n> If you support iOS 26.1+ only, try the system view instead.\n\n## Requirements\n\n"
                        + "* iOS 26+ (iOS 26.1+ with [OtherKit](https://example.com/otherkit))\n* Xcode 26.1 or newer, Xcode 26.2 recommended.\n\n"
                        + "Kit targets macOS 26 and above. (Note that the example app requires at least macOS 26.1.)\n"
                ]),
                VersionExamples.repository([
                    "README.md": "# Kit\n\n## Getting Started\n\n### Swift 5.4 and newer (`swift-tools-version:5.4`)\n",
                    "CHANGELOG.md": "# Changelog\n\n## [5.6.0] - 2026-11-29\n\n- Fixed a crash.\n",
                ]),
                // visionOS, which `platforms:` leaves out, has SwiftPM's default, 1.0.
                VersionExamples.repository(["README.md": "# Kit\n\nNeeds iOS 26, macOS 26 and visionOS 1.0 or later.\n"]),
                // A Package.swift without the comment is tools version 3; the Swift 4 and later read its variant.
                VersionExamples.repository([
                    "README.md": "# Kit\n\nNeeds Swift 3.0 or later.\n", "Package.swift": "import PackageDescription\n",
                    "Package@swift-4.swift": "// swift-tools-version:4.0\nimport PackageDescription\n",
                ]),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let facts = context.versionFacts
        var findings: [Diagnostic] = []
        let manifest = facts.manifest
        if let manifest {
            findings += manifest.problems.map { Self.finding(path: manifest.path, location: $0.location, message: $0.message) }
            // Swift 5.0 and later load no manifest of tools version 3: without a variant of tools
            // version 4 or later, no Swift of today can build the package.
            if manifest.toolsVersionIsImplied, !facts.manifestVariants.contains(where: { ($0.toolsVersion?.parts[0] ?? 0) >= 4 }) {
                let message =
                    "has no '// swift-tools-version: X.Y' first line, so SwiftPM reads it as tools version 3, which Swift 5.0 and later do not load"
                findings.append(Self.finding(path: manifest.path, location: SourceLocation(line: 1), message: message))
            }
        }
        let statements = Self.packageStatements(context)
        var first: [String: RequirementStatement] = [:]
        for statement in statements {
            let states = "states \(statement.subject) \(statement.version)"
            if let reference = Self.manifestMinimum(statement.subject, manifest, facts: facts) {
                // A Swift newer than the tools version is no contradiction: the code may need it.
                let contradicts = statement.subject == "Swift" ? statement.version < reference.version : reference.version != statement.version
                if contradicts {
                    findings.append(finding(statement, "\(states), \(reference.source)"))
                }
            } else if let manifest, manifest.problems.isEmpty, let defaults = manifest.defaultMinimum(of: statement.subject) {
                // A platform `platforms:` leaves out has SwiftPM's default, which rises with the Swift that builds it.
                if !defaults.contains(statement.version) {
                    let subject = statement.subject
                    let range = defaults.lowerBound == defaults.upperBound ? "" : " to \(defaults.upperBound), by the Swift that builds it"
                    let declares = "\(manifest.path) declares no \(subject) minimum in 'platforms:'"
                    findings.append(
                        finding(statement, "\(states), \(declares), so SwiftPM's default applies: \(subject) \(defaults.lowerBound)\(range)"))
                }
            } else if let reference = first[statement.subject], reference.version != statement.version {
                let place = reference.path + (reference.location.map { ":\($0.line)" } ?? "")
                findings.append(finding(statement, "\(states), \(place) states \(statement.subject) \(reference.version)"))
            }
            if first[statement.subject] == nil { first[statement.subject] = statement }
        }
        // The Xcode stated must come with the Swift the package needs.
        let lowest = manifest == nil ? nil : facts.lowestToolsManifest
        let needed = lowest?.toolsVersion ?? first["Swift"]?.version
        for statement in statements where statement.subject == "Xcode" {
            guard let needed, let entry = Self.swiftOfXcode.first(where: { statement.version >= VersionNumber($0.xcode)! }),
                let swift = VersionNumber(entry.swift), swift < needed
            else { continue }
            let source = lowest.map { "swift-tools-version \(needed) of \($0.path)" } ?? "Swift \(needed)"
            findings.append(finding(statement, "states Xcode \(statement.version), which comes with Swift \(swift), older than \(source)"))
        }
        return findings
    }

    /// The manifest's minimum for `subject`, with where it comes from in words: the lowest tools
    /// version of Package.swift and its variants for Swift, Package.swift's platform entry for
    /// a platform.
    static func manifestMinimum(
        _ subject: String, _ manifest: PackageManifest?, facts: VersionFacts
    ) -> (version: VersionNumber, source: String)? {
        guard let manifest else { return nil }
        if subject == "Swift" {
            guard let lowest = facts.lowestToolsManifest, let version = lowest.toolsVersion else { return nil }
            let says =
                lowest.toolsVersionIsImplied
                ? "has no swift-tools-version comment, which SwiftPM reads as tools version \(version)" : "says swift-tools-version \(version)"
            return (version, "\(lowest.path) \(says)")
        }
        return manifest.platforms.first { $0.name == subject }.map { ($0.version, "\(manifest.path) says \($0.declaration)") }
    }

    /// Words of a heading whose section states what the package as a whole needs.
    static let requirementWords = [
        "requirement", "install", "compatib", "platform", "support", "minimum", "prerequisite", "getting started", "system",
        "environment", "setup", "set up",
    ]

    /// The statements that speak for the package as a whole: those of the README and its
    /// translations that stand before the first section or in a section about requirements or
    /// installation, and those of the newest release of the CHANGELOG, that `packageMinimums`
    /// keeps. Articles, guides and other sections (a feature's availability, a migration
    /// guide's past release, a resolved bug) are not read.
    static func packageStatements(_ context: RuleContext) -> [RequirementStatement] {
        let configuration = context.repository.configuration
        var statements: [RequirementStatement] = []
        let readme = context.documents.document(configuration.readme)
        // The names a README gives the package: with them, a minimum is its own ("iOS 12+ with Kit").
        let names =
            [context.versionFacts.manifest?.packageName, readme?.headings.first { $0.level == 1 }?.text].compactMap { $0 }
            + (context.versionFacts.manifest?.libraries ?? [])
        func kept(_ document: MarkdownDocument, sections: Set<Int>) -> [RequirementStatement] {
            Self.kept(document, sections: sections, release: context.versionFacts.release, packageNames: names)
        }
        if let readme, !VersionFacts.isHistorical(readme.path, configuration) {
            let readmeSections = Self.requirementSections(readme, release: context.versionFacts.release)
            statements += kept(readme, sections: readmeSections)
            for translation in context.translations.translations where translation.sourcePath == configuration.readme {
                guard let document = translation.document, !VersionFacts.isHistorical(document.path, configuration) else { continue }
                // A translation's headings are its own words: its sections are the README's when
                // its outline is the README's, and only its opening is read otherwise.
                let sections = document.headingsCorrespond(to: readme) ? readmeSections : []
                statements += kept(document, sections: sections)
            }
        }
        if let changelog = context.documents.document(configuration.changelog), let lines = context.versionFacts.changelog?.latest?.lines {
            statements += StatementScanner.statements(in: changelog, lines: lines, release: context.versionFacts.release, packageNames: names)
        }
        return packageMinimums(statements)
    }

    /// The statements of the package's minimums: not those scoped to a feature or a way to
    /// build ("(SwiftUI) iOS 14.0+", "Xcode 11+ is required to build Kit using Swift Package
    /// Manager"), to an example app, to a condition on the reader's app or to a combination with
    /// another package, and of the others that one list states for one subject, the lowest.
    static func packageMinimums(_ statements: [RequirementStatement]) -> [RequirementStatement] {
        let unscoped = statements.filter { $0.scope == nil }
        func key(_ statement: RequirementStatement) -> String? {
            statement.list.map { "\(statement.path):\($0.line):\(String(describing: $0.column)) \(statement.subject)" }
        }
        var lowest: [String: VersionNumber] = [:]
        for statement in unscoped {
            guard let key = key(statement) else { continue }
            lowest[key] = min(lowest[key] ?? statement.version, statement.version)
        }
        var kept = Set<String>()
        return unscoped.filter { statement in
            guard let key = key(statement) else { return true }
            return statement.version == lowest[key] && kept.insert(key).inserted
        }
    }

    /// Ways to install a package other than its manifest, as headings name them.
    static let installationMethods = ["carthage", "cocoapods", "manual", "add source", "from source", "drag"]

    /// The indexes of the headings whose sections speak of requirements or installation, the
    /// subsections of such a section included, but for a section of another release line than
    /// `release`'s ("### Kit 1.0" beside "### Kit 2.0"), whose statements tell of that line.
    /// When the release is not known, or such a section names a line in the making (which the
    /// manifest may already build), no section of a release line is read.
    static func requirementSections(_ document: MarkdownDocument, release: SemanticVersion?) -> Set<Int> {
        // The open headings, each with whether it or one above it speaks of requirements, and
        // the releases it or the nearest one above it that names one names.
        var open: [(level: Int, speaks: Bool, releases: [StatementScanner.NamedRelease])] = []
        var sections: [(index: Int, releases: [StatementScanner.NamedRelease])] = []
        for (index, heading) in document.headings.enumerated() {
            open.removeAll { $0.level >= heading.level }
            let text = heading.text.lowercased()
            // Troubleshooting and known issues say what to do in one case, not what the package
            // needs; a heading of one way to install it ("Setup with Carthage (iOS 8+)") speaks
            // of that way.
            let caseOnly =
                ["troubleshoot", "issue", "faq", "problem", "workaround"].contains { text.includes($0) }
                || (heading.level > 2 && installationMethods.contains { text.includes($0) })
            let speaks = !caseOnly && ((open.last?.speaks ?? false) || requirementWords.contains { text.includes($0) })
            let named = StatementScanner.namedReleases(inHeading: heading.text)
            let releases = named.isEmpty ? open.last?.releases ?? [] : named
            open.append((heading.level, speaks, releases))
            if speaks { sections.append((index, releases)) }
        }
        let inTheMaking = sections.contains { section in section.releases.contains { release.map($0.isNewer) ?? true } }
        return Set(
            sections.filter { section in
                section.releases.isEmpty || (!inTheMaking && section.releases.contains { release.map($0.includes) ?? false })
            }.map(\.index))
    }

    /// Whether a statement stands before the first section (a level-2 heading or deeper) or in
    /// one of `sections`.
    private static func isKept(_ statement: RequirementStatement, headingLines: [Int], firstSection: Int, sections: Set<Int>) -> Bool {
        guard let line = statement.location?.line else { return true }
        // The last heading at or above the line, found by bisection.
        var low = 0
        var high = headingLines.count
        while low < high {
            let middle = (low + high) / 2
            if headingLines[middle] <= line { low = middle + 1 } else { high = middle }
        }
        let index = low - 1
        return index < firstSection || sections.contains(index)
    }

    /// The statements of `document` that `isKept` keeps.
    private static func kept(
        _ document: MarkdownDocument, sections: Set<Int>, release: SemanticVersion?, packageNames: [String]
    ) -> [RequirementStatement] {
        let found = StatementScanner.statements(in: document, release: release, packageNames: packageNames)
        guard !found.isEmpty else { return [] }
        let headings = document.headings
        let lines = headings.map { $0.range?.start.line ?? 0 }
        let firstSection = headings.firstIndex { $0.level >= 2 } ?? headings.count
        return found.filter { isKept($0, headingLines: lines, firstSection: firstSection, sections: sections) }
    }

    private func finding(_ statement: RequirementStatement, _ message: String) -> Diagnostic {
        Self.finding(path: statement.path, location: statement.location, message: message)
    }
}

extension StatedMinimumRule {
    static let mutations: [Mutation] = [
        Mutation(id: "stated-minimum", summary: "state a lower minimum Xcode in one document") { workspace in
            let changelog = workspace.repository.configuration.changelog
            for path in workspace.repository.documentPaths() where path != changelog {
                guard let document = workspace.document(path) else { continue }
                for statement in StatementScanner.statements(in: document) where statement.subject == "Xcode" {
                    guard let location = statement.location else { continue }
                    let text = workspace.line(path, location.line)
                    guard let match = text.firstMatch(of: /Xcode\s+(\d+(?:\.\d+)*)/) else { continue }
                    let lowered = text.replacingCharacters(in: match.1.startIndex..<match.1.endIndex, with: "25.0")
                    try workspace.replaceLines(path, location.line...location.line, with: [lowered])
                    return MutationSite(path: path, line: location.line)
                }
            }
            return nil
        }
    ]
}
