import Foundation

/// Something that blocks until a file under the watched folders changes.
protocol ChangeSource {
    var method: ChangeWatcher.Method { get }
    /// True when a change was seen within `timeout` seconds (and consumed); false otherwise.
    mutating func waitForChange(timeout: Double) -> Bool
    func close()
}

/// Every folder under `roots`, the roots included.
func foldersUnder(_ roots: [URL]) -> [String] {
    roots.flatMap { root -> [String] in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        return [root.path] + SiteWriter.listFiles(root.path, folders: true).map { root.path + "/" + $0 }
    }
}
