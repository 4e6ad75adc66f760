import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map`, with the elements transformed on all cores; the results come back in order.
    /// Every phase of the build that can run in parallel is one of these: the work items of a
    /// phase do not depend on each other, so no scheduler is needed.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let value = transform(self[i])
            results.withLock { $0[i] = value }
        }
        return results.withLock { $0.map { $0! } }
    }
}

/// `(first(), second())`, the two computed at once when there is a second core.
func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let a = Mutex<A?>(nil), b = Mutex<B?>(nil)  // each locked by its one writer, then read
    DispatchQueue.concurrentPerform(iterations: 2) { i in
        if i == 0 { a.withLock { $0 = first() } } else { b.withLock { $0 = second() } }
    }
    return (a.withLock { $0! }, b.withLock { $0! })
}

/// A value made on a thread of its own while the caller goes on; `value` waits for it. The thread
/// is not one of Dispatch's, so the caller's concurrent maps still get every core, and the system
/// runs the background work in whatever time they leave idle.
final class Background<T: Sendable>: Sendable {
    private let result = Mutex<T?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> T) {
        Thread { [self] in
            result.withLock { $0 = work() }  // no reader takes the lock before `done` is signalled
            done.signal()
        }.start()
    }

    var value: T {
        done.wait()
        done.signal()  // for the next reader
        return result.withLock { $0! }
    }
}
