import Foundation
import XCTest
@testable import DuoGuide

/// The real site rendered in memory once, then checked the way a reader would notice problems:
/// links that lead nowhere, anchors that do not exist, a network reference, a language switcher
/// that lands on another chapter, symbol links on plain words.
final class SiteIntegrityTests: XCTestCase {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let files: [String: String] = {
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: repoRoot.appendingPathComponent("Content"), displayRoot: "Content")
        precondition(!diagnostics.contains { $0.severity == .error }, "content has errors: \(diagnostics)")
        let templatesURL = repoRoot.appendingPathComponent("Templates")
        let templates = try! TemplateLibrary(directory: templatesURL)
        let output = try! SiteRenderer(corpus: corpus!, templates: templates, templatesDirectory: templatesURL).render()
        var map: [String: String] = [:]
        for file in output { map[file.path] = String(decoding: file.bytes, as: UTF8.self) }
        return map
    }()

    var htmlPages: [String] { Self.files.keys.filter { $0.hasSuffix(".html") }.sorted() }

    func attribute(_ name: String, in html: String) -> [String] {
        var values: [String] = []
        let pattern = " \(name)=\""
        var rest = html[...]
        while let r = rest.range(of: pattern) {
            let after = rest[r.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            values.append(String(after[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
            rest = after[end...]
        }
        return values
    }

    func ids(in html: String) -> Set<String> { Set(attribute("id", in: html)) }

    func resolve(_ href: String, from page: String) -> (path: String, fragment: String?) {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].split(separator: "?").first.map(String.init) ?? ""
        let fragment = parts.count > 1 ? parts[1] : nil
        if target.isEmpty { return (page, fragment) }
        var stack: [String] = target.hasPrefix("/") ? [] : page.split(separator: "/").dropLast().map(String.init)
        for piece in target.split(separator: "/") {
            if piece == ".." { _ = stack.popLast() } else if piece != "." { stack.append(String(piece)) }
        }
        var path = stack.joined(separator: "/")
        if target.hasSuffix("/") || path.isEmpty { path += (path.isEmpty ? "" : "/") + "index.html" }
        return (path, fragment)
    }

    func testSiteHasEveryKindOfPageInEveryLanguage() {
        for lang in ["es", "pt", "fr"] {
            for page in ["index", "chapter-0", "chapter-11", "appendix", "case-study", "api/index", "review", "search", "print",
                         "quiz/chapter-4", "quiz/case-study"] {
                XCTAssertNotNil(Self.files["\(lang)/\(page).html"], "\(lang)/\(page).html missing")
            }
        }
        XCTAssertNotNil(Self.files["index.html"])
        XCTAssertNotNil(Self.files["404.html"])
        XCTAssertNotNil(Self.files["sitemap.xml"])
        XCTAssertNotNil(Self.files["es/articles/estructura-segun-el-ancho.html"])
        XCTAssertNil(Self.files["pt/articles/estructura-segun-el-ancho.html"], "articles exist only in Spanish")
    }

    func testEveryInternalLinkAndAnchorResolves() {
        var broken: [String] = []
        var idCache: [String: Set<String>] = [:]
        for page in htmlPages {
            let html = Self.files[page]!
            for href in attribute("href", in: html) + attribute("src", in: html) {
                if href.hasPrefix("mailto:") { continue }
                let (path, fragment) = resolve(href, from: page)
                guard let target = Self.files[path] else { broken.append("\(page): \(href) → missing \(path)"); continue }
                if let fragment, !fragment.isEmpty, path.hasSuffix(".html") {
                    let targetIDs = idCache[path] ?? ids(in: target)
                    idCache[path] = targetIDs
                    if !targetIDs.contains(fragment) { broken.append("\(page): \(href) → no #\(fragment) in \(path)") }
                }
            }
        }
        XCTAssertEqual(broken.count, 0, broken.prefix(20).joined(separator: "\n"))
    }

    func testIDsAreUniqueOnEveryPage() {
        for page in htmlPages {
            let all = attribute("id", in: Self.files[page]!)
            let duplicates = Dictionary(grouping: all, by: { $0 }).filter { $0.value.count > 1 }.keys
            XCTAssertTrue(duplicates.isEmpty, "\(page) repeats ids: \(duplicates.sorted().prefix(5))")
        }
    }

    func testNoOutputFileReferencesTheNetwork() {
        for (path, text) in Self.files where !path.hasSuffix(".png") {
            for scheme in ["http://", "https://", "//cdn", "fonts.googleapis"] {
                var rest = text[...]
                while let r = rest.range(of: scheme) {
                    let tail = String(rest[r.lowerBound...].prefix(60))
                    // XML namespace names are identifiers that are never fetched.
                    let allowedNamespace = tail.hasPrefix("http://www.w3.org/2000/svg\"") || tail.hasPrefix("http://www.w3.org/1999/xhtml\"")
                        || (path == "sitemap.xml" && tail.hasPrefix("http://www.sitemaps.org/schemas/"))
                    XCTAssertTrue(allowedNamespace, "\(path) references the network: \(tail)")
                    rest = rest[r.upperBound...]
                }
            }
        }
    }

    /// The offline worker is the template's, at the root; each language has a manifest that opens
    /// its home page, and every page of a language names both, relative to itself.
    func testOfflineWorkerAndManifestPerLanguage() throws {
        let worker = try String(contentsOf: Self.repoRoot.appendingPathComponent("Templates/sw.js"), encoding: .utf8)
        XCTAssertEqual(Self.files["sw.js"], worker)
        for lang in ["es", "pt", "fr"] {
            let text = try XCTUnwrap(Self.files["\(lang)/manifest.webmanifest"], "\(lang) manifest missing")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let strings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf:
                Self.repoRoot.appendingPathComponent("Content/locales/\(lang).json"))) as? [String: Any])
            let site = (strings["site"] as? [String: Any]) ?? strings
            XCTAssertEqual(json["name"] as? String, site["siteTitle"] as? String)
            XCTAssertEqual(json["lang"] as? String, lang)
            XCTAssertEqual(json["start_url"] as? String, "index.html")
            XCTAssertEqual(json["scope"] as? String, "./")
            XCTAssertEqual(json["display"] as? String, "standalone")
            let icon = try XCTUnwrap((json["icons"] as? [[String: Any]])?.first)
            XCTAssertEqual(icon["src"] as? String, "../assets/favicon.svg")
            XCTAssertNotNil(Self.files["assets/favicon.svg"])
            for (page, offline, manifest) in [("\(lang)/index.html", "../sw.js", "manifest.webmanifest"),
                                              ("\(lang)/quiz/chapter-4.html", "../../sw.js", "../manifest.webmanifest")] {
                let html = try XCTUnwrap(Self.files[page])
                XCTAssertEqual(attribute("data-offline", in: html), [offline], page)
                XCTAssertEqual(attribute("data-manifest", in: html), [manifest], page)
            }
        }
    }

    /// A symbol page without an entry still says what the name is: the sentence that introduces it
    /// and its first code use (read from the guide by hand for the two checked here).
    func testSymbolPageWithoutEntryShowsItsIntroduction() throws {
        let sentencePage = try XCTUnwrap(Self.files["fr/api/additionaloverflowitems.html"])
        XCTAssertFalse(sentencePage.contains("class=\"definition\""), "the symbol has an entry now: pick another")
        XCTAssertTrue(sentencePage.contains("<blockquote class=\"introduction-sentence\"><p><a class=\"sym\" href=\"additionaloverflowitems.html\"><code>additionalOverflowItems</code></a> sert à ranger votre propre « plus » dans le menu système.</p></blockquote>"),
                      "the introducing sentence (fr.txt line 477) is missing")
        XCTAssertTrue(sentencePage.contains("href=\"../chapter-5.html#L477\""), "no link to the sentence's paragraph")
        let codePage = try XCTUnwrap(Self.files["fr/api/cgfloat.html"])
        let code = codePage.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        XCTAssertTrue(code.contains("widthDimension: .fractionalWidth(1 / CGFloat(count)),"), "the first code use (fr.txt line 355) is missing")
        // Every first page of a symbol shows its entry or its introduction.
        for path in htmlPages where path.contains("/api/") && !path.hasSuffix("/index.html") && !path.contains("--") {
            let html = Self.files[path]!
            XCTAssertTrue(html.contains("class=\"definition\"") || html.contains("class=\"introduction\""), "\(path) says only where the name is mentioned")
        }
    }

    /// The API deck of each language: one card per entry, the same card ids in every language,
    /// one right choice per card, a front that does not name the entry's own API, and every card
    /// on the review page too; the API index and the home page link it.
    func testAPIDeckInEveryLanguage() throws {
        var idsByLanguage: [String: [String]] = [:]
        for lang in ["es", "pt", "fr"] {
            let html = try XCTUnwrap(Self.files["\(lang)/quiz/api-deck.html"], "\(lang) deck missing")
            let cards = html.components(separatedBy: "<li class=\"quiz-question\"").dropFirst()
            XCTAssertGreaterThan(cards.count, 40, lang)
            idsByLanguage[lang] = cards.map { attribute("id", in: "<x" + $0).first ?? "" }
            for card in cards {
                XCTAssertEqual(card.components(separatedBy: "data-correct=\"true\"").count - 1, 1, "\(lang): \(card.prefix(80))")
            }
            let review = try XCTUnwrap(Self.files["\(lang)/review.html"])
            for id in idsByLanguage[lang]! { XCTAssertTrue(review.contains("id=\"\(id)\""), "\(lang) review lacks \(id)") }
            XCTAssertTrue(Self.files["\(lang)/api/index.html"]!.contains("href=\"../quiz/api-deck.html\""), lang)
            XCTAssertTrue(Self.files["\(lang)/index.html"]!.contains("href=\"quiz/api-deck.html\""), lang)
        }
        XCTAssertEqual(idsByLanguage["es"], idsByLanguage["pt"])
        XCTAssertEqual(idsByLanguage["es"], idsByLanguage["fr"])
        // A front never shows, as code, a name its right choice shows.
        var named = 0
        for card in Self.files["es/quiz/api-deck.html"]!.components(separatedBy: "<li class=\"quiz-question\"").dropFirst() {
            let front = card.components(separatedBy: "quiz-question-text\">")[1].components(separatedBy: "</div>")[0]
            let right = card.components(separatedBy: "data-correct=\"true\">")[1].components(separatedBy: "</button>")[0]
            for code in right.components(separatedBy: "<code>").dropFirst().map({ $0.components(separatedBy: "</code>")[0] }) {
                named += 1
                XCTAssertFalse(front.contains("<code>\(code)</code>"), "the front gives \(code) away: \(front)")
            }
        }
        XCTAssertGreaterThan(named, 20, "few cards name an API as code")
    }

    func testLanguageSwitcherOfEveryChapterLandsOnTheSameChapter() {
        for page in htmlPages where page.range(of: #"^(es|pt|fr)/(chapter-\d+|appendix|case-study)\.html$"#, options: .regularExpression) != nil {
            let html = Self.files[page]!
            let name = String(page.split(separator: "/")[1])
            let lang = String(page.split(separator: "/")[0])
            let switcher = html.components(separatedBy: "class=\"lang-switch\"")[1].components(separatedBy: "</nav>")[0]
            let links = attribute("href", in: switcher)
            XCTAssertEqual(links.count, 2, "\(page) switcher: \(links)")
            for other in ["es", "pt", "fr"] where other != lang {
                XCTAssertTrue(links.contains("../\(other)/\(name)"), "\(page) switcher lacks ../\(other)/\(name): \(links)")
            }
        }
    }

    /// A label the templates end with a colon gets its language's own: French sets it off with a
    /// no-break space («Mentionné dans :», as its guide writes «Source :»), Spanish and Portuguese
    /// glue it. Counted on the pages that show each label: the API index, quiz summaries, sources.
    func testLabelsEndWithTheirLanguagesColon() {
        let labels: [String: [String]] = ["es": ["Mencionado en", "Para repasar", "Fuente"],
                                          "pt": ["Mencionado em", "Para revisar", "Fonte"],
                                          "fr": ["Mentionné dans", "À revoir", "Source"]]
        for (lang, words) in labels {
            let colon = lang == "fr" ? "\u{A0}:" : ":"
            let pages = htmlPages.filter { $0.hasPrefix(lang + "/") }.compactMap { Self.files[$0] }
            for word in words {
                let right = pages.reduce(0) { $0 + $1.components(separatedBy: ">" + word + colon).count - 1 }
                XCTAssertGreaterThan(right, 0, "\(lang): «\(word)\(colon)» on no page")
                if lang == "fr" {
                    let glued = pages.reduce(0) { $0 + $1.components(separatedBy: ">" + word + ":").count - 1 }
                    XCTAssertEqual(glued, 0, "fr: «\(word):» without the space before the colon")
                }
            }
        }
    }

    /// Without JavaScript the search page cannot search: it says so in the page's language and
    /// offers the ways that need none (chapters, the API index, the print version to search with
    /// the browser), each a link that resolves.
    func testSearchPageOffersWaysWithoutJavaScript() throws {
        for lang in ["es", "pt", "fr"] {
            let path = "\(lang)/search.html"
            let html = try XCTUnwrap(Self.files[path])
            let fallback = try XCTUnwrap(html.components(separatedBy: "<noscript>").dropFirst().last?.components(separatedBy: "</noscript>").first,
                                         "\(path) has no <noscript> in its main column")
            let vocabulary = try TestSupport.vocabulary(lang)
            let note = try XCTUnwrap(vocabulary.site["searchNeedsScript"])
            XCTAssertTrue(fallback.contains(HTMLEscaping.escape(note)), "\(path): the note is not the vocabulary's")
            let targets = attribute("href", in: fallback).map { resolve($0, from: path).path }
            XCTAssertEqual(targets, ["\(lang)/index.html", "\(lang)/api/index.html", "\(lang)/print.html"], path)
            XCTAssertTrue(html.contains("id=\"search-page-results\""), "\(path) has no list for the results")
        }
    }

    func testArticleSwitcherSaysTheArticleIsOnlyInSpanish() {
        let html = Self.files["es/articles/arrangementview-split-overlay.html"]!
        let switcher = html.components(separatedBy: "class=\"lang-switch\"")[1].components(separatedBy: "</nav>")[0]
        XCTAssertTrue(attribute("href", in: switcher).isEmpty, "no link to a page that does not exist")
        XCTAssertTrue(switcher.contains("Este artículo solo está disponible en Español"))
        XCTAssertTrue(switcher.contains("class=\"lang-missing\" lang=\"pt\""))
    }

    func testSymbolLinksInProseAndCode() {
        let chapter4 = Self.files["es/chapter-4.html"]!
        // In prose: «NavigationSplitView» in the entry title and in paragraphs.
        XCTAssertTrue(chapter4.contains("<a class=\"sym\" href=\"api/navigationsplitview.html\"><code>NavigationSplitView</code></a>"))
        // In highlighted code: the type inside the sample.
        XCTAssertTrue(chapter4.contains("<span class=\"t\"><a class=\"sym\" href=\"api/navigationsplitview.html\">NavigationSplitView</a></span>"))
        // Chapter 7: a key path's member and a call inside code.
        let chapter7 = Self.files["es/chapter-7.html"]!
        XCTAssertTrue(chapter7.contains("href=\"api/reservedregions.html\""))
        // Chapter references in prose link to the chapter.
        XCTAssertTrue(Self.files["es/chapter-0.html"]!.contains("<a class=\"chapter-ref\" href=\"chapter-5.html\">capítulo 5</a>"))
    }

    func testPlainWordsAreNeverSymbolLinks() {
        // Every symbol link target must be a symbol page, and none of these words has one.
        for word in ["status", "overlay", "content", "split", "view", "iphone", "swiftui", "uikit"] {
            XCTAssertNil(Self.files["es/api/\(word).html"], "plain word «\(word)» got a symbol page")
        }
        // «Split View» in prose stays plain text.
        let chapter0 = Self.files["es/chapter-0.html"]!
        XCTAssertTrue(chapter0.contains("En Split View, la barra"))
        // `.split` written as code does link, to its own page.
        XCTAssertTrue(Self.files["es/chapter-8.html"]!.contains("href=\"api/dot-split.html\""))
    }

    func testHreflangAlternatesIncludeXDefault() {
        let html = Self.files["pt/chapter-3.html"]!
        XCTAssertTrue(html.contains("<link rel=\"alternate\" hreflang=\"es\" href=\"../es/chapter-3.html\">"))
        XCTAssertTrue(html.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"../index.html\">"))
        XCTAssertTrue(html.contains("<html lang=\"pt\">"))
    }

    func testContentIsEscapedAndScriptsAreSafe() {
        // Code with `<` and `&&` is escaped inside the highlighted sample.
        let chapter3 = Self.files["es/chapter-3.html"]!
        XCTAssertTrue(chapter3.contains("&gt;"))
        for page in htmlPages {
            XCTAssertFalse(Self.files[page]!.contains("<script>alert"), page)
        }
        // The vocabulary in the language script is valid JSON and has nothing that could close a
        // <script> element.
        let script = Self.files["assets/lang-es.js"]!
        let strings = script.components(separatedBy: "window.DUO_STRINGS = ")[1].components(separatedBy: ";\n")[0]
        XCTAssertFalse(strings.contains("<"))
        let parsed = try? JSONSerialization.jsonObject(with: Data(strings.utf8)) as? [String: String]
        XCTAssertEqual(parsed?["search"], "Buscar")
    }

    /// `ArrangementView` has more than one page of mentions in Spanish, one in Portuguese: from the
    /// second Spanish page the switcher lands on the Portuguese symbol page, while the `hreflang`
    /// alternates name only pages that are the same.
    func testSwitcherFromALaterMentionPageLandsOnTheSymbol() throws {
        let page = try XCTUnwrap(Self.files["es/api/arrangementview--2.html"])
        XCTAssertNil(Self.files["pt/api/arrangementview--2.html"])
        XCTAssertTrue(page.contains("<a href=\"../../pt/api/arrangementview.html\" hreflang=\"pt\""), "switcher to the pt symbol page")
        XCTAssertFalse(page.contains("<link rel=\"alternate\" hreflang=\"pt\""), "no hreflang to a different page")
    }

    func testSidebarChapterListIsSharedNotRepeatedPerPage() {
        // The chapter list and the scripts' strings live in one script per language; pages do not
        // embed them (flat output per page).
        XCTAssertNotNil(Self.files["assets/lang-es.js"])
        XCTAssertTrue(Self.files["assets/lang-es.js"]!.contains("chapter-11.html"))
        XCTAssertFalse(Self.files["es/chapter-4.html"]!.contains("href=\"chapter-11.html\""))
        XCTAssertFalse(Self.files["es/chapter-4.html"]!.contains("\"noscriptQuiz\""), "strings JSON not embedded per page")
        XCTAssertTrue(Self.files["es/chapter-4.html"]!.contains("<script src=\"../assets/lang-es.js\" defer></script>"))
        // The home page still lists every chapter as plain links, for readers without JavaScript.
        let home = Self.files["es/index.html"]!
        for n in 0...11 { XCTAssertTrue(home.contains("href=\"chapter-\(n).html\""), "home lacks chapter \(n)") }
    }

    /// The layout writes the frame's parts rendered once per folder (`LayoutContext`): every page
    /// must read as if the layout included the partials itself, in each folder and for the 404
    /// page, whose links start at the root.
    func testFramePartsReadAsTheLayoutIncludingItsPartials() throws {
        let directory = Self.repoRoot.appendingPathComponent("Templates")
        var sources: [String: String] = [:]
        for name in try TemplateLibrary(directory: directory).names {
            sources[name] = try String(contentsOf: directory.appendingPathComponent(name + ".html"), encoding: .utf8)
        }
        for part in ["head", "scripts", "header", "sidebar"] {
            let variable = "{{\(part)HTML}}"
            XCTAssertNotNil(sources["layout"]?.range(of: variable), variable)
            sources["layout"] = sources["layout"]?.replacingOccurrences(of: variable, with: "{{> partials/\(part)}}")
        }
        let including = try TemplateLibrary(templates: sources)
        let site = SiteContext(corpus: try TestSupport.realCorpus())  // no templates: no frame parts
        let pages = [try ChapterPage(site: site).make(lang: "pt", index: 0), try QuizPages(site: site).review(lang: "fr"),
                     try SymbolPages(site: site).index(lang: "es"), try UtilityPages(site: site).notFound()]
        for page in pages {
            XCTAssertEqual(try including.render(page.template, .object(page.context)), Self.files[page.path], page.path)
        }
    }
}

/// The sitemap names hosts only when the manifest says where the site is deployed.
final class SitemapTests: XCTestCase {
    func testLocationsAreAbsoluteOnlyWithABaseURL() throws {
        var corpus = try TestSupport.realCorpus()
        let page = Page(path: "es/chapter-4.html", template: "chapter", context: [
            "alternates": .list([.object(["hreflang": .string("pt"), "href": .string("../pt/chapter-4.html"),
                                          "path": .string("pt/chapter-4.html")])]),
        ])
        let relative = try XCTUnwrap(GeneratedAssets(site: SiteContext(corpus: corpus)).sitemapURL(SitemapEntry(page)))
        let relativeText = String(decoding: relative.xml, as: UTF8.self)
        XCTAssertTrue(relativeText.contains("<loc>es/chapter-4.html</loc>"))
        XCTAssertTrue(relativeText.contains("hreflang=\"pt\" href=\"pt/chapter-4.html\""))
        corpus.manifest.baseURL = "https://example.org/guide"
        let absoluteURL = try XCTUnwrap(GeneratedAssets(site: SiteContext(corpus: corpus)).sitemapURL(SitemapEntry(page)))
        let absolute = String(decoding: absoluteURL.xml, as: UTF8.self)
        XCTAssertTrue(absolute.contains("<loc>https://example.org/guide/es/chapter-4.html</loc>"))
        XCTAssertTrue(absolute.contains("href=\"https://example.org/guide/pt/chapter-4.html\""))
    }

    /// The `<url>` elements are made per page (on the rendering threads) and joined in path
    /// order; the 404 page is not listed. Expected text written by hand from the protocol.
    func testElementsAreJoinedInPathOrderWithoutTheNotFoundPage() throws {
        let site = SiteContext(corpus: try TestSupport.realCorpus())
        let generated = GeneratedAssets(site: site)
        let pages = [
            Page(path: "pt/index.html", template: "home", context: [:]),
            Page(path: site.paths.notFound(), template: "not-found", context: [:]),
            Page(path: "es/a&b.html", template: "chapter", context: [
                "alternates": .list([.object(["hreflang": .string("fr"), "href": .string("../fr/a.html"), "path": .string("fr/a.html")])]),
            ]),
        ]
        XCTAssertNil(generated.sitemapURL(SitemapEntry(pages[1])))
        let urls = pages.compactMap { generated.sitemapURL(SitemapEntry($0)) }
        let text = String(decoding: generated.sitemap(urls: urls).bytes, as: UTF8.self)
        XCTAssertEqual(text, """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
              <url>
                <loc>es/a&amp;b.html</loc>
                <xhtml:link rel="alternate" hreflang="fr" href="fr/a.html"/>
              </url>
              <url>
                <loc>pt/index.html</loc>
              </url>
            </urlset>

            """)
    }
}
