import Dispatch

/// Two independent computations run at once (on two cores when there are), both results
/// returned. The stage between linking and rendering builds tables that read different parts of
/// the corpus; one after the other they left a core idle for several milliseconds per build.
enum Concurrently {
    /// `(first(), second())`, the two run concurrently. Neither may touch what the other writes.
    static func both<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        var a: A?
        var b: B?
        withUnsafeMutablePointer(to: &a) { aSlot in
            withUnsafeMutablePointer(to: &b) { bSlot in
                // Each iteration writes its own slot only.
                DispatchQueue.concurrentPerform(iterations: 2) { i in
                    if i == 0 { aSlot.pointee = first() } else { bSlot.pointee = second() }
                }
            }
        }
        return (a!, b!)
    }
}
