import Foundation

/// Every image says what it shows: Markdown and HTML images have alt text that is not a file
/// name or a word like "image" or "screenshot", in any language the documents ship in.
/// Decorative HTML images, marked `alt=""` or `aria-hidden="true"`, are exempt.
struct ImageAltRule: ContextRule {
    static let id = "image-alt"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            summary:
                "an image has alt text that says what it shows, not a file name or 'image'/'screenshot' (for a DocC @Image or @Video, its alt argument); HTML images marked alt=\"\" or aria-hidden=\"true\" are decorative and exempt",
            triggeringExamples: [
                RuleExample(readme: "# P\n\n![](Assets/demo.png)\n", line: 3),
                RuleExample(readme: "# P\n\n![Screenshot](a.png) ![demo.png](demo.png)\n\n<img src=\"b.png\">\n", line: 5),
                RuleExample(["P.docc/P.md": "# P\n\nA package.\n\n@Image(source: \"chart.png\")\n"], path: "P.docc/P.md", line: 5),
                RuleExample(
                    ["P.docc/P.md": "# P\n\nA package.\n\n@Video(\n  source: \"demo.mp4\",\n  alt: \"demo.mp4\"\n)\n"], path: "P.docc/P.md",
                    line: 7),
            ],
            nonTriggeringExamples: [
                RuleExample(
                    readme:
                        "# P\n\n![The search screen listing three demos](a.png)\n\n<img src=\"line.png\" alt=\"\"> <img src=\"d.png\" aria-hidden=\"true\">\n"
                ),
                RuleExample(["P.docc/P.md": "# P\n\nA package.\n\n@Image(source: \"chart.png\", alt: \"Sales by month, rising\")\n"]),
            ])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // The links as the link rules share them: each document's are found once per run.
        let images = context.linkTargets.links.compactMap { resolved -> Diagnostic? in
            let image = resolved.link
            guard image.kind == .image, !image.isDecorative, let problem = problem(image) else { return nil }
            let subject = (image.syntax == .html ? "HTML image" : "image") + " '\(Self.name(of: image))'"
            return Self.finding(path: resolved.path, location: image.location, message: "\(subject) \(problem)")
        }
        return images + directiveFindings(context)
    }

    /// The `@Image` and `@Video` directives of DocC catalogs, whose `alt` argument is their
    /// alt text.
    private func directiveFindings(_ context: RuleContext) -> [Diagnostic] {
        DocCDirective.catalogDirectives(context).flatMap { path, _, directives in
            directives.compactMap { directive -> Diagnostic? in
                guard directive.name == "Image" || directive.name == "Video", let source = directive.argument("source")?.value else { return nil }
                let subject = "@\(directive.name) '\(source)'"
                guard let alt = directive.argument("alt") else {
                    return Self.finding(
                        path: path, location: directive.location,
                        message: "\(subject) has no alt argument; add alt: \"what it shows\"")
                }
                guard let problem = altProblem(alt.value, fileName: source, syntax: nil) else { return nil }
                return Self.finding(path: path, location: alt.location, message: "\(subject) \(problem)")
            }
        }
    }

    /// How a finding names an image: its file name, which the finding's line and column place;
    /// the whole address only when it names no file (a message names its subject once, in
    /// words a terminal line holds).
    static func name(of image: Link) -> String {
        let path = image.destination.split(separator: "?", maxSplits: 1).first.map(String.init) ?? image.destination
        let trimmed = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
        let last = trimmed.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? ""
        guard !last.isEmpty, !trimmed.hasSuffix("/"), !last.contains(":") else { return image.destination }
        // A service's image made from its query (`…/endpoint?url=…`) is named by its address
        // without the query; a name is shown as a reader reads it (`iOS 10.0+`, not `iOS%2010.0%2B`).
        let name = !last.contains(".") && path != image.destination ? trimmed.replacing(cached(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//), with: "") : last
        return name.removingPercentEncoding ?? name
    }

    private func problem(_ image: Link) -> String? {
        if image.syntax == .html && !image.hasAltAttribute {
            return "has no alt attribute; add alt=\"what it shows\", or alt=\"\" if it is only decoration"
        }
        // The destination's last component, cut at the `/` byte as a file system cuts it.
        let fileName = image.destination.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? ""
        return altProblem(image.text ?? "", fileName: fileName, syntax: image.syntax)
    }

    /// What is wrong with `written` as the alt text of the image in `fileName`; nil when it
    /// says what the image shows. A DocC directive's alt is judged as Markdown's is, but for
    /// where a blank one is written.
    private func altProblem(_ written: String, fileName: String, syntax: Link.Syntax?) -> String? {
        let alt = written.trimmingAllWhitespace()
        if alt.isEmpty {
            return switch syntax {
            case .markdown: "has no alt text; describe what it shows between its brackets: ![what it shows](…)"
            case nil: "has blank alt text; describe what it shows in its alt argument"
            default: "has blank alt text; describe what it shows, or write alt=\"\" if it is only decoration"
            }
        }
        let extensions = ["png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "ico", "avif", "tif", "tiff", "heic"]
        let lowered = alt.lowercased()
        let looksLikeFile = !alt.includes(" ") && extensions.contains { lowered.hasSuffix("." + $0) }
        if alt == fileName || looksLikeFile {
            return "has a file name as alt text ('\(alt)'); describe what the image shows"
        }
        if let language = VagueText.language(of: alt, in: VagueText.imageAltLanguages) {
            return "has alt text '\(alt)' (\(language)) that names no content; describe what the image shows"
        }
        return nil
    }
}

extension ImageAltRule {
    static let mutations: [Mutation] = [
        Mutation(id: "image-alt-removed", summary: "remove the alt text of an image in the README") { workspace in
            let path = workspace.repository.configuration.readme
            guard let link = MutationCatalogue.writtenLink(workspace, in: path, .image, where: { $0.text?.isEmpty == false }) else { return nil }
            return try MutationCatalogue.rewrite(workspace, path, link, link.text, with: "")
        }
    ]
}
