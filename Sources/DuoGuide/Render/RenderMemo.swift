import Foundation

/// Remembers rendered fragments for the length of one build. The same paragraph is rendered for
/// its chapter, the print page, quizzes and symbol backlinks; pages in one folder get identical
/// relative links, so the fragment can be reused. Safe to share between rendering threads.
final class RenderMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: String] = [:]

    func value(for key: String, _ make: () -> String) -> String {
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
