import Foundation

/// Reads documents from a repository, answering each problem with what kept the document
/// from being read, which `document` makes its one finding of.
public struct DocumentLoader: Sendable {
    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// The parsed document, or why it cannot be checked.
    public func load(_ path: String) -> Result<MarkdownDocument, UnreadableDocument> {
        let bytes: [UInt8]
        switch read(path) {
        case .success(let data): bytes = data
        case .failure(let failure): return .failure(failure)
        }
        let source = SourceText(bytes: bytes)
        if bytes.isEmpty || source.bytes.count == (source.hasByteOrderMark ? 3 : 0) {
            return .failure(UnreadableDocument(path: path, reason: .empty))
        }
        if let invalid = source.firstInvalidUTF8() {
            return .failure(UnreadableDocument(path: path, location: invalid, reason: .invalidUTF8))
        }
        // Git's own test for a binary file: a NUL byte among the first 8,000.
        if let nul = bytes.prefix(8_000).firstIndex(of: 0) {
            return .failure(UnreadableDocument(path: path, location: source.location(ofByte: nul), reason: .nulByte))
        }
        return .success(MarkdownDocument(path: path, source: source))
    }

    /// The file's bytes, or why not when it is missing, not a regular file or unreadable.
    public func read(_ path: String) -> Result<[UInt8], UnreadableDocument> {
        if let staged = repository.staged, StagedFiles.isDocumentLike(path) {
            guard let bytes = staged.files[path] else { return .failure(UnreadableDocument(path: path, reason: .notStaged)) }
            return .success(bytes)
        }
        return repository.read(path).mapError { UnreadableDocument(path: path, reason: .unreadable($0.message)) }
    }
}

/// A document that cannot be checked, and why.
public struct UnreadableDocument: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case empty
        case invalidUTF8
        /// A NUL byte among the first 8,000, where git takes the file for binary.
        case nulByte
        /// Under `--staged`, a document the index does not hold.
        case notStaged
        /// The file system's answer: missing, a folder, a read refused.
        case unreadable(String)
    }

    public var path: String
    public var location: SourceLocation?
    public var reason: Reason
}
