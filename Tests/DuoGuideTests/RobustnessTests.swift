import Foundation
import Synchronization
import XCTest
@testable import DuoGuide

/// Cosmetic variants of the Spanish guide give the same model, and no input crashes the compiler.
final class RobustnessTests: XCTestCase {
    // MARK: Fingerprint: everything the model says, without line numbers

    static func fingerprint(_ corpus: Corpus) -> [String] {
        var out: [String] = []
        for d in corpus.documents {
            out.append("document \(d.id) \(d.kind) \(d.language) «\(d.title)»")
            for block in d.intro { out.append(describe(block)) }
            for c in d.chapters {
                out.append("chapter \(c.id) \(c.kind) \(c.number.map(String.init) ?? "-") «\(c.title)» «\(c.heading)» objective «\(c.objective ?? "-")»")
                for block in c.blocks { out.append(describe(block)) }
                for q in c.checkpoints { out.append("question \(q.id) \(q.number) «\(q.question)» => «\(q.answer)»") }
            }
        }
        for s in corpus.symbols {
            out.append("symbol \(s.key) «\(s.name)» \(s.slug) definitions \(s.definitions.count) mentions \(s.mentions.count)")
        }
        for d in corpus.diagnostics { out.append("diagnostic \(d.severity) \(d.message)") }
        return out
    }

    static func describe(_ block: Block) -> String {
        func p(_ x: Paragraph) -> String { "«\(x.lead ?? "")» «\(x.text)»" }
        switch block {
        case .heading(let h): return "heading «\(h.text)» #\(h.anchor)"
        case .paragraph(let x): return "paragraph \(p(x))"
        case .caption(let x): return "caption \(p(x))"
        case .code(let c): return "code \(c.framework?.rawValue ?? "other") «\(c.code)»"
        case .entry(let e):
            return "entry «\(e.title)» «\(e.availability ?? "-")» «\(e.description)» use «\(e.whenToUse ?? "-")» avoid «\(e.whenNotToUse ?? "-")» \(e.symbols) #\(e.anchor)"
        case .bulletList(let items): return "bullets " + items.map(p).joined(separator: " | ")
        case .numberedList(let items): return "numbered " + items.map(p).joined(separator: " | ")
        case .checkpoints(let h, let numbers): return "checkpoints «\(h.text)» \(numbers)"
        case .notYet(let x): return "not-yet \(p(x))"
        case .source(let x): return "source \(p(x))"
        case .answers(let id, let x): return "answers \(id) \(p(x))"
        }
    }

    static let clean: String = (try? TestSupport.contentText("guide/es.txt")) ?? ""

    static let cleanFingerprint: [String] = {
        guard let corpus = try? TestSupport.compile([.init(data: Data(clean.utf8))]).corpus else { return [] }
        return fingerprint(corpus)
    }()

    private func assertSameModel(_ variant: Data, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertNotEqual(variant, Data(Self.clean.utf8), "\(name): the variant must differ from the clean bytes", file: file, line: line)
        let (corpus, diagnostics) = try TestSupport.compile([.init(data: variant)])
        XCTAssertEqual(diagnostics.map(\.description), [], name, file: file, line: line)
        let fingerprint = Self.fingerprint(try XCTUnwrap(corpus, file: file, line: line))
        XCTAssertGreaterThan(Self.cleanFingerprint.count, 500, file: file, line: line)
        XCTAssertEqual(fingerprint.count, Self.cleanFingerprint.count, name, file: file, line: line)
        for (a, b) in zip(Self.cleanFingerprint, fingerprint) where a != b {
            XCTFail("\(name) changed the model:\n  clean:   \(a.prefix(300))\n  variant: \(b.prefix(300))", file: file, line: line)
            return
        }
    }

    private func mapLines(_ text: String, _ transform: (String) -> String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { transform(String($0)) }.joined(separator: "\n")
    }

    func testCleanGuideAloneCompilesWithoutDiagnostics() throws {
        let (_, diagnostics) = try TestSupport.compile([.init(data: Data(Self.clean.utf8))])
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertTrue(Self.cleanFingerprint.contains { $0.hasPrefix("question chapter-3-q2 ") })
    }

    func testCRLFLineEnds() throws {
        try assertSameModel(Data(Self.clean.replacingOccurrences(of: "\n", with: "\r\n").utf8), "CRLF")
    }

    func testByteOrderMark() throws {
        try assertSameModel(Data([0xEF, 0xBB, 0xBF]) + Data(Self.clean.utf8), "BOM")
    }

    func testNoBreakSpaces() throws {
        // Every third space becomes U+00A0, in prose, headings, entries and code alike.
        var count = 0
        let text = String(Self.clean.map { ch -> Character in
            guard ch == " " else { return ch }
            count += 1
            return count % 3 == 0 ? "\u{00A0}" : ch
        })
        XCTAssertGreaterThan(count, 10000)
        try assertSameModel(Data(text.utf8), "NBSP")
    }

    func testTabsForFourSpaceIndentation() throws {
        let text = mapLines(Self.clean) { line in
            var rest = Substring(line)
            var tabs = ""
            while rest.hasPrefix("    ") { tabs += "\t"; rest = rest.dropFirst(4) }
            return tabs + rest
        }
        XCTAssertTrue(text.contains("\n\t\tcase .closed: PhoneHome()"))
        try assertSameModel(Data(text.utf8), "tabs")
    }

    func testUnicodeNFD() throws {
        let text = Self.clean.decomposedStringWithCanonicalMapping
        XCTAssertGreaterThan(text.unicodeScalars.count, Self.clean.unicodeScalars.count + 1000)
        try assertSameModel(Data(text.utf8), "NFD")
    }

    /// A zero-width space or byte-order mark between a letter and its accent is invisible: the
    /// letter reads as the accented one, as the author sees it.
    func testZeroWidthCharactersBetweenLetterAndAccent() throws {
        var text = String.UnicodeScalarView()
        var space = true
        for scalar in Self.clean.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.canonicalCombiningClass != .notReordered {
                text.append(space ? "\u{200B}" : "\u{FEFF}")
                space.toggle()
            }
            text.append(scalar)
        }
        XCTAssertGreaterThan(text.filter { $0 == "\u{200B}" }.count, 500)
        try assertSameModel(Data(String(text).utf8), "zero-width characters before accents")
    }

    func testTrailingSpaces() throws {
        try assertSameModel(Data(mapLines(Self.clean) { $0 + "  " }.utf8), "trailing spaces")
    }

    func testDoubledBlankLines() throws {
        try assertSameModel(Data(Self.clean.replacingOccurrences(of: "\n\n", with: "\n\n\n").utf8), "doubled blank lines")
    }

    func testAllVariantsTogether() throws {
        var text = Self.clean.decomposedStringWithCanonicalMapping
        text = mapLines(text) { line in
            line.hasPrefix("    ") ? "\t" + line.dropFirst(4) + " " : line.replacingOccurrences(of: " · ", with: "\u{00A0}·\u{00A0}")
        }
        text = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
        try assertSameModel(Data(text.utf8), "all variants")
    }

    // MARK: No input crashes


    static func mutate(_ lines: [String], using rng: inout SeededGenerator) -> [String] {
        var lines = lines
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            guard !lines.isEmpty else { break }
            let i = Int.random(in: 0..<lines.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: lines.remove(at: i)
            case 1: lines.insert(lines[i], at: i)
            case 2: lines.swapAt(i, Int.random(in: 0..<lines.count, using: &rng))
            case 3:  // cut the line in the middle
                let chars = Array(lines[i])
                lines[i] = String(chars.prefix(chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &rng)))
            default:  // cut the file in the middle of a line
                let chars = Array(lines[i])
                lines = Array(lines[..<i]) + [String(chars.prefix(chars.count / 2))]
            }
        }
        return lines
    }

    /// Compiles the Spanish guide from memory, optionally with the Portuguese guide as its
    /// translation (no disk access, so a few hundred runs stay fast).
    static func compileInMemory(_ text: String, withTranslation: Bool = true) throws -> (Corpus, [Diagnostic]) {
        var entries = [Manifest.DocumentEntry(id: "guide-es", kind: .guide, language: "es", path: "guide/es.txt", slug: nil)]
        var data = [Data(text.utf8)]
        if withTranslation {
            entries.append(Manifest.DocumentEntry(id: "guide-pt", kind: .guide, language: "pt", path: "guide/pt.txt", slug: nil))
            data.append(Data(try TestSupport.contentText("guide/pt.txt").utf8))
        }
        let manifest = Manifest(languages: ["es", "pt"], defaultLanguage: "es", documents: entries,
                                translations: [.init(id: "guide", documents: entries.map(\.id))], notSymbols: ["iPhone", "SwiftUI"])
        var log = DiagnosticLog()
        var sources: [LoadedContent.Source] = []
        for (entry, bytes) in zip(entries, data) {
            switch SourceDecoder.decode(bytes) {
            case .success(let lines): sources.append(.init(entry: entry, file: SourceFile(path: "T/" + entry.path, lines: lines)))
            case .failure(let failure): log.error(SourceLocation(file: "T/" + entry.path, line: 1), failure.message)
            }
        }
        let content = LoadedContent(manifest: manifest, vocabularies: ["es": try TestSupport.vocabulary("es"), "pt": try TestSupport.vocabulary("pt")],
                                    sources: sources)
        let corpus = Compiler.compile(content, log: &log)
        return (corpus, log.sorted)
    }

    func testInMemoryCompileOfTheCleanGuideIsClean() throws {
        let (corpus, diagnostics) = try Self.compileInMemory(Self.clean)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(corpus.documents.map(\.id), ["guide-es", "guide-pt"])
    }

    /// 120 reproducible mutations (delete, duplicate, swap lines, cut a line or the file in the
    /// middle); one run in ten keeps the Portuguese translation so the translation checks run too.
    /// Runs are spread over the cores; problems are collected and reported at the end.
    func testRandomLineMutationsNeverCrashAndDiagnosticsPointInsideTheFile() throws {
        let cleanLines = Self.clean.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ptLineCount = try TestSupport.contentLines("guide/pt.txt").count
        var rng = SeededGenerator(seed: 20_271)
        let inputs = (0..<120).map { _ in Self.mutate(cleanLines, using: &rng) }
        let tally = Mutex<(problems: [String], withDiagnostics: Int)>(([], 0))
        DispatchQueue.concurrentPerform(iterations: inputs.count) { run in
            let lines = inputs[run]
            let text = lines.joined(separator: "\n")
            var found: [String] = []
            var diagnosed = false
            do {
                let withTranslation = run % 10 == 0
                let (corpus, diagnostics) = try Self.compileInMemory(text, withTranslation: withTranslation)
                let expectedDocuments = (text.allSatisfy(\.isWhitespace) ? 0 : 1) + (withTranslation ? 1 : 0)
                if corpus.documents.count != expectedDocuments { found.append("run \(run): \(corpus.documents.count) documents") }
                for d in diagnostics {
                    let limit = d.location.file == "T/guide/pt.txt" ? ptLineCount : max(1, lines.count)
                    if !(1...limit).contains(d.location.line) || d.location.column < 1 {
                        found.append("run \(run): \(d.description) is outside 1...\(limit)")
                    }
                }
                diagnosed = !diagnostics.isEmpty
            } catch {
                found.append("run \(run): \(error)")
            }
            tally.withLock {
                $0.problems += found
                if diagnosed { $0.withDiagnostics += 1 }
            }
        }
        let (problems, withDiagnostics) = tally.withLock { $0 }
        XCTAssertEqual(problems, [])
        // The mutations are real: many runs break the structure.
        XCTAssertGreaterThan(withDiagnostics, 50)
    }
}
