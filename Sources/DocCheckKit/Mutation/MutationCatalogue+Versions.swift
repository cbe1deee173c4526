import Foundation

/// Mutations of the version claims: pins, the released version, stated minimums.
extension MutationCatalogue {
    /// The first SwiftPM pin of the package whose bytes are known, with the released version.
    static func firstPin(_ workspace: MutationWorkspace) -> (pin: DependencyPin, bytes: Range<Int>, release: SemanticVersion)? {
        let engine = DocCheck(repository: workspace.repository)
        guard let plan = try? engine.planPins(), let release = plan.release else { return nil }
        guard let pin = plan.pins.first(where: { $0.ecosystem == .swiftPM && $0.bytes != nil }), let bytes = pin.bytes else { return nil }
        return (pin, bytes, release)
    }

    /// Replaces the bytes of the first pin with `text`.
    static func replacePin(_ workspace: MutationWorkspace, with text: (SemanticVersion) -> String) throws -> MutationSite? {
        guard let (pin, bytes, release) = firstPin(workspace), let file = workspace.bytes(pin.path) else { return nil }
        try workspace.write(pin.path, file.replacing([ByteReplacement(bytes: bytes, text: text(release))]))
        return MutationSite(path: pin.path, line: pin.location?.line ?? 0)
    }

    static let versionMutations: [Mutation] = [
        Mutation(id: "pin-branch", summary: "pin the package to branch: \"main\" in its installation snippet", expectedRules: [PinPlan.ruleID]) {
            try replacePin($0) { _ in "branch: \"main\"" }
        },
        Mutation(id: "pin-older", summary: "pin an older version than the release", expectedRules: [PinPlan.ruleID]) {
            try replacePin($0) { release in "from: \"\(release.major > 0 ? release.major - 1 : 0).0.0\"" }
        },
        Mutation(id: "pin-exact", summary: "pin the exact release instead of the canonical form", expectedRules: [PinPlan.ruleID]) {
            try replacePin($0) { release in "exact: \"\(release)\"" }
        },
        Mutation(
            id: "changelog-new-release", summary: "release a new major version in the CHANGELOG without updating the pins",
            expectedRules: [PinPlan.ruleID]
        ) { workspace in
            let path = workspace.repository.configuration.changelog
            guard firstPin(workspace) != nil, let document = workspace.document(path) else { return nil }
            let changelog = Changelog(document: document)
            guard let latest = changelog.latest, let line = latest.heading.range?.start.line else { return nil }
            let heading = "## [\(latest.version.major + 1).0.0] - \(latest.date)"
            try workspace.replaceLines(path, line...line, with: [heading, "", "- A release the pins do not admit.", "", workspace.line(path, line)])
            return MutationSite(path: path, line: line)
        },
        Mutation(
            id: "stated-minimum", summary: "state a lower minimum Xcode in one document", expectedRules: ["stated-minimum"]
        ) { workspace in
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
        },
    ]
}
