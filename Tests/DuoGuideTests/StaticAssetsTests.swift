import Foundation
import XCTest
@testable import DuoGuide

/// The files copied from `Templates/assets/`: which ones (`readdir` with each entry's type) against
/// Foundation's enumerator, which the site used before, and their bytes in a rendered site.
final class StaticAssetsTests: XCTestCase {
    /// A folder with what a templates folder may hold: nested folders, hidden files and folders,
    /// symbolic links to a file and to a folder, an empty folder.
    func makeAssets() throws -> URL {
        let root = try TestSupport.makeFolder()
        let assets = root.appendingPathComponent("assets")
        for (path, text) in [("a.css", "a"), ("sub/c.svg", "<svg/>"), ("sub/deeper/d.js", "d();"), (".DS_Store", "x"),
                             (".git/HEAD", "ref"), ("sub/.hidden.css", "h"), ("Zed.txt", "Z")] {
            try TestSupport.write(Data(text.utf8), to: path, in: assets)
        }
        try TestSupport.write(Data("outside".utf8), to: "outside.txt", in: root)
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: assets.path + "/link.txt", withDestinationPath: root.path + "/outside.txt")
        try FileManager.default.createSymbolicLink(atPath: assets.path + "/linked", withDestinationPath: assets.path + "/sub")
        return assets
    }

    /// What the site copied before: Foundation's enumerator, regular files only, nothing under a
    /// hidden name. The reference `StaticAssets.files` is held to.
    func foundationListing(_ folder: URL) throws -> [String] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]))
        let prefix = folder.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            paths.append(relative)
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    func testListsRegularFilesOutsideHiddenNamesLikeFoundation() throws {
        let assets = try makeAssets()
        defer { try? FileManager.default.removeItem(at: assets.deletingLastPathComponent()) }
        let files = StaticAssets.files(in: assets.path)
        XCTAssertEqual(files, ["Zed.txt", "a.css", "sub/c.svg", "sub/deeper/d.js"])
        XCTAssertEqual(files, try foundationListing(assets))
    }

    func testMissingFolderHasNoFiles() {
        XCTAssertEqual(StaticAssets.files(in: "/nonexistent-\(UUID().uuidString)/assets"), [])
    }

    func testFileKeepsItsBytesUnderAssets() throws {
        let assets = try makeAssets()
        defer { try? FileManager.default.removeItem(at: assets.deletingLastPathComponent()) }
        let file = try StaticAssets.file("sub/deeper/d.js", in: assets.path)
        XCTAssertEqual(file.path, "assets/sub/deeper/d.js")
        XCTAssertEqual(Array(file.bytes), Array("d();".utf8))
        XCTAssertThrowsError(try StaticAssets.file("gone.css", in: assets.path))
    }

    /// The real templates: the rendered site holds every file Foundation lists, byte for byte.
    func testRenderedSiteCopiesEveryTemplateAsset() throws {
        let templates = TestSupport.repoRoot.appendingPathComponent("Templates")
        let assets = templates.appendingPathComponent("assets")
        let expected = try foundationListing(assets)
        XCTAssertFalse(expected.isEmpty)
        let files = try SiteRenderer(corpus: try TestSupport.realCorpus(), templates: try TemplateLibrary(directory: templates),
                                     templatesDirectory: templates).render()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        for relative in expected {
            let bytes = try XCTUnwrap(byPath["assets/" + relative], "assets/\(relative) not in the site")
            XCTAssertEqual(Array(bytes), Array(try Data(contentsOf: assets.appendingPathComponent(relative))), relative)
        }
    }
}
