import Foundation
import XCTest
@testable import DuoGuide

/// Issue 7: hostile input never crashes the compiler, never points a diagnostic outside its file,
/// never names an output file outside the site, and never reaches a page as live markup.
///
/// - A seeded property test mutates the real Spanish guide (reproducible: the seed and iteration
///   of a failure are in its message).
/// - Every reproducer under `Fixtures/hostile/` (found by `Scripts/fuzz`) is replayed: `template-*`
///   files through the template engine, all others as a guide and as an article.
/// - Output safety: hostile titles, manifest slugs and ids give safe paths inside the output, and
///   script/attribute payloads in every kind of block are escaped in every output file.
/// Nothing here asserts a timing; the timed checks are `Scripts/size-test` and `Scripts/fuzz`.
final class HostileInputTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/DuoGuideTests/Fixtures/hostile")

    static let scriptPayload = "<script>alert(1)</script>"
    static let attributePayload = "\"><img src=x onerror=alert(1)>"

    // MARK: Helpers


    static func vocabulary(_ language: String = "es") throws -> Vocabulary {
        try Vocabulary.load(from: packageRoot.appendingPathComponent("Content/locales/\(language).json"))
    }

    static func realGuide(_ language: String = "es") throws -> String {
        let url = packageRoot.appendingPathComponent("Content/guide/\(language).txt")
        // Part of the repository: a missing file fails the test, it never skips it.
        return try String(contentsOf: url, encoding: .utf8)
    }

    static let manifest: Manifest = {
        let json = """
        {"languages": ["es"], "defaultLanguage": "es",
         "documents": [
           {"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt", "slug": "guide"},
           {"id": "article-es", "kind": "article", "language": "es", "path": "articles/es/a.txt"}],
         "translations": [],
         "notSymbols": ["iPhone", "SwiftUI", "UIKit"]}
        """
        return try! JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
    }()

    /// Decodes `bytes` as the loader does and compiles them as the Spanish guide (and, with
    /// `asArticle`, also as an article). nil when the decoder refuses the bytes (empty, NUL, bad UTF-8).
    static func compile(_ bytes: Data, vocabulary: Vocabulary, asArticle: Bool = false) -> (Corpus, [Diagnostic], SourceFile)? {
        guard case .success(let lines) = SourceDecoder.decode(bytes) else { return nil }
        let guide = SourceFile(path: "guide/es.txt", lines: lines)
        var sources: [LoadedContent.Source] = [.init(entry: manifest.documents[0], file: guide)]
        if asArticle { sources.append(.init(entry: manifest.documents[1], file: SourceFile(path: "articles/es/a.txt", lines: lines))) }
        let content = LoadedContent(manifest: manifest, vocabularies: ["es": vocabulary], sources: sources)
        var log = DiagnosticLog()
        let corpus = Compiler.compile(content, log: &log)
        return (corpus, log.all, guide)
    }

    /// Every diagnostic about `file` points at one of its lines, at a column ≥ 1.
    static func locationProblems(_ diagnostics: [Diagnostic], lineCount: Int, files: Set<String>) -> [String] {
        diagnostics.filter { files.contains($0.location.file) }
            .filter { $0.location.line < 1 || $0.location.line > lineCount || $0.location.column < 1 }
            .map { "\($0) (file has \(lineCount) lines)" }
    }

    // MARK: Property test: mutations of the real guide

    /// Characters that have broken parsers before: direction marks and overrides, emoji (with ZWJ,
    /// skin tones, flags), combining marks, every C0 control but NUL, C1 NEL, Unicode line and
    /// paragraph separators, CR, BOM, zero-width space, no-break spaces, and the guide's own syntax.
    static let hostileInsertions: [String] = [
        "\u{200F}", "\u{200E}", "\u{202E}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{2069}", "\u{061C}",
        "😀", "👩‍👩‍👧‍👦", "👍🏽", "🇪🇸", "🏳️‍🌈", "e\u{0301}", "\u{0301}\u{0301}\u{0301}", "ﷺ", "𝕏", "\u{10FFFF}",
        "\u{0001}", "\u{0008}", "\u{000B}", "\u{000C}", "\u{001B}[31m", "\u{001F}", "\u{007F}", "\u{0085}",
        "\u{2028}", "\u{2029}", "\r", "\r\n", "\t", "\u{FEFF}", "\u{200B}", "\u{00A0}", "\u{202F}", "\u{2007}",
        "\n", "\n\n", " · ", "Capítulo 99 · ", "Capítulo 0 · ", "Apéndice · ", "Buenas prácticas · ",
        "Al terminar podrás.", "Punto de control", "Respuestas de los puntos de control", "Respuestas.",
        "Cuándo usarlo:", "Cuándo no usarlo:", "Fuente:", "• ", "1. ", "{", "}", "{{", "}}", "«", "»", "¿", "?",
        "`", "<script>", "&amp;", "\\", "/", "../", "capítulos 3 y 4", "UIView.ReservedRegion", "f(x:)",
    ]

    enum Mutation: CaseIterable { case deleteLines, duplicateLine, swapLines, cut, shuffleChapters, insert, joinParagraphs }

    static func mutate(_ text: String, using rng: inout SeededGenerator) -> (String, [String]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var applied: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            guard !lines.isEmpty else { break }
            let mutation = Mutation.allCases.randomElement(using: &rng)!
            switch mutation {
            case .deleteLines:
                let start = Int.random(in: 0..<lines.count, using: &rng)
                let count = min(lines.count - start, Int.random(in: 1...40, using: &rng))
                lines.removeSubrange(start..<start + count)
                applied.append("delete \(count) lines at \(start + 1)")
            case .duplicateLine:
                let i = Int.random(in: 0..<lines.count, using: &rng)
                let times = Int.random(in: 1...3, using: &rng)
                lines.insert(contentsOf: Array(repeating: lines[i], count: times), at: i)
                applied.append("duplicate line \(i + 1) ×\(times)")
            case .swapLines:
                let a = Int.random(in: 0..<lines.count, using: &rng), b = Int.random(in: 0..<lines.count, using: &rng)
                lines.swapAt(a, b)
                applied.append("swap lines \(a + 1) and \(b + 1)")
            case .cut:
                // Cut in the middle of a line, possibly inside a multi-scalar character.
                let joined = lines.joined(separator: "\n")
                let scalars = Array(joined.unicodeScalars)
                let at = Int.random(in: 0...scalars.count, using: &rng)
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[..<at])
                lines = String(view).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                applied.append("cut at scalar \(at)")
            case .shuffleChapters:
                let phrases = ["Capítulo ", "Apéndice · ", "Buenas prácticas · "]
                let starts = lines.indices.filter { i in phrases.contains { lines[i].hasPrefix($0) } && lines[i].contains(" · ") }
                guard let first = starts.first else { continue }
                var chunks: [[String]] = []
                for (k, s) in starts.enumerated() {
                    chunks.append(Array(lines[s..<(k + 1 < starts.count ? starts[k + 1] : lines.count)]))
                }
                chunks.shuffle(using: &rng)
                lines = Array(lines[..<first]) + chunks.flatMap { $0 }
                applied.append("shuffle \(chunks.count) chapters")
            case .insert:
                let i = Int.random(in: 0..<lines.count, using: &rng)
                var chars = Array(lines[i])
                let piece = hostileInsertions.randomElement(using: &rng)!
                let at = Int.random(in: 0...chars.count, using: &rng)
                chars.insert(contentsOf: Array(piece), at: at)
                lines[i] = String(chars)
                applied.append("insert \(piece.unicodeScalars.map { String($0.value, radix: 16) }) in line \(i + 1)")
            case .joinParagraphs:
                // Removing blank lines merges paragraphs (and code with prose).
                let start = Int.random(in: 0..<lines.count, using: &rng)
                let end = min(lines.count, start + Int.random(in: 1...200, using: &rng))
                let before = lines.count
                lines = Array(lines[..<start]) + lines[start..<end].filter { !$0.isEmpty } + Array(lines[end...])
                applied.append("join paragraphs in lines \(start + 1)...\(end) (\(before - lines.count) blank lines removed)")
            }
        }
        return (lines.joined(separator: "\n"), applied)
    }

    /// The guide with only some of its chapters: the introduction, a run of one to three chapters,
    /// the appendix (with every answer) and the case study. A quarter of the text, so 200
    /// iterations stay fast in a debug build; every 20th iteration mutates the whole guide.
    static func slice(_ guide: String, using rng: inout SeededGenerator) -> String {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        let chapterStarts = lines.indices.filter { lines[$0].hasPrefix("Capítulo ") && lines[$0].contains(" · ") }
        guard let first = chapterStarts.first,
              let appendix = lines.indices.first(where: { lines[$0].hasPrefix("Apéndice · ") }) else { return guide }
        let run = Int.random(in: 1...3, using: &rng)
        let k = Int.random(in: 0..<max(1, chapterStarts.count - run + 1), using: &rng)
        let end = k + run < chapterStarts.count ? chapterStarts[k + run] : appendix
        let picked = lines[..<first] + lines[chapterStarts[k]..<end] + lines[appendix...]
        return picked.joined(separator: "\n")
    }

    func testMutatedGuidesNeverCrashAndDiagnosticsStayInTheFile() throws {
        let original = try Self.realGuide()
        let vocabulary = try Self.vocabulary()
        let seed: UInt64 = 0xD0_0617
        var rng = SeededGenerator(seed: seed)
        var compiled = 0, withErrors = 0
        for iteration in 0..<200 {
            let base = iteration % 20 == 0 ? original : Self.slice(original, using: &rng)
            let (text, applied) = Self.mutate(base, using: &rng)
            XCTAssertFalse(text.unicodeScalars.contains("\u{0}"))
            guard let (_, diagnostics, file) = Self.compile(Data(text.utf8), vocabulary: vocabulary) else { continue }
            compiled += 1
            if diagnostics.contains(where: { $0.severity == .error }) { withErrors += 1 }
            let problems = Self.locationProblems(diagnostics, lineCount: file.lines.count, files: [file.path])
            XCTAssertEqual(problems, [], "seed \(seed), iteration \(iteration): \(applied)")
        }
        XCTAssertGreaterThan(compiled, 150, "most mutations should still decode")
        XCTAssertGreaterThan(withErrors, 0, "some mutations should be reported as errors")
    }

    func testUnmutatedGuideHasNoErrors() throws {
        guard let (corpus, diagnostics, _) = Self.compile(Data(try Self.realGuide().utf8), vocabulary: try Self.vocabulary()) else {
            return XCTFail("the real guide does not decode")
        }
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertGreaterThan(corpus.documents.first?.chapters.count ?? 0, 10)
    }

    /// The decoder refuses what cannot be text with a message naming the place.
    func testUndecodableBytesAreRefusedWithALocatedMessage() {
        XCTAssertEqual(SourceDecoder.decode(Data("Título\nCapítulo 1 \u{0} · x".utf8)), .failure(.binary(offset: 20)))
        XCTAssertEqual(SourceDecoder.decode(Data([0x61, 0x0A, 0x62, 0xC3, 0x28])), .failure(.invalidUTF8(offset: 3, line: 2, column: 2)))
        XCTAssertEqual(SourceDecoder.decode(Data([0xED, 0xA0, 0x80])), .failure(.invalidUTF8(offset: 0, line: 1, column: 1)))  // surrogate
        XCTAssertEqual(SourceDecoder.decode(Data([0xF0, 0x9F, 0x98])), .failure(.invalidUTF8(offset: 0, line: 1, column: 1)))  // cut emoji
        XCTAssertEqual(SourceDecoder.decode(Data(" \n\t\u{3000}\n".utf8)), .failure(.empty))
        XCTAssertEqual(SourceDecoder.decode(Data()), .failure(.empty))
    }

    /// Degenerate guides: each is a complete file that must compile (with errors) and stay located.
    func testDegenerateGuides() throws {
        let vocabulary = try Self.vocabulary()
        let cases: [String] = [
            "x", "\n\n\n\nx", "Capítulo 1 · ", "Capítulo 1 · a", "Título\n\nCapítulo 1 · a",
            "Título\n\nCapítulo 99999 · a", "Título\n\nCapítulo -1 · a", "Título\n\nCapítulo ١ · a",
            "Título\n\nCapítulo 1 · a\n\nPunto de control\n\n1.", "Título\n\nCapítulo 1 · a\n\nPunto de control\n\n1. ¿x?\n\n2. ¿y?",
            "Título\n\nApéndice · a\n\nRespuestas de los puntos de control\n\nCapítulo 1.\n\nCapítulo 7. x",
            "Título\n\nCapítulo 1 · a\n\nAl terminar podrás.", "Título\n\nCapítulo 1 · a\n\n• Cuándo usarlo:\n\n• Cuándo no usarlo:",
            "Título\n\nCapítulo 1 · a\n\n{\n{\n{", "Título\n\nCapítulo 1 · a\n\n}\n}\n}\n)", "Título\n\nCapítulo 1 · a\n\nFuente:",
            "Título\n\nCapítulo 1 · a\n\nBuenas prácticas · b\n\nRespuestas.", "\u{FEFF}\u{200B}\r\n\r\nCapítulo 1 · a\r",
            "Título\n\nCapítulo 1 · a\n\n" + String(repeating: "«", count: 500) + String(repeating: "(", count: 500),
            "Título\n\nCapítulo 1 · a\n\n" + String(repeating: "a.", count: 20_000),
            "Título\n\nCapítulo 1 · " + String(repeating: "x", count: 100_000),
            String(repeating: "Capítulo 1 · a\n\n", count: 300),
        ]
        for (i, text) in cases.enumerated() {
            guard let (_, diagnostics, file) = Self.compile(Data(text.utf8), vocabulary: vocabulary, asArticle: true) else { continue }
            let problems = Self.locationProblems(diagnostics, lineCount: file.lines.count, files: ["guide/es.txt", "articles/es/a.txt"])
            XCTAssertEqual(problems, [], "case \(i): \(text.prefix(80).debugDescription)")
        }
    }

    // MARK: Reproducers, each in a child process

    /// Each file under Fixtures/hostile/ is an input that crashed, hung or broke an invariant (found
    /// by `Scripts/fuzz` or by hand; see its README.md): `template-*` through the template engine, the
    /// rest as a guide and as an article. Each is replayed in a child run of this test binary, so a
    /// reproducer that still crashes (stack overflow) or hangs fails this test instead of killing or
    /// stalling the whole suite.
    func testReproducers() throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)) ?? [])
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        XCTAssertFalse(names.isEmpty, "no reproducers in \(Self.fixtures.path)")
        for name in names {
            let result = try Self.runChild(test: "testReplayChild", environment: ["HOSTILE_REPLAY": Self.fixtures.appendingPathComponent(name).path])
            XCTAssertTrue(result.passed, "\(name): \(result.summary)")
        }
    }

    /// Sections nested 20 000 deep must give a TemplateError, not a stack overflow.
    func testDeeplyNestedTemplateSectionsAreRefusedNotCrash() throws {
        let result = try Self.runChild(test: "testDeepNestingChild", environment: ["HOSTILE_DEEP_NESTING": "20000"])
        XCTAssertTrue(result.passed, result.summary)
    }

    /// The child half of `testReproducers`: does nothing unless HOSTILE_REPLAY names a file.
    func testReplayChild() throws {
        guard let path = ProcessInfo.processInfo.environment["HOSTILE_REPLAY"] else { return }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasPrefix("template-") {
            let parts = [UInt8](data).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            let templateNames = ["page", "partials/p", "layouts/base"]
            var templates: [String: String] = [:]
            for (i, part) in parts.enumerated() { templates[templateNames[i]] = part }
            if let library = try? TemplateLibrary(templates: templates) {
                let context: TemplateValue = ["title": "x", "yes": true, "no": false, "items": ["a", "b", "c"]]
                for template in library.names { _ = try? library.render(template, context) }
            }
        } else if let (_, diagnostics, file) = Self.compile(data, vocabulary: try Self.vocabulary(), asArticle: true) {
            let problems = Self.locationProblems(diagnostics, lineCount: file.lines.count, files: ["guide/es.txt", "articles/es/a.txt"])
            XCTAssertEqual(problems, [], name)
        }
    }

    /// The child half of `testDeeplyNestedTemplateSectionsAreRefusedNotCrash`.
    func testDeepNestingChild() throws {
        guard let depth = ProcessInfo.processInfo.environment["HOSTILE_DEEP_NESTING"].flatMap(Int.init) else { return }
        for (open, close) in [("{{#yes}}", "{{/yes}}"), ("{{^no}}", "{{/no}}")] {
            let source = String(repeating: open, count: depth) + "{{title}}" + String(repeating: close, count: depth)
            do {
                let library = try TemplateLibrary(templates: ["page": source])
                _ = try library.render("page", ["title": "x", "yes": true, "no": false])
            } catch is TemplateError {
                // Refusing is fine: a TemplateError names the file and the place.
            }
        }
    }

    struct ChildResult { var passed: Bool; var summary: String }

    /// Runs one test of this binary in a child process; a crash or a hang (no result within
    /// `limit` seconds: a liveness guard, not a timing assertion) is a failure.
    static func runChild(test: String, environment: [String: String], limit: Double = 60) throws -> ChildResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        process.arguments = ["DuoGuideTests.HostileInputTests/\(test)"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let collected = OutputCollector()
        output.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        var hung = false
        if process.isRunning {
            hung = true
            process.terminate()
            process.waitUntilExit()
        }
        output.fileHandleForReading.readabilityHandler = nil
        collected.append(output.fileHandleForReading.readDataToEndOfFile())
        let text = collected.text
        let tail = text.split(separator: "\n").filter { $0.contains("error") || $0.contains("ERROR") || $0.contains("Fatal") || $0.contains("overflow") }
            .prefix(5).joined(separator: " | ")
        if hung { return ChildResult(passed: false, summary: "hung: no result after \(Int(limit)) s") }
        let passed = process.terminationReason == .exit && process.terminationStatus == 0 && text.contains("' passed")
        let how = process.terminationReason == .uncaughtSignal ? "killed by signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
        return ChildResult(passed: passed, summary: "\(how); \(tail.isEmpty ? String(text.suffix(300)) : tail)")
    }

    final class OutputCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.lock(); data.append(more); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
    }

    // MARK: Output safety: file names

    static let safeComponent = try! NSRegularExpression(pattern: "^[a-z0-9][a-z0-9._-]*$")

    /// A path made of safe components only: no `..`, no absolute path, no empty component.
    static func isSafeOutputPath(_ path: String) -> Bool {
        guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\u{0}") else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            part != "." && part != ".." && safeComponent.firstMatch(in: String(part), range: NSRange(location: 0, length: part.utf16.count)) != nil
        }
    }

    func testSlugsAreSafeForAnyText() {
        let hostile = ["../../etc/passwd", "..", ".", "/", "a/b\\c", "\u{0}", "a\u{0}b", "", "   ", "🎉🇪🇸👩‍👩‍👧",
                       String(repeating: "ñ", count: 10_000), "\u{202E}gnp.exe", "CON", "x:y", "%2e%2e%2f", "~root",
                       "İstanbul ǅ ß ﬁ", "\u{0301}", ".hidden", "a..b", "-a-", "\u{FF0E}\u{FF0E}\u{FF0F}"]
        for text in hostile {
            let slug = Slug.make(text)
            XCTAssertTrue(Self.isSafeOutputPath(slug), "\(text.debugDescription) → \(slug)")
            XCTAssertFalse(slug.contains("."), slug)
            XCTAssertLessThanOrEqual(slug.count, Slug.maximumLength)
        }
        var allocator = SlugAllocator(reserved: ["index"])
        XCTAssertEqual(allocator.allocate("index"), "index-2")
        XCTAssertEqual(allocator.allocate("../index"), "index-3")
    }

    /// Writes a content folder: the manifest, the real Spanish vocabulary, and the given files.
    func makeContent(manifest: String, files: [String: String], extraLanguages: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("locales"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: content.appendingPathComponent("manifest.json"))
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Content/locales/es.json"),
                                         to: content.appendingPathComponent("locales/es.json"))
        for (path, text) in files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return content
    }

    static var templatesDirectory: URL { packageRoot.appendingPathComponent("Templates") }

    /// Compiles and renders a content folder; fails the test on compile errors.
    func renderSite(_ content: URL, file: StaticString = #filePath, line: UInt = #line) throws -> [OutputFile] {
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: content, displayRoot: "Content")
        let errors = diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors, [], file: file, line: line)
        guard let corpus, errors.isEmpty else { return [] }
        let templates = try TemplateLibrary(directory: Self.templatesDirectory)
        return try SiteRenderer(corpus: corpus, templates: templates, templatesDirectory: Self.templatesDirectory).render(concurrent: false)
    }

    /// Writes `files` with SiteWriter into a fresh folder and checks nothing lands outside it.
    func assertWritesStayInside(_ files: [OutputFile], file: StaticString = #filePath, line: UInt = #line) throws {
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-out-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: sandbox) }
        let output = sandbox.appendingPathComponent("inner/Site")
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try? SiteWriter(output: output).write(files)
        let everything = SiteWriter.listFiles(sandbox.path)
        let outside = everything.filter { !$0.hasPrefix("inner/Site/") }
        XCTAssertEqual(outside, [], "files written outside the output folder", file: file, line: line)
    }

    static let hostileTitles = [
        "../../../../etc/passwd", "/etc/shadow", "..\\..\\windows\\system32", "a/b/c/../../d",
        String(repeating: "Título larguísimo ", count: 2_000), "🎉🇪🇸👩‍👩‍👧 emoji 😀", "\u{202E}lmth.xss\u{202C}", "%2e%2e%2f%00",
        "nul\u{0001}\u{001F}control", scriptPayload, attributePayload,
    ]

    static func hostileGuide(titles: [String]) -> String {
        var text = "Guía hostil \(scriptPayload)\n\nIntroducción.\n\n"
        for (i, title) in titles.enumerated() {
            text += "Capítulo \(i) · \(title)\n\nAl terminar podrás. Leer \(title).\n\nUn párrafo sobre \(title).\n\n"
        }
        return text
    }

    func testHostileChapterTitlesGiveSafeFileNames() throws {
        let manifest = """
        {"languages": ["es"], "defaultLanguage": "es",
         "documents": [{"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt", "slug": "../../guide"}],
         "translations": [], "notSymbols": []}
        """
        let content = try makeContent(manifest: manifest, files: ["guide/es.txt": Self.hostileGuide(titles: Self.hostileTitles)])
        let files = try renderSite(content)
        XCTAssertGreaterThan(files.filter { $0.path.hasPrefix("es/chapter-") }.count, 5)
        for f in files { XCTAssertTrue(Self.isSafeOutputPath(f.path), "unsafe output path \(f.path.debugDescription)") }
        try assertWritesStayInside(files)
    }

    func testHostileManifestSlugsAndIDsGiveSafeFileNames() throws {
        let article = "Artículo \(Self.scriptPayload)\n\nUn párrafo con UIView.ReservedRegion.\n"
        let manifest = """
        {"languages": ["es"], "defaultLanguage": "es",
         "documents": [
           {"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt"},
           {"id": "a1", "kind": "article", "language": "es", "path": "articles/a1.txt", "slug": "../../etc/passwd"},
           {"id": "../../../tmp/evil", "kind": "article", "language": "es", "path": "articles/a2.txt"},
           {"id": "a3", "kind": "article", "language": "es", "path": "articles/a3.txt", "slug": "/absolute/path"},
           {"id": "a4", "kind": "article", "language": "es", "path": "articles/a4.txt", "slug": "..\\\\..\\\\win"},
           {"id": "a5", "kind": "article", "language": "es", "path": "articles/a5.txt", "slug": "%2e%2e%2fx"},
           {"id": "a6", "kind": "article", "language": "es", "path": "articles/a6.txt", "slug": "🎉"}],
         "translations": [], "notSymbols": []}
        """
        var files = ["guide/es.txt": Self.hostileGuide(titles: ["Uno", "Dos"])]
        for i in 1...6 { files["articles/a\(i).txt"] = article }
        let content = try makeContent(manifest: manifest, files: files)
        let output = try renderSite(content)
        let articles = output.filter { $0.path.hasPrefix("es/articles/") }
        XCTAssertEqual(articles.count, 6, articles.map(\.path).description)
        for f in output { XCTAssertTrue(Self.isSafeOutputPath(f.path), "unsafe output path \(f.path.debugDescription)") }
        try assertWritesStayInside(output)
    }

    /// Language codes name output folders (`<lang>/index.html`), so a code like `../x` must be
    /// refused by the loader (or never reach a path). The loader only checks that
    /// `locales/<code>.json` exists, which `../locales/es` satisfies.
    func testHostileLanguageCodesNeverNameFoldersOutsideTheSite() throws {
        let manifest = """
        {"languages": ["../locales/es"], "defaultLanguage": "../locales/es",
         "documents": [{"id": "guide-x", "kind": "guide", "language": "../locales/es", "path": "guide/es.txt"}],
         "translations": [], "notSymbols": []}
        """
        let content = try makeContent(manifest: manifest, files: ["guide/es.txt": Self.hostileGuide(titles: ["Uno", "Dos"])])
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: content, displayRoot: "Content")
        if diagnostics.contains(where: { $0.severity == .error }) { return }  // refused: the safe outcome
        guard let corpus else { return }
        let templates = try TemplateLibrary(directory: Self.templatesDirectory)
        let files = try SiteRenderer(corpus: corpus, templates: templates, templatesDirectory: Self.templatesDirectory).render(concurrent: false)
        let unsafe = files.map(\.path).filter { !Self.isSafeOutputPath($0) }
        XCTAssertEqual(unsafe, [], "a language code names output paths outside the site")
        try assertWritesStayInside(files)
    }

    // MARK: Output safety: escaping

    /// The payloads in a chapter title, prose, a heading, a list, an entry (title, description,
    /// when to use / not to use), a question, an answer, a code sample, a source line, the
    /// introduction and an article.
    static func payloadGuide() -> String {
        let s = scriptPayload, a = attributePayload
        return """
        Guía \(s) \(a)

        Introducción \(s) y \(a).

        Capítulo 0 · Título \(s) \(a)

        Al terminar podrás. Entender \(s) y \(a).

        Un párrafo con \(s) dentro y \(a) también, y UIView.ReservedRegion para el índice.

        Encabezado \(s)

        1. Lista \(s).

        2. Lista \(a).

        • Entrada \(s) \(a). Una descripción \(s) \(a). Cuándo usarlo: cuando \(s) \(a). Cuándo no usarlo: nunca \(s) \(a).

        • reservedRegions(kind:options:) \(s). Una descripción \(a). Cuándo usarlo: siempre \(s).

        struct Payload: View {
            let a = "\(s)"
            let b = "\(a)"
            var body: some View { Text("\(s)") }
        }

        Fuente: \(s) \(a)

        Punto de control

        1. ¿Es \(s) o \(a)?

        2. ¿Split u overlay con \(s)?

        En este capítulo todavía no. \(s) \(a)

        Capítulo 1 · Segundo \(a)

        Al terminar podrás. Nada \(a).

        Otro párrafo \(s).

        Punto de control

        1. ¿Pregunta \(a)?

        Apéndice · Respuestas \(s)

        Respuestas de los puntos de control

        Capítulo 0. Es \(s). Split \(a).

        Capítulo 1. Respuesta \(a) \(s).

        Buenas prácticas · Caso \(s)

        Un caso \(a).

        Compruébalo tú con esta app

        1. ¿Caso \(s) o \(a)?

        Respuestas. Caso \(s) \(a).
        """
    }

    func testPayloadsAreEscapedInEveryOutputFile() throws {
        let s = Self.scriptPayload, a = Self.attributePayload
        let manifest = """
        {"languages": ["es"], "defaultLanguage": "es",
         "documents": [
           {"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt", "slug": "guide"},
           {"id": "payload", "kind": "article", "language": "es", "path": "articles/payload.txt"}],
         "translations": [], "notSymbols": []}
        """
        let article = """
        Artículo \(s) \(a)

        Encabezado \(a)

        Párrafo \(s) con reservedRegions(kind:options:) y \(a).

        let x = "\(s)"
        let y = "\(a)"

        • Punto \(s) \(a).
        """
        let content = try makeContent(manifest: manifest, files: ["guide/es.txt": Self.payloadGuide(), "articles/payload.txt": article])
        let files = try renderSite(content)
        let paths = Set(files.map(\.path))
        // The payloads must have reached the pages we check (otherwise the test proves nothing).
        for expected in ["es/chapter-0.html", "es/chapter-1.html", "es/quiz/chapter-0.html", "es/articles/payload.html",
                         "es/index.html", "es/review.html", "es/print.html", "assets/search-es.js"] {
            XCTAssertTrue(paths.contains(expected), "missing \(expected); have \(paths.sorted().prefix(40))")
        }
        var checked = 0, carrying = 0
        for f in files {
            let text = String(decoding: f.bytes, as: UTF8.self)
            checked += 1
            if text.contains("alert(1)") { carrying += 1 }
            for needle in ["<script>alert(1)", "<img src=x", "<img src=\"x", "onerror=alert(1)>"] {
                XCTAssertFalse(text.contains(needle), "\(f.path) contains \(needle.debugDescription) unescaped: …\(Self.context(of: needle, in: text))…")
            }
        }
        XCTAssertGreaterThan(carrying, 5, "the payload text should appear (escaped) in several files")
        XCTAssertGreaterThan(checked, 10)
        // The escaped payload is visible as text on the chapter page.
        let chapter = String(decoding: files.first { $0.path == "es/chapter-0.html" }!.bytes, as: UTF8.self)
        XCTAssertTrue(chapter.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    static func context(of needle: String, in text: String) -> String {
        guard let r = text.range(of: needle) else { return "" }
        let lower = text.index(r.lowerBound, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
        let upper = text.index(r.upperBound, offsetBy: 60, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[lower..<upper])
    }

    /// A NUL byte cannot reach a title: the source is refused as binary with its offset.
    func testNULInASourceIsRefusedWithItsOffset() throws {
        let manifest = """
        {"languages": ["es"], "defaultLanguage": "es",
         "documents": [{"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt"}],
         "translations": [], "notSymbols": []}
        """
        let content = try makeContent(manifest: manifest, files: ["guide/es.txt": "Guía\n\nCapítulo 1 · a\u{0}b\n"])
        let (_, diagnostics) = Compiler.compile(contentDirectory: content, displayRoot: "Content")
        XCTAssertEqual(diagnostics.map(\.description), ["Content/guide/es.txt:1:1: error: binary content (NUL byte at byte offset 23)"])
    }
}
