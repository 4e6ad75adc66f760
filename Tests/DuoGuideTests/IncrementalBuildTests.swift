import Foundation
import XCTest
@testable import DuoGuide
#if canImport(Glibc)
import Glibc
#endif

/// `SiteBuilder` end to end on the real content, in a temporary folder: a rebuild with nothing
/// changed touches nothing; a one-sentence change rewrites only the files that show that text; a
/// failing build leaves the previous site exactly as it was and no temporary folder behind.
final class IncrementalBuildTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    var scratch: URL!

    override func setUpWithError() throws {
        let content = Self.packageRoot.appendingPathComponent("Content/manifest.json")
        guard FileManager.default.fileExists(atPath: content.path) else { try TestSupport.requireInCI("Content/") }
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duoguide-incremental-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    // MARK: Helpers

    /// A writable copy of Content/ (the checkout's files may be read-only).
    func copyContent() throws -> URL {
        let copy = scratch.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Content"), to: copy)
        let enumerator = FileManager.default.enumerator(atPath: copy.path)!
        while let relative = enumerator.nextObject() as? String {
            let path = copy.path + "/" + relative
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            chmod(path, isDirectory.boolValue ? 0o755 : 0o644)
        }
        return copy
    }

    func builder(content: URL, output: URL) -> SiteBuilder {
        SiteBuilder(options: SiteBuilder.Options(
            contentDirectory: content, contentDisplayPath: "Content",
            templatesDirectory: Self.packageRoot.appendingPathComponent("Templates"),
            outputDirectory: output))
    }

    struct FileState: Equatable {
        var inode: UInt64
        var mtimeSeconds: Int
        var mtimeNanoseconds: Int
    }

    /// Every regular file under `root`: inode and modification time.
    /// Every site file's identity; the build record (the site marker) is left out: it is rewritten
    /// whenever the inputs change, even when no page does.
    func snapshot(_ root: URL) -> [String: FileState] {
        var out: [String: FileState] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)!
        while let relative = enumerator.nextObject() as? String {
            if relative == SiteWriter.marker { continue }
            var st = stat()
            guard stat(root.path + "/" + relative, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
            out[relative] = FileState(inode: UInt64(st.st_ino), mtimeSeconds: Int(st.st_mtim.tv_sec), mtimeNanoseconds: Int(st.st_mtim.tv_nsec))
        }
        return out
    }

    func contents(_ root: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for path in snapshot(root).keys { out[path] = try Data(contentsOf: root.appendingPathComponent(path)) }
        return out
    }

    func changed(_ before: [String: FileState], _ after: [String: FileState]) -> Set<String> {
        Set(after.keys.filter { before[$0] != after[$0] }).union(before.keys.filter { after[$0] == nil })
    }

    func assertBuilt(_ outcome: SiteBuilder.Outcome, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(outcome.succeeded, "build failed: \(outcome.failure ?? "") \(outcome.diagnostics.filter { $0.severity == .error }.map(\.message))",
                      file: file, line: line)
    }

    /// Appends a sentence to the first long prose line of chapter 3 of the Spanish guide.
    func appendSentenceToChapter3(in content: URL) throws {
        let url = content.appendingPathComponent("guide/es.txt")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let header = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Capítulo 3 · ") })
        let end = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Capítulo 4 · ") })
        let target = try XCTUnwrap((header + 5..<end).first { i in
            let l = lines[i]
            return l.count > 120 && l.hasSuffix(".") && !l.contains(where: { "{}()=•".contains($0) }) && !(l.first?.isNumber ?? false)
        }, "no prose line in chapter 3")
        lines[target] += " Esta frase se añadió para comprobar la reconstrucción incremental."
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    // MARK: Tests

    func testSecondBuildRewritesNothing() throws {
        let output = scratch.appendingPathComponent("Site")
        let builder = builder(content: Self.packageRoot.appendingPathComponent("Content"), output: output)
        let first = builder.build()
        assertBuilt(first)
        XCTAssertEqual(first.written?.written, first.files, "a first build writes every file")
        let before = snapshot(output)
        XCTAssertEqual(before.count, first.files)
        var rootBefore = stat()
        XCTAssertEqual(stat(output.path, &rootBefore), 0)

        let second = builder.build()
        assertBuilt(second)
        XCTAssertEqual(second.written?.noChanges, true, "second build: \(String(describing: second.written))")
        XCTAssertEqual(second.written?.written, 0)
        XCTAssertEqual(second.written?.removed, 0)
        XCTAssertEqual(second.written?.unchanged, first.files)
        let after = snapshot(output)
        XCTAssertEqual(changed(before, after), [], "files touched by a build with nothing changed")
        var rootAfter = stat()
        XCTAssertEqual(stat(output.path, &rootAfter), 0)
        XCTAssertEqual(rootBefore.st_ino, rootAfter.st_ino, "the output folder itself was replaced")
    }

    /// A no-op needs the output as the record says. A page gone is covered by OutputSafetyTests;
    /// here a page of another size (one byte short) is written again although no input changed,
    /// and the build after that is a no-op again.
    func testAPageOfAnotherSizeIsRewrittenWithoutInputChanges() throws {
        let output = scratch.appendingPathComponent("Site")
        let builder = builder(content: Self.packageRoot.appendingPathComponent("Content"), output: output)
        assertBuilt(builder.build())
        let page = output.appendingPathComponent("pt/index.html")
        let original = try Data(contentsOf: page)
        try Data(original.dropLast()).write(to: page)
        let repair = builder.build()
        assertBuilt(repair)
        XCTAssertEqual(repair.written?.noChanges, false, "a page of another size was taken for up to date")
        XCTAssertEqual(try Data(contentsOf: page), original)
        XCTAssertEqual(builder.build().written?.noChanges, true, "the repaired site is up to date again")
    }

    func testOneChapterChangeRewritesABoundedSet() throws {
        let content = try copyContent()
        let output = scratch.appendingPathComponent("Site")
        let builder = builder(content: content, output: output)
        let first = builder.build()
        assertBuilt(first)
        let before = snapshot(output)

        try appendSentenceToChapter3(in: content)
        let second = builder.build()
        assertBuilt(second)
        let rewritten = changed(before, snapshot(output))
        XCTAssertEqual(second.written?.written, rewritten.count, "report vs files whose inode or mtime changed: \(rewritten.sorted())")
        XCTAssertEqual(second.written?.removed, 0)

        // The page that shows the sentence is rewritten…
        XCTAssertTrue(rewritten.contains("es/chapter-3.html"), "rewritten: \(rewritten.sorted())")
        // …and pages that cannot show it are not: other chapters, other languages, other articles.
        for k in 0..<12 where k != 3 {
            XCTAssertFalse(rewritten.contains("es/chapter-\(k).html"), "es/chapter-\(k).html rewritten")
        }
        // In the translations, only the chapter's own pages and the home list: they now say the
        // translation may be out of date (the content's translation record matches the chapter
        // before the change).
        for lang in ["pt", "fr"] {
            let touched = rewritten.filter { $0.hasPrefix(lang + "/") || $0.contains("-\(lang).") }
            XCTAssertEqual(touched.sorted(), ["\(lang)/chapter-3.html", "\(lang)/index.html", "\(lang)/quiz/chapter-3.html"],
                           "\(lang) files rewritten by a change to the Spanish guide")
        }
        XCTAssertFalse(rewritten.contains { $0.hasPrefix("es/articles/") }, "articles rewritten: \(rewritten.sorted())")
        XCTAssertFalse(rewritten.contains { $0.hasPrefix("assets/") && !$0.hasPrefix("assets/search-") && !$0.hasPrefix("assets/nav") },
                       "static assets rewritten: \(rewritten.sorted())")
        // A bounded set: the chapter, the pages that include its text (print, symbol pages that quote
        // that line), the search index; a tiny fraction of the site.
        XCTAssertLessThanOrEqual(rewritten.count, 12, "rewritten: \(rewritten.sorted())")
        XCTAssertLessThan(rewritten.count * 20, first.files)
    }

    func testFailedBuildLeavesThePreviousSiteAsItWas() throws {
        let content = try copyContent()
        let output = scratch.appendingPathComponent("Site")
        let builder = builder(content: content, output: output)
        assertBuilt(builder.build())
        let bytesBefore = try contents(output)
        let before = snapshot(output)

        // A NUL byte in the middle of a chapter: an error diagnostic, so nothing may be written.
        let url = content.appendingPathComponent("guide/es.txt")
        var data = try Data(contentsOf: url)
        data.insert(0, at: data.count / 2)
        try data.write(to: url)
        let failed = builder.build()
        XCTAssertFalse(failed.succeeded, "a source with a NUL byte must fail the build")
        XCTAssertTrue(failed.diagnostics.contains { $0.severity == .error }, "no error diagnostic for the NUL byte")
        XCTAssertNil(failed.written, "a failed build must not write")

        XCTAssertEqual(snapshot(output), before, "files touched by a failed build")
        XCTAssertEqual(try contents(output), bytesBefore, "bytes changed by a failed build")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".Site") || $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [], "temporary folders left behind")
    }

    /// A change deep in a large file is seen, a file one byte longer too, and the same bytes give
    /// the same fingerprint again.
    func testFingerprintSeesAChangeDeepInALargeFile() throws {
        let content = try TestSupport.makeFolder(), templates = try TestSupport.makeFolder()
        defer {
            try? FileManager.default.removeItem(at: content)
            try? FileManager.default.removeItem(at: templates)
        }
        var big = [UInt8](repeating: UInt8(ascii: "a"), count: 2_500_000)
        let file = content.appendingPathComponent("guide.txt")
        try Data(big).write(to: file)
        try Data("x".utf8).write(to: templates.appendingPathComponent("page.html"))
        let first = BuildFingerprint.of(content: content, templates: templates)
        XCTAssertEqual(BuildFingerprint.of(content: content, templates: templates), first)
        big[1_500_000] = UInt8(ascii: "b")
        try Data(big).write(to: file)
        let changed = BuildFingerprint.of(content: content, templates: templates)
        XCTAssertNotEqual(changed, first)
        big[1_500_000] = UInt8(ascii: "a")
        big.append(UInt8(ascii: "a"))
        try Data(big).write(to: file)
        XCTAssertNotEqual(BuildFingerprint.of(content: content, templates: templates), first, "one byte longer")
        big.removeLast()
        try Data(big).write(to: file)
        XCTAssertEqual(BuildFingerprint.of(content: content, templates: templates), first)
    }
}
