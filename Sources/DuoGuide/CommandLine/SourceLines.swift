import Foundation

/// The lines of source files, read when a diagnostic first quotes one of them and kept for the
/// next. Paths are as diagnostics give them (relative to the working folder, like the `--content`
/// argument they start with). The bytes are decoded as they are on disk, invalid UTF-8 shown as
/// U+FFFD: a quote must never fail because the file has the very problem being reported.
public final class SourceLines {
    private let read: (String) -> Data?
    /// Each file's lines, split on LF; nil when the file cannot be read.
    private var files: [String: [Data]?] = [:]

    /// Reads files from disk.
    public convenience init() {
        self.init { FileManager.default.contents(atPath: $0) }
    }

    /// Reads files through `read` (tests give their own text).
    public init(read: @escaping (String) -> Data?) {
        self.read = read
    }

    /// Line `number` (1-based) of `path`, without its line end (LF or CRLF); nil when there is no
    /// such line.
    public func line(_ number: Int, of path: String) -> String? {
        if files[path] == nil {
            files[path] = read(path).map { $0.split(separator: 0x0A, omittingEmptySubsequences: false) }
        }
        guard let lines = files[path] ?? nil, number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
}
