#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A block of bytes from the C allocator, for the buffers output is written into (`PageBytes`,
/// `JSONBytes`). Growing one with `realloc` lets the allocator move a large block by remapping its
/// pages instead of copying it into a new block that is faulted in (and, as an array's spare room,
/// zero-filled) page by page: at ×1000 the search index's buffer alone caused a third of the
/// build's page faults.
enum ByteBlock {
    /// `block` (nil: a new one) resized to `size` bytes, its contents kept up to the smaller size.
    static func resized(_ block: UnsafeMutablePointer<UInt8>?, to size: Int) -> UnsafeMutablePointer<UInt8> {
        guard let moved = realloc(block, size) else { fatalError("out of memory for a buffer of \(size) bytes") }
        return moved.assumingMemoryBound(to: UInt8.self)
    }

    static func free(_ block: UnsafeMutablePointer<UInt8>) {
        #if canImport(Glibc)
        Glibc.free(block)
        #else
        Foundation.free(block)
        #endif
    }
}
