import Foundation

/// The build generation that live reload long-polls on. Every successful rebuild bumps it; a
/// browser waiting for "anything newer than N" is woken and reloads.
final class ReloadGeneration: @unchecked Sendable {
    private let condition = NSCondition()
    private var value = 0
    /// Set when the server stops, so waiters return at once instead of holding their threads.
    private var cancelled = false

    var current: Int {
        condition.lock()
        defer { condition.unlock() }
        return value
    }

    /// Bumps the generation and wakes every waiter.
    func bump() {
        condition.lock()
        value += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Wakes every waiter for good (server shutdown).
    func cancelAll() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until the generation exceeds `since` or `timeout` passes, and returns the generation
    /// then. Returns at once when it is already newer, so a page that missed a bump still reloads.
    func wait(since: Int, timeout: TimeInterval) -> Int {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while value <= since && !cancelled {
            // `wait(until:)` can wake spuriously; the loop re-checks, the deadline bounds it.
            if !condition.wait(until: deadline) { break }
        }
        return value
    }
}
