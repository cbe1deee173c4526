import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory libcmark-gfm uses while one document is parsed and its tree read, taken from
/// chunks of the parsing thread and given back all at once when the tree is done with.
///
/// cmark-gfm allocates every node, string and list of a parse one by one (some 240 `calloc`s
/// for a 2 KB article) and frees each again: a fifth of a parse went to `malloc` and `free`.
/// Here an allocation is a step along the thread's chunk, a free does nothing (but take back
/// the newest allocation), and the tree and parser are never walked to be freed: the chunks
/// go back to where the parse started (`mark`, `release(to:)`), so a parse inside another's
/// keeps the outer one's memory.
///
/// Each thread has its own chunks (a thread-specific key), so parses side by side share
/// nothing; the first chunk stays with the thread for its next parse.
enum ParseArena {
    /// Where a parse started: the chunk and the bytes of it in use then.
    struct Mark {
        fileprivate var chunk: UnsafeMutableRawPointer
        fileprivate var used: Int
    }

    /// A chunk's header: the chunk before it (nil for the thread's first) and its size.
    private struct ChunkHeader {
        var previous: UnsafeMutableRawPointer?
        var capacity: Int
    }

    /// One thread's chunks: the newest, the bytes of it in use, and the offset of its newest
    /// allocation (-1 when it cannot be taken back).
    private struct State {
        var chunk: UnsafeMutableRawPointer
        var used: Int
        var last: Int
    }

    /// The size of a thread's first chunk and of every ordinary one after it.
    private static let chunkSize = 256 * 1024
    /// Before each allocation: its size, for `realloc` to copy (16 bytes keeps the alignment `malloc` gives).
    private static let allocationHeader = 16
    private static let chunkHeader = (MemoryLayout<ChunkHeader>.size + 15) & ~15

    /// The allocator cmark-gfm is handed (`cmark_parser_new_with_mem`): it lives as long as the
    /// process, as the functions it points to do. (Unsafe only to the compiler: never changed.)
    nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(
            to: cmark_mem(
                calloc: { count, size in ParseArena.allocateZeroed(count, size) },
                realloc: { pointer, size in ParseArena.reallocate(pointer, size) },
                free: { pointer in ParseArena.giveBack(pointer) }))
        return memory
    }()

    /// The key of each thread's `State`; a thread's chunks are freed when it ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { raw in ParseArena.threadEnded(raw) }
        precondition(made == 0, "pthread_key_create failed")
        return key
    }()

    /// Frees the chunks of a thread that ends.
    private static func threadEnded(_ raw: UnsafeMutableRawPointer?) {
        guard let state = raw?.assumingMemoryBound(to: State.self) else { return }
        releaseChunks(of: state, downTo: nil)
        free(state.pointee.chunk)
        state.deallocate()
    }

    /// This thread's state, made with its first chunk on first use.
    private static func state() -> UnsafeMutablePointer<State> {
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: State.self) }
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(chunk: newChunk(capacity: chunkSize, previous: nil), used: chunkHeader, last: -1))
        pthread_setspecific(key, state)
        return state
    }

    private static func newChunk(capacity: Int, previous: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer {
        guard let chunk = malloc(capacity) else { fatalError("out of memory for a parse (\(capacity) bytes)") }
        chunk.storeBytes(of: ChunkHeader(previous: previous, capacity: capacity), as: ChunkHeader.self)
        return chunk
    }

    /// Where this thread's next parse starts.
    static func mark() -> Mark {
        let state = state()
        return Mark(chunk: state.pointee.chunk, used: state.pointee.used)
    }

    /// Gives back everything allocated on this thread since `mark`.
    static func release(to mark: Mark) {
        let state = state()
        releaseChunks(of: state, downTo: mark.chunk)
        state.pointee.used = mark.used
        state.pointee.last = -1
    }

    /// Frees the thread's chunks newer than `chunk` (all but the first when `chunk` is nil).
    private static func releaseChunks(of state: UnsafeMutablePointer<State>, downTo chunk: UnsafeMutableRawPointer?) {
        while state.pointee.chunk != chunk,
            let previous = state.pointee.chunk.load(as: ChunkHeader.self).previous
        {
            free(state.pointee.chunk)
            state.pointee.chunk = previous
        }
    }

    private static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }

    /// `count` × `size` zeroed bytes; nil when the product overflows.
    private static func allocateZeroed(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
        let (total, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, let pointer = allocate(total) else { return nil }
        memset(pointer, 0, total)
        return pointer
    }

    private static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard size >= 0, size < Int.max / 2 else { return nil }
        let state = state()
        let needed = allocationHeader + rounded(size)
        var capacity = state.pointee.chunk.load(as: ChunkHeader.self).capacity
        if state.pointee.used + needed > capacity {
            capacity = max(chunkSize, chunkHeader + needed)
            state.pointee.chunk = newChunk(capacity: capacity, previous: state.pointee.chunk)
            state.pointee.used = chunkHeader
        }
        let offset = state.pointee.used
        let start = state.pointee.chunk + offset
        start.storeBytes(of: size, as: Int.self)
        state.pointee.last = offset
        state.pointee.used = offset + needed
        return start + allocationHeader
    }

    /// Whether `pointer` is the newest allocation of the thread's newest chunk.
    private static func isNewest(_ pointer: UnsafeMutableRawPointer, _ state: UnsafeMutablePointer<State>) -> Bool {
        state.pointee.last >= 0 && pointer == state.pointee.chunk + state.pointee.last + allocationHeader
    }

    private static func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(size) }
        let state = state()
        let old = (pointer - allocationHeader).load(as: Int.self)
        // The newest allocation grows where it is, when the chunk has the room.
        if isNewest(pointer, state), size >= 0,
            state.pointee.last + allocationHeader + rounded(size) <= state.pointee.chunk.load(as: ChunkHeader.self).capacity
        {
            (pointer - allocationHeader).storeBytes(of: size, as: Int.self)
            state.pointee.used = state.pointee.last + allocationHeader + rounded(size)
            return pointer
        }
        guard let moved = allocate(size) else { return nil }
        moved.copyMemory(from: pointer, byteCount: min(old, size))
        return moved
    }

    private static func giveBack(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        let state = state()
        // The newest allocation is taken back; any other stays until the parse is done.
        if isNewest(pointer, state) {
            state.pointee.used = state.pointee.last
            state.pointee.last = -1
        }
    }
}
