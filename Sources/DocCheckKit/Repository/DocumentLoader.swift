import Foundation

/// Reads documents from a repository, answering each problem with one located finding.
public struct DocumentLoader: Sendable {
    /// The rule of the findings about a document that cannot be read.
    public static let ruleID = DocumentRule.id

    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// The parsed document, or the one finding that says why it cannot be checked.
    public func load(_ path: String) -> Result<MarkdownDocument, DiagnosticError> {
        let bytes: [UInt8]
        switch read(path) {
        case .success(let data): bytes = data
        case .failure(let failure): return .failure(failure)
        }
        let source = SourceText(bytes: bytes)
        if bytes.isEmpty || source.bytes.count == (source.hasByteOrderMark ? 3 : 0) {
            return .failure(finding(path, nil, "the document is empty"))
        }
        if let invalid = source.firstInvalidUTF8() {
            return .failure(finding(path, invalid, "invalid UTF-8; save the file as UTF-8"))
        }
        // Git's own test for a binary file: a NUL byte among the first 8,000.
        if let nul = bytes.prefix(8_000).firstIndex(of: 0) {
            return .failure(
                finding(
                    path, source.location(ofByte: nul),
                    "a NUL byte makes git treat the document as binary (it shows no text diff of it); remove the byte"))
        }
        return .success(MarkdownDocument(path: path, bytes: bytes))
    }

    /// The file's bytes, or a finding when it is missing, not a regular file or unreadable.
    public func read(_ path: String) -> Result<[UInt8], DiagnosticError> {
        if let staged = repository.staged, StagedFiles.isDocumentLike(path) {
            guard let bytes = staged.files[path] else { return .failure(finding(path, nil, "file not found in the staged files")) }
            return .success(bytes)
        }
        return repository.read(path).mapError { finding(path, nil, $0.message) }
    }

    private func finding(_ path: String, _ location: SourceLocation?, _ message: String) -> DiagnosticError {
        DiagnosticError(DocumentRule.finding(path: path, location: location, message: message))
    }
}

/// A finding carried as an error, for steps that cannot go on after it.
public struct DiagnosticError: Error, Sendable, Equatable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
