import Foundation

/// The bytes of a document with a table of line starts, so positions can be mapped back
/// to bytes exactly (for byte-preserving rewrites and for checking cmark's positions).
public struct SourceText: Sendable {
    /// The whole file, BOM included.
    public let bytes: [UInt8]
    /// Whether the file starts with a UTF-8 byte order mark.
    public let hasByteOrderMark: Bool
    /// Byte offset of the first byte of each line; `lineStarts[0]` is line 1 (after a BOM).
    public let lineStarts: LineStarts

    public init(bytes: [UInt8]) {
        self.init(bytes: bytes, narrowLimit: LineStarts.narrowLimit)
    }

    /// The text of `bytes`, its line starts held in 32 bits when it is shorter than
    /// `narrowLimit` bytes (a test sets a small limit to read the wide form).
    init(bytes: [UInt8], narrowLimit: Int) {
        self.bytes = bytes
        hasByteOrderMark = bytes.starts(with: SourceText.byteOrderMark)
        var starts = LineStarts(wide: bytes.count >= narrowLimit)
        starts.append(hasByteOrderMark ? 3 : 0)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, starts[0] < buffer.count else { return }
            let count = buffer.count
            var index = starts[0]
            // Without a carriage return, memchr finds each line feed.
            if memchr(base + index, Int32(UInt8(ascii: "\r")), count - index) == nil {
                while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), count - index) {
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(index)
                }
                return
            }
            while index < count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        // A final line ending does not open a line.
        if starts.count > 1, starts.last == bytes.count { starts.removeLast() }
        starts.finish()
        lineStarts = starts
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    public var lineCount: Int { lineStarts.count }

    /// The byte range of line `number` (1-based) without its line ending.
    public func byteRange(ofLine number: Int) -> Range<Int> {
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The byte range of line `number` including its line ending.
    public func byteRangeWithEnding(ofLine number: Int) -> Range<Int> {
        let start = lineStarts[number - 1]
        let end = number < lineStarts.count ? lineStarts[number] : bytes.count
        return start..<end
    }

    /// The text of line `number` without its line ending; invalid UTF-8 is replaced.
    public func line(_ number: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: number)], as: UTF8.self)
    }

    /// The line ending the file uses: that of its first line, or "\n" when it has none.
    public var lineEnding: String {
        let range = byteRangeWithEnding(ofLine: 1)
        let ending = bytes[byteRange(ofLine: 1).upperBound..<range.upperBound]
        return ending.isEmpty ? "\n" : String(decoding: ending, as: UTF8.self)
    }

    /// Whether the file ends with a line ending.
    public var endsWithNewline: Bool {
        guard let last = bytes.last else { return false }
        return last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r")
    }

    /// The location of the first byte that is not valid UTF-8, or nil when the text is valid.
    public func firstInvalidUTF8() -> SourceLocation? {
        // The standard library's validation is vectorised; scalars are decoded one by one only
        // to find where invalid text starts.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        // Decode scalar by scalar, tracking the byte offset of each.
        while true {
            let before = offset
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return location(ofByte: before)
            }
        }
    }

    /// The offset of the byte at `location` (a 1-based line and byte column); nil for a
    /// location without a column or on no line of the text.
    public func byteOffset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineCount, let column = location.column else { return nil }
        return lineStarts[location.line - 1] + column - 1
    }

    /// The offset of the byte at a position as cmark-gfm counts it, with a byte order mark
    /// in the first line's columns; nil where `byteOffset(of:)` gives nil.
    func cmarkByteOffset(of location: SourceLocation) -> Int? {
        byteOffset(of: location).map { location.line == 1 && hasByteOrderMark ? $0 - SourceText.byteOrderMark.count : $0 }
    }

    /// The line and column of the byte at `offset`.
    public func location(ofByte offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: max(offset - lineStarts[low], 0) + 1)
    }
}

/// The offsets at which a text's lines start, in document order. Every document's are held
/// for the whole run, so they are stored in 32 bits, or in 64 for a text of 4 GiB or more.
public struct LineStarts: RandomAccessCollection, Equatable, Sendable {
    /// Texts of this many bytes or more have their line starts stored in 64 bits.
    static let narrowLimit = Int(UInt32.max)

    private var narrow: [UInt32] = []
    private var wide: [Int] = []
    private let isWide: Bool

    init(wide: Bool) {
        isWide = wide
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { isWide ? wide.count : narrow.count }

    public subscript(position: Int) -> Int { isWide ? wide[position] : Int(narrow[position]) }

    mutating func append(_ offset: Int) {
        if isWide { wide.append(offset) } else { narrow.append(UInt32(offset)) }
    }

    mutating func removeLast() {
        if isWide { wide.removeLast() } else { narrow.removeLast() }
    }

    /// Gives back what the array reserved past its offsets.
    mutating func finish() {
        if isWide { wide.shrinkToFit() } else { narrow.shrinkToFit() }
    }

    public static func == (lhs: LineStarts, rhs: LineStarts) -> Bool { lhs.elementsEqual(rhs) }
}
