/// The bytes of the files findings point into, for the reporters whose readers count a column
/// in other units than doccheck's UTF-8 bytes (SARIF, GitHub). Without them a reporter keeps
/// the byte column.
public struct FileText: Sendable {
    private let read: @Sendable (_ path: String) -> [UInt8]?

    /// `read` gives a repository-relative path's bytes, nil when it cannot be read.
    public init(read: @escaping @Sendable (_ path: String) -> [UInt8]?) {
        self.read = read
    }

    /// No file is read: every column stays a byte column.
    public static let none = FileText { _ in nil }

    /// The files as the run read them: from the working tree, or from the git index under
    /// `--staged`, so a column is counted on the line the finding was made on.
    public init(_ repository: Repository) {
        self.init { repository.contents($0) }
    }

    /// A counter for one report, which reads each file at most once.
    func utf16Columns() -> UTF16Columns {
        UTF16Columns(read: read)
    }
}

/// Turns doccheck's columns (1-based UTF-8 bytes within the line) into 1-based UTF-16 code
/// units within the same line, as SARIF 2.1.0 counts them by default.
struct UTF16Columns {
    private let read: (String) -> [UInt8]?
    /// Each file read so far; nil for one that could not be read.
    private var sources: [String: SourceText?] = [:]

    init(read: @escaping (String) -> [UInt8]?) {
        self.read = read
    }

    /// The column of `location` in the file at `path`, in UTF-16 code units of its line: the
    /// byte column as it is when the file cannot be read, has no such line, or the column lies
    /// past the line's end. A column inside a character counts as that character's.
    mutating func column(of location: SourceLocation, in path: String) -> Int? {
        guard let column = location.column else { return nil }
        let source: SourceText?
        if let known = sources[path] {
            source = known
        } else {
            source = read(path).map(SourceText.init(bytes:))
            sources[path] = source
        }
        guard let source, location.line >= 1, location.line <= source.lineCount else { return column }
        let line = source.byteRange(ofLine: location.line)
        guard column - 1 <= line.count else { return column }
        var end = line.lowerBound + column - 1
        // Back to the first byte of the character the column falls in.
        while end > line.lowerBound, end < line.upperBound, source.bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: source.bytes[line.lowerBound..<end], as: UTF8.self).utf16.count + 1
    }
}
