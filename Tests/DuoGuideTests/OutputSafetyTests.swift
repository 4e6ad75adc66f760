import Foundation
import Synchronization
import XCTest
@testable import DuoGuide

/// The writers never destroy what they did not make, and a build with unchanged inputs does
/// nothing: it finds its own record in the output and stops.
final class OutputSafetyTests: XCTestCase {
    func options(output: URL) -> SiteBuilder.Options {
        SiteBuilder.Options(contentDirectory: TestSupport.repoRoot.appendingPathComponent("Content"), contentDisplayPath: "Content",
                            templatesDirectory: TestSupport.repoRoot.appendingPathComponent("Templates"), outputDirectory: output)
    }

    /// The inputs hashed, the old files removed and the files watched are these lists: hidden files
    /// count, a link counts as what it leads to, and a link to a folder is not entered.
    func testListedFilesAndFolders() throws {
        let root = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for folder in ["a/b", "other"] { try fm.createDirectory(atPath: root.path + "/" + folder, withIntermediateDirectories: true) }
        for file in [".hidden", "a/f", "a/b/g", "other/h"] { try Data().write(to: root.appendingPathComponent(file)) }
        try fm.createSymbolicLink(atPath: root.path + "/a/up", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: root.path + "/a/alias", withDestinationPath: "f")
        try fm.createSymbolicLink(atPath: root.path + "/a/gone", withDestinationPath: "nowhere")
        XCTAssertEqual(SiteWriter.listFiles(root.path).sorted(), [".hidden", "a/alias", "a/b/g", "a/f", "other/h"])
        XCTAssertEqual(SiteWriter.listFiles(root.path, folders: true).sorted(), ["a", "a/b", "a/up", "other"])
        XCTAssertEqual(SiteWriter.listFiles(root.path + "/missing"), [])
    }

    func testBuildRefusesToReplaceAFolderItDidNotMake() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: notes)
        let outcome = SiteBuilder(options: options(output: folder)).build()
        XCTAssertFalse(outcome.succeeded)
        XCTAssertTrue(outcome.failure?.contains("is not a site built by duoguide") ?? false, String(describing: outcome.failure))
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "keep me")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"])
    }

    /// The templates are parsed while the content is compiled, yet errors come in stage order: a
    /// broken template fails a build of clean content, and content errors are all a build of
    /// broken content reports. Neither writes anything.
    func testTemplateErrorsAreReportedOnlyForCleanContentAndNothingIsWritten() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: TestSupport.repoRoot.appendingPathComponent("Templates"), to: templates)
        let chapter = templates.appendingPathComponent("chapter.html")
        try (try String(contentsOf: chapter, encoding: .utf8) + "{{#unclosed}}\n").write(to: chapter, atomically: true, encoding: .utf8)

        var clean = options(output: folder.appendingPathComponent("Site"))
        clean.templatesDirectory = templates
        let failed = SiteBuilder(options: clean).build()
        XCTAssertFalse(failed.succeeded)
        XCTAssertTrue(failed.failure?.contains("chapter.html") ?? false, String(describing: failed.failure))
        XCTAssertTrue(failed.failure?.contains("unclosed") ?? false, String(describing: failed.failure))
        XCTAssertFalse(FileManager.default.fileExists(atPath: clean.outputDirectory.path), "a failed build wrote its output")

        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: TestSupport.repoRoot.appendingPathComponent("Content"), to: content)
        let guide = content.appendingPathComponent("guide/es.txt")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: guide.path)
        var bytes = try Data(contentsOf: guide)
        bytes.insert(0, at: bytes.count / 2)
        try bytes.write(to: guide)
        var broken = clean
        broken.contentDirectory = content
        let both = SiteBuilder(options: broken).build()
        XCTAssertNil(both.failure, "a template error reported for content that has errors of its own")
        XCTAssertTrue(both.diagnostics.contains { $0.severity == .error }, "the NUL byte gave no error")
        XCTAssertFalse(FileManager.default.fileExists(atPath: broken.outputDirectory.path), "a failed build wrote its output")
        // The new site's folder is made before the compile: both failures dropped it again.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }, [])
    }

    /// An output folder that cannot be made is said at once, as the folder and the system's
    /// reason, before the content is even read (here there is none: reading it would have said so).
    func testAnOutputThatCannotBeMadeIsSaidBeforeCompiling() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        var blocked = options(output: file.appendingPathComponent("deeper/Site"))
        blocked.contentDirectory = folder.appendingPathComponent("no-content")
        let outcome = SiteBuilder(options: blocked).build()
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(outcome.failure, "cannot create the folder \(file.path): Not a directory")
        XCTAssertEqual(outcome.diagnostics.map(\.description), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["plain-file"])
    }

    /// `mkdir -p`: the missing folders above are made, an existing folder is fine, a file in the
    /// way or a folder that may not be written in is an error naming the folder.
    func testMakeFoldersCreatesWhatIsMissingAndNamesWhatFails() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = folder.path + "/a/b/c"
        try SiteWriter.makeFolders(deep)
        try SiteWriter.makeFolders(deep)
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: deep, isDirectory: &isDirectory) && isDirectory.boolValue)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/a/file"))
        XCTAssertThrowsError(try SiteWriter.makeFolders(folder.path + "/a/file")) { error in
            XCTAssertEqual("\(error)", "cannot create the folder \(folder.path)/a/file: Not a directory")
        }
        XCTAssertThrowsError(try SiteWriter.makeFolders(folder.path + "/a/file/d")) { error in
            XCTAssertEqual("\(error)", "cannot create the folder \(folder.path)/a/file: Not a directory")
        }
        XCTAssertThrowsError(try SiteWriter.makeFolders("/proc/duoguide-\(UUID().uuidString)")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot create the folder /proc/duoguide-"), "\(error)")
        }
    }

    func testMarkdownExportRefusesAFolderItDidNotMakeAndReplacesItsOwn() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("hugo")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: target.appendingPathComponent("README"))
        let corpus = try TestSupport.realCorpus()
        XCTAssertThrowsError(try MarkdownExporter().write(corpus, to: target))
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("README"), encoding: .utf8), "mine")

        let fresh = folder.appendingPathComponent("fresh")
        XCTAssertEqual(try MarkdownExporter().write(corpus, to: fresh), 44)
        XCTAssertNoThrow(try MarkdownExporter().write(corpus, to: fresh), "its own export may be replaced")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("content/fr/chapter-4.md").path))
    }

    func testUnchangedInputsSkipRenderingAndAMissingFileIsRestored() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let builder = SiteBuilder(options: options(output: output))
        let first = builder.build()
        XCTAssertTrue(first.succeeded, String(describing: first.failure))
        XCTAssertTrue(first.timings.contains { $0.0 == "render" })

        let second = builder.build()
        XCTAssertTrue(second.succeeded)
        XCTAssertEqual(second.written?.noChanges, true)
        XCTAssertFalse(second.timings.contains { $0.0 == "render" }, "nothing changed: no page is rendered")
        XCTAssertEqual(second.pages, first.pages)

        // Someone deletes a page: the record no longer matches the output, so the build renders again.
        let page = output.appendingPathComponent("fr/chapter-7.html")
        try FileManager.default.removeItem(at: page)
        let third = builder.build()
        XCTAssertTrue(third.succeeded)
        XCTAssertTrue(third.timings.contains { $0.0 == "render" })
        XCTAssertTrue(FileManager.default.fileExists(atPath: page.path))
    }

    /// Pages are written while they are rendered, from several threads. A failure part-way (here a
    /// second file on one path) leaves the previous site exactly as it was and no folder behind.
    func testAFailedStreamingWriteLeavesThePreviousSiteWhole() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let writer = SiteWriter(output: output)
        _ = try writer.write([OutputFile(path: "index.html", text: "old"), OutputFile(path: "es/a.html", text: "a")])

        let session = try writer.begin()
        let files = (0..<200).map { OutputFile(path: "es/p\($0).html", text: "page \($0)") }
        DispatchQueue.concurrentPerform(iterations: files.count) { try? session.add(files[$0]) }
        XCTAssertThrowsError(try session.add(OutputFile(path: "es/p7.html", text: "again"))) { error in
            XCTAssertTrue(error is DuplicatePageError, "\(error)")
        }
        session.abandon()
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(), [".duoguide-site", "es", "index.html"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Site"], "no temporary folder left")

        // The same files without the duplicate make a complete new site.
        let again = try writer.begin()
        DispatchQueue.concurrentPerform(iterations: files.count) { try? again.add(files[$0]) }
        let report = try again.finish(record: "test\n")
        XCTAssertEqual(report.written, 200)
        XCTAssertEqual(report.removed, 2)
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("es/p199.html"), encoding: .utf8), "page 199")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Site"])
    }

    /// Files added from several threads at once each land once, whole, in their own folder, and
    /// are counted once.
    func testPagesAddedFromSeveralThreadsLandWhole() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Site")
        let session = try SiteWriter(output: output).begin()
        let files = (0..<2_000).map { n in
            OutputFile(path: "f\(n % 7)/p\(n).html", text: String(repeating: "página \(n) ", count: 1 + n % 50))
        }
        let errors = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for n in stride(from: worker, to: files.count, by: 4) {
                do { try session.add(files[n]) } catch {
                    errors.withLock { $0.append("\(error)") }
                }
            }
        }
        XCTAssertEqual(errors.withLock { $0 }, [])
        XCTAssertEqual(session.fileSizes.count, files.count)
        let report = try session.finish(record: "test\n")
        XCTAssertEqual(report.written, files.count)
        XCTAssertEqual(report.unchanged, 0)
        for file in files {
            let data = try Data(contentsOf: output.appendingPathComponent(file.path))
            XCTAssertEqual(FileBytes(data), file.bytes, file.path)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(),
                       [".duoguide-site"] + (0..<7).map { "f\($0)" })
    }
}

/// `SiteWriter.isSafeRelativePath`: only paths that stay inside the output are written.
final class SafeRelativePathTests: XCTestCase {
    func testPathsThatStayInsideTheOutput() {
        let safe = ["a", "...", ".a", "a.", "..a", "a..", ".../a", "a/.../b", "en/index.html", "en/api/é.html",
                    "a/b/c/d.html", "\u{301}/x", ".\u{301}", "a/\r/b", "👩‍👩‍👧/x"]
        for path in safe { XCTAssertTrue(SiteWriter.isSafeRelativePath(path), path.debugDescription) }
    }

    func testPathsThatCouldLeaveTheOutputAreRefused() {
        let unsafe = ["", "/", "/a", "a/", "a//b", ".", "..", "./a", "a/.", "a/..", "../a", "a/../b", "a\\b",
                      "a\u{0}b", "é/..", "/etc/passwd", "..\\a"]
        for path in unsafe { XCTAssertFalse(SiteWriter.isSafeRelativePath(path), path.debugDescription) }
    }
}

extension SiteWriter {
    /// Writes `files` as the whole new site, as a build does page by page.
    func write(_ files: [OutputFile], record: String = "duoguide site; this folder is replaced by every build\n") throws -> Report {
        let session = try begin()
        do {
            for file in files { try session.add(file) }
            return try session.finish(record: record)
        } catch {
            session.abandon()
            throw error
        }
    }
}
