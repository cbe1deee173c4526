import Foundation

/// Mutations of the translations, the links and the documents' accessibility.
extension MutationCatalogue {
    /// A link of a document as it is written on its line: the line's bytes and the byte
    /// ranges of the link text (an image's alt text) and of the destination.
    struct WrittenLink {
        var link: Link
        var line: Int
        var bytes: [UInt8]
        var text: Range<Int>
        var destination: Range<Int>

        /// The line with the bytes of `range` replaced by `replacement`.
        func replacing(_ range: Range<Int>, with replacement: String) -> String {
            String(decoding: bytes.replacing([ByteReplacement(bytes: range, text: replacement)]), as: UTF8.self)
        }
    }

    /// The first inline link or image of `path` on one line, written `[text](destination)`,
    /// that `accept` takes. Links whose destination is not written verbatim are passed over.
    static func writtenLink(
        _ workspace: MutationWorkspace, in path: String, _ kind: Link.Kind, where accept: (Link) -> Bool
    ) -> WrittenLink? {
        guard let document = workspace.document(path) else { return nil }
        for link in document.links where link.kind == kind && accept(link) {
            guard let range = link.range, range.start.line == range.end.line else { continue }
            let bytes = Array(document.source.line(range.start.line).utf8)
            let start = (range.start.column ?? 0) - 1
            let opener = Array((kind == .image ? "![" : "[").utf8)
            guard start >= 0, start + opener.count <= bytes.count, Array(bytes[start..<start + opener.count]) == opener else { continue }
            let textStart = start + opener.count
            let middle = Array("](".utf8) + Array(link.destination.utf8)
            guard let found = firstOffset(of: middle, in: bytes, from: textStart) else { continue }
            let destinationStart = found + 2
            return WrittenLink(
                link: link, line: range.start.line, bytes: bytes, text: textStart..<found,
                destination: destinationStart..<(destinationStart + link.destination.utf8.count))
        }
        return nil
    }

    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Rewrites the line of a written link.
    static func rewrite(_ workspace: MutationWorkspace, _ path: String, _ link: WrittenLink, _ range: Range<Int>, with text: String)
        throws -> MutationSite
    {
        try workspace.replaceLines(path, link.line...link.line, with: [link.replacing(range, with: text)])
        return MutationSite(path: path, line: link.line)
    }

    /// A link to a file of the repository (not only an anchor of the same document).
    static func isRepositoryPath(_ link: Link) -> Bool {
        if case .local(let path, _, _) = LinkDestination(link.destination), !path.isEmpty { return true }
        return false
    }

    /// A link to an anchor of the same document.
    static func anchorFragment(_ link: Link) -> String? {
        if case .local(let path, _, let fragment?) = LinkDestination(link.destination), path.isEmpty, !fragment.isEmpty {
            return fragment
        }
        return nil
    }

    static let linkMutations: [Mutation] = [
        Mutation(id: "link-relative", summary: "point a relative link of the README at a file that does not exist", expectedRules: [LinkPathRule.id])
        {
            workspace in
            let path = workspace.repository.configuration.readme
            guard let link = writtenLink(workspace, in: path, .link, where: isRepositoryPath) else { return nil }
            let destination = link.link.destination
            let slash = destination.lastIndex(of: "/").map { destination.index(after: $0) } ?? destination.startIndex
            return try rewrite(
                workspace, path, link, link.destination, with: String(destination[..<slash]) + "missing-" + String(destination[slash...]))
        },
        Mutation(
            id: "link-anchor", summary: "point an anchor link of the README at a heading that does not exist", expectedRules: [LinkAnchorRule.id]
        ) {
            workspace in
            let path = workspace.repository.configuration.readme
            guard let link = writtenLink(workspace, in: path, .link, where: { anchorFragment($0) != nil }) else { return nil }
            return try rewrite(workspace, path, link, link.destination, with: "#no-such-heading")
        },
        Mutation(
            id: "link-heading-renamed", summary: "rename a README heading that a link points at, and not the link",
            expectedRules: [LinkAnchorRule.id]
        ) { workspace in
            let path = workspace.repository.configuration.readme
            guard let document = workspace.document(path),
                let link = writtenLink(workspace, in: path, .link, where: { anchorFragment($0) != nil }),
                let fragment = anchorFragment(link.link)
            else { return nil }
            var slugger = Slugger()
            for heading in document.headings {
                guard slugger.slug(heading.anchorText) == fragment, let line = heading.range?.start.line else { continue }
                let text = workspace.line(path, line)
                // An ATX heading without a closing sequence: the new word goes at its end.
                guard text.hasPrefix("#"), !text.hasSuffix("#") else { return nil }
                try workspace.replaceLines(path, line...line, with: [text + " renamed"])
                return MutationSite(path: path, line: link.line)
            }
            return nil
        },
        Mutation(id: "link-outside", summary: "point a relative link of the README out of the repository", expectedRules: [LinkOutsideRule.id]) {
            workspace in
            let path = workspace.repository.configuration.readme
            guard let link = writtenLink(workspace, in: path, .link, where: isRepositoryPath) else { return nil }
            // One "../" more than the README's depth leaves the repository.
            let depth = path.split(separator: "/").count
            return try rewrite(
                workspace, path, link, link.destination, with: String(repeating: "../", count: depth) + link.link.destination)
        },
        Mutation(id: "image-alt-removed", summary: "remove the alt text of an image in the README", expectedRules: [ImageAltRule.id]) {
            workspace in
            let path = workspace.repository.configuration.readme
            guard let link = writtenLink(workspace, in: path, .image, where: { $0.text?.isEmpty == false }) else { return nil }
            return try rewrite(workspace, path, link, link.text, with: "")
        },
        Mutation(id: "link-click-here", summary: "change a README link's text to \"click here\"", expectedRules: [LinkTextRule.id]) {
            workspace in
            let path = workspace.repository.configuration.readme
            guard let link = writtenLink(workspace, in: path, .link, where: { $0.text?.isEmpty == false }) else { return nil }
            return try rewrite(workspace, path, link, link.text, with: "click here")
        },
        Mutation(id: "heading-skip-level", summary: "make a README section heading skip a level", expectedRules: [HeadingLevelRule.id]) {
            workspace in
            let path = workspace.repository.configuration.readme
            guard let document = workspace.document(path) else { return nil }
            for heading in document.headings where heading.level == 2 {
                guard let line = heading.range?.start.line else { continue }
                let text = workspace.line(path, line)
                guard text.hasPrefix("## ") else { continue }
                try workspace.replaceLines(path, line...line, with: ["##" + text])
                return MutationSite(path: path, line: line)
            }
            return nil
        },
    ]

    /// The README's translations, in path order.
    static func readmeTranslations(_ workspace: MutationWorkspace) -> [String] {
        workspace.repository.translationFiles(of: [workspace.repository.configuration.readme])
    }

    static let translationMutations: [Mutation] = [
        Mutation(
            id: "translation-code-token", summary: "change a code token in a code block of one translation",
            expectedRules: [TranslationCodeRule.id]
        ) { workspace in
            for path in readmeTranslations(workspace) {
                guard let document = workspace.document(path) else { continue }
                for block in document.codeBlocks {
                    for (number, text) in block.lines {
                        let code = text.trimmingCharacters(in: .whitespaces)
                        // Comments may be translated; a token of code may not.
                        guard let number, !code.hasPrefix("//"), !code.hasPrefix("#"),
                            let token = text.firstMatch(of: /[A-Za-z_][A-Za-z0-9_]{2,}/)
                        else { continue }
                        let changed = text.replacingCharacters(in: token.range, with: token.output + "Changed")
                        try workspace.replaceLines(path, number...number, with: [changed])
                        return MutationSite(path: path, line: number)
                    }
                }
            }
            return nil
        },
        Mutation(
            id: "translation-drop-row", summary: "drop a row from the demo table of one translation", expectedRules: [TranslationTableRule.id]
        ) { workspace in
            guard let (_, name) = readmeTable(workspace) else { return nil }
            for path in readmeTranslations(workspace) {
                guard let found = workspace.table(inRegion: name, of: path), let line = found.table.rows.first?.line else { continue }
                try workspace.replaceLines(path, line...line, with: [])
                return MutationSite(path: path, line: line)
            }
            return nil
        },
        Mutation(
            id: "translation-source-changed", summary: "change a README section without updating the translations",
            expectedRules: [TranslationBehindRule.id]
        ) { workspace in
            let path = workspace.repository.configuration.readme
            guard let first = readmeTranslations(workspace).first, let document = workspace.document(path),
                let heading = document.headings.first(where: { $0.level == 2 }), let headingLine = heading.range?.start.line,
                let run = document.inlines.first(where: { run in
                    // Prose: a run after the heading that is not in a table.
                    guard run.kind == .text, let line = run.range?.start.line, line > headingLine else { return false }
                    return !document.tables.contains { $0.range.map { ($0.start.line...$0.end.line).contains(line) } ?? false }
                }),
                let line = run.range?.end.line
            else { return nil }
            // A sentence at the end of the section's first line of prose: no line moves, so
            // only the translations' markers can tell.
            try workspace.replaceLines(path, line...line, with: [workspace.line(path, line) + " A sentence the translations lack."])
            return MutationSite(path: first, line: 1)
        },
    ]
}
