import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` on every core: `transform` runs on several threads at once and the results keep
    /// the elements' order, so what a run reports never depends on scheduling.
    func parallelMap<Mapped: Sendable>(_ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        #if DOCCHECK_FUZZER
            // The fuzzer runs one input at a time on one core; waking threads would cost more
            // than the work, and coverage would depend on scheduling. Races are the thread
            // sanitizer's job (Scripts/test-thread-sanitizer).
            return map(transform)
        #else
            guard count > 1 else { return map(transform) }
            let slots = OrderedSlots<Mapped>(count: count)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.store(transform(self[index]), at: index)
            }
            return slots.values
        #endif
    }
}

/// One slot per element of a parallel map, each filled once, read after all are filled.
private final class OrderedSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}

/// Work started on another thread at once, and waited for where its value is needed: for
/// work that does not depend on what the calling thread does meanwhile.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        #if DOCCHECK_FUZZER
            result = work()
        #else
            done.enter()
            DispatchQueue.global().async {
                self.result = work()
                self.done.leave()
            }
        #endif
    }

    /// The work's value, once it is done.
    var value: Value {
        done.wait()
        return result!
    }
}
