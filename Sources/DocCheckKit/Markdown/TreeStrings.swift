#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The strings of a document's tree (literals, destinations, titles, info strings), none of
/// them an allocation of its own: a string written in the document byte for byte, as most
/// text, code and destinations are, is a range of the document's bytes; any other (a literal
/// with an escape or entity read, a code block's content with its indent taken off) is a
/// range of one buffer the tree owns. A string is made only when a check reads it.
///
/// Every document's tree is held for the whole run: on 10,000 documents strings of their
/// own took 35 MB, a second copy of the documents' text.
struct TreeStrings: Sendable {
    /// Where a string's bytes are, in 8 bytes: from `start` of the document's bytes, or of
    /// `own` where `count` has `ownFlag` set. A string that does not fit (an offset or a
    /// length of 2 GiB or more) is held in `wide`, its entry's `count` being `Entry.wide`.
    private struct Entry: Sendable {
        var start: UInt32
        var count: UInt32

        static let ownFlag: UInt32 = 1 << 31
        static let wide = UInt32.max
    }

    /// Where a string is, whatever its entry's form.
    private struct Place: Sendable {
        var start: Int
        var count: Int
        var isOwn: Bool
    }

    /// Offsets and lengths below this are held in an `Entry`; a test sets a smaller limit
    /// to read the wide form.
    static let narrowLimit = Int(Int32.max)

    /// The document's bytes, shared with its `SourceText` (not copied).
    let source: [UInt8]
    private let narrowLimit: Int
    private var entries: [Entry] = []
    private var wide: [Int: Place] = [:]
    private var own: [UInt8] = []

    init(source: [UInt8], narrowLimit: Int = TreeStrings.narrowLimit) {
        self.source = source
        self.narrowLimit = min(narrowLimit, TreeStrings.narrowLimit)
    }

    var count: Int { entries.count }

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Where the string at `index` is: its start, its length, and whether in `own`.
    private func place(_ index: Int) -> Place {
        let entry = entries[index]
        if entry.count == Entry.wide, let wide = wide[index] { return wide }
        return Place(start: Int(entry.start), count: Int(entry.count & ~Entry.ownFlag), isOwn: entry.count & Entry.ownFlag != 0)
    }

    private mutating func appendEntry(start: Int, count: Int, isOwn: Bool) {
        guard start < narrowLimit, count < narrowLimit else {
            wide[entries.count] = Place(start: start, count: count, isOwn: isOwn)
            entries.append(Entry(start: 0, count: Entry.wide))
            return
        }
        entries.append(Entry(start: UInt32(start), count: UInt32(count) | (isOwn ? Entry.ownFlag : 0)))
    }

    /// The length in bytes of the string at `index`.
    func length(_ index: Int) -> Int { place(index).count }

    /// Whether the string at `index` is a range of the document's bytes.
    func isInSource(_ index: Int) -> Bool { !place(index).isOwn }

    /// Hands the bytes of the string at `index` to `body`, no string made.
    func withBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let place = place(index)
        guard place.count > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return (place.isOwn ? own : source).withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[place.start..<place.start + place.count]))
        }
    }

    /// The first byte of the string at `index`; nil for an empty one.
    func firstByte(_ index: Int) -> UInt8? { withBytes(index) { $0.first } }

    /// The string at `index`.
    func string(_ index: Int) -> String {
        withBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `bytes` (valid UTF-8, as cmark-gfm hands out) as the next string: as the range
    /// of the document's bytes within `window` that holds them, `expected` tried first, or
    /// copied into the tree's own buffer when none does. Returns the string's index.
    @discardableResult
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, within window: Range<Int>? = nil, expected: Int? = nil) -> Int32 {
        let index = Int32(entries.count)
        guard let first = bytes.first else {
            appendEntry(start: 0, count: 0, isOwn: false)
            return index
        }
        if let window, let found = find(bytes, first: first, within: window, expected: expected) {
            appendEntry(start: found, count: bytes.count, isOwn: false)
            return index
        }
        appendEntry(start: own.count, count: bytes.count, isOwn: true)
        own.append(contentsOf: bytes)
        return index
    }

    /// Appends a string the converter made (a table's alignment letters).
    @discardableResult
    mutating func append(_ string: String) -> Int32 {
        var string = string
        return string.withUTF8 { append($0) }
    }

    /// Gives back what the own buffer reserved past its bytes: the tree is kept for the run.
    mutating func finish() {
        own.shrinkToFit()
    }

    /// The offset of a run of the document's bytes equal to `bytes` that starts within
    /// `window`: `expected` if it is one, else the first of at most 64 places that start with
    /// `first` (so that a run of one repeated byte costs no more than 64 comparisons).
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, first: UInt8, within window: Range<Int>, expected: Int?) -> Int? {
        let window = window.clamped(to: 0..<source.count)
        guard bytes.count <= source.count else { return nil }
        return source.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            func matches(_ offset: Int) -> Bool {
                offset >= 0 && offset + bytes.count <= buffer.count && memcmp(base + offset, bytes.baseAddress!, bytes.count) == 0
            }
            if let expected, matches(expected) { return expected }
            var offset = window.lowerBound
            var tries = 0
            while offset < window.upperBound, tries < 64,
                let hit = memchr(base + offset, Int32(first), window.upperBound - offset)
            {
                let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if matches(position) { return position }
                offset = position + 1
                tries += 1
            }
            return nil
        }
    }
}
