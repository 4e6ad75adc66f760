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
/// - Blocks from 128 KiB up (page buffers as they double, the print pages, the search index) are
///   each a fresh `mmap` by default, faulted in page by page and unmapped when freed. Setting the
///   padding turns off glibc's own raising of that threshold, so it is set here, to 32 MiB (the
///   most glibc allows), with the trim threshold above it: at ×1000 the page faults went from
///   2.26 M to 1.86 M.
public enum AllocatorSettings {
    /// The allocator's heap padding (`M_TOP_PAD`), in bytes.
    static let heapPadding: Int32 = 16 << 20
    /// Blocks at least this large get their own mapping (`M_MMAP_THRESHOLD`).
    static let ownMappingFrom: Int32 = 32 << 20
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
        let M_TRIM_THRESHOLD: Int32 = -1, M_TOP_PAD: Int32 = -2, M_MMAP_THRESHOLD: Int32 = -3  // malloc.h
        _ = mallopt(M_TOP_PAD, heapPadding)
        _ = mallopt(M_MMAP_THRESHOLD, ownMappingFrom)
        _ = mallopt(M_TRIM_THRESHOLD, trimFrom)
        #endif
    }
}
