import Foundation

/// The time of each stage of a build, for `--timings`: each `lap` names the stage that just ended.
struct StageClock {
    private(set) var laps: [(String, Double)] = []
    private var start = ContinuousClock.now

    mutating func lap(_ stage: String) {
        let now = ContinuousClock.now
        let elapsed = start.duration(to: now)
        laps.append((stage, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        start = now
    }

    /// Stages timed elsewhere (on another thread); the next lap starts now.
    mutating func add(_ other: [(String, Double)]) {
        laps += other
        start = ContinuousClock.now
    }
}
