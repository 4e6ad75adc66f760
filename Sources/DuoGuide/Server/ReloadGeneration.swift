import Dispatch
import Synchronization

/// The build generation that live reload long-polls on. Every rebuild bumps it; a browser waiting
/// for "anything newer than N" is woken and reloads.
final class ReloadGeneration: Sendable {
    private struct State {
        var value = 0
        /// Set when the server stops, so waiters return at once instead of holding their threads.
        var cancelled = false
        /// One semaphore per long-poll waiting, by ticket.
        var waiters: [Int: DispatchSemaphore] = [:]
        var nextTicket = 0
    }

    private let state = Mutex(State())

    var current: Int { state.withLock { $0.value } }

    /// Bumps the generation and wakes every waiter.
    func bump() {
        let waiters = state.withLock { state in
            state.value += 1
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.signal() }
    }

    /// Wakes every waiter for good (server shutdown).
    func cancelAll() {
        let waiters = state.withLock { state in
            state.cancelled = true
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.signal() }
    }

    /// Blocks until the generation exceeds `since` or `timeout` seconds pass, and returns the
    /// generation then. Returns at once when it is already newer, so a page that missed a bump
    /// still reloads.
    func wait(since: Int, timeout: Double) -> Int {
        let wakeUp = DispatchSemaphore(value: 0)
        let ticket: Int? = state.withLock { state in
            guard state.value <= since && !state.cancelled else { return nil }
            let ticket = state.nextTicket
            state.nextTicket += 1
            state.waiters[ticket] = wakeUp
            return ticket
        }
        if let ticket {
            _ = wakeUp.wait(timeout: .now() + timeout)
            state.withLock { _ = $0.waiters.removeValue(forKey: ticket) }
        }
        return current
    }
}
