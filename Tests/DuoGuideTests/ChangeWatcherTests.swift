import Foundation
import Synchronization
import XCTest
@testable import DuoGuide

/// The watcher over a real folder: the system's notifications (inotify here), a folder made after
/// it started, and the polling fallback. Every wait is bounded.
final class ChangeWatcherTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.makeFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("guide"), withIntermediateDirectories: true)
        try Data("uno\n".utf8).write(to: folder.appendingPathComponent("guide/es.txt"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Counts the calls and lets a test wait for the next one.
    private final class Calls: Sendable {
        let count = Mutex(0)
        let signal = DispatchSemaphore(value: 0)
        func record() {
            count.withLock { $0 += 1 }
            signal.signal()
        }
    }

    func testASavedFileIsSeenAtOnce() throws {
        let calls = Calls()
        let watcher = ChangeWatcher(paths: [folder]) { calls.record() }
        watcher.start()
        defer { watcher.stop() }
        #if os(Linux)
        XCTAssertEqual(watcher.method, .inotify)
        #endif
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 0.3), .timedOut, "a change reported before any")

        try Data("dos\n".utf8).write(to: folder.appendingPathComponent("guide/es.txt"))
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 5), .success, "the save was not seen")

        // A folder made after the watcher started is watched too.
        let articles = folder.appendingPathComponent("articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 5), .success, "the new folder was not seen")
        try Data("nuevo\n".utf8).write(to: articles.appendingPathComponent("a.txt"))
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 5), .success, "a file in the new folder was not seen")
    }

    func testOneSaveIsOneCallAndStopEndsThem() throws {
        let calls = Calls()
        let watcher = ChangeWatcher(paths: [folder], quietPeriod: 0.05) { calls.record() }
        watcher.start()
        // An editor's save: a temporary file written, then renamed over the original.
        let temporary = folder.appendingPathComponent("guide/.es.txt.swp")
        try Data("tres\n".utf8).write(to: temporary)
        XCTAssertEqual(rename(temporary.path, folder.appendingPathComponent("guide/es.txt").path), 0)
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 0.3), .timedOut, "one save gave two rebuilds")
        watcher.stop()
        Thread.sleep(forTimeInterval: 0.3)
        try Data("cuatro\n".utf8).write(to: folder.appendingPathComponent("guide/es.txt"))
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 0.5), .timedOut, "a change reported after stop")
        XCTAssertEqual(calls.count.withLock { $0 }, 1)
    }

    func testPollingFallbackSeesAChange() throws {
        let calls = Calls()
        let watcher = ChangeWatcher(paths: [folder]) { calls.record() }
        watcher.start(forcePolling: true)
        defer { watcher.stop() }
        XCTAssertEqual(watcher.method, .polling)
        // A different size, so the change shows even within one tick of the file system's clock.
        try Data("cinco cinco\n".utf8).write(to: folder.appendingPathComponent("guide/es.txt"))
        XCTAssertEqual(calls.signal.wait(timeout: .now() + 5), .success, "polling did not see the change")
    }
}
