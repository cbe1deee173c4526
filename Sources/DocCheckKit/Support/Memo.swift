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
}

/// Values computed once per key for as long as the memo lives. Two threads that ask for the
/// same key at once may both compute it; the values are equal, so either may be kept.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(_ key: Key, make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }
}
