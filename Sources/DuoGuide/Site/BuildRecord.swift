import Foundation

/// The record a build leaves in its output (the site marker file): the fingerprint, the summary
/// figures, and every file with its size, so a later build can tell the output is still intact.
struct BuildRecord: Equatable {
    var fingerprint: String
    var pages: Int
    var languages: Int
    var symbols: Int
    var files: [String: Int]

    /// The record of the site in `output`, if it has a readable one.
    static func read(in output: URL) -> BuildRecord? {
        (try? String(contentsOfFile: output.path + "/" + SiteWriter.marker, encoding: .utf8)).flatMap(parse)
    }

    func serialized() -> String {
        var out = "duoguide site; this folder is replaced by every build\n"
        out += "fingerprint \(fingerprint)\npages \(pages)\nlanguages \(languages)\nsymbols \(symbols)\n"
        for (path, size) in files.sorted(by: { $0.key < $1.key }) { out += "file \(size) \(path)\n" }
        return out
    }

    static func parse(_ text: String) -> BuildRecord? {
        var record = BuildRecord(fingerprint: "", pages: 0, languages: 0, symbols: 0, files: [:])
        // Cut on UTF-8 bytes: Characters made this the costliest step of a build with nothing to do.
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2).map { String(Substring($0)) }
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
