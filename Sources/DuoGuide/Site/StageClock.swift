/// The time of each stage of a build, for `--timings`: each `lap` names the stage that just ended.
struct StageClock {
    private(set) var laps: [(String, Double)] = []
    private var start = ContinuousClock.now

    mutating func lap(_ stage: String) {
        let now = ContinuousClock.now
        laps.append((stage, (now - start) / .seconds(1)))
        start = now
    }
}
