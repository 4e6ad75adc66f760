#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator should grow and shrink its heaps for a process that builds a site: a build
/// allocates and frees tens of megabytes (gigabytes for a guide a thousand times the real one) on
/// three threads, and every page it frees it soon needs again.
/// - By default glibc grows each heap 128 KiB at a time and gives freed tops back to the kernel:
///   the heaps were grown 300-480 times per build of the real guide (one `mprotect` or `brk`
///   each), and the same memory was faulted in again after each give-back. Growing 16 MiB at a
///   time keeps it: 13 `mprotect` and 3 `brk` calls, a quarter fewer page faults (3,200 -> 2,400).
///   The padding is address space; pages count in the resident size only once written.
/// - Blocks from 128 KiB up (page buffers as they double, the print pages, the search index, the
///   large arrays of a long guide's model) are each a fresh `mmap` by default, faulted in page by
///   page and unmapped when freed, so the next one is faulted in again. Here no block gets a
///   mapping of its own: every one comes from a heap, and a freed one is reused. (A block over
///   64 MiB asked for on another thread than the main one still gets a mapping: glibc falls back
///   to one, since such a thread's heap is 64 MiB at most; `LargeBlockShelf` keeps the output
///   buffers of that size for reuse instead.) At ×1000, over three alternating
///   pairs of builds, the page faults went from ~1.0 M to 0.70-0.75 M and the build from
///   26.8-31.8 s to 26.3-29.8 s; at ×100 and on the real guide the medians did not move beyond
///   their noise. (Much of it shows as user time: on this virtual machine a first touch of fresh
///   memory stalls the process while the host finds the page.)
public enum AllocatorSettings {
    /// The allocator's heap padding (`M_TOP_PAD`), in bytes.
    static let heapPadding: Int32 = 16 << 20
    /// How many blocks may have a mapping of their own (`M_MMAP_MAX`): none.
    static let ownMappings: Int32 = 0
    /// A heap's free top is given back to the kernel from this size on (`M_TRIM_THRESHOLD`).
    static let trimFrom: Int32 = 512 << 20

    /// Applies the settings; call once, before the work starts. Does nothing where `mallopt` is
    /// missing (another C library).
    public static func applyForBuild() {
        #if os(Linux)
        // `mallopt` is not in the Glibc module's headers; it is looked up like `renameat2` is.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let M_TRIM_THRESHOLD: Int32 = -1, M_TOP_PAD: Int32 = -2, M_MMAP_MAX: Int32 = -4  // malloc.h
        _ = mallopt(M_TOP_PAD, heapPadding)
        _ = mallopt(M_MMAP_MAX, ownMappings)
        _ = mallopt(M_TRIM_THRESHOLD, trimFrom)
        #endif
    }
}
