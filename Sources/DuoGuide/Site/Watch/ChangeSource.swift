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
    var folders: [String] = []
    for root in roots {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
        folders.append(root.path)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { continue }
        while let relative = enumerator.nextObject() as? String {
            let path = root.path + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.append(path)
            }
        }
    }
    return folders
}
