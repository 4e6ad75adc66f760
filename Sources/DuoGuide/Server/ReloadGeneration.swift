import Dispatch
import Synchronization

/// What live reload tells open pages: the build generation, which every rebuild bumps, and the
/// problems of the last rebuild when it failed. A browser long-polls for "anything newer than N":
/// it reloads on a good build and shows the problems over the page on a failed one.
final class ReloadGeneration: Sendable {
    struct Snapshot: Sendable, Equatable, Codable {
        var generation: Int
        /// Empty after a good build.
        var problems: [BuildProblem]
    }

    private struct State {
        var snapshot = Snapshot(generation: 0, problems: [])
        /// Set when the server stops, so waiters return at once instead of holding their threads.
        var cancelled = false
        /// One semaphore per long-poll waiting, by ticket.
        var waiters: [Int: DispatchSemaphore] = [:]
        var nextTicket = 0
    }

    private let state = Mutex(State())

    var current: Snapshot { state.withLock { $0.snapshot } }

    /// A new generation, with the problems of the build that made it (none: it succeeded), and
    /// every waiter woken.
    func bump(problems: [BuildProblem] = []) {
        let waiters = state.withLock { state in
            state.snapshot = Snapshot(generation: state.snapshot.generation + 1, problems: problems)
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

    /// Blocks until the generation exceeds `since` or `timeout` seconds pass, and returns the state
    /// then. Returns at once when it is already newer, so a page that missed a bump still reloads.
    func wait(since: Int, timeout: Double) -> Snapshot {
        let wakeUp = DispatchSemaphore(value: 0)
        let ticket: Int? = state.withLock { state in
            guard state.snapshot.generation <= since && !state.cancelled else { return nil }
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
