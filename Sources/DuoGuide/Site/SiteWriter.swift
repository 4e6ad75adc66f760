import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a rendered site so that a failed or killed build never leaves a half-written one:
/// everything goes to a fresh folder beside the output, which then replaces the output in one
/// rename (an atomic exchange where the kernel offers `renameat2`). Files whose bytes did not
/// change are hard-linked from the previous site instead of rewritten, and when nothing changed at
/// all the output is left untouched.
public struct SiteWriter {
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

    /// Writes `files` as the whole new site. `record` is the content of the marker file (see
    /// `BuildRecord`); the marker itself never counts as a change, so a rebuild with the same pages
    /// still rewrites nothing.
    public func write(_ files: [OutputFile], record: String = "duoguide site; this folder is replaced by every build\n") throws -> Report {
        let session = try begin()
        do {
            for file in files { try session.add(file) }
            return try session.finish(record: record)
        } catch {
            session.abandon()
            throw error
        }
    }

    /// Starts a site that files are then added to one by one, from any thread, as they are
    /// rendered: nothing waits for the whole site to be in memory. Refuses an output folder that
    /// is not a site of ours before anything is written.
    public func begin(helpFrom: Int = Session.helpFrom) throws -> Session {
        let fm = FileManager.default
        let outputPath = output.standardizedFileURL.path
        let parent = output.standardizedFileURL.deletingLastPathComponent()
        try Self.makeFolders(parent.path)
        removeStaleTemporaries(in: parent)

        let existingNames = (try? fm.contentsOfDirectory(atPath: outputPath)) ?? []
        if !existingNames.isEmpty && !existingNames.contains(Self.marker) && !Self.looksBuiltByUs(outputPath) {
            throw WriteError.notASite(outputPath)
        }
        let temporary = parent.appendingPathComponent(".\(output.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try Self.makeFolders(temporary.path)
        return Session(writer: self, outputPath: outputPath, temporaryPath: temporary.path, hasPrevious: !existingNames.isEmpty,
                       helpFrom: helpFrom)
    }

    /// One site being written into a fresh folder beside the output. `add` is safe to call from
    /// several threads and normally returns at once: the files are written by one writer thread
    /// (writing every page from both rendering threads was measured slower on the real guide: the
    /// kernel serialises file creation in a folder, so they mostly waited for each other). Files
    /// are handed over in batches of `batchSize`: waking the writer for every page cost a futex
    /// wake and two context switches per file. When the writer falls behind (at ×1000 the kernel's
    /// copy of 2.8 GB into the page cache is the slowest part of the build), pages would pile up
    /// in memory and, once rendering ends, one core would write alone while the other idled: so
    /// `add` writes a batch itself whenever `helpFrom` files are waiting, and `finish` writes
    /// beside the writer thread until nothing is left. It then puts the folder in place (or drops
    /// it when nothing changed); `abandon` removes it after a failure, leaving the previous site as
    /// it was.
    public final class Session: @unchecked Sendable {
        let writer: SiteWriter
        let outputPath: String
        let temporaryPath: String
        /// Whether there is a previous site to hard-link unchanged files from. A build into a new
        /// or empty folder skips looking for 600 files that cannot be there.
        let hasPrevious: Bool
        private let queue = DispatchQueue(label: "duoguide.site-writer")
        private let lock = NSLock()
        private var report = Report()
        private var paths = Set<String>()
        /// Folders made in the new site, under `folderLock` (any writing thread makes them).
        private var folders = Set<String>()
        private let folderLock = NSLock()
        private var failure: Error?
        /// Files added and not yet taken by a writing thread, and whether a drain is queued (under `lock`).
        private var pending: [OutputFile] = []
        private var drainQueued = false
        /// Files per wake of the writer thread (about 40 wakes for the real guide instead of 650),
        /// and per batch taken by any writing thread.
        static let batchSize = 16
        /// Waiting files from which `add` writes a batch on its own thread: 32 batches, which a
        /// writer that keeps up (taking files 16 at a time as they come) never has waiting.
        public static let helpFrom = 512
        let helpFrom: Int
        /// Time spent writing, summed over the threads that wrote.
        public private(set) var writeSeconds = 0.0

        init(writer: SiteWriter, outputPath: String, temporaryPath: String, hasPrevious: Bool, helpFrom: Int) {
            self.writer = writer
            self.outputPath = outputPath
            self.temporaryPath = temporaryPath
            self.hasPrevious = hasPrevious
            self.helpFrom = helpFrom
        }

        public func add(_ file: OutputFile) throws {
            // Every path stays inside the output: no absolute paths, no '..', '.', empty parts or backslashes.
            guard SiteWriter.isSafeRelativePath(file.path) else { throw WriteError.unsafePath(file.path) }
            lock.lock()
            let isNew = paths.insert(file.path).inserted
            report.bytes += file.bytes.count
            let earlier = failure
            var wake = false, help = false
            if isNew && earlier == nil {
                pending.append(file)
                if !drainQueued && pending.count >= Self.batchSize {
                    drainQueued = true
                    wake = true
                }
                help = pending.count >= helpFrom
            }
            lock.unlock()
            if let earlier { throw earlier }
            // Two pages on one path would silently lose one of them.
            guard isNew else { throw DuplicatePageError(path: file.path) }
            if wake { queue.async { self.drain() } }
            if help { _ = writeBatch() }
        }

        /// Writes pending files until there are none: the writer thread's job, and `finish`'s.
        private func drain() {
            while writeBatch() {}
        }

        /// Takes up to `batchSize` pending files under the lock and writes them; false when there
        /// were none to take (or a write has failed). When the queue is found empty the writer
        /// thread's drain is over: the next `add` that fills a batch queues another.
        private func writeBatch() -> Bool {
            lock.lock()
            let take = failure != nil ? 0 : min(pending.count, Self.batchSize)
            // From the end: taking from the front moved every file left in the array.
            var files: [OutputFile] = []
            files.reserveCapacity(take)
            for _ in 0..<take { files.append(pending.removeLast()) }
            if take == 0 { drainQueued = false }
            lock.unlock()
            if take == 0 { return false }
            let start = ContinuousClock.now
            var written = 0, unchanged = 0
            var error: Error?
            for file in files {
                do {
                    if try store(file) { unchanged += 1 } else { written += 1 }
                } catch let failed {
                    error = failed
                    break
                }
            }
            let elapsed = start.duration(to: .now)
            lock.lock()
            report.written += written
            report.unchanged += unchanged
            if let error { failure = failure ?? error }
            writeSeconds += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            lock.unlock()
            return error == nil
        }

        /// The file into the new folder, or a hard link to the previous site's copy when its bytes
        /// did not change (then the result is true).
        private func store(_ file: OutputFile) throws -> Bool {
            try makeFolder(for: file.path)
            let previous = outputPath + "/" + file.path
            let target = temporaryPath + "/" + file.path
            if hasPrevious, let existing = FileManager.default.contents(atPath: previous), SiteWriter.same(existing, file.bytes),
               link(previous, target) == 0 {
                return true
            }
            try SiteWriter.writeFile(target, file.bytes)
            return false
        }

        /// Creates the folder of `path` inside the new site once.
        private func makeFolder(for path: String) throws {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
            let folder = String(path[..<slash])
            folderLock.lock()
            defer { folderLock.unlock() }
            if folders.contains(folder) { return }
            try SiteWriter.makeFolders(temporaryPath + "/" + folder)
            folders.insert(folder)
        }

        public func finish(record: String) throws -> Report {
            let fm = FileManager.default
            // This thread writes beside the writer thread until no file is left, then waits for
            // the writer's last batch.
            drain()
            queue.sync {}
            lock.lock()
            if let failure {
                lock.unlock()
                abandon()
                throw failure
            }
            var report = self.report
            let wanted = paths.union([SiteWriter.marker])
            lock.unlock()
            report.removed = SiteWriter.listFiles(outputPath).filter { !wanted.contains($0) }.count
            do {
                if report.noChanges && fm.fileExists(atPath: outputPath) {
                    // Same pages as the site in place: keep it, and update only its record if that differs.
                    try? fm.removeItem(atPath: temporaryPath)
                    let markerPath = outputPath + "/" + SiteWriter.marker
                    if let old = fm.contents(atPath: markerPath), SiteWriter.same(old, FileBytes(record.utf8)) { return report }
                    try SiteWriter.writeFile(markerPath + ".new", FileBytes(record.utf8))
                    guard rename(markerPath + ".new", markerPath) == 0 else { throw WriteError.system("cannot update \(markerPath)", errno) }
                    return report
                }
                try SiteWriter.writeFile(temporaryPath + "/" + SiteWriter.marker, FileBytes(record.utf8))
                try writer.swap(temporaryPath, outputPath)
            } catch {
                abandon()
                throw error
            }
            return report
        }

        public func abandon() {
            lock.lock()
            pending = []  // not to be written
            lock.unlock()
            queue.sync {}  // no write may land after the folder is gone
            try? FileManager.default.removeItem(atPath: temporaryPath)
        }
    }

    /// Replaces `destination` with `source`. With renameat2(RENAME_EXCHANGE) the two folders trade
    /// places in one step; otherwise the old site is moved aside first (a window of microseconds).
    fileprivate func swap(_ source: String, _ destination: String) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: destination) else {
            guard rename(source, destination) == 0 else { throw WriteError.system("cannot move the new site into place", errno) }
            return
        }
        if Self.exchange(source, destination) {
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

    /// renameat2 is looked up at run time: older C libraries do not declare it.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let AT_FDCWD: Int32 = -100
        let RENAME_EXCHANGE: UInt32 = 2
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE) == 0
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

    static func isSafeRelativePath(_ path: String) -> Bool {
        // One loop over contiguous bytes: splitting the UTF-8 view and comparing each part cost
        // about 6,600 instructions per file.
        return path.withUTF8Bytes { isSafeRelativePath(bytes: $0) }
    }

    /// Whether the bytes are non-empty parts joined by `/`, none of them `.` or `..`, with no backslash
    /// or NUL anywhere (a leading or trailing `/` makes an empty part).
    static func isSafeRelativePath(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var partStart = 0
        for i in 0...bytes.count {
            if i < bytes.count {
                let byte = bytes[i]
                if byte == 0 || byte == UInt8(ascii: "\\") { return false }
                if byte != slash { continue }
            }
            // `i` ends a part: at a slash or at the end.
            let length = i - partStart
            if length == 0 { return false }
            if length <= 2 && bytes[partStart] == dot && (length == 1 || bytes[partStart + 1] == dot) { return false }
            partStart = i + 1
        }
        return true
    }

    /// A site from before the marker existed: its root page names duoguide as the generator.
    static func looksBuiltByUs(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/index.html") else { return false }
        return String(decoding: data.prefix(2048), as: UTF8.self).contains("<meta name=\"generator\" content=\"duoguide\">")
    }

    /// Byte comparison with memcmp: iterating `Data` element by element is far slower.
    static func same(_ data: Data, _ bytes: FileBytes) -> Bool {
        guard data.count == bytes.count else { return false }
        if bytes.isEmpty { return true }
        return data.withUnsafeBytes { a in bytes.withUnsafeBufferPointer { b in memcmp(a.baseAddress!, b.baseAddress!, bytes.count) == 0 } }
    }

    static func listFiles(_ root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out.append(path)
            }
        }
        return out
    }

    /// Plain POSIX writes: measurably cheaper than Foundation's `Data.write` for many small files.
    /// `path` and any folder missing above it (`mkdir -p`). With `mkdir` itself, a failure says
    /// which folder and why («cannot create /srv/site: Permission denied»); FileManager's error
    /// printed as a Foundation error dump.
    static func makeFolders(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw WriteError.system("cannot create the folder \(path)", ENOTDIR) }
            return
        }
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex {
            try makeFolders(String(path[..<slash]))
        }
        // Another thread may make the same folder meanwhile: then it exists, as wanted.
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw WriteError.system("cannot create the folder \(path)", errno) }
    }

    static func writeFile(_ path: String, _ bytes: FileBytes) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw WriteError.system("cannot create \(path)", errno) }
        defer { close(fd) }
        try bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                guard n > 0 else { throw WriteError.system("cannot write \(path)", errno) }
                offset += n
            }
        }
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
