import Dispatch
import Foundation

/// Independent jobs run by two workers that start at opposite ends of the list and meet in the
/// middle. Pages are listed language by language, and every language has its own memos, documents
/// and strings: taken this way, each worker keeps to its own languages for most of the build
/// instead of both retaining and locking the same objects at once (each such retain moves a cache
/// line between the cores). Expensive jobs belong at both ends, so that the jobs left where the
/// workers meet are short ones.
///
/// With more than two cores the jobs go to `concurrentPerform`, one at a time, to every core.
enum TwoEndedJobs {
    /// Runs `body(job)` once for every job in `0..<count`, on up to two threads (more on a machine
    /// with more than two cores). Jobs only write to their own slots.
    static func run(count: Int, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        if ProcessInfo.processInfo.activeProcessorCount > 2 {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
            return
        }
        let ends = Ends(count: count)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            while let job = ends.take(fromFront: worker == 0) { body(job) }
        }
    }

    /// The jobs not yet taken: `front..<back`, shared by the two workers under a lock.
    private final class Ends: @unchecked Sendable {
        private let lock = NSLock()
        private var front = 0
        private var back: Int

        init(count: Int) { back = count }

        func take(fromFront: Bool) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard front < back else { return nil }
            if fromFront {
                front += 1
                return front - 1
            }
            back -= 1
            return back
        }
    }
}
