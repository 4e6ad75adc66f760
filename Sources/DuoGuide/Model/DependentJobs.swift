import Dispatch
import Foundation

/// Jobs run on all cores where a job may have to wait for one other job to finish: each starts as
/// soon as a core is free and its prerequisite is done, the ready job listed first going first.
/// The compiler parses every document and then links and scans each one as soon as its own parse
/// is done, instead of waiting for the slowest document's parse before linking any.
///
/// Jobs only write results to their own slots; which thread ran a job and in what order jobs
/// finished never shows in the results. Prerequisites must be listed before the jobs that wait for
/// them, so there is always a job to run or one running.
enum DependentJobs {
    /// Runs `body(job)` for every job in `0..<count`, job `j` only after `prerequisite(j)` (an
    /// earlier job, or nil for none) has returned.
    static func run(count: Int, prerequisite: (Int) -> Int?, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        let board = Board(count: count, prerequisite: prerequisite)
        let workers = min(count, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let job = board.take() {
                body(job)
                board.finish(job)
            }
        }
    }

    /// Which jobs are ready, shared by the workers under one lock.
    private final class Board: @unchecked Sendable {
        private let condition = NSCondition()
        /// Ready jobs, in order.
        private var ready: [Int] = []
        private var waiting: [[Int]]
        private var unstarted: Int
        private var running = 0

        init(count: Int, prerequisite: (Int) -> Int?) {
            waiting = Array(repeating: [], count: count)
            unstarted = count
            for job in 0..<count {
                if let first = prerequisite(job) {
                    precondition(first < job, "a prerequisite is listed before the job waiting for it")
                    waiting[first].append(job)
                } else {
                    ready.append(job)
                }
            }
        }

        /// The next job to run; nil when every job has been taken. Waits while none is ready but a
        /// running one will release some. (A worker run alone never waits: with nothing running,
        /// every job not yet taken has its prerequisite done.)
        func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while ready.isEmpty, unstarted > 0, running > 0 { condition.wait() }
            guard !ready.isEmpty else { return nil }
            let job = ready.removeFirst()
            unstarted -= 1
            running += 1
            return job
        }

        func finish(_ job: Int) {
            condition.lock()
            defer { condition.unlock() }
            running -= 1
            ready.append(contentsOf: waiting[job])
            ready.sort()
            condition.broadcast()
        }
    }
}
