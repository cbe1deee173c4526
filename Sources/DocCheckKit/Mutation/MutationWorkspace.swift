import Foundation

/// A throwaway copy of a repository that mutations edit, with the model of its documents.
public final class MutationWorkspace: @unchecked Sendable {
    public let root: URL
    public let repository: Repository
    /// The original bytes of every file a mutation touched, to undo it.
    private var originals: [String: [UInt8]?] = [:]

    init(root: URL) throws {
        self.root = root
        repository = try Repository(root: root)
    }

    /// The parsed document at `path`, read afresh.
    public func document(_ path: String) -> MarkdownDocument? {
        guard case .success(let document) = DocumentLoader(repository: repository).load(path) else { return nil }
        return document
    }

    /// The marker region `name` of a document and the table inside it.
    public func table(inRegion name: String, of path: String) -> (document: MarkdownDocument, region: MarkerRegion, table: Table)? {
        guard let document = document(path) else { return nil }
        let scan = MarkerScanner.regions(in: document)
        guard let region = scan.regions.first(where: { $0.name == name }),
            let table = document.tables.first(where: { $0.range.map { region.contentLines.contains($0.start.line) } ?? false })
        else { return nil }
        return (document, region, table)
    }

    public func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { Array($0) }
    }

    /// Writes a file, remembering its first original bytes for `restore()`.
    public func write(_ path: String, _ bytes: [UInt8]) throws {
        if originals[path] == nil { originals[path] = .some(self.bytes(path)) }
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Replaces whole lines (1-based, inclusive range) of a file with `lines`.
    public func replaceLines(_ path: String, _ range: ClosedRange<Int>, with lines: [String]) throws {
        guard let bytes = bytes(path) else { return }
        let source = SourceText(bytes: bytes)
        let ending = Array(source.lineEnding.utf8)
        let start = source.lineStarts[range.lowerBound - 1]
        let end = source.byteRangeWithEnding(ofLine: range.upperBound).upperBound
        var result = Array(bytes[..<start])
        for line in lines { result += Array(line.utf8) + ending }
        result += bytes[end...]
        try write(path, result)
    }

    /// The text of line `number` of a file.
    public func line(_ path: String, _ number: Int) -> String {
        bytes(path).map { SourceText(bytes: $0).line(number) } ?? ""
    }

    /// Undoes every write since the last restore.
    public func restore() throws {
        for (path, original) in originals {
            let url = root.appendingPathComponent(path)
            if let original {
                try Data(original).write(to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
        originals = [:]
    }
}
