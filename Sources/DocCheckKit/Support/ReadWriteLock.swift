import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock that many hold at once (`shared`) or one holds alone (`exclusively`): POSIX's
/// reader-writer lock, which Foundation does not offer.
final class ReadWriteLock: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_rwlock_t())
        precondition(pthread_rwlock_init(lock, nil) == 0, "pthread_rwlock_init failed")
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` while others may hold the lock shared too, but no one holds it alone.
    func shared<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    /// Runs `body` while no one else holds the lock.
    func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}
