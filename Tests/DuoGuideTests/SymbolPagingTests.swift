import XCTest
@testable import DuoGuide

/// A symbol named all over a long guide: its mentions are split into pages of
/// `SymbolPages.mentionsPerPage`, linked previous/next, and the API index names only the first
/// chapters, so no page grows with the length of the guide.
final class SymbolPagingTests: XCTestCase {
    static let chapterCount = 30

    /// The API index counts a symbol's chapters as the changes of chapter along its mentions: a
    /// chapter's mentions must come together, in the real guide and in the long one.
    func testAChaptersMentionsComeTogether() throws {
        let long = try XCTUnwrap(TestSupport.compileGuide(Self.longGuide()).corpus)
        for symbols in [try TestSupport.realCorpus().symbols, long.symbols] {
            for symbol in symbols {
                var runs: [String] = []
                for place in symbol.mentions where runs.last != "\(place.document)/\(place.chapter ?? "")" {
                    runs.append("\(place.document)/\(place.chapter ?? "")")
                }
                XCTAssertEqual(Set(runs).count, runs.count, symbol.key)
            }
        }
    }

    /// A guide of 30 chapters, each naming `horizontalSizeClass` on two lines; chapter 1 defines it.
    static func longGuide() -> String {
        var text = "Guía larga\n\nIntroducción breve de la guía.\n\n"
        for n in 1...chapterCount {
            text += "Capítulo \(n) · Tema \(n)\n\nAl terminar podrás. Leer el ancho \(n).\n\n"
            text += "El valor horizontalSizeClass decide las columnas del tema \(n).\n\n"
            text += "Con horizontalSizeClass regular caben dos columnas en el tema \(n).\n\n"
            if n == 1 {
                text += "• horizontalSizeClass. Dice si el ancho es compact o regular. Cuándo usarlo: para elegir columnas. Cuándo no usarlo: para detectar un iPad.\n\n"
            }
            text += "Punto de control\n\n1. ¿Qué decide las columnas del tema \(n)?\n\n"
        }
        text += "Apéndice · Respuestas\n\nRespuestas de los puntos de control\n\n"
        for n in 1...chapterCount { text += "Capítulo \(n). El ancho decide las columnas del tema \(n).\n\n" }
        return text
    }

    static let site: [String: String] = {
        let (corpus, diagnostics) = try! TestSupport.compileGuide(longGuide())
        precondition(!diagnostics.contains { $0.severity == .error }, "fixture has errors: \(diagnostics)")
        let templatesURL = TestSupport.repoRoot.appendingPathComponent("Templates")
        let templates = try! TemplateLibrary(directory: templatesURL)
        let output = try! SiteRenderer(corpus: corpus!, templates: templates, templatesDirectory: templatesURL).render()
        return Dictionary(uniqueKeysWithValues: output.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }()

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    func testMentionsAreSplitIntoLinkedPages() throws {
        // Two prose lines per chapter, plus the entry's own line in chapter 1.
        let mentions = 2 * Self.chapterCount + 1
        let perPage = SymbolPages.mentionsPerPage
        let pages = (mentions + perPage - 1) / perPage
        XCTAssertGreaterThan(pages, 2)
        var seen = 0
        for n in 1...pages {
            let path = n == 1 ? "es/api/horizontalsizeclass.html" : "es/api/horizontalsizeclass--\(n).html"
            let html = try XCTUnwrap(Self.site[path], path)
            let items = count("class=\"backlink\"", in: html)
            XCTAssertEqual(items, min(perPage, mentions - seen), path)
            seen += items
            XCTAssertTrue(html.contains("Menciones \((n - 1) * perPage + 1)–\(min(n * perPage, mentions)) de \(mentions)"), path)
            XCTAssertEqual(html.contains("rel=\"prev\""), n > 1, path)
            XCTAssertEqual(html.contains("rel=\"next\""), n < pages, path)
            if n < pages { XCTAssertTrue(html.contains("href=\"horizontalsizeclass--\(n + 1).html\" rel=\"next\""), path) }
            // The definition and the other languages are on the first page only.
            XCTAssertEqual(html.contains("class=\"definition\""), n == 1, path)
        }
        XCTAssertEqual(seen, mentions, "every mention on exactly one page")
        XCTAssertNil(Self.site["es/api/horizontalsizeclass--\(pages + 1).html"])
        XCTAssertTrue(Self.site["sitemap.xml"]!.contains("es/api/horizontalsizeclass--\(pages).html"))
    }

    func testIndexNamesTheFirstChaptersAndCountsTheRest() throws {
        let index = try XCTUnwrap(Self.site["es/api/index.html"])
        let row = try XCTUnwrap(index.components(separatedBy: "<code>horizontalSizeClass</code>").dropFirst().first?
            .components(separatedBy: "</div>").first)
        XCTAssertEqual(count("title=\"Capítulo", in: row), SymbolPages.chaptersPerIndexRow)
        XCTAssertTrue(row.contains("y \(Self.chapterCount - SymbolPages.chaptersPerIndexRow) más"), row)
        XCTAssertTrue(row.contains("href=\"horizontalsizeclass.html#backlinks\""), row)
    }

    /// A name defined in every chapter (possible only in a generated guide): five definitions are
    /// shown, the rest counted, on the symbol page and in the index.
    func testDefinitionsBeyondFiveAreCounted() throws {
        var text = "Guía\n\nIntroducción breve de la guía.\n\n"
        for n in 1...8 {
            text += "Capítulo \(n) · Tema \(n)\n\nAl terminar podrás. Leer el ancho \(n).\n\n"
            text += "• horizontalSizeClass. Dice si el ancho es compact o regular. Cuándo usarlo: para elegir columnas. Cuándo no usarlo: para detectar un iPad.\n\n"
        }
        let (corpus, diagnostics) = try TestSupport.compileGuide(text)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let templatesURL = TestSupport.repoRoot.appendingPathComponent("Templates")
        let files = try SiteRenderer(corpus: try XCTUnwrap(corpus), templates: try TemplateLibrary(directory: templatesURL),
                                     templatesDirectory: templatesURL).render()
        let page = try XCTUnwrap(files.first { $0.path == "es/api/horizontalsizeclass.html" }.map { String(decoding: $0.bytes, as: UTF8.self) })
        XCTAssertEqual(count("<section class=\"definition\">", in: page), SymbolPages.definitionsShown)
        XCTAssertTrue(page.contains("y 3 definiciones más en otros capítulos"))
        let index = try XCTUnwrap(files.first { $0.path == "es/api/index.html" }.map { String(decoding: $0.bytes, as: UTF8.self) })
        XCTAssertEqual(count("Definido en", in: index), SymbolPages.definitionsShown)
        XCTAssertTrue(index.contains("y 3 definiciones más en otros capítulos"))
    }
}
