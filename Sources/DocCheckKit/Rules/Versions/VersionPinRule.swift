/// Every dependency declaration of this package in the README, the translations and Docs
/// admits the released version, and under the `canonical` policy is written in the canonical
/// form (`CanonicalPin`).
struct VersionPinRule: ContextRule {
    static let id = PinPlan.ruleID
    var description: RuleDescription {
        RuleDescription(
            id: PinPlan.ruleID,
            summary:
                "every pin of this package admits the released version and follows no revision and no development branch (main, master, develop, development, dev, trunk or the one HEAD names; a release-line branch is not judged); with \"pins\": \"canonical\" it is the canonical pin (fix: doccheck fix-pins)",
            triggeringExamples: [
                VersionExamples.repository(["README.md": VersionExamples.readme("branch: \"main\"")], path: "README.md", line: 5),
                VersionExamples.repository(["README.md": VersionExamples.readme("exact: \"1.0.0\"")], path: "README.md", line: 5),
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n```ruby\npod 'Kit', '~> 1.0'\n```\n"], path: "README.md", line: 4),
                VersionExamples.repository(
                    ["Docs/Guide.md": "# Guide\n\nAdd \(VersionExamples.url) with Up to Next Major Version from 1.0.0.\n"],
                    path: "Docs/Guide.md", line: 3),
            ],
            nonTriggeringExamples: [
                VersionExamples.repository(["README.md": VersionExamples.readme("from: \"2.0.0\"")]),
                VersionExamples.repository(["README.md": "# Kit\n\n```\ngithub \"example/kit\" ~> 2.0\n```\n"]),
                VersionExamples.repository(
                    ["README.md": "# Kit\n\n```ruby\npod 'Kit', git: '\(VersionExamples.url).git', branch: 'Kit2'\n```\n"]),
                RuleExample(readme: VersionExamples.readme("branch: \"main\"")),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        PinPlan(repository: context.repository, documents: context.documents, facts: context.versionFacts).diagnostics
    }

    /// A pin as a message quotes it: in single quotes, unless it is written in quotes already
    /// (`'~> 1.0'` of a Podfile).
    static func quoted(_ written: String) -> String {
        let quotes: Set<Character> = ["'", "\""]
        if let first = written.first, written.count >= 2, quotes.contains(first), written.last == first,
            !written.dropFirst().dropLast().contains(first)
        {
            return written
        }
        return "'\(written)'"
    }

    /// What is wrong with `pin` when `release` is the released version, nil when it is canonical.
    /// A branch pin is wrong only on one of `branches`, which carry unreleased work; a pin on
    /// another branch (a maintenance or release line) is the document's deliberate choice.
    static func finding(
        _ pin: DependencyPin, release: SemanticVersion, changelog: String, policy: PinPolicy = .canonical,
        branches: DevelopmentBranches = DevelopmentBranches()
    ) -> Diagnostic? {
        if CanonicalPin.isCanonical(pin, release: release) { return nil }
        if case .branch(let name) = pin.constraint, !branches.contains(name) { return nil }
        // Under `admits`, a version range that admits the release is right as its authors wrote it.
        if policy == .admits, case .versions = pin.constraint, pin.constraint.admits(release) { return nil }
        let canonical = CanonicalPin.text(pin.ecosystem, release: release)
        let what = "\(pin.ecosystem.rawValue) pin \(quoted(pin.written))"
        let problem: String
        switch pin.constraint {
        case .branch(let name): problem = "follows branch '\(name)' while \(release) is released"
        case .revision(let name): problem = "pins revision '\(name)' while \(release) is released"
        case .malformed(let text):
            problem =
                text.hasPrefix("v") && SemanticVersion(String(text.dropFirst())) != nil
                ? "writes the version '\(text)' with a 'v'" : "has '\(text)', which is not a semantic version"
        case .versions where !pin.constraint.admits(release):
            problem = "does not admit \(release), the newest release in \(changelog)"
        case .versions:
            problem = "admits \(release) but is not the canonical form"
        }
        return finding(path: pin.path, location: pin.location, message: "\(what) \(problem); write \(quoted(canonical))")
    }

    /// How a pin that `fix-pins` can rewrite is mended, as `fix-pins` itself would answer: it
    /// rewrites the pin, unless the pin asks for more than the release (`ahead`) or a version
    /// tag is newer than the CHANGELOG's release (`newerTag`), where the CHANGELOG comes first.
    static func fixNote(
        ahead: SemanticVersion?, newerTag: SemanticVersion?, release: SemanticVersion, source: String, changelog: String
    ) -> String {
        if let ahead {
            return
                "if \(ahead) is released, add its release to \(changelog) (the newest release is \(release), from \(source)); if not, write the pin by hand: fix-pins does not lower a pin"
        }
        if let newerTag {
            return "add the release of \(newerTag), the newest version tag, to \(changelog), then run 'doccheck fix-pins' to rewrite it"
        }
        return "run 'doccheck fix-pins' to rewrite it"
    }

    /// `fix-pins` refuses to write while a version tag is newer than the CHANGELOG's release.
    static func refusal(tag newest: SemanticVersion, newerThan latest: SemanticVersion, in changelog: String) -> Diagnostic {
        finding(
            path: changelog,
            message:
                "the newest version tag is \(newest), newer than \(latest), the newest release in \(changelog); add its release there first, as fix-pins does not lower a pin"
        )
    }

    /// `fix-pins` refuses to write while a pin asks for more than the release.
    static func refusal(_ pin: DependencyPin, asksFor lower: SemanticVersion, newerThan release: SemanticVersion, in source: String)
        -> Diagnostic
    {
        finding(
            path: pin.path, location: pin.location,
            message:
                "\(pin.ecosystem.rawValue) pin \(quoted(pin.written)) asks for \(lower) or later, newer than \(release), the newest release in \(source); fix-pins does not lower a pin"
        )
    }

    /// The finding of a `.product(name:package:)` of this package that names no library of it.
    static func unknownProduct(
        _ product: String, of package: String, in path: String, at location: SourceLocation?, libraries: [String]
    ) -> Diagnostic {
        let known = libraries.map { "'\($0)'" }.joined(separator: ", ")
        return finding(
            path: path, location: location,
            message: "product '\(product)' of package '\(package)' is not a library of Package.swift; it declares \(known)")
    }
}

extension VersionPinRule {
    static let mutations: [Mutation] = [
        Mutation(id: "pin-branch", summary: "pin the package to branch: \"main\" in its installation snippet") {
            try MutationCatalogue.replacePin($0) { _ in "branch: \"main\"" }
        },
        Mutation(id: "pin-older", summary: "pin an older version than the release") {
            try MutationCatalogue.replacePin($0) { release in "from: \"\(release.major > 0 ? release.major - 1 : 0).0.0\"" }
        },
        Mutation(id: "pin-exact", summary: "pin the exact release instead of the canonical form") {
            try MutationCatalogue.replacePin($0) { release in "exact: \"\(release)\"" }
        },
        Mutation(id: "changelog-new-release", summary: "release a new major version in the CHANGELOG without updating the pins") { workspace in
            let path = workspace.repository.configuration.changelog
            guard MutationCatalogue.firstPin(workspace) != nil, let document = workspace.document(path) else { return nil }
            let changelog = Changelog(document: document)
            guard let latest = changelog.latest, let line = latest.heading.range?.start.line else { return nil }
            let heading = "## [\(latest.version.major + 1).0.0] - \(latest.date)"
            try workspace.replaceLines(path, line...line, with: [heading, "", "- A release the pins do not admit.", "", workspace.line(path, line)])
            return MutationSite(path: path, line: line)
        },
    ]
}
