import Synchronization

/// Remembers values computed during one build, shared between rendering threads. The same
/// paragraph is rendered for its chapter, the print page, quizzes and symbol backlinks; what it
/// links to is found once, and a code sample is highlighted once per folder (pages in one folder
/// get identical relative links).
final class RenderMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage: Mutex<[Key: Value]>

    init(minimumCapacity: Int = 0) {
        storage = Mutex(Dictionary(minimumCapacity: minimumCapacity))
    }

    /// The remembered value for `key`, or `make()`'s, remembered. `make` runs outside the lock:
    /// two threads may both compute a missing value, and both get an equal one. A value `make`
    /// fails to make is not remembered.
    func value(for key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let hit = storage.withLock({ $0[key] }) { return hit }
        let made = try make()
        storage.withLock { $0[key] = made }
        return made
    }
}
