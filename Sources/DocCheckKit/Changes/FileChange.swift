/// One file as a command would leave it: the bytes on disk now and the bytes it would write.
/// Every plan that writes (tables, examples, pins, translation markers), `verify`'s report of
/// what the generators would change, and the one `apply` all speak of files in this shape.
public struct FileChange: Sendable, Equatable {
    public var path: String
    /// The bytes on disk now; nil when the file does not exist yet.
    public var old: [UInt8]?
    /// The bytes to write; nil to remove the file.
    public var new: [UInt8]?
    /// What is said once the change is made (`wrote README.md`).
    public var done: String

    public init(path: String, old: [UInt8]?, new: [UInt8]?, done: String? = nil) {
        self.path = path
        self.old = old
        self.new = new
        self.done = done ?? "\(new == nil ? "removed" : "wrote") \(path)"
    }

    /// Whether writing the file would change it.
    public var isChanged: Bool { old != new }

    /// The change as a unified diff (`--diff`).
    public var diff: String { UnifiedDiff.make(old: old ?? [], new: new ?? [], path: path) }
}
