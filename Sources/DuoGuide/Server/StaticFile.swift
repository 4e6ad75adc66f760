#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read from disk together with the metadata its validators are built from.
struct StaticFile {
    let bytes: [UInt8]
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// A strong validator from size and modification time, in hex: changes whenever a rebuild
    /// rewrites the file, without hashing the contents on every request.
    var entityTag: String {
        "\"\(String(bytes.count, radix: 16))-\(String(modifiedSeconds, radix: 16))"
            + "\(eightHexDigits(modifiedNanoseconds))\""
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

        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                readBytes(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        // A file truncated while we read it is served as what we got; the validators still differ.
        if filled < bytes.count { bytes.removeSubrange(filled...) }

        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return StaticFile(bytes: bytes, modifiedSeconds: Int(modified.tv_sec),
                          modifiedNanoseconds: Int(modified.tv_nsec))
    }
}

/// The POSIX `read`, which the static method's name would otherwise shadow.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Nanoseconds as 8 hex digits, so `1.5 s` and `1.05 s` give different tags.
private func eightHexDigits(_ value: Int) -> String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 8 - hex.count)) + hex
}
