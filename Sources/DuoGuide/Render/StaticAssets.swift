#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The files a site copies as they are: the regular files under the templates folder's `assets/`,
/// except hidden ones and those in hidden folders (`.DS_Store`, `.git/`). Symbolic links are left
/// out, as Foundation's enumerator reported them (not regular files).
///
/// The folder is listed with `readdir`, which gives each entry's type. Asking Foundation whether
/// each entry was a regular file (`URL.resourceValues`) went through `attributesOfItem`, which on
/// Linux also lists the file's extended attributes and looks its owner and group up through the
/// name service (a socket `connect` per file): 0.7% of a build of the real guide, alone on one
/// core after every page was rendered. Each file is then read by a rendering job of its own.
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
        return OutputFile(path: "assets/" + relative, bytes: FileBytes(data))
    }

    private static func collect(_ folder: String, prefix: String, into found: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(".") { continue }  // hidden, and "." and ".."
            let path = folder + "/" + name
            switch kind(of: entry.pointee, at: path) {
            case .folder: collect(path, prefix: prefix + name + "/", into: &found)
            case .file: found.append(prefix + name)
            case .other: break
            }
        }
    }

    private enum Kind { case file, folder, other }

    /// The entry's type from `readdir`; from `lstat` where the file system does not say.
    private static func kind(of entry: dirent, at path: String) -> Kind {
        var type = Int(entry.d_type)
        if type == Int(DT_UNKNOWN) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFREG: type = Int(DT_REG)
            case S_IFDIR: type = Int(DT_DIR)
            default: return .other
            }
        }
        if type == Int(DT_REG) { return .file }
        if type == Int(DT_DIR) { return .folder }
        return .other
    }
}
