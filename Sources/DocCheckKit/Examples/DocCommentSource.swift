import Foundation

/// A Swift file of one of the package's targets whose doc comments hold fenced code blocks:
/// its Swift blocks are examples like a document's, at the file's lines.
struct DocCommentSource: Sendable {
    var path: String
    /// The module the file belongs to, which its examples import.
    var module: String
    /// The comments that hold a fenced block, each with its Markdown document.
    var comments: [(comment: DocComment, document: MarkdownDocument)]

    /// The Swift files of the regular targets of the package's manifest, in SwiftPM's default
    /// folder (`Sources/NAME`), whose doc comments hold a fenced block; read from the working
    /// tree (under `--staged` too: the index holds documents, not sources).
    static func sources(in repository: Repository) -> [DocCommentSource] {
        guard let bytes = repository.contents(repository.configuration.manifest) else { return [] }
        let manifest = repository.manifest(repository.configuration.manifest, bytes: bytes)
        var sources: [DocCommentSource] = []
        for module in manifest.targets {
            for path in swiftFiles(under: "Sources/" + module, in: repository) {
                guard let bytes = repository.contents(path), mayHoldFence(bytes) else { continue }
                let comments = DocComment.comments(in: String(decoding: bytes, as: UTF8.self)).filter(\.holdsFence)
                guard !comments.isEmpty else { continue }
                sources.append(DocCommentSource(path: path, module: module, comments: comments.map { ($0, $0.document(path: path)) }))
            }
        }
        return sources
    }

    /// The `.swift` files below `folder`, sorted, outside hidden folders and DocC catalogs.
    private static func swiftFiles(under folder: String, in repository: Repository) -> [String] {
        FileWalk.files(
            under: repository.url(folder).path, keep: { !$0.hasPrefix(".") && $0.hasSuffix(".swift") },
            enter: { !$0.hasPrefix(".") && !$0.lowercased().hasSuffix(".docc") }
        ).map { folder + "/" + $0 }
    }

    /// Whether the bytes hold three backticks or tildes in a row: a file without cannot hold a fence.
    private static func mayHoldFence(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in String.find("```", in: buffer) || String.find("~~~", in: buffer) }
    }
}

extension DocComment {
    /// Whether a line of the comment opens (or closes) a fence.
    var holdsFence: Bool {
        lines.contains { line in
            let text = line.text.drop { $0 == " " }
            return text.hasPrefix("```") || text.hasPrefix("~~~")
        }
    }
}
