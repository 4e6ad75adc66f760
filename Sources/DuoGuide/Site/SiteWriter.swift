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

    /// `record` is the content of the marker file (see `BuildRecord`); the marker itself never
    /// counts as a change, so a rebuild with the same pages still rewrites nothing.
    public func write(_ files: [OutputFile], record: String = "duoguide site; this folder is replaced by every build\n") throws -> Report {
        let fm = FileManager.default
        let outputPath = output.standardizedFileURL.path
        let parent = output.standardizedFileURL.deletingLastPathComponent()
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        removeStaleTemporaries(in: parent)

        let existingNames = (try? fm.contentsOfDirectory(atPath: outputPath)) ?? []
        if !existingNames.isEmpty && !existingNames.contains(Self.marker) && !Self.looksBuiltByUs(outputPath) {
            throw WriteError.notASite(outputPath)
        }

        // Every path stays inside the output: no absolute paths, no '..', '.', empty parts or backslashes.
        for file in files where !Self.isSafeRelativePath(file.path) {
            throw WriteError.unsafePath(file.path)
        }

        var report = Report()
        var changed: [OutputFile] = []
        var unchanged: [OutputFile] = []
        for file in files {
            report.bytes += file.bytes.count
            if let existing = FileManager.default.contents(atPath: outputPath + "/" + file.path), Self.same(existing, file.bytes) {
                unchanged.append(file)
            } else {
                changed.append(file)
            }
        }
        let wanted = Set(files.map(\.path) + [Self.marker])
        let existing = Self.listFiles(outputPath)
        report.removed = existing.filter { !wanted.contains($0) }.count
        report.written = changed.count
        report.unchanged = unchanged.count
        if report.noChanges && fm.fileExists(atPath: outputPath) {
            // Only the record may differ (a new fingerprint for the same pages): update it in place.
            let markerPath = outputPath + "/" + Self.marker
            if let old = fm.contents(atPath: markerPath), Self.same(old, Array(record.utf8)) { return report }
            try Self.writeFile(markerPath + ".new", Array(record.utf8))
            guard rename(markerPath + ".new", markerPath) == 0 else { throw WriteError.system("cannot update \(markerPath)", errno) }
            return report
        }

        let temporary = parent.appendingPathComponent(".\(output.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try fm.createDirectory(at: temporary, withIntermediateDirectories: true)
            // Folders first, once each; then the files. (Writing from both cores was measured four
            // times slower: creating files in one folder serialises in the kernel anyway.)
            var folders = Set<Substring>()
            for file in files { if let slash = file.path.lastIndex(of: "/") { folders.insert(file.path[..<slash]) } }
            for folder in folders.sorted() {
                try fm.createDirectory(atPath: temporary.path + "/" + folder, withIntermediateDirectories: true)
            }
            for file in unchanged {
                let target = temporary.path + "/" + file.path
                if link(outputPath + "/" + file.path, target) != 0 { try Self.writeFile(target, file.bytes) }
            }
            for file in changed {
                try Self.writeFile(temporary.path + "/" + file.path, file.bytes)
            }
            try Self.writeFile(temporary.path + "/" + Self.marker, Array(record.utf8))
            try swap(temporary.path, outputPath)
        } catch {
            try? fm.removeItem(at: temporary)
            throw error
        }
        return report
    }

    /// Replaces `destination` with `source`. With renameat2(RENAME_EXCHANGE) the two folders trade
    /// places in one step; otherwise the old site is moved aside first (a window of microseconds).
    private func swap(_ source: String, _ destination: String) throws {
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
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\u{0}") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// A site from before the marker existed: its root page names duoguide as the generator.
    static func looksBuiltByUs(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/index.html") else { return false }
        return String(decoding: data.prefix(2048), as: UTF8.self).contains("<meta name=\"generator\" content=\"duoguide\">")
    }

    /// Byte comparison with memcmp: iterating `Data` element by element is far slower.
    static func same(_ data: Data, _ bytes: [UInt8]) -> Bool {
        guard data.count == bytes.count else { return false }
        if bytes.isEmpty { return true }
        return data.withUnsafeBytes { a in bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, bytes.count) == 0 } }
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
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw WriteError.system("cannot create \(path)", errno) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in Glibc.write(fd, raw.baseAddress! + offset, bytes.count - offset) }
            guard n > 0 else { throw WriteError.system("cannot write \(path)", errno) }
            offset += n
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
