#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A block of bytes from the C allocator, for the buffers output is written into (`PageBytes`,
/// `JSONBytes`). Growing one with `realloc` lets the allocator move a large block by remapping its
/// pages instead of copying it into a new block that is faulted in (and, as an array's spare room,
/// zero-filled) page by page: at ×1000 the search index's buffer alone caused a third of the
/// build's page faults. A freed block of 64 MiB or more goes to `shelf` for the next large buffer:
/// at ×1000, over two alternating pairs, page faults 0.88-0.92 M -> 0.69-0.75 M and the build
/// 28.0/28.8 s -> 26.6/25.5 s, output byte-identical.
enum ByteBlock {
    /// Large freed blocks kept for the next large buffer (see `LargeBlockShelf`).
    static let shelf = LargeBlockShelf()

    /// `block` (nil: a new one) resized to `size` bytes, its contents kept up to the smaller size.
    static func resized(_ block: UnsafeMutablePointer<UInt8>?, to size: Int) -> UnsafeMutablePointer<UInt8> {
        if size >= LargeBlockShelf.minimumSize, let kept = shelf.take(atLeast: size) {
            if let block {
                kept.update(from: block, count: min(LargeBlockShelf.size(of: block), size))
                release(block)
            }
            return kept
        }
        guard let moved = realloc(block, size) else { fatalError("out of memory for a buffer of \(size) bytes") }
        return moved.assumingMemoryBound(to: UInt8.self)
    }

    static func free(_ block: UnsafeMutablePointer<UInt8>) {
        if shelf.keep(block, size: LargeBlockShelf.size(of: block)) { return }
        release(block)
    }

    private static func release(_ block: UnsafeMutablePointer<UInt8>) {
        #if canImport(Glibc)
        Glibc.free(block)
        #else
        Foundation.free(block)
        #endif
    }
}
