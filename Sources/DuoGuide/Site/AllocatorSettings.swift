#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator should grow and shrink its heaps for a process that builds a site: a build
/// allocates and frees tens of megabytes in many small blocks on three threads. By default glibc
/// grows each heap 128 KiB at a time and gives freed tops back to the kernel, so the heaps were
/// grown 300-480 times per build of the real guide (one `mprotect` or `brk` each) and the same
/// memory was faulted in again after each give-back. Growing 16 MiB at a time keeps it: 13 `mprotect`
/// and 3 `brk` calls, and a quarter fewer page faults (3,200 -> 2,400). The padding is address
/// space; pages still count in the resident size only once written.
public enum AllocatorSettings {
    /// The allocator's heap padding (`M_TOP_PAD`), in bytes.
    static let heapPadding: Int32 = 16 << 20

    /// Applies the settings; call once, before the work starts. Does nothing where `mallopt` is
    /// missing (another C library).
    public static func applyForBuild() {
        #if os(Linux)
        // `mallopt` is not in the Glibc module's headers; it is looked up like `renameat2` is.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let M_TOP_PAD: Int32 = -2  // malloc.h
        _ = mallopt(M_TOP_PAD, heapPadding)
        #endif
    }
}
