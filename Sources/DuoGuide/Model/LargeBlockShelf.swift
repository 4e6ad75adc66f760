#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Freed output buffers of 64 MiB and more, kept for the next large buffer instead of going back to
/// the kernel. glibc maps such a block on its own when a worker thread asks for it (a thread's heap
/// is 64 MiB at most) and unmaps it when it is freed, so each print page and search index of a
/// guide a thousand times the real one (six of 140-175 MB) was faulted in from fresh memory, which
/// on this VM waits for the host. They are made one after another, so the next one can take the
/// last one's pages. The real guide's buffers never come near the size.
final class LargeBlockShelf: @unchecked Sendable {
    /// Blocks from this size up are kept when freed.
    static let minimumSize = 64 << 20

    private let lock = NSLock()
    private var blocks: [(base: UnsafeMutablePointer<UInt8>, size: Int)] = []
    /// How many blocks are kept at most: two rendering threads may each finish one.
    let capacity: Int

    init(capacity: Int = 2) {
        self.capacity = capacity
    }

    /// The usable size of a block from the C allocator (`malloc_usable_size`, which the Glibc
    /// module's headers leave out: looked up once, like `mallopt` in `AllocatorSettings`). Where
    /// it is missing, 0: no block is ever kept.
    static func size(of block: UnsafeMutablePointer<UInt8>) -> Int {
        usableSize.map { Int($0(UnsafeMutableRawPointer(block))) } ?? 0
    }

    private typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    private static let usableSize: UsableSize? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
        return unsafeBitCast(symbol, to: UsableSize.self)
        #else
        return nil
        #endif
    }()

    /// A kept block of at least `size` bytes (the smallest such), now the caller's; nil if none.
    func take(atLeast size: Int) -> UnsafeMutablePointer<UInt8>? {
        lock.lock()
        defer { lock.unlock() }
        guard let k = blocks.indices.filter({ blocks[$0].size >= size }).min(by: { blocks[$0].size < blocks[$1].size }) else { return nil }
        return blocks.remove(at: k).base
    }

    /// Keeps `block` (of `size` usable bytes) if it is large enough and the shelf has room; false:
    /// the caller frees it. A small block is turned away without taking the lock (every output
    /// file's buffer comes here when it is freed).
    func keep(_ block: UnsafeMutablePointer<UInt8>, size: Int) -> Bool {
        guard size >= Self.minimumSize else { return false }
        lock.lock()
        defer { lock.unlock() }
        guard blocks.count < capacity else { return false }
        blocks.append((block, size))
        return true
    }

    /// Gives every kept block back to the allocator (a long-running `serve` after each build).
    func releaseAll() {
        lock.lock()
        let kept = blocks
        blocks = []
        lock.unlock()
        for block in kept { free(block.base) }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return blocks.count
    }
}
