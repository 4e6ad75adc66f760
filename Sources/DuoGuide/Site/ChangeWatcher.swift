import Foundation
import Synchronization

/// Calls `onChange` when a file under the watched folders is added, removed or modified.
/// Polling modification times twice a second is enough for an editor's save and needs no
/// platform-specific API.
public final class ChangeWatcher: Sendable {
    private let paths: [URL]
    private let onChange: @Sendable () -> Void
    private let running = Atomic<Bool>(false)

    public init(paths: [URL], onChange: @escaping @Sendable () -> Void) {
        self.paths = paths
        self.onChange = onChange
    }

    public func start() {
        running.store(true, ordering: .relaxed)
        Thread { [weak self] in self?.loop() }.start()
    }

    public func stop() {
        running.store(false, ordering: .relaxed)
    }

    private var isRunning: Bool { running.load(ordering: .relaxed) }

    private func loop() {
        var last = snapshot()
        while isRunning {
            Thread.sleep(forTimeInterval: 0.5)
            let now = snapshot()
            if now != last {
                last = now
                onChange()
            }
        }
    }

    /// Path → modification time and size, for every file under the watched folders.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        for root in paths {
            guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else { continue }
            for case let url as URL in e {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                result[url.path] = "\(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)-\(values?.fileSize ?? 0)"
            }
        }
        return result
    }
}
