import Foundation
import Synchronization

/// Writes a rendered site so that a failed or killed build never leaves a half-written one:
/// everything goes to a fresh folder beside the output, which then replaces the output in one
/// rename. Files whose bytes did not change are hard-linked from the previous site instead of
/// rewritten (their inode and date stay, so a server or `rsync` sees them unchanged), and when
/// nothing changed at all the output is left untouched.
public struct SiteWriter: Sendable {
    public struct Report: Sendable, Equatable {
        public var written: Int = 0
        public var unchanged: Int = 0
        public var removed: Int = 0
        public var bytes: Int = 0
        public var noChanges: Bool { written == 0 && removed == 0 }
    }

    public var output: URL

    /// Written into every site this writer makes. An existing, non-empty folder without it is not
    /// a site of ours, and is never replaced (`--output .` must not wipe a project).
    public static let marker = ".duoguide-site"

    public init(output: URL) { self.output = output }

    /// Starts a new site that files are then added to as they are rendered, so memory never holds
    /// the whole site. Refuses an output folder that is not a site of ours before anything is
    /// written.
    public func begin() throws -> Session {
        let outputPath = output.standardizedFileURL.path
        let parent = output.standardizedFileURL.deletingLastPathComponent()
        try Self.makeFolders(parent.path)
        removeStaleTemporaries(in: parent)

        let existingNames = (try? FileManager.default.contentsOfDirectory(atPath: outputPath)) ?? []
        if !existingNames.isEmpty && !existingNames.contains(Self.marker) && !Self.looksBuiltByUs(outputPath) {
            throw WriteError.notASite(outputPath)
        }
        let temporary = parent.appendingPathComponent(".\(output.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try Self.makeFolders(temporary.path)
        return Session(outputPath: outputPath, temporaryPath: temporary.path, hasPrevious: !existingNames.isEmpty)
    }

    /// One site being written into a fresh folder beside the output. `add` writes the file on the
    /// calling thread and may be called from several threads at once. `finish` puts the folder in
    /// place (or drops it when nothing changed); `abandon` removes it after a failure, leaving the
    /// previous site as it was. Both are called once every `add` has returned.
    public final class Session: Sendable {
        let outputPath: String
        let temporaryPath: String
        /// The two paths with a slash, which each file's path follows.
        private let outputRoot: String, temporaryRoot: String
        /// Whether there is a previous site to hard-link unchanged files from.
        let hasPrevious: Bool
        private let state = Mutex(State())

        private struct State {
            var report = Report()
            /// The size of every file added, by path: the build record lists them.
            var sizes: [String: Int] = [:]
            /// Folders already made in the new site.
            var folders: Set<String> = []
        }

        init(outputPath: String, temporaryPath: String, hasPrevious: Bool) {
            self.outputPath = outputPath
            self.temporaryPath = temporaryPath
            (outputRoot, temporaryRoot) = (outputPath + "/", temporaryPath + "/")
            self.hasPrevious = hasPrevious
        }

        /// Every file added so far and its size in bytes.
        public var fileSizes: [String: Int] { state.withLock { $0.sizes } }

        public func add(_ file: OutputFile) throws {
            guard SiteWriter.isSafeRelativePath(file.path) else { throw WriteError.unsafePath(file.path) }
            // Two pages on one path would silently lose one of them.
            let isNew = state.withLock { state in
                guard state.sizes[file.path] == nil else { return false }
                state.sizes[file.path] = file.bytes.count
                state.report.bytes += file.bytes.count
                return true
            }
            guard isNew else { throw DuplicatePageError(path: file.path) }
            try makeFolder(for: file.path)
            let unchanged = try store(file)
            state.withLock { state in
                if unchanged { state.report.unchanged += 1 } else { state.report.written += 1 }
            }
        }

        /// The file into the new folder, or a hard link to the previous site's copy when its bytes
        /// did not change (then the result is true).
        private func store(_ file: OutputFile) throws -> Bool {
            let target = temporaryRoot + file.path
            if hasPrevious, case let previous = outputRoot + file.path, FileStatus.ofLinkOrFile(atPath: previous)?.size == file.bytes.count,
               let existing = FileManager.default.contents(atPath: previous), FileBytes(existing) == file.bytes,
               link(previous, target) == 0 {
                return true
            }
            try writeFile(target, file.bytes)
            return false
        }

        /// Creates the folder of `path` inside the new site, once. Made under the lock: another
        /// thread must not find the folder recorded before it exists. The folder ends at the last
        /// `/` byte, as it does for the system.
        private func makeFolder(for path: String) throws {
            let folder = String(SitePaths.folder(of: path))
            guard !folder.isEmpty else { return }
            try state.withLock { state in
                guard !state.folders.contains(folder) else { return }
                try SiteWriter.makeFolders(temporaryRoot + folder)
                state.folders.insert(folder)
            }
        }

        public func finish(record: String) throws -> Report {
            let fm = FileManager.default
            var (report, wanted) = state.withLock { ($0.report, Set($0.sizes.keys)) }
            wanted.insert(SiteWriter.marker)
            report.removed = SiteWriter.listFiles(outputPath).filter { !wanted.contains($0) }.count
            let recordBytes = FileBytes(record.utf8)
            do {
                if report.noChanges && fm.fileExists(atPath: outputPath) {
                    // Same pages as the site in place: keep it, and update only its record if that differs.
                    try? fm.removeItem(atPath: temporaryPath)
                    let markerPath = outputRoot + SiteWriter.marker
                    if let old = fm.contents(atPath: markerPath), FileBytes(old) == recordBytes { return report }
                    try writeFile(markerPath + ".new", recordBytes)
                    guard rename(markerPath + ".new", markerPath) == 0 else { throw WriteError.system("cannot update \(markerPath)", errno) }
                    return report
                }
                try writeFile(temporaryRoot + SiteWriter.marker, recordBytes)
                try SiteWriter.swap(temporaryPath, outputPath)
            } catch {
                abandon()
                throw error
            }
            return report
        }

        public func abandon() {
            try? FileManager.default.removeItem(atPath: temporaryPath)
        }
    }

    /// Replaces `destination` with `source`. Where the kernel can exchange two folders in one step
    /// it does, so there is no moment without a site; otherwise the old site is moved aside first
    /// (a window of microseconds).
    static func swap(_ source: String, _ destination: String) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: destination) else {
            guard rename(source, destination) == 0 else { throw WriteError.system("cannot move the new site into place", errno) }
            return
        }
        if exchange(source, destination) {
            try? fm.removeItem(atPath: source)  // now holds the previous site
            return
        }
        let aside = source + "-old"
        guard rename(destination, aside) == 0 else { throw WriteError.system("cannot move the previous site aside", errno) }
        guard rename(source, destination) == 0 else {
            _ = rename(aside, destination)
            throw WriteError.system("cannot move the new site into place", errno)
        }
        try? fm.removeItem(atPath: aside)
    }

    /// `renameat2(RENAME_EXCHANGE)`, looked up at run time: the Glibc module does not declare it
    /// (older C libraries lack it).
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, exchangeFlag) == 0
        #else
        return false
        #endif
    }

    /// Temporary folders of builds that were killed are removed by the next build.
    private func removeStaleTemporaries(in parent: URL) {
        let prefix = ".\(output.lastPathComponent).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            // Only folders whose process is gone: a concurrent build of the same site keeps its own.
            let pidText = name.dropFirst(prefix.count).split(separator: "-").first.map(String.init) ?? ""
            if let pid = Int32(pidText), pid != getpid(), kill(pid, 0) == 0 { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Whether `path` stays inside the output: non-empty parts joined by `/`, none of them `.` or
    /// `..`, with no backslash or NUL anywhere (a leading or trailing `/` makes an empty part).
    /// Read in one pass, counting each part's bytes and dots: every file written asks.
    static func isSafeRelativePath(_ path: String) -> Bool {
        var part = (bytes: 0, dots: 0)
        for byte in path.utf8 {
            if byte == UInt8(ascii: "\\") || byte == 0 { return false }
            if byte == UInt8(ascii: "/") {
                if part.bytes <= 2 && part.dots == part.bytes { return false }
                part = (0, 0)
            } else {
                part = (part.bytes + 1, part.dots + (byte == UInt8(ascii: ".") ? 1 : 0))
            }
        }
        return !(part.bytes <= 2 && part.dots == part.bytes)
    }

    /// A site from before the marker existed: its root page names duoguide as the generator.
    static func looksBuiltByUs(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/index.html") else { return false }
        return String(decoding: data.prefix(2048), as: UTF8.self).contains("<meta name=\"generator\" content=\"duoguide\">")
    }

    /// Every file under `root` (or, `folders`, every folder), as a path relative to it. Folders are
    /// listed one by one: FileManager's enumerator costs ten times as much a file.
    static func listFiles(_ root: String, folders: Bool = false, in folder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).flatMap { name -> [String] in
            let path = folder + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) else { return [] }
            // A link to a folder is listed, not entered: it may lead back up.
            let entered = isDirectory.boolValue && (try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + path)) == nil
            return (isDirectory.boolValue == folders ? [path] : []) + (entered ? listFiles(root, folders: folders, in: path + "/") : [])
        }
    }

    /// `path` and any folder missing above it (`mkdir -p`). With `mkdir` itself, a failure says
    /// which folder and why («cannot create /srv/site: Permission denied»); FileManager's error
    /// printed as a Foundation error dump.
    static func makeFolders(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw WriteError.system("cannot create the folder \(path)", ENOTDIR) }
            return
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeFolders(String(path[..<slash]))
        }
        // Another build may make the same folder meanwhile: then it exists, as wanted.
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw WriteError.system("cannot create the folder \(path)", errno) }
    }

    public enum WriteError: Error, CustomStringConvertible {
        case system(String, Int32)
        case notASite(String)
        case unsafePath(String)
        public var description: String {
            switch self {
            case .system(let what, let code): return "\(what): \(String(cString: strerror(code)))"
            case .unsafePath(let path): return "refusing to write '\(path)': it would land outside the output folder"
            case .notASite(let path):
                return "\(path) exists, is not empty and is not a site built by duoguide; choose an empty or new output folder"
            }
        }
    }
}

/// Plain POSIX writes, so a failure names the file and the system's reason. (Outside `SiteWriter`,
/// whose own `write` would hide `write(2)`.)
private func writeFile(_ path: String, _ bytes: FileBytes) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw SiteWriter.WriteError.system("cannot create \(path)", errno) }
    defer { close(fd) }
    try bytes.withUnsafeBufferPointer { buffer in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            guard n > 0 else { throw SiteWriter.WriteError.system("cannot write \(path)", errno) }
            offset += n
        }
    }
}
