#if os(Linux)
import Foundation
import Glibc

/// Changes as Linux's inotify reports them. inotify watches one folder, not the folders inside it,
/// so every folder under the roots gets a watch, and a folder that appears gets one when it is
/// seen. Only finished writes count (`IN_CLOSE_WRITE`, not every `write`), so a rebuild never
/// reads a file half saved.
struct InotifyChangeSource: ChangeSource {
    private let descriptor: Int32
    private let roots: [URL]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    private static let events = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                                       | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Nil when inotify cannot be set up (no inotify, or the limit of watches reached).
    init?(roots: [URL]) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        self.roots = roots
        guard watchFolders() else {
            Glibc.close(descriptor)
            return nil
        }
    }

    var method: ChangeWatcher.Method { .inotify }

    /// Adds a watch to every folder under the roots (a folder watched already keeps its watch);
    /// false when one could not be added.
    private func watchFolders() -> Bool {
        foldersUnder(roots).allSatisfy { inotify_add_watch(descriptor, $0, Self.events) >= 0 }
    }

    mutating func waitForChange(timeout: Double) -> Bool {
        var request = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&request, 1, Int32(max(timeout, 0) * 1000)) > 0 else { return false }
        var sawEvent = false, newFolder = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            // Each record: watch (4 bytes), mask (4), cookie (4), name length (4), name.
            var offset = 0
            while offset + 16 <= count {
                let mask = word(at: offset + 4), nameLength = Int(word(at: offset + 12))
                sawEvent = true
                if mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { newFolder = true }
                // Events were lost: a folder may have appeared among them.
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { newFolder = true }
                offset += 16 + nameLength
            }
        }
        if newFolder { _ = watchFolders() }
        return sawEvent
    }

    func close() {
        Glibc.close(descriptor)
    }

    /// The native-endian 32-bit word at `offset` of the buffer.
    private func word(at offset: Int) -> UInt32 {
        buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}
#endif
