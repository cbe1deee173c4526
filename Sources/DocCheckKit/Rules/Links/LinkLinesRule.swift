/// `File.swift#L10` and `#L10-L20` name lines that exist in the file GitHub shows as source.
struct LinkLinesRule: ContextRule {
    static let id = "link-lines"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary: "a #L10 or #L10-L20 fragment on a source file (or Markdown with ?plain=1) names lines that exist in it",
            triggeringExamples: [
                RuleExample(
                    ["README.md": "# P\n\nSee [the call](Sources/A/File.swift#L9999).\n", "Sources/A/File.swift": "let a = 1\nlet b = 2\n"],
                    path: "README.md", line: 3),
                RuleExample(
                    ["README.md": "# P\n\n[lines](Sources/A/File.swift#L2-L3)\n", "Sources/A/File.swift": "let a = 1\nlet b = 2\n"],
                    path: "README.md", line: 3),
            ],
            nonTriggeringExamples: [
                RuleExample(["README.md": "# P\n\n[lines](Sources/A/File.swift#L1-L2)\n", "Sources/A/File.swift": "let a = 1\nlet b = 2\n"])
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let counts = LineCounts(repository: context.repository)
        var findings: [Diagnostic] = []
        for resolved in context.linkTargets.links {
            guard let fragment = resolved.fragment, let lines = LineFragment(fragment), resolved.targetShowsLines,
                let file = resolved.targetFile, let count = counts.lines(of: file)
            else { continue }
            let problem: String
            if lines.first == 0 || lines.last == 0 {
                problem = "names line 0; lines count from 1"
            } else if let last = lines.last, last < lines.first {
                problem = "names lines \(lines.first) to \(last), which end before they start; write the smaller line first"
            } else if max(lines.first, lines.last ?? 0) > count {
                let named = lines.last.map { "lines \(lines.first) to \($0)" } ?? "line \(lines.first)"
                problem = "names \(named), but '\(file)' has \(count) line\(count == 1 ? "" : "s")"
            } else {
                continue
            }
            findings.append(
                Self.finding(
                    path: resolved.path, location: resolved.link.location, message: "\(resolved.link.subject) \(problem)"))
        }
        return findings
    }
}
