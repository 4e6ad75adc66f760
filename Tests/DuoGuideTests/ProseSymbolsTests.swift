import Foundation
import XCTest
@testable import DuoGuide

/// The render stage takes a prose text's symbols from the link stage's scan (`ProseSymbols`) and
/// only looks for chapter references (`InlineSpans(_:knownSymbols:chapters:)`). The definition is
/// scanning the text for both and keeping spans by scalar (`InlineSpans.characterItems`), with the
/// scalar offsets converted to UTF-8 the slow way: these tests hold the two equal on every prose
/// text of the guides, of the ×10 guide and of random text.
final class ProseSymbolsTests: XCTestCase {
    /// The definition: the spans by scalar, as UTF-8 ranges, written out for comparison.
    private func definition(_ text: String, _ scanner: SymbolScanner, _ chapters: ChapterReferenceScanner) -> [String] {
        let scalars = Array(text.unicodeScalars)
        func utf8Offset(_ n: Int) -> Int { scalars[..<n].reduce(0) { $0 + UTF8.width($1) } }
        return InlineSpans.characterItems(text, symbols: scanner, chapters: chapters).map {
            Self.describe(utf8Offset($0.range.lowerBound)..<utf8Offset($0.range.upperBound), $0.target)
        }
    }

    private static func describe(_ range: Range<Int>, _ target: InlineSpans.Target) -> String {
        switch target {
        case .symbol(let key): return "\(range) symbol \(key)"
        case .chapter(let number): return "\(range) chapter \(number)"
        }
    }

    private func fromKnown(_ text: String, _ known: [ProseSymbols.Span], _ chapters: ChapterReferenceScanner) -> [String] {
        InlineSpans(text, knownSymbols: known, chapters: chapters).items.map { Self.describe($0.range, $0.target) }
    }

    private func assertKnownSymbolsAreScanned(_ corpus: Corpus, minimum: Int, mixed: Int, file: StaticString = #filePath, line: UInt = #line) {
        let scanner = SymbolScanner(notSymbols: corpus.manifest.notSymbols)
        var texts = 0, withSymbols = 0, withBoth = 0
        for document in corpus.documents {
            let chapters = ChapterReferenceScanner(phrases: corpus.vocabularies[document.language]!.parser)
            ProseVisitor.visit(document) { _, piece in
                guard case .prose(let text, _) = piece else { return }
                texts += 1
                guard let known = corpus.proseSymbols.spans(of: UTF8Key(text)) else {
                    XCTFail("no symbols kept for \(text.debugDescription)", file: file, line: line)
                    return
                }
                let expected = definition(text, scanner, chapters)
                XCTAssertEqual(fromKnown(text, known, chapters), expected, text.debugDescription, file: file, line: line)
                if !known.isEmpty { withSymbols += 1 }
                if !known.isEmpty, expected.contains(where: { $0.contains(" chapter ") }) { withBoth += 1 }
            }
        }
        // Every prose text is kept, most with symbols, and some mix symbols and chapter references.
        XCTAssertEqual(corpus.proseSymbols.count, Set(corpus.documents.flatMap(Self.proseTexts).map(UTF8Key.init)).count, file: file, line: line)
        XCTAssertGreaterThan(texts, minimum, file: file, line: line)
        XCTAssertGreaterThan(withSymbols, minimum / 4, file: file, line: line)
        XCTAssertGreaterThanOrEqual(withBoth, mixed, file: file, line: line)
    }

    private static func proseTexts(_ document: Document) -> [String] {
        var texts: [String] = []
        ProseVisitor.visit(document) { _, piece in if case .prose(let text, _) = piece { texts.append(text) } }
        return texts
    }

    func testEveryProseTextOfTheGuidesKeepsTheSymbolsScanningFinds() throws {
        assertKnownSymbolsAreScanned(try TestSupport.realCorpus(), minimum: 1200, mixed: 3)
    }

    /// The ×10 guide, made here by the benchmark's own generator (`Scripts/synthesize`, Python).
    func testEveryProseTextOfTheSynthesizedGuideKeepsTheSymbolsScanningFinds() throws {
        let corpus = try TestSupport.synthesizedCorpus(times: 10)
        assertKnownSymbolsAreScanned(corpus, minimum: 12000, mixed: 30)
    }

    func testRandomTextKeepsTheSymbolsScanningFinds() throws {
        let corpus = try TestSupport.realCorpus()
        let scanner = SymbolScanner(notSymbols: corpus.manifest.notSymbols)
        let words = try TestSupport.contentText("guide/es.txt").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        // Symbols next to and inside chapter references («capítulo 7»), accents, combining marks,
        // ZWJ, CR and emoji.
        let pieces = ["capítulo 7", "capítulos 3 y 4", "Capítulo 12", "capítulo", "7", " y ", "capítulo .split(7)",
                      "capítulo state(for:)", "\t.split", "(.split", ".split(", "state(for:)", "reservedRegions(kind:options:)",
                      "UIView.ReservedRegion", "@State", "@main", "#available", "\\.displayScale", "isActive", ")", "(",
                      "e\u{301}", "\u{301}", "\r\n", "\r", "👩‍💻", "é&<>\"'", "…", "  ", "x.y", ".a", "a."]
        var random = RandomText(seed: 0x9_505E, words: words + pieces + pieces + pieces)
        var withSymbols = 0, withBoth = 0
        for language in ["es", "pt", "fr"] {
            let chapters = ChapterReferenceScanner(phrases: try TestSupport.vocabulary(language).parser)
            for _ in 0..<1500 {
                let text = random.text(maximum: 60)
                let known = DocumentSymbols.scanProse(text, scanner).spans
                let expected = definition(text, scanner, chapters)
                XCTAssertEqual(fromKnown(text, known, chapters), expected, text.debugDescription)
                if !known.isEmpty { withSymbols += 1 }
                if !known.isEmpty, expected.contains(where: { $0.contains(" chapter ") }) { withBoth += 1 }
            }
        }
        XCTAssertGreaterThan(withSymbols, 1500)
        XCTAssertGreaterThan(withBoth, 10)
    }

    /// A text the link stage did not see is scanned, and renders as it always did.
    func testATextNotKeptIsScanned() throws {
        let corpus = try TestSupport.realCorpus()
        let site = SiteContext(corpus: corpus)
        var renderer = site.inline("es", from: "es/api/split.html", guide: corpus.guide(language: "es"))
        renderer.textMemo = nil
        var scanning = renderer
        scanning.proseSymbols = nil
        let text = "Usa .split en el capítulo 3 y state(for:), no visto antes: \(UUID().uuidString)"
        XCTAssertNil(corpus.proseSymbols.spans(of: UTF8Key(text)))
        XCTAssertEqual(renderer.html(text), scanning.html(text))
        XCTAssertTrue(renderer.html(text).contains("<code>.split</code>"), renderer.html(text))
    }
}

extension InlineSpans {
    /// The spans by their definition, as scalar offsets: the symbols the scanner finds (at UTF-8
    /// offsets, counted here as scalars) and the chapter references, less those that overlap a
    /// symbol; sorted, the first of any spans that overlap kept.
    static func characterItems(_ text: String, symbols: SymbolScanner, chapters: ChapterReferenceScanner) -> [Item] {
        let utf8 = text.utf8
        func scalars(_ n: Int) -> Int { text.unicodeScalars.distance(from: text.startIndex, to: utf8.index(utf8.startIndex, offsetBy: n)) }
        let found: [Item] = symbols.scan(text).map { (scalars($0.range.lowerBound)..<scalars($0.range.upperBound), .symbol($0.key)) }
        var items = found
        for ref in chapters.scan(text) where !found.contains(where: { $0.range.overlaps(ref.range) }) { items.append((ref.range, .chapter(ref.number))) }
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [Item] = []
        for item in items where item.range.lowerBound >= (kept.last?.range.upperBound ?? 0) { kept.append(item) }
        return kept
    }
}
