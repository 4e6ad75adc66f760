#if canImport(Darwin)
import Darwin
import Foundation

/// Changes as macOS's kqueue reports them: a watch on every folder (a file added, removed or
/// renamed writes its folder) and on every file (written in place). After any change every watch
/// is made again, so files an editor replaced by renaming, and new folders, are watched too.
struct KqueueChangeSource: ChangeSource {
    private let queue: Int32
    private let roots: [URL]
    private var watched: [Int32] = []

    /// Nil when no kqueue can be made.
    init?(roots: [URL]) {
        queue = kqueue()
        guard queue >= 0 else { return nil }
        self.roots = roots
        watchEverything()
    }

    var method: ChangeWatcher.Method { .kqueue }

    private mutating func watchEverything() {
        for fd in watched { Darwin.close(fd) }
        watched = []
        var paths = foldersUnder(roots)
        for root in roots { paths += SiteWriter.listFiles(root.path).map { root.path + "/" + $0 } }
        for path in paths {
            let fd = open(path, O_EVTONLY)
            guard fd >= 0 else { continue }
            var change = kevent(ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                                fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME), data: 0, udata: nil)
            guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
                Darwin.close(fd)
                continue
            }
            watched.append(fd)
        }
    }

    mutating func waitForChange(timeout: Double) -> Bool {
        var event = kevent()
        let seconds = max(timeout, 0)
        var wait = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1_000_000_000))
        guard kevent(queue, nil, 0, &event, 1, &wait) > 0 else { return false }
        // Take whatever else is waiting, then watch what is there now.
        var none = timespec(tv_sec: 0, tv_nsec: 0)
        while kevent(queue, nil, 0, &event, 1, &none) > 0 {}
        watchEverything()
        return true
    }

    func close() {
        for fd in watched { Darwin.close(fd) }
        Darwin.close(queue)
    }
}
#endif
