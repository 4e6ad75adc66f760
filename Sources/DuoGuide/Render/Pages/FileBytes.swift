import Foundation

/// The bytes of one output file, in the one buffer they were rendered into, from the renderer to
/// the writer. A rendered page used to become an `[UInt8]` by a copy of its `PageBytes` block (and
/// a search index of its `JSONBytes` block): at a thousand times the real guide, a print page or
/// search index is 50–170 MB, and each copy touched that much fresh memory again (13 % of the
/// build's page faults). Immutable once made, so it is shared between threads as it is.
public struct FileBytes: Sendable, RandomAccessCollection, Equatable {
    /// Owns the block: frees it when the last `FileBytes` holding it goes.
    private final class Block: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>?
        let count: Int

        init(base: UnsafeMutablePointer<UInt8>?, count: Int) {
            self.base = base
            self.count = count
        }

        deinit {
            free(base)
        }
    }

    private let block: Block

    /// Takes over `base`, a block from the C allocator holding `count` bytes (it is freed with the last copy).
    init(adopting base: UnsafeMutablePointer<UInt8>, count: Int) {
        block = Block(base: base, count: count)
    }

    /// A copy of `bytes`.
    public init<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        let count = bytes.count
        guard count > 0 else {
            block = Block(base: nil, count: 0)
            return
        }
        guard let base = malloc(count)?.assumingMemoryBound(to: UInt8.self) else { fatalError("out of memory") }
        _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: bytes)
        block = Block(base: base, count: count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { block.count }

    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < block.count, "index out of range")
        return block.base![position]
    }

    /// The bytes in place, for writing them out or comparing them.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: block.base, count: block.count))
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    public static func == (a: FileBytes, b: FileBytes) -> Bool {
        guard a.count == b.count else { return false }
        if a.block === b.block || a.isEmpty { return true }
        return memcmp(a.block.base!, b.block.base!, a.count) == 0
    }
}
