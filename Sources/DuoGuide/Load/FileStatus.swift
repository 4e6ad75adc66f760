#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// What `stat` says of a path, read with one system call. `FileManager.attributesOfItem` gives the
/// same size and date, but on Linux it also opens the file, seeks it, lists its extended
/// attributes and looks its owner and group up by name (through the name service's socket), for
/// every file a no-op rebuild checks.
struct FileStatus {
    /// Size in bytes.
    var size: Int
    /// Last modification, in seconds since 1970.
    var modified: Double

    /// The path itself when it is a symbolic link (`lstat`, like `attributesOfItem`).
    static func ofLinkOrFile(atPath path: String) -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// What a symbolic link points to (`stat`).
    static func ofFile(atPath path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    private init(_ info: stat) {
        size = Int(info.st_size)
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        modified = Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
