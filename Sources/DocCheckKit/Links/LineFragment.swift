/// A fragment that names source lines, as GitHub writes them: `L10`, `L10-L20`, with
/// optional columns (`L10C5-L12C3`).
struct LineFragment: Equatable, Sendable {
    var first: Int
    var last: Int?

    init?(_ fragment: String) {
        guard fragment.hasPrefix("L"), fragment.dropFirst().first?.isASCII == true, fragment.dropFirst().first?.isNumber == true,
            let match = fragment.wholeMatch(of: cached(#/L(\d{1,9})(?:C\d{1,9})?(?:-L(\d{1,9})(?:C\d{1,9})?)?/#)),
            let first = Int(match.1)
        else { return nil }
        self.first = first
        last = match.2.flatMap { Int($0) }
    }
}

/// The number of lines of the repository's files, each read once: what GitHub numbers (a
/// final line ending does not start a line; an empty file has none).
final class LineCounts {
    private let loader: DocumentLoader
    private var counts: [String: Int?] = [:]

    init(repository: Repository) {
        loader = DocumentLoader(repository: repository)
    }

    /// The line count of the file at `path` (repository-relative, inside the repository).
    func lines(of path: String) -> Int? {
        if let known = counts[path] { return known }
        var count: Int?
        if case .success(let bytes) = loader.read(path) {
            count = bytes.isEmpty ? 0 : SourceText(bytes: bytes).lineCount
        }
        counts[path] = count
        return count
    }
}
