import Foundation

/// What the rules' mutations of links, headings and translations share: finding a link as it
/// is written on its line, and the README's translations.
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

    /// The README's translations, in path order.
    static func readmeTranslations(_ workspace: MutationWorkspace) -> [String] {
        workspace.repository.translationFiles(of: [workspace.repository.configuration.readme])
    }

}
