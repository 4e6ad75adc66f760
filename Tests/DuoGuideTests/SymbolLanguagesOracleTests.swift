import XCTest
@testable import DuoGuide

/// Symbol pages, the API index and the search index read a symbol's definitions and mentions in a
/// language from `SymbolLanguages`, made once per build, and the quiz hash reads translations
/// from the tables by id; both must find what the filters and copies they replace found.
final class SymbolLanguagesOracleTests: XCTestCase {
    func testDefinitionsAndMentionsPerLanguageAsTheFilterFoundThem() throws {
        let site = SiteContext(corpus: try TestSupport.realCorpus())
        let pages = SymbolPages(site: site)
        var checked = 0
        for symbol in site.corpus.symbols {
            let languages = try XCTUnwrap(site.symbolTables.symbolLanguages[symbol.key], symbol.key)
            for (l, lang) in site.languages.enumerated() {
                // The reference: the definitions filtered by their document's language.
                let reference = symbol.definitions.indices.filter { site.symbolTables.languageOfDocument[symbol.definitions[$0].document] == lang }
                XCTAssertEqual(languages.definitions[l], reference, "\(symbol.key) \(lang)")
                // Every mention in the language, in reading order, as indices into the symbol's own.
                let mentionReference = symbol.mentions.indices.filter { site.symbolTables.languageOfDocument[symbol.mentions[$0].document] == lang }
                XCTAssertEqual(languages.mentions[l], mentionReference, "\(symbol.key) \(lang)")
                XCTAssertEqual(pages.mentionIndices(of: symbol, lang: lang), mentionReference)
                checked += reference.count + mentionReference.count
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }

    /// `contentHash` as it was: the guide and copies of its translations, sorted by language.
    private func referenceContentHash(_ q: Checkpoint, guide: Document, site: SiteContext) -> String {
        var hasher = FNV1a()
        let documents = ([guide] + TranslationSet(site: site).translations(of: guide)).sorted { $0.language < $1.language }
        for document in documents {
            guard let match = site.checkpoint(id: q.id, in: document) else { continue }
            hasher.combine(document.language)
            hasher.combine(match.question)
            hasher.combine(match.answer)
        }
        return hasher.shortHex
    }

    func testQuizHashAsTheDocumentCopiesMadeIt() throws {
        let site = SiteContext(corpus: try TestSupport.realCorpus())
        let quiz = QuizData(site: site)
        var checked = 0
        for document in site.corpus.documents {
            for chapter in document.chapters {
                for q in chapter.checkpoints {
                    XCTAssertEqual(quiz.contentHash(q, guide: document), referenceContentHash(q, guide: document, site: site), q.id)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// A symbol page groups backlinks under their target's `groupHref`, made once per target, where
    /// it cut each backlink's href at its fragment (`SymbolPages.page(of:)`).
    func testBacklinkGroupHrefIsTheBacklinksPage() throws {
        let site = SiteContext(corpus: try TestSupport.realCorpus())
        let targets = BacklinkTargets()
        var checked = 0
        for symbol in site.corpus.symbols {
            guard let languages = site.symbolTables.symbolLanguages[symbol.key] else { continue }
            for (l, lang) in site.languages.enumerated() {
                let scope = BacklinkTargets.Scope(lang: lang, pagePath: site.paths.symbol(lang, symbol.slug))
                for place in languages.mentions[l].map({ symbol.mentions[$0] }) + symbol.definitions {
                    let target = targets.target(of: place, in: scope, site: site)
                    XCTAssertEqual(target.groupHref, SymbolPages.page(of: targets.href(to: place, in: target, site: site) ?? ""))
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
