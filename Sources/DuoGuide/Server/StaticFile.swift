#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file read from disk together with the metadata its validators are built from.
struct StaticFile {
    let bytes: [UInt8]
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// A strong validator from size and modification time, in hex: changes whenever a rebuild
    /// rewrites the file, without hashing the contents on every request.
    var entityTag: String {
        // Nanoseconds as 8 hex digits, so `1.5 s` and `1.05 s` give different tags.
        String(format: "\"%lx-%lx%08lx\"", bytes.count, modifiedSeconds, modifiedNanoseconds)
    }

    var lastModified: String { HTTPDate.format(modifiedSeconds) }

    /// Reads a regular file. The path comes from `SafePath`, so it is already free of symlinks;
    /// `O_NOFOLLOW` makes sure it wasn't swapped for one since, and `O_NONBLOCK` plus the `fstat`
    /// check make sure a FIFO can't hang the connection.
    static func read(path: String) -> StaticFile? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }

        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }

        // A file truncated while we read it is served as what we got; the validators still differ.
        guard let data = try? FileHandle(fileDescriptor: fd).readToEnd() ?? Data() else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return StaticFile(bytes: [UInt8](data), modifiedSeconds: Int(modified.tv_sec),
                          modifiedNanoseconds: Int(modified.tv_nsec))
    }
}
