import Foundation
import XCTest
@testable import DuoGuide

/// A translation may lag behind its original: a chapter it does not have yet is a warning where it
/// would come, and its language still gets a page, a quiz, a place in the lists and in search for
/// that chapter, from the original and marked as not yet translated. Fixtures are copies of the
/// real Content with chapters cut from pt.txt; the expected words come from Content/locales.
final class TranslationLagTests: XCTestCase {
    /// pt.txt without the case study (lines 1063–1110: the blank line before it, and it).
    static let withoutCaseStudy = [1063...1110]
    /// pt.txt without chapter 5 (lines 413–558) and its answers in the appendix (1032–1033).
    static let withoutChapter5 = [413...558, 1032...1033]

    /// Writes into `content` a copy of the real Content with `ranges` of lines cut from pt.txt,
    /// without the translation record (which `TranslationRecordTests` are about).
    static func writeLagging(cutting ranges: [ClosedRange<Int>], to content: URL) throws {
        try FileManager.default.copyItem(at: TestSupport.contentDirectory, to: content)
        try FileManager.default.removeItem(at: content.appendingPathComponent(TranslationRecord.fileName))
        var lines = try TestSupport.contentLines("guide/pt.txt")
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) { lines.removeSubrange((range.lowerBound - 1)...(range.upperBound - 1)) }
        try Data(lines.joined(separator: "\n").utf8).write(to: content.appendingPathComponent("guide/pt.txt"))
    }

    /// The copy compiled, shown as "T".
    static func compileLagging(cutting ranges: [ClosedRange<Int>]) throws -> (Corpus?, [Diagnostic]) {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeLagging(cutting: ranges, to: folder.appendingPathComponent("T"))
        return Compiler.compile(contentDirectory: folder.appendingPathComponent("T"), displayRoot: "T")
    }

    /// The lagging site's context, compiled once for the class.
    nonisolated(unsafe) static var cached: SiteContext?

    func laggingSite() throws -> SiteContext {
        if let site = Self.cached { return site }
        let site = SiteContext(corpus: try XCTUnwrap(Self.compileLagging(cutting: Self.withoutCaseStudy).0), templates: try Self.templates())
        Self.cached = site
        return site
    }

    static func templates() throws -> TemplateLibrary {
        try TemplateLibrary(directory: TestSupport.repoRoot.appendingPathComponent("Templates"))
    }

    /// `page` through the templates its site's layout frame was rendered with.
    static func render(_ page: Page) throws -> String {
        try templates().render(page.template, .object(page.context))
    }

    /// The index of a chapter among those `lang`'s site shows.
    static func index(of id: String, in lang: String, _ site: SiteContext) throws -> Int {
        try XCTUnwrap(site.shownChapters[lang]?.list.firstIndex { $0.chapter.id == id }, "\(lang) does not show \(id)")
    }

    static func site(_ lang: String, _ key: String, language: String = "Español") throws -> String {
        try TestSupport.vocabulary(lang).format(key, ["language": language])
    }

    // MARK: Diagnostics

    func testAMissingLastChapterIsAWarningWhereItWouldCome() throws {
        let (corpus, diagnostics) = try Self.compileLagging(cutting: Self.withoutCaseStudy)
        XCTAssertNotNil(corpus)
        XCTAssertEqual(diagnostics.map(\.description), [
            "T/guide/pt.txt:970:1: warning: case-study is not translated yet; the site shows the original in its place, marked as not yet translated",
        ])
        XCTAssertEqual(diagnostics.first?.notes, [
            .note("the original chapter", at: SourceLocation(file: "T/guide/es.txt", line: 1064)),
            .help("it would come after this chapter, as in the original"),
        ])
        // What `duoguide translations` counts as not translated yet.
        XCTAssertEqual(diagnostics.map(\.lag), [.notTranslated])
    }

    /// Chapter numbers skipping from 4 to 6 and every «capítulo 5» of pt are the same mistake.
    func testAMissingChapterInTheMiddleIsOneDiagnostic() throws {
        let (corpus, diagnostics) = try Self.compileLagging(cutting: Self.withoutChapter5)
        XCTAssertNotNil(corpus)
        XCTAssertEqual(diagnostics.map(\.description), [
            "T/guide/pt.txt:413:1: warning: chapter-5 is not translated yet; the site shows the original in its place, marked as not yet translated",
        ])
        XCTAssertEqual(diagnostics.first?.notes.last, .help("it would come before this chapter, as in the original"))
    }

    /// A chapter renamed in the original is not a lagging translation: one error per translation.
    func testMissingAndExtraChaptersStayOneError() throws {
        let (_, diagnostics) = try ContentSlip("guide/es.txt", line: 909, replacing: "Capítulo 11", with: "Capítulo 12").compile()
        XCTAssertEqual(diagnostics.filter { $0.location.file != "T/guide/es.txt" }.map(\.description), [
            "T/guide/fr.txt:1:1: error: translation has different chapters than T/guide/es.txt: missing chapter-12; extra chapter-11",
            "T/guide/pt.txt:1:1: error: translation has different chapters than T/guide/es.txt: missing chapter-12; extra chapter-11",
        ])
    }

    /// `duoguide translations --update` records the chapters the translation has, and only those.
    func testTheRecordOfALaggingTranslationHasItsChaptersOnly() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeLagging(cutting: Self.withoutCaseStudy, to: folder.appendingPathComponent("T"))
        let (record, diagnostics) = Compiler.currentTranslationRecord(contentDirectory: folder.appendingPathComponent("T"), displayRoot: "T")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(record?.matched["guide-pt"]?.count, 13)
        XCTAssertNil(record?.matched["guide-pt"]?["case-study"])
        XCTAssertEqual(record?.matched["guide-fr"]?.count, 14)
    }

    // MARK: The site of a lagging translation

    func testEveryChapterIsShownInTheOriginalsOrder() throws {
        let site = try laggingSite()
        let pt = try XCTUnwrap(site.shownChapters["pt"]).list
        XCTAssertEqual(pt.map(\.chapter.id), try XCTUnwrap(site.shownChapters["es"]).list.map(\.chapter.id))
        XCTAssertEqual(pt.filter(\.isUntranslated).map { "\($0.chapter.id) from \($0.guide.id)" }, ["case-study from guide-es"])
        XCTAssertEqual(site.shownChapters["fr"]?.list.filter(\.isUntranslated).count, 0)
    }

    func testTheUntranslatedChapterHasAPageWithTheOriginalMarkedAndLinked() throws {
        let site = try laggingSite()
        let html = try Self.render(ChapterPage(site: site).make(lang: "pt", index: Self.index(of: "case-study", in: "pt", site)))
        XCTAssertTrue(html.contains("<html lang=\"pt\">"))
        XCTAssertTrue(html.contains("<p class=\"note translation-notice\" role=\"note\">\(try Self.site("pt", "untranslatedNotice")) "
            + "<a href=\"../es/case-study.html\" hreflang=\"es\">\(try Self.site("pt", "viewOriginal"))</a></p>"), html)
        let spanish = try XCTUnwrap(site.corpus.guide(language: "es")?.chapter(id: "case-study"))
        XCTAssertTrue(html.contains("<h1 id=\"chapter-title\" lang=\"es\">\(spanish.title)</h1>"))
        XCTAssertTrue(html.contains("<div class=\"chapter-body\" lang=\"es\">"))
        let label = try XCTUnwrap(TestSupport.vocabulary("pt").site["caseStudy"])
        XCTAssertTrue(html.contains("<p class=\"eyebrow\">\(label)</p>"), "the label is the reader's")
        // The switcher goes to the chapter in every language; no `hreflang` claims Spanish text is Portuguese.
        XCTAssertTrue(html.contains("<a href=\"../fr/case-study.html\" hreflang=\"fr\""))
        XCTAssertFalse(html.contains("<link rel=\"alternate\""))
    }

    func testTheOriginalsSwitcherLeadsToTheUntranslatedPage() throws {
        let site = try laggingSite()
        let html = try Self.render(ChapterPage(site: site).make(lang: "es", index: Self.index(of: "case-study", in: "es", site)))
        XCTAssertTrue(html.contains("<a href=\"../pt/case-study.html\" hreflang=\"pt\" lang=\"pt\" data-lang-choice=\"pt\">Português</a>"))
        XCTAssertTrue(html.contains("<link rel=\"alternate\" hreflang=\"fr\""))
        XCTAssertFalse(html.contains("<link rel=\"alternate\" hreflang=\"pt\""))
        XCTAssertFalse(html.contains("translation-notice"))
    }

    func testHomePagerSidebarAndPrintShowTheChapterNotYetTranslated() throws {
        let site = try laggingSite()
        let mark = try Self.site("pt", "notYetTranslated")
        let home = try Self.render(HomePage(site: site).make(lang: "pt"))
        let card = try XCTUnwrap(home.components(separatedBy: "id=\"card-case-study\"").last?.components(separatedBy: "</li>").first)
        XCTAssertTrue(card.contains("<span class=\"chapter-card-title\" lang=\"es\">"), card)
        XCTAssertTrue(card.contains("<span class=\"untranslated\">\(mark)</span>"), card)
        XCTAssertTrue(card.contains("href=\"quiz/case-study.html\""), card)
        XCTAssertEqual(home.components(separatedBy: "class=\"untranslated\"").count, 2, "only the case study is marked")
        let appendix = try Self.render(ChapterPage(site: site).make(lang: "pt", index: Self.index(of: "appendix", in: "pt", site)))
        XCTAssertTrue(appendix.contains("<a class=\"pager-next\" href=\"case-study.html\" rel=\"next\">"))
        XCTAssertTrue(appendix.contains("<span class=\"untranslated\">\(mark)</span></span></a>"))
        let print = try Self.render(UtilityPages(site: site).print(guide: try XCTUnwrap(site.corpus.guide(language: "pt"))))
        XCTAssertTrue(print.contains("<section class=\"print-chapter\" id=\"case-study\" aria-labelledby=\"case-study-title\" lang=\"es\">"))
        let nav = GeneratedAssets(site: site).languageScript(lang: "pt")
        XCTAssertTrue(String(decoding: nav.bytes, as: UTF8.self).contains("\"href\":\"case-study.html\",\"lang\":\"es\"}"))
    }

    /// The quiz has the original's questions with the same progress keys as in the original.
    func testTheUntranslatedChaptersQuizSharesTheOriginalsProgress() throws {
        let site = try laggingSite()
        let quiz = try Self.render(QuizPages(site: site).quiz(lang: "pt", index: Self.index(of: "case-study", in: "pt", site)))
        let original = try Self.render(QuizPages(site: site).quiz(lang: "es", index: Self.index(of: "case-study", in: "es", site)))
        let keys = { (html: String) in QuizDataTests.matches("data-key=\"([^\"]+)\"", in: html) }
        XCTAssertEqual(keys(quiz).count, 4)
        XCTAssertEqual(keys(quiz), keys(original))
        XCTAssertTrue(quiz.contains("<a href=\"../../es/quiz/case-study.html\" hreflang=\"es\">\(try Self.site("pt", "viewOriginal"))</a>"))
        XCTAssertTrue(quiz.contains("<div class=\"quiz-question-text\" lang=\"es\">"))
        let review = try Self.render(QuizPages(site: site).review(lang: "pt"))
        XCTAssertEqual(Set(keys(quiz)).subtracting(keys(review)), [], "the review gathers its questions too")
    }

    func testSearchInTheLanguageFindsTheChapterLabelledAsTheOriginal() throws {
        let site = try laggingSite()
        let spanish = try XCTUnwrap(site.corpus.guide(language: "es"))
        let chapter = try XCTUnwrap(spanish.chapter(id: "case-study"))
        let records = SearchRecords(site: site).records(lang: "pt").filter { $0.url.hasPrefix("case-study.html") }
        let label = try TestSupport.vocabulary("pt").format("untranslatedContext", ["context": chapter.heading, "language": "Español"])
        XCTAssertEqual(records.first, SearchRecord(url: "case-study.html", title: chapter.heading,
                                                   context: try TestSupport.vocabulary("pt").format("untranslatedContext", ["context": spanish.title, "language": "Español"]),
                                                   kind: .heading, text: chapter.objective ?? ""))
        XCTAssertGreaterThan(records.count, 10)
        XCTAssertEqual(records.dropFirst().filter { $0.context != label }.map(\.url), [])
    }

    // MARK: Possibly out of date

    func testPagesOfAPossiblyOutOfDateTranslationSaySo() throws {
        var slip = ContentSlip("guide/es.txt", line: 417, replacing: "El ejemplo que se rompe", with: "El ejemplo que falla")
        slip.keepsTranslationRecord = true
        let site = SiteContext(corpus: try XCTUnwrap(slip.compile().0), templates: try Self.templates())
        let notice = "<p class=\"note translation-notice\" role=\"note\">\(try Self.site("fr", "outOfDateNotice")) "
            + "<a href=\"../es/chapter-5.html\" hreflang=\"es\">\(try Self.site("fr", "viewOriginal"))</a></p>"
        let escaped = notice.replacingOccurrences(of: "'", with: "&#39;")
        let stale = try Self.render(ChapterPage(site: site).make(lang: "fr", index: Self.index(of: "chapter-5", in: "fr", site)))
        XCTAssertTrue(stale.contains(escaped), stale)
        XCTAssertTrue(stale.contains("<div class=\"chapter-body\">"), "the text is the translation's own")
        let quiz = try Self.render(QuizPages(site: site).quiz(lang: "pt", index: Self.index(of: "chapter-5", in: "pt", site)))
        XCTAssertTrue(quiz.contains(try Self.site("pt", "outOfDateNotice")))
        for (lang, id) in [("fr", "chapter-4"), ("es", "chapter-5")] {
            let html = try Self.render(ChapterPage(site: site).make(lang: lang, index: Self.index(of: id, in: lang, site)))
            XCTAssertFalse(html.contains("translation-notice"), "\(lang) \(id)")
        }
        // The home list marks the chapter too, and only that chapter, in the reader's words.
        let home = try Self.render(HomePage(site: site).make(lang: "pt"))
        func card(_ id: String) throws -> Substring {
            let start = try XCTUnwrap(home.range(of: "id=\"card-\(id)\""))
            let end = try XCTUnwrap(home[start.upperBound...].range(of: "</li>"))
            return home[start.upperBound..<end.lowerBound]
        }
        let badge = "<span class=\"out-of-date\">\(try Self.site("pt", "possiblyOutOfDate"))</span>"
        let staleCard = try card("chapter-5")
        XCTAssertTrue(staleCard.contains(badge), String(staleCard))
        XCTAssertFalse(try card("chapter-4").contains("class=\"out-of-date\""))
        XCTAssertFalse(try Self.render(HomePage(site: site).make(lang: "es")).contains("class=\"out-of-date\""), "the original is never out of date")
    }
}
