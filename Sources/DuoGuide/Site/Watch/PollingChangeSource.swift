import Foundation

/// The fallback: a listing of every file with its size and modification time, compared.
struct PollingChangeSource: ChangeSource {
    let roots: [URL]
    private var last: [String: String]

    init(roots: [URL]) {
        self.roots = roots
        last = Self.snapshot(roots)
    }

    var method: ChangeWatcher.Method { .polling }

    /// Looks every half second whatever `timeout` is: each look lists every file.
    mutating func waitForChange(timeout: Double) -> Bool {
        Thread.sleep(forTimeInterval: 0.5)
        let now = Self.snapshot(roots)
        guard now != last else { return false }
        last = now
        return true
    }

    func close() {}

    /// Path → modification time and size, for every file under the roots.
    static func snapshot(_ roots: [URL]) -> [String: String] {
        var result: [String: String] = [:]
        for root in roots {
            for path in SiteWriter.listFiles(root.path) {
                let status = FileStatus.ofFile(atPath: root.path + "/" + path)
                result[root.path + "/" + path] = "\(status?.modified ?? 0)-\(status?.size ?? -1)"
            }
        }
        return result
    }
}
