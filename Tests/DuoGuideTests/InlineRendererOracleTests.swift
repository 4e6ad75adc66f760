import XCTest
@testable import DuoGuide

/// The inline renderer cuts text at UTF-8 offsets converted once from the scanners' scalar
/// offsets; it must write what its definition (`htmlByCharacter`, cutting at scalars) writes.
final class InlineRendererOracleTests: XCTestCase {
    /// A renderer whose hrefs need escaping and some of whose symbols and chapters have no page.
    private func renderer(_ language: String) throws -> InlineRenderer {
        InlineRenderer(
            symbolScanner: SymbolScanner(notSymbols: try TestSupport.realCorpus().manifest.notSymbols),
            chapterScanner: ChapterReferenceScanner(phrases: try TestSupport.vocabulary(language).parser),
            symbolHref: { key in key.utf8.count % 5 == 0 ? nil : "../api/\(key).html?a=1&b=\"<'x'>\"" },
            chapterHref: { number in number % 3 == 0 ? nil : "cap-\(number).html#&" })
    }

    private func assertSameHTML(_ renderer: InlineRenderer, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for links in [true, false] {
            XCTAssertEqual(renderer.html(text, links: links), renderer.htmlByCharacter(text, links: links),
                           text.debugDescription, file: file, line: line)
        }
    }

    func testEveryLineOfTheGuidesRendersAsByCharacter() throws {
        var spansSeen = 0
        for language in ["es", "pt", "fr"] {
            let renderer = try renderer(language)
            for text in try TestSupport.contentLines("guide/\(language).txt") {
                assertSameHTML(renderer, text)
                spansSeen += renderer.spans(text).items.count
            }
        }
        // The guides are full of symbols and chapter references: the byte path was exercised.
        XCTAssertGreaterThan(spansSeen, 1000)
    }

    func testRandomTextRendersAsByCharacter() throws {
        let words = try TestSupport.contentText("guide/es.txt").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        // Symbols and chapter references next to accents, combining marks, CR and emoji.
        let pieces = ["capítulo 7", "capítulos 3 y 4", "Capítulo 12", "`.split`", "UIView.ReservedRegion", "@State", "#available",
                      "\\.displayScale", "state(for:)", "isActive", "e\u{301}", "\r\n", "👩‍💻", "é&<>\"'"]
        for language in ["es", "pt", "fr"] {
            let renderer = try renderer(language)
            var random = RandomText(seed: 0x1_411E + UInt64(language.utf8.count), words: words + pieces + pieces)
            for _ in 0..<3000 { assertSameHTML(renderer, random.text()) }
        }
    }

    /// The definition itself, on one text: links, code, escaping and a combining mark after a span.
    func testHTMLByCharacterLinksSymbolsAndChapters() throws {
        let text = "Usa isActive\u{301} y .split (capítulo 7) & <b>"
        let html = try renderer("es").htmlByCharacter(text)
        // The scanners read scalars: the mark after the last letter is not part of the identifier.
        XCTAssertTrue(html.contains("<code>isActive</code></a>\u{301} y"), html)
        XCTAssertTrue(html.contains("<code>.split</code>"), html)
        XCTAssertTrue(html.contains("<a class=\"chapter-ref\" href=\"cap-7.html#&amp;\">capítulo 7</a>"), html)
        XCTAssertTrue(html.hasSuffix("&amp; &lt;b&gt;"), html)
    }
}

/// A renderer with the language's spans memo writes what it writes without it, text after text,
/// linked and plain, and a text seen before has its spans from the memo.
final class InlineTextMemoTests: XCTestCase {
    func testRememberedHTMLIsTheHTML() throws {
        let corpus = try TestSupport.realCorpus()
        let site = SiteContext(corpus: corpus)
        let guide = try TestSupport.guide("es")
        let remembering = site.inline("es", from: "es/api/split.html", guide: guide)
        var fresh = remembering
        fresh.textMemo = nil
        let texts = try TestSupport.contentLines("guide/es.txt").filter { !$0.isEmpty }.prefix(400)
        for _ in 0..<2 {
            for text in texts {
                XCTAssertEqual(remembering.html(text), fresh.html(text), text)
                XCTAssertEqual(remembering.html(text, links: false), fresh.html(text, links: false), text)
            }
        }
    }

    /// Pages of two folders share each text's spans in the language's memo: each gets the hrefs
    /// of its own folder, in whatever order the texts come.
    func testFoldersShareTextsButNotTheirLinks() throws {
        let site = SiteContext(corpus: try TestSupport.realCorpus())
        let guide = try TestSupport.guide("es")
        let api = site.inline("es", from: "es/api/split.html", guide: guide)
        let top = site.inline("es", from: "es/index.html", guide: guide)
        var freshAPI = api, freshTop = top
        freshAPI.textMemo = nil
        freshTop.textMemo = nil
        let texts = try TestSupport.contentLines("guide/es.txt").filter { !$0.isEmpty }.prefix(400)
        var differing = 0
        for (n, text) in texts.enumerated() {
            let order = n % 2 == 0 ? [(api, freshAPI), (top, freshTop)] : [(top, freshTop), (api, freshAPI)]
            for links in [n % 3 == 0, n % 3 != 0] {
                for (remembering, fresh) in order {
                    XCTAssertEqual(remembering.html(text, links: links), fresh.html(text, links: links), text)
                }
                if freshAPI.html(text, links: links) != freshTop.html(text, links: links) { differing += 1 }
            }
        }
        XCTAssertGreaterThan(differing, 20, "the test needs texts whose links differ between the folders")
    }
}

extension InlineRenderer {
    /// The HTML by its definition: spans as scalar offsets, text cut at scalars.
    func htmlByCharacter(_ text: String, links: Bool = true) -> String {
        let spans = InlineSpans.characterItems(text, symbols: symbolScanner, chapters: chapterScanner)
        if spans.isEmpty { return HTMLEscaping.escape(text) }
        var out: [UInt8] = []
        var offset = 0
        var index = text.startIndex
        func advance(to target: Int) -> String.Index {
            index = text.unicodeScalars.index(index, offsetBy: target - offset)
            offset = target
            return index
        }
        var done = text.startIndex
        for (range, target) in spans {
            let lower = advance(to: range.lowerBound)
            let upper = advance(to: range.upperBound)
            HTMLEscaping.append(text[done..<lower], to: &out)
            switch target {
            case .symbol(let key):
                let href = links ? symbolHref(key) : nil
                if let href {
                    out += "<a class=\"sym\" href=\"".utf8
                    HTMLEscaping.append(href, to: &out)
                    out += "\">".utf8
                }
                out += "<code>".utf8
                HTMLEscaping.append(text[lower..<upper], to: &out)
                out += (href == nil ? "</code>" : "</code></a>").utf8
            case .chapter(let number):
                if links, let href = chapterHref(number) {
                    out += "<a class=\"chapter-ref\" href=\"".utf8
                    HTMLEscaping.append(href, to: &out)
                    out += "\">".utf8
                    HTMLEscaping.append(text[lower..<upper], to: &out)
                    out += "</a>".utf8
                } else {
                    HTMLEscaping.append(text[lower..<upper], to: &out)
                }
            }
            done = upper
        }
        HTMLEscaping.append(text[done...], to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
