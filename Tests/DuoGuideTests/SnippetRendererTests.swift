import XCTest
@testable import DuoGuide

/// A backlink's snippet is plain (nothing linked), so its HTML depends on its symbols alone: the
/// snippet renderer scans excerpts for symbols only, and must write what the page's own renderer,
/// which also finds chapter references, writes unlinked.
final class SnippetRendererTests: XCTestCase {
    /// The definition: the page's renderer, plain, without memos.
    private func reference(_ site: SiteContext, _ lang: String) throws -> InlineRenderer {
        var renderer = site.inline(lang, from: "\(lang)/api/split.html", guide: try TestSupport.guide(lang))
        renderer.textMemo = nil
        return renderer
    }

    private func assertSame(_ renderer: SnippetRenderer, _ reference: InlineRenderer, _ text: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        let expected = reference.renderPlain(text)
        XCTAssertEqual(renderer.excerpts.renderPlain(text), expected, text.debugDescription, file: file, line: line)
    }

    func testEverySnippetAndLineOfTheGuidesRendersAsThePageRendererPlain() throws {
        let corpus = try TestSupport.realCorpus()
        let site = SiteContext(corpus: corpus)
        var excerpts = 0, chapterReferences = 0
        for lang in ["es", "pt", "fr"] {
            let renderer = SnippetRenderer(site: site, lang: lang)
            let reference = try reference(site, lang)
            let documents = Set(corpus.documents.filter { $0.language == lang }.map(\.id))
            for symbol in corpus.symbols {
                for place in symbol.mentions where documents.contains(place.document) {
                    assertSame(renderer, reference, place.snippet)
                    if place.snippet.hasPrefix("… ") || place.snippet.hasSuffix(" …") { excerpts += 1 }
                }
            }
            for text in try TestSupport.contentLines("guide/\(lang).txt") {
                assertSame(renderer, reference, text)
                chapterReferences += reference.spans(text).items.filter { if case .chapter = $0.target { true } else { false } }.count
            }
        }
        // Both kinds of snippet were seen, and texts with chapter references (which the excerpt
        // scan does not look for).
        XCTAssertGreaterThan(excerpts, 300)
        XCTAssertGreaterThan(chapterReferences, 50)
    }

    func testRandomTextRendersAsThePageRendererPlain() throws {
        let site = SiteContext(corpus: try TestSupport.realCorpus())
        let words = try TestSupport.contentText("guide/es.txt").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        // Symbols next to chapter references, accents, combining marks, CR and emoji.
        let pieces = ["capítulo 7", "capítulos 3 y 4", "chapitre 5", "capítulo `.split`", "capítulo isActive", "UIView.ReservedRegion",
                      "@State", "#available", "\\.displayScale", "state(for:)", "isActive", "e\u{301}", "\r\n", "👩‍💻", "é&<>\"'", "… ", " …"]
        for lang in ["es", "pt", "fr"] {
            let renderer = SnippetRenderer(site: site, lang: lang)
            let reference = try reference(site, lang)
            var random = RandomText(seed: 0x5_1A9E + UInt64(lang.utf8.count), words: words + pieces + pieces)
            for _ in 0..<3000 {
                let text = random.text()
                assertSame(renderer, reference, random.chance(0.5) ? "… " + text + " …" : text)
            }
        }
    }
}
