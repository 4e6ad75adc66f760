import Foundation
import XCTest
@testable import DuoGuide

/// A mention's snippet keeps the ranges of its symbols, clipped from the scan of the text it was
/// cut from (`Snippet.around(token:of:in:utf8:scalarCount:)`). The definition is scanning the snippet
/// itself, as the symbol pages did: these tests hold the two equal on every mention of the guides
/// and on random text, and the HTML written from the kept ranges equal to the page renderer's.
final class SnippetSymbolsTests: XCTestCase {
    /// The definition: the snippet's symbols, found by scanning it.
    private func scanned(_ snippet: String, _ scanner: SymbolScanner) -> [Range<Int>] {
        scanner.scan(snippet).map(\.range)
    }

    private func assertKeptSymbolsAreScanned(_ corpus: Corpus, minimum: Int, file: StaticString = #filePath, line: UInt = #line) {
        let site = SiteContext(corpus: corpus)
        var kept = 0, excerpts = 0, droppedExcerpts = 0
        for lang in site.languages {
            let renderer = SnippetRenderer(site: site, lang: lang)
            var reference = site.inline(lang, from: "\(lang)/api/split.html", guide: corpus.guide(language: lang))
            reference.textMemo = nil
            let documents = Set(corpus.documents.filter { $0.language == lang }.map(\.id))
            for symbol in corpus.symbols {
                for place in symbol.mentions where documents.contains(place.document) {
                    guard let symbols = place.snippetSymbols else {
                        // Only lines of code come without them (an excerpt is always cut out of prose).
                        if place.snippet.hasPrefix("… ") || place.snippet.hasSuffix(" …") { droppedExcerpts += 1 }
                        continue
                    }
                    kept += 1
                    if place.snippet.hasPrefix("… ") || place.snippet.hasSuffix(" …") { excerpts += 1 }
                    XCTAssertEqual(symbols, scanned(place.snippet, site.symbolScanner), place.snippet.debugDescription, file: file, line: line)
                    XCTAssertEqual(renderer.html(of: place), reference.renderPlain(place.snippet), place.snippet.debugDescription, file: file, line: line)
                }
            }
        }
        // Most mentions are in prose and keep their symbols, excerpts among them.
        XCTAssertEqual(droppedExcerpts, 0, file: file, line: line)
        XCTAssertGreaterThan(kept, minimum, file: file, line: line)
        XCTAssertGreaterThan(excerpts, minimum / 4, file: file, line: line)
    }

    func testEveryMentionOfTheGuidesKeepsTheSymbolsItsSnippetHolds() throws {
        assertKeptSymbolsAreScanned(try TestSupport.realCorpus(), minimum: 800)
    }

    /// The ×10 guide, made here by the benchmark's own generator (`Scripts/synthesize`, Python):
    /// renumbered chapters put the same symbols at other offsets and in longer texts.
    func testEveryMentionOfTheSynthesizedGuideKeepsTheSymbolsItsSnippetHolds() throws {
        let corpus = try TestSupport.synthesizedCorpus(times: 10)
        assertKeptSymbolsAreScanned(corpus, minimum: 7000)
    }

    func testRandomTextKeepsTheSymbolsItsSnippetsHold() throws {
        let corpus = try TestSupport.realCorpus()
        let scanner = SymbolScanner(notSymbols: corpus.manifest.notSymbols)
        let words = try TestSupport.contentText("guide/es.txt").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        // Symbols at and across the cut: leading-dot members after tabs and brackets, calls whose
        // closing bracket is far away, signatures, chains; accents, combining marks, ZWJ, CR, emoji.
        let pieces = ["\t.split", "(.split", "\t", ".split(", "state(for:)", "state(for: x)", "reservedRegions(kind:options:)",
                      "UIView.ReservedRegion", "@State", "@main", "#available", "\\.displayScale", "isActive", ")", "(",
                      "e\u{301}", "\u{301}", "\r\n", "\r", "👩‍💻", "é&<>\"'", "…", " …", "… ", "  ", "x.y", ".a", "a."]
        var random = RandomText(seed: 0x5_1A9E_7, words: words + pieces + pieces + pieces)
        var kept = 0, excerpts = 0
        for _ in 0..<3000 {
            let text = random.text(maximum: 120)
            for (_, snippet, symbols) in DocumentSymbols.scanProse(text, scanner).tokens {
                guard let symbols else { continue }
                kept += 1
                if snippet.hasPrefix("… ") || snippet.hasSuffix(" …") { excerpts += 1 }
                XCTAssertEqual(symbols, scanned(snippet, scanner), "\(text.debugDescription) → \(snippet.debugDescription)")
            }
        }
        XCTAssertGreaterThan(kept, 5000)
        XCTAssertGreaterThan(excerpts, 2000)
    }

    func testHTMLSetsTheSymbolsAsCodeAndEscapesTheRest() {
        XCTAssertEqual(SnippetRenderer.html("usa <.split> & más", symbols: [5..<11]), "usa &lt;<code>.split</code>&gt; &amp; más")
        XCTAssertEqual(SnippetRenderer.html("… a \"b\"", symbols: []), "… a &quot;b&quot;")
    }
}
