import Foundation
import Synchronization

/// Calls `onChange` when a file under the watched folders is added, removed or written, on a
/// thread of its own. The system tells it (inotify on Linux, kqueue on macOS), so a save is seen
/// at once; where neither can be set up it falls back to comparing the folders' listings twice a
/// second. Changes that come together (an editor writing a file and its backup, a `git checkout`)
/// give one call: it waits until the folders have been quiet for `quietPeriod`.
public final class ChangeWatcher: Sendable {
    private let paths: [URL]
    private let onChange: @Sendable () -> Void
    private let quietPeriod: Double
    private let running = Atomic<Bool>(false)
    /// How the watcher learns of changes, once `start` has chosen (for tests and the log).
    private let chosenMethod = Mutex<Method?>(nil)

    public enum Method: String, Sendable {
        case inotify, kqueue, polling
    }

    public init(paths: [URL], quietPeriod: Double = 0.01, onChange: @escaping @Sendable () -> Void) {
        self.paths = paths
        self.quietPeriod = quietPeriod
        self.onChange = onChange
    }

    /// Starts watching; changes from now on are reported. Returns once the watches are in place.
    public func start(forcePolling: Bool = false) {
        running.store(true, ordering: .relaxed)
        let ready = DispatchSemaphore(value: 0)
        Thread { [self] in
            var source: any ChangeSource = forcePolling ? PollingChangeSource(roots: paths) : Self.systemSource(roots: paths)
            chosenMethod.withLock { $0 = source.method }
            ready.signal()
            loop(&source)
            source.close()
        }.start()
        ready.wait()
    }

    /// Stops watching, within a fifth of a second; a rebuild under way still finishes.
    public func stop() {
        running.store(false, ordering: .relaxed)
    }

    public var method: Method? { chosenMethod.withLock { $0 } }

    private static func systemSource(roots: [URL]) -> any ChangeSource {
        #if os(Linux)
        if let source = InotifyChangeSource(roots: roots) { return source }
        #elseif canImport(Darwin)
        if let source = KqueueChangeSource(roots: roots) { return source }
        #endif
        return PollingChangeSource(roots: roots)
    }

    private func loop(_ source: inout any ChangeSource) {
        // Short waits, so `stop` is noticed soon without a descriptor to wake the thread.
        let tick = 0.2
        while running.load(ordering: .relaxed) {
            guard source.waitForChange(timeout: tick) else { continue }
            while source.waitForChange(timeout: quietPeriod) {}
            guard running.load(ordering: .relaxed) else { return }
            onChange()
        }
    }
}
