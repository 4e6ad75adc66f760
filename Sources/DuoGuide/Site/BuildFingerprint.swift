import Foundation

/// What a build was made from: every file of the content and templates folders and the compiler
/// binary itself, hashed. A build whose inputs hash to the fingerprint recorded in the output
/// (and whose output files are all still there, at their recorded sizes) has nothing to do, so a
/// no-op rebuild costs reading the inputs, not rendering 600 pages to find them unchanged.
struct BuildFingerprint: Equatable {
    var hash: String

    static func of(content: URL, templates: URL) -> BuildFingerprint {
        var hasher = FNV1a()
        // Each file read through one buffer, a piece at a time: reading each whole into memory
        // took as much fresh memory as the content (200 MB for a guide a thousand times the real
        // one), freed again right away.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 8)
        defer { buffer.deallocate() }
        for root in [content, templates] {
            for path in SiteWriter.listFiles(root.path).sorted() {
                let fd = open(root.path + "/" + path, O_RDONLY)
                guard fd >= 0 else { continue }
                defer { close(fd) }
                hasher.combine(path)
                // Whole buffers (a short read is topped up), so the same file always hashes alike.
                var atEnd = false
                while !atEnd {
                    var filled = 0
                    while filled < buffer.count {
                        let n = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                        if n <= 0 { atEnd = true; break }
                        filled += n
                    }
                    hasher.combine(words: UnsafeRawBufferPointer(rebasing: buffer[..<filled]))
                }
                hasher.combine(bytes: EmptyCollection<UInt8>())  // the end of the file
            }
        }
        // A different duoguide binary may render differently: its size and date are part of it.
        if let binary = FileStatus.ofFile(atPath: "/proc/self/exe") ?? FileStatus.ofFile(atPath: CommandLine.arguments[0]) {
            hasher.combine("\(binary.size)-\(binary.modified)")
        }
        return BuildFingerprint(hash: hasher.hex)
    }

    static let chunkSize = 1 << 20
}

/// The record a build leaves in its output (the site marker file): the fingerprint, the summary
/// figures, and every file with its size, so a later build can tell the output is still intact.
struct BuildRecord: Equatable {
    var fingerprint: String
    var pages: Int
    var languages: Int
    var symbols: Int
    var files: [String: Int]

    func serialized() -> String {
        var out = "duoguide site; this folder is replaced by every build\n"
        out += "fingerprint \(fingerprint)\npages \(pages)\nlanguages \(languages)\nsymbols \(symbols)\n"
        for path in files.keys.sorted() { out += "file \(files[path]!) \(path)\n" }
        return out
    }

    static func parse(_ text: String) -> BuildRecord? {
        var record = BuildRecord(fingerprint: "", pages: 0, languages: 0, symbols: 0, files: [:])
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count >= 2 else { continue }
            switch parts[0] {
            case "fingerprint": record.fingerprint = parts[1]
            case "pages": record.pages = Int(parts[1]) ?? 0
            case "languages": record.languages = Int(parts[1]) ?? 0
            case "symbols": record.symbols = Int(parts[1]) ?? 0
            case "file" where parts.count == 3: record.files[parts[2]] = Int(parts[1]) ?? -1
            default: break
            }
        }
        return record.fingerprint.isEmpty ? nil : record
    }

    /// True when every recorded file is still in `output` with its recorded size.
    func isIntact(in output: URL) -> Bool {
        let root = output.path + "/"
        return files.allSatisfy { path, size in FileStatus.ofLinkOrFile(atPath: root + path)?.size == size }
    }
}
