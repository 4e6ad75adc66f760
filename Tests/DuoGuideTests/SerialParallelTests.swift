import Foundation
import XCTest
@testable import DuoGuide

/// Rendering on all cores must give exactly the serial result: same paths, same bytes. Pages are
/// built and rendered concurrently into preallocated slots, so any shared mutable state or order
/// dependence would show up here as a difference.
final class SerialParallelTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func renderer() throws -> SiteRenderer {
        let content = Self.packageRoot.appendingPathComponent("Content")
        let templatesDirectory = Self.packageRoot.appendingPathComponent("Templates")
        guard FileManager.default.fileExists(atPath: content.appendingPathComponent("manifest.json").path) else {
            try TestSupport.requireInCI("Content/manifest.json")
        }
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: content, displayRoot: "Content")
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "the real corpus has errors: \(errors.map(\.message))")
        let compiled = try XCTUnwrap(corpus)
        let templates = try TemplateLibrary(directory: templatesDirectory)
        return SiteRenderer(corpus: compiled, templates: templates, templatesDirectory: templatesDirectory)
    }

    func assertIdentical(_ a: [OutputFile], _ b: [OutputFile], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.map(\.path), b.map(\.path), "\(what): different paths", file: file, line: line)
        let bByPath = Dictionary(b.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var differing: [String] = []
        for f in a where bByPath[f.path] != f.bytes { differing.append(f.path) }
        XCTAssertTrue(differing.isEmpty, "\(what): \(differing.count) files differ, e.g. \(differing.prefix(5))", file: file, line: line)
    }

    func testConcurrentRenderIsByteIdenticalToSerial() throws {
        // Two renderers: each build's fragment memo starts empty, so the concurrent render does its
        // own work instead of reusing what the serial one produced.
        let serial = try renderer().render(concurrent: false)
        let concurrent = try renderer().render(concurrent: true)
        XCTAssertGreaterThan(serial.count, 100, "the real corpus should give hundreds of files")
        XCTAssertTrue(serial.contains { $0.path == "es/chapter-3.html" })
        XCTAssertTrue(serial.contains { $0.path.hasPrefix("es/api/") })
        assertIdentical(serial, concurrent, "concurrent vs serial")
        // Paths are unique and sorted, whatever order the workers finished in.
        XCTAssertEqual(Set(concurrent.map(\.path)).count, concurrent.count)
        XCTAssertEqual(concurrent.map(\.path), concurrent.map(\.path).sorted())
    }

    /// A build hashes its inputs beside the parse (`besideParse`) and makes the document tables
    /// beside the symbol table (`beside`); the tables must be made from the final documents
    /// (entry symbols filled in), and render exactly what the tables the site context makes
    /// itself render.
    func testDocumentTablesMadeBesideTheSymbolTableRenderTheSame() throws {
        let content = Self.packageRoot.appendingPathComponent("Content")
        let templatesDirectory = Self.packageRoot.appendingPathComponent("Templates")
        guard FileManager.default.fileExists(atPath: content.appendingPathComponent("manifest.json").path) else {
            try TestSupport.requireInCI("Content/manifest.json")
        }
        var log = DiagnosticLog()
        let loaded = try XCTUnwrap(ContentLoader(contentDirectory: content, displayRoot: "Content").load(into: &log))
        let (corpus, besideParse, (besideDocuments, tables), (symbolTableGiven, symbols)) = Compiler.compile(
            loaded, log: &log, besideParse: { "hashed" }, beside: { documents in (documents, DocumentTables(documents, paths: SitePaths())) },
            afterSymbols: { symbols, documents in
                (symbols, SymbolTables(symbols: symbols, documents: documents, languages: loaded.manifest.languages, paths: SitePaths()))
            })
        XCTAssertEqual(besideParse, "hashed")
        XCTAssertTrue(besideDocuments == corpus.documents, "beside was not given the final documents")
        XCTAssertEqual(symbolTableGiven.map(\.key), corpus.symbols.map(\.key), "afterSymbols was not given the symbol table")
        let templates = try TemplateLibrary(directory: templatesDirectory)
        let beside = try SiteRenderer(corpus: corpus, documents: tables, symbols: symbols, templates: templates,
                                      templatesDirectory: templatesDirectory).render(concurrent: true)
        assertIdentical(try renderer().render(concurrent: false), beside, "document tables made beside the symbol table")
    }

    func testRepeatedConcurrentRendersAgree() throws {
        let first = try renderer().render(concurrent: true)
        assertIdentical(first, try renderer().render(concurrent: true), "second concurrent render")
    }

    /// Same-line mentions of a symbol keep the order they were found in, so two processes (whose
    /// Set order differs) write the same symbol pages; places are in (document, line) order.
    func testSymbolMentionsAreInReadingOrder() throws {
        let content = Self.packageRoot.appendingPathComponent("Content")
        guard FileManager.default.fileExists(atPath: content.appendingPathComponent("manifest.json").path) else {
            try TestSupport.requireInCI("Content/manifest.json")
        }
        let corpus = try XCTUnwrap(Compiler.compile(contentDirectory: content).0)
        for symbol in corpus.symbols {
            for (a, b) in zip(symbol.mentions, symbol.mentions.dropFirst()) where a.document == b.document {
                XCTAssertLessThanOrEqual(a.line, b.line, "\(symbol.key): mentions out of line order")
            }
            XCTAssertEqual(Set(symbol.mentions).count, symbol.mentions.count, "\(symbol.key): duplicate mentions")
        }
    }

    /// A background value is made on another thread while the caller goes on, and every reader
    /// gets it (a second read must not wait forever for a second signal).
    func testBackgroundValueIsMadeAsideAndReadTwice() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let background = Background { () -> Int in
            started.signal()
            // Finishes only once the caller, still running beside it, lets it go; made on the
            // caller's thread instead, it would wait in vain and give -1.
            return release.wait(timeout: .now() + 5) == .success ? 42 : -1
        }
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success, "the work did not start beside the caller")
        release.signal()
        XCTAssertEqual(background.value, 42)
        XCTAssertEqual(background.value, 42)
    }
}
