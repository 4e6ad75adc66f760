import Foundation

/// The optional access log: one line per response, `GET /es/ 200 5120`. Off unless the command line
/// asks for it; the sink is injectable so tests (or a future `--log-file`) can capture the lines.
public struct ServerLog: Sendable {
    private let write: @Sendable (String) -> Void

    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes each line to standard error with a single `write(2)`, so lines from concurrent
    /// connections never interleave mid-line.
    public static let standardError = ServerLog { line in
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }

    /// `bytes` is the body length actually sent (0 for HEAD and 304).
    func record(method: String, target: String, status: Int, bytes: Int) {
        // The target came off the network: keep the log one line per request whatever it contains.
        let printable = String(target.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        write("\(method) \(printable) \(status) \(bytes)")
    }
}
