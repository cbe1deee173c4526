import Foundation

/// A value computed once, by the first of any number of threads that asks for it.
final class Once<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }

    /// Lets go of the value and returns it; the next `value(_:)` makes it again.
    @discardableResult func forget() -> Value? {
        lock.withLock {
            defer { stored = nil }
            return stored
        }
    }
}

/// Values computed once per key. Two threads that ask for the same key at once may both
/// compute it; the values are equal, so either may be kept. A memo made with a `capacity`
/// forgets everything when it holds that many values, so one that lives as long as the
/// process (in a library user, or the fuzzer) stays bounded however many keys it sees.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let capacity: Int
    private var values: [Key: Value] = [:]

    init(capacity: Int = .max) {
        precondition(capacity > 0, "a memo must hold at least one value")
        self.capacity = capacity
    }

    /// Every value held now.
    var all: [Key: Value] { lock.withLock { values } }

    func value(_ key: Key, make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }

    /// How many values the memo holds now.
    var count: Int { lock.withLock { values.count } }
}
