import Foundation

/// Remembers values computed during one build, shared between rendering threads. The same
/// paragraph is rendered for its chapter, the print page, quizzes and symbol backlinks; what it
/// links to is found once, and a code sample is highlighted once per folder (pages in one folder
/// get identical relative links).
final class RenderMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Key: Value]

    /// `minimumCapacity`: the entries expected, so a memo that grows to thousands of long keys
    /// does not hash them all again at every doubling.
    init(minimumCapacity: Int = 0) {
        storage = Dictionary(minimumCapacity: minimumCapacity)
    }

    /// The remembered value for `key`, or `make()`'s, remembered. `make` runs outside the lock:
    /// two threads may both compute a missing value, and both get an equal one.
    func value(for key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        if let hit = storage[key] { lock.unlock(); return hit }
        lock.unlock()
        let made = make()
        lock.lock()
        storage[key] = made
        lock.unlock()
        return made
    }
}
