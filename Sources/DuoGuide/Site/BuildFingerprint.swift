import Foundation

/// What a build was made from: every file of the content and templates folders and the compiler
/// binary itself, hashed. A build whose inputs hash to the fingerprint recorded in the output
/// (and whose output files are all still there, at their recorded sizes) has nothing to do, so a
/// no-op rebuild costs reading the inputs, not rendering every page to find them unchanged.
struct BuildFingerprint: Equatable, Sendable {
    var hash: String

    static func of(content: URL, templates: URL) -> BuildFingerprint {
        var hasher = FNV1a()
        for root in [content.path, templates.path] {
            for path in SiteWriter.listFiles(root).sorted() {
                guard let bytes = FileManager.default.contents(atPath: root + "/" + path) else { continue }
                hasher.combine(path)
                // As an array: stepping through `Data` byte by byte costs ten times more.
                hasher.combine(bytes: [UInt8](bytes))
            }
        }
        // A different duoguide binary may render differently: its size and date are part of it.
        if let binary = FileStatus.ofFile(atPath: "/proc/self/exe") ?? FileStatus.ofFile(atPath: CommandLine.arguments[0]) {
            hasher.combine("\(binary.size)-\(binary.modified)")
        }
        return BuildFingerprint(hash: hasher.hex)
    }
}
