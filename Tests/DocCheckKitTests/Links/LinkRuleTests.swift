import Foundation
import Testing

@testable import DocCheckKit

/// The link rules, each shown failing on a document broken on purpose, with its rule id,
/// line and a message that says how to fix it, and quiet on the document fixed.
@Suite struct LinkRuleTests {
    /// An address is cut, and a host's label judged, by hand as their patterns do.
    @Test func addressesAreReadAsTheirPatternsSay() {
        let addresses = [
            "https://example.com/a?b#c", "HTTP://Example.com", "//cdn.example.com/x", "https:example.com", "https//x", "http:/x",
            "https://user@host:80/p", "https://[::1]:8080/", "https://host?q", "https://host#f", "https://", "hTTpS://a.b/c%20d",
        ]
        for address in addresses {
            let pattern = address.wholeMatch(of: #/(?i)((?:https?:)?)//([^/?#]*)(.*)/#).map { (String($0.2), String($0.3)) }
            let parts = LinkURLRule.addressParts(address).map { (String($0.authority), String($0.rest)) }
            #expect(parts?.0 == pattern?.0 && parts?.1 == pattern?.1, "\(address)")
        }
        for label in ["a", "a-b", "-a", "a-", "_", "a_b", "9", "", "a.b", "xn--bcher-kva", "bücher", "a b", "é-"] {
            let pattern = label.wholeMatch(of: #/[\p{L}\p{N}_](?:[\p{L}\p{N}\p{M}_-]*[\p{L}\p{N}\p{M}_])?/#) != nil
            #expect(LinkURLRule.isHostLabel(Substring(label)) == pattern, "\(label)")
        }
    }

    static let source = "let a = 1\nlet b = 2\nlet c = 3\n"

    static let broken: [BrokenInput] = [
        BrokenInput(
            name: "a translation's path read from the root",
            files: [
                "README.md": "# P\n", "Assets/x.png": "", "Translations/README.fr.md": "# P\n\nTexte.\n\n![Le schéma du paquet](Assets/x.png)\n",
            ],
            rule: "link-path", path: "Translations/README.fr.md", line: 5, says: "did you mean '../Assets/x.png'?"),
        BrokenInput(
            name: "wrong capitals", files: ["README.md": "# P\n\nSee the [license](license).\n", "LICENSE": "MIT\n"],
            rule: "link-path", line: 3, says: "'license' is spelled 'LICENSE' on disk"),
        BrokenInput(
            name: "HTML source set",
            files: ["README.md": "# P\n\n<picture>\n<source srcset=\"dark.png\">\n<img src=\"a.png\" alt=\"A chart\">\n</picture>\n", "a.png": ""],
            rule: "link-path", line: 4, says: "HTML image 'dark.png' names no file"),
        BrokenInput(
            name: "climbs above the root", files: ["README.md": "# P\n\n[passwords](../../etc/passwd)\n"], rule: "link-outside", line: 3,
            says: "climbs above"),
        BrokenInput(
            name: "root-relative path above the root", files: ["README.md": "# P\n\n<img src=\"/../etc/logo.png\" alt=\"Logo\">\n"],
            rule: "link-outside", line: 3, says: "climbs above"),
        BrokenInput(
            name: "root-relative path to no file", files: ["Docs/Guide.md": "# G\n\n[Index](/Documentation/Index.md)\n", "README.md": "# P\n"],
            rule: "link-path", path: "Docs/Guide.md", line: 3, says: "'Documentation/Index.md' does not exist"),
        BrokenInput(
            name: "same-document anchor", files: ["README.md": "# P\n\n## Quick start\n\nSee [the start](#quickstart).\n"],
            rule: "link-anchor", line: 5, says: "did you mean '#quick-start' (heading 'Quick start', line 3)?"),
        BrokenInput(
            name: "case only", files: ["README.md": "# P\n\n## Quick start\n\nSee [the start](#Quick-Start).\n"],
            rule: "link-anchor", line: 5, says: "write '#quick-start'", severity: .warning),
        BrokenInput(
            name: "anchor in a document outside the set",
            files: ["README.md": "# P\n\n\n[contributing](CONTRIBUTING.md#tests)\n", "CONTRIBUTING.md": "# C\n\n## Testing\n"],
            rule: "link-anchor", line: 4, says: "did you mean 'CONTRIBUTING.md#testing'"),
        BrokenInput(
            name: "HTML anchor", files: ["README.md": "# P\n\n<a id=\"legacy-api\"></a>\n\n[old](#legacy)\n"],
            rule: "link-anchor", line: 5, says: "did you mean '#legacy-api' (HTML anchor, line 3)?"),
        BrokenInput(
            name: "duplicate headings numbered", files: ["README.md": "# P\n\n## Use\n\n## Use\n\n[second](#use-1) [third](#use-2)\n"],
            rule: "link-anchor", line: 7, says: "has no heading or HTML anchor 'use-2'"),
        BrokenInput(
            name: "line past the end", files: ["README.md": "# P\n\n[call](Sources/A/File.swift#L4)\n", "Sources/A/File.swift": source],
            rule: "link-lines", line: 3, says: "names line 4, but 'Sources/A/File.swift' has 3 lines"),
        BrokenInput(
            name: "range past the end",
            files: ["README.md": "# P\n\n<a href=\"Sources/A/File.swift#L2-L9\">the calls</a>\n", "Sources/A/File.swift": source],
            rule: "link-lines", line: 3, says: "names lines 2 to 9"),
        BrokenInput(
            name: "Markdown shown plain", files: ["README.md": "# P\n\n[line](Docs/A.md?plain=1#L5)\n", "Docs/A.md": "# A\n"],
            rule: "link-lines", line: 3, says: "names line 5, but 'Docs/A.md' has 1 line"),
        BrokenInput(
            name: "line zero", files: ["README.md": "# P\n\n[call](Sources/A/File.swift#L0)\n", "Sources/A/File.swift": source], rule: "link-lines",
            line: 3, says: "lines count from 1"),
        BrokenInput(
            name: "space in the host", files: ["README.md": "# P\n\n[site](<https://exa mple.com>)\n"], rule: "link-url", line: 3, says: "white space"
        ),
        BrokenInput(name: "missing slashes", files: ["README.md": "# P\n\n[site](https:example.com)\n"], rule: "link-url", line: 3, says: "'://'"),
        BrokenInput(name: "bad port", files: ["README.md": "# P\n\n[site](https://example.com:80a/)\n"], rule: "link-url", line: 3, says: "port"),
        BrokenInput(
            name: "bad escape", files: ["README.md": "# P\n\n[site](https://example.com/a%zz)\n"], rule: "link-url", line: 3, says: "hexadecimal"),
        BrokenInput(
            name: "empty destination", files: ["README.md": "# P\n\nRead [the guide]().\n"], rule: "link-url", line: 3,
            says: "link 'the guide' has an empty destination"),
    ]

    /// Near misses of an anchor, and the anchor the hint names: a slip of a letter or a hyphen
    /// is the nearest by edits on the slug, ties by heading order; a fragment further from
    /// every anchor names the one that shares its words.
    @Test(arguments: [
        (["Points", "Midpoints"], "mid-points", "midpoints"),
        (["Guide", "Installing the package"], "installing", "installing-the-package"),
        (["Quick start", "Usage"], "quickstart", "quick-start"),
        (["Install", "Installation"], "instalation", "installation"),
        (["Usage", "Usage notes"], "usage-note", "usage-notes"),
        (["API", "FAQ"], "apis", "api"),
        (["Setup", "Set up"], "set-ups", "set-up"),
        (["Alpha", "Beta"], "gamma", "alpha"),
        (["Session", "SessionDelegate"], "session-manager", "session"),
        (["RequestInterceptor", "RequestAdapter"], "request-adapter", "requestadapter"),
        // A word several headings share tells less than one only one has.
        (["Swift Package Manager plugin", "Sublime Text plugin", "Nova plugin", "VSCode integration"], "vscode-plugin", "vscode-integration"),
    ])
    func aMissedAnchorSuggestsTheNearest(_ headings: [String], _ fragment: String, _ nearest: String) throws {
        let readme = "# P\n\nSee [there](#\(fragment)).\n\n" + headings.map { "## \($0)\n\nText.\n\n" }.joined()
        let finding = try #require(try RuleRun.findings(["README.md": readme]).first { $0.ruleID == "link-anchor" })
        #expect(finding.notes.contains { $0.hasPrefix("did you mean '#\(nearest)' ") }, "\(finding.notes)")
    }

    @Test(arguments: broken) func reportsBrokenInput(_ input: BrokenInput) throws {
        let findings = try RuleRun.findings(input.files)
        #expect(RuleRun.matches(input, findings), "\(findings)")
    }

    @Test func fixedLinksAreQuiet() throws {
        let files = [
            "README.md": """
            # P

            ## Quick start 🚀

            [Start](#quick-start-) · [Guide](Docs/Guide.md#set-up) · [call](Sources/A/File.swift#L2-L3)
            · [folder](Sources/) · [top](#top) · [x](#user-content-quick-start-) · [site](https://example.com/a%20b)
            · <a href="Docs/Guide.md#legacy">legacy</a> · [plain](Docs/Guide.md?plain=1#L3) · [nowhere](#)
            """,
            "Docs/Guide.md": "# Guide\n\n## Set up\n\n<a name=\"legacy\"></a>\n",
            "Sources/A/File.swift": Self.source,
        ]
        let findings = try RuleRun.findings(files).filter { $0.ruleID.hasPrefix("link-") }
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aSymlinkOutsideIsAFindingAndNotFollowed() throws {
        let all = try RuleRun.findings(["README.md": "# P\n\n[hosts](Docs/system/hosts#L99999)\n"]) { repo in
            try FileManager.default.createDirectory(at: repo.root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: repo.root.appendingPathComponent("Docs/system").path, withDestinationPath: "/etc")
        }
        let findings = all.filter { $0.ruleID.hasPrefix("link-") }
        #expect(findings.map(\.ruleID) == ["link-outside"], "the lines of a file outside are never counted: \(findings)")
        #expect(findings.first?.message == "link to 'Docs/system/hosts#L99999' leaves the repository: 'Docs/system' is a symlink to '/etc'")
    }

    @Test func eachLinkedDocumentIsParsedOnce() throws {
        let readme = "# P\n\n[a](Notes/Other.md#one) [b](Notes/Other.md#two) [c](Notes/Other.md#three) [d](Docs/Guide.md#guide) [e](#p)\n"
        let repo = try TemporaryRepository(files: ["README.md": readme, "Notes/Other.md": "# One\n", "Docs/Guide.md": "# Guide\n"])
        let repository = try Repository(root: repo.root)
        let context = DocCheck(repository: repository).ruleContext(DocumentSet(repository: repository, paths: repository.documentPaths()))
        let documents = LinkedDocuments(context)
        for resolved in LinkTargets(context).links {
            _ = documents.anchors(of: try #require(resolved.targetFile))
        }
        #expect(documents.parsedCount == 1, "Other.md is parsed once; the set's documents are not parsed again")
    }

    /// The links' targets are held as columns per document: every row reads what its link,
    /// resolved on its own, gives; a catalog's `<doc:>` links have their article, and no
    /// link outside a catalog has one.
    @Test func eachLinkReadsWhatItResolvesToAlone() throws {
        let repo = try TemporaryRepository(files: [
            "README.md": "# P\n\n[a](Docs/Guide.md#use) [b](#p) [c](https://example.com) ![d](Images/logo.png) [e](Gone.md)\n",
            "Docs/Guide.md": "# G\n\n## Use\n\n<a href=\"../README.md\">home</a> [f](<doc:Kit>)\n",
            "Docs/Kit.docc/Kit.md": "# ``Kit``\n\nRead <doc:Start>, <doc:Missing> and [g](Start.md).\n",
            "Docs/Kit.docc/Start.md": "# Start\n\n![h](logo.png)\n",
            "Docs/Kit.docc/Resources/logo.png": "",
            "Images/logo.png": "",
        ])
        let repository = try Repository(root: repo.root)
        let context = DocCheck(repository: repository).ruleContext(DocumentSet(repository: repository, paths: repository.documentPaths()))
        let targets = LinkTargets(context)
        let resolver = PathResolver(root: repository.root)
        var seen: [String: Int] = [:]
        for resolved in targets.links {
            seen[resolved.path, default: 0] += 1
            let destination = LinkDestination(resolved.link.destination)
            #expect(resolved.destination == destination, "\(resolved.link.destination)")
            if case .local(let path, _, _) = destination, !path.isEmpty, resolved.link.destination != "logo.png" {
                #expect(resolved.resolution == resolver.resolve(path, from: LinkTarget.folder(of: resolved.path)), "\(path)")
            } else if resolved.link.destination == "logo.png" {
                #expect(resolved.resolution == .file("Docs/Kit.docc/Resources/logo.png"))
            } else {
                #expect(resolved.resolution == nil)
            }
            #expect(resolved.catalog == (resolved.path.hasPrefix("Docs/Kit.docc/") ? "Docs/Kit.docc" : nil))
            switch resolved.link.destination {
            case "doc:Start": #expect(resolved.article == .found("Docs/Kit.docc/Start.md"))
            case "doc:Missing": #expect(resolved.article == .missing(meant: nil))
            default: #expect(resolved.article == nil, "\(resolved.link.destination) in \(resolved.path)")
            }
        }
        #expect(seen == ["README.md": 5, "Docs/Guide.md": 2, "Docs/Kit.docc/Kit.md": 3, "Docs/Kit.docc/Start.md": 1])
    }

    /// GitHub reads a path that starts with `/` from the repository's root: such links to
    /// files that exist are no finding, wherever the document is.
    @Test func rootRelativeLinksResolveFromTheRoot() throws {
        let findings = try RuleRun.findings([
            "README.md": "# P\n\n[Guide](/Docs/Guide.md#usage) and ![Logo](/Images/logo.png)\n",
            "Docs/Guide.md": "# G\n\n## Usage\n\n[Home](/README.md) and <a href=\"/Docs/Guide.md\">the guide</a>\n",
            "Images/logo.png": "",
        ])
        #expect(findings.isEmpty, "\(findings)")
    }
}
