import Foundation

/// The files a site copies as they are: the regular files under the templates folder's `assets/`,
/// except hidden ones and those in hidden folders (`.DS_Store`, `.git/`). Symbolic links are left
/// out, as Foundation's enumerator reported them (not regular files).
///
/// Each entry's type comes from `lstat`: Foundation's `attributesOfItem` also lists a file's
/// extended attributes and looks its owner and group up through the name service. Each file is
/// then read by a rendering job of its own.
enum StaticAssets {
    /// The files' paths relative to `folder`, sorted by their bytes; none when the folder is missing.
    static func files(in folder: String) -> [String] {
        var found: [String] = []
        collect(folder, prefix: "", into: &found)
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The file at `relative` under `folder`, as the site's `assets/relative`.
    static func file(_ relative: String, in folder: String) throws -> OutputFile {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative))
        return OutputFile(path: "assets/" + relative, bytes: Array(data))
    }

    private static func collect(_ folder: String, prefix: String, into found: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {  // hidden files and folders stay out
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: collect(path, prefix: prefix + name + "/", into: &found)
            case S_IFREG: found.append(prefix + name)
            default: break  // symbolic links and the rest
            }
        }
    }
}
