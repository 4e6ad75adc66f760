/// What every page builder needs to know about the whole site, computed once per build:
/// the corpus, paths, which symbols have a page in which language, and where each source line
/// of each document is anchored. Read-only, so pages can be rendered concurrently.
///
/// A final class, made once per build: every page builder, block presenter and page-making
/// closure shares the one instance instead of copying its two dozen tables.
final class SiteContext: Sendable {
    let corpus: Corpus
    let paths: SitePaths
    let highlighter = SwiftHighlighter()
    /// The templates the parts of the layout shared by a folder's pages are rendered with, once
    /// (see `LayoutContext`); nil for a test of page values alone.
    let templates: TemplateLibrary?
    let symbolScanner: SymbolScanner
    /// The symbols by key, by language and with their pages (see `SymbolTables`).
    let symbolTables: SymbolTables
    /// The documents by id, with their pages, chapters, checkpoints and line anchors (see `DocumentTables`).
    let documentTables: DocumentTables
    let stringsByLanguage: [String: TemplateValue]
    let stringsJSONByLanguage: [String: TrustedHTML]
    /// What each prose text links to (its spans), found once per build, per language.
    let textMemos: [String: RenderMemo<UTF8Key, InlineSpans>]
    /// Each code sample classified and escaped: the translations share most samples, and only
    /// the links (per language and folder) differ, written for each page that shows the sample
    /// (a chapter's blocks are presented once per folder, so that is mostly once).
    let preparedCode = RenderMemo<UTF8Key, PreparedCode>(minimumCapacity: 512)
    /// The questions of each shown chapter, by site language, guide and chapter, before their
    /// links (see `QuizPages.questions`).
    let quizQuestions = RenderMemo<String, [QuizPages.Question]>()
    /// The API deck's cards of each guide, by its id, before their links (see `APIDeck.cards`).
    let deckCards = RenderMemo<String, [APIDeck.Card]>()
    /// Quiz storage keys by translation group (or guide) and question or card id (see `QuizData.storageKey`).
    let quizStorageKeys = RenderMemo<String, String>()
    /// The layout values that depend only on the language and the page's folder (links, `lang`,
    /// the strings `t`, the way to the root), per language and folder (see `LayoutContext`).
    let folderValues = RenderMemo<String, LayoutContext.FolderValues>()
    /// Chapter blocks as presented for a folder, by the folder and the chapter's page (see `chapterBlocks`).
    let chapterBlockMemo = RenderMemo<String, TemplateValue>()
    /// Every symbol page's href as seen from a folder, by the folder and the language of the
    /// pages linked to: prose and code link symbols thousands of times from a dozen folders.
    let symbolHrefMemo = RenderMemo<String, [String: String]>()
    /// Chapter reference scanners per language, made once.
    let chapterScanners: [String: ChapterReferenceScanner]
    /// Per language: its name and its site strings, read out of the vocabulary once: every page's
    /// language switcher reads every language's name.
    let languageNames: [String: String]
    let siteStrings: [String: [String: String]]
    /// Per language with a guide: the chapters its site shows, the original's in the place of
    /// those a translation does not have yet.
    let shownChapters: [String: ShownChapters]

    /// `documents`, `symbols`: the tables when the build made them already (beside the symbol
    /// table, see `SiteBuilder`); otherwise they are made here.
    init(corpus: Corpus, documents: DocumentTables? = nil, symbols: SymbolTables? = nil, templates: TemplateLibrary? = nil) {
        self.corpus = corpus
        self.templates = templates
        let paths = SitePaths()
        self.paths = paths
        symbolScanner = SymbolScanner(notSymbols: corpus.manifest.notSymbols)
        chapterScanners = corpus.vocabularies.mapValues { ChapterReferenceScanner(phrases: $0.parser) }
        languageNames = corpus.vocabularies.mapValues(\.languageName)
        siteStrings = corpus.vocabularies.mapValues(\.site)
        // Every prose text of a language, and the snippets around its mentions.
        let textsPerLanguage = 1024
        textMemos = Dictionary(uniqueKeysWithValues: corpus.manifest.languages.map {
            ($0, RenderMemo(minimumCapacity: textsPerLanguage))
        })
        stringsByLanguage = siteStrings.mapValues { .object(TemplateObject($0.mapValues { .string($0) })) }
        stringsJSONByLanguage = siteStrings.mapValues { TrustedHTML(JSONValue.sortedObject($0.mapValues { .string($0) }).serialized()) }
        documentTables = documents ?? DocumentTables(corpus.documents, paths: paths)
        symbolTables = symbols ?? SymbolTables(symbols: corpus.symbols, documents: corpus.documents, languages: corpus.manifest.languages, paths: paths)
        shownChapters = ShownChapters.all(corpus)
    }

    var languages: [String] { corpus.manifest.languages }

    func vocabulary(_ lang: String) -> Vocabulary { corpus.vocabularies[lang]! }

    /// The site strings of a language, for templates as `t.key`.
    func strings(_ lang: String) -> TemplateValue { stringsByLanguage[lang] ?? .object([:]) }

    /// The same strings as JSON for the page's scripts (safe inside `<script>`).
    func stringsJSON(_ lang: String) -> TrustedHTML { stringsJSONByLanguage[lang] ?? TrustedHTML("{}") }

    func string(_ lang: String, _ key: String) -> String { siteStrings[lang]![key] ?? key }

    /// `vocabulary(lang).languageName`, without copying the vocabulary.
    func languageName(_ lang: String) -> String { languageNames[lang]! }

    /// Prose renderer for text in `lang` on a page at `pagePath`, whose links go to the pages of
    /// `linkLang` (the site's language of the page, when it shows an original in a translation's
    /// place).
    func inline(_ lang: String, from pagePath: String, guide: Document?, linkingIn linkLang: String? = nil) -> InlineRenderer {
        let linkLang = linkLang ?? lang
        let symbolHrefs = symbolHrefs(linkLang, from: pagePath)
        return InlineRenderer(
            symbolScanner: symbolScanner,
            chapterScanner: chapterScanners[lang] ?? ChapterReferenceScanner(phrases: vocabulary(lang).parser),
            // The closures capture only what they read, not the whole context.
            symbolHref: { symbolHrefs[$0] },
            // A chapter the guide lacks may still be shown (from the original) in `linkLang`.
            chapterHref: { [chapterByNumber = documentTables.chapterByNumber, paths, shown = shownChapters[linkLang]] number in
                guard let guide else { return nil }
                let indexed = chapterByNumber[guide.id]
                guard let id = (indexed != nil ? indexed?[number] : guide.chapters.first(where: { $0.number == number })?.id)
                    ?? shown?.idByNumber[number] else { return nil }
                return paths.relative(from: pagePath, to: paths.chapter(linkLang, id))
            },
            textMemo: textMemos[lang],
            proseSymbols: corpus.proseSymbols)
    }

    /// Prose renderer for the text of a chapter as its language's site shows it, on a page at `pagePath`.
    func inline(_ shown: ShownChapter, from pagePath: String) -> InlineRenderer {
        inline(shown.guide.language, from: pagePath, guide: shown.guide, linkingIn: shown.lang)
    }

    /// Highlighted code with symbol links for a page at `pagePath` in `lang`.
    func highlight(_ code: String, lang: String, from pagePath: String) -> TrustedHTML {
        let symbolHrefs = symbolHrefs(lang, from: pagePath)
        let prepared = preparedCode.value(for: UTF8Key(code)) {
            // Only a symbol's name can link: other names are dropped once, not looked up on every page.
            highlighter.prepare(code) { symbolTables.symbolByKey.index(forKey: $0) != nil }
        }
        return TrustedHTML(highlighter.html(prepared) { symbolHrefs[$0] })
    }

    /// The href of each symbol page of `lang` as seen from the page at `pagePath` (the same from
    /// every page of its folder).
    func symbolHrefs(_ lang: String, from pagePath: String) -> [String: String] {
        symbolHrefMemo.value(for: "\(SitePaths.folder(of: pagePath))\u{0}\(lang)") {
            (symbolTables.symbolPagesByLanguage[lang] ?? [:]).mapValues { paths.relative(from: pagePath, to: $0) }
        }
    }

    /// The blocks of a chapter as its language's site shows them on a page at `pagePath`, made once
    /// per folder: a chapter's page and the print page (one folder) share them.
    func chapterBlocks(_ shown: ShownChapter, from pagePath: String) -> TemplateValue {
        chapterBlockMemo.value(for: "\(SitePaths.folder(of: pagePath))/\(paths.chapter(shown.lang, shown.chapter.id))") {
            let presenter = BlockPresenter(site: self, lang: shown.lang, pagePath: pagePath, inline: inline(shown, from: pagePath))
            return .list(presenter.present(shown.chapter.blocks, checkpoints: shown.chapter.checkpoints))
        }
    }

    /// Where a place in a document is shown: the page and the fragment.
    func href(for place: Symbol.Place, from pagePath: String) -> String? {
        pageHref(for: place, from: pagePath).map { Self.href($0, fragment: fragment(of: place)) }
    }

    /// The page that shows a place (its chapter's, or its article's), as seen from `pagePath`:
    /// `href(for:from:)` without the fragment. It depends on the place's document and chapter
    /// and on the folder of `pagePath` only, so backlinks can make it once per chapter.
    func pageHref(for place: Symbol.Place, from pagePath: String) -> String? {
        guard let pages = documentTables.documentPages[place.document] else { return nil }
        return paths.relative(from: pagePath, to: pages.page(chapter: place.chapter, paths: paths))
    }

    /// The id of a place on its page: a definition's entry anchor, or the block holding its line.
    func fragment(of place: Symbol.Place) -> String? {
        place.anchor ?? documentTables.lineAnchors[place.document]?[place.line]
    }

    /// `pageHref` with `#fragment` when there is one.
    static func href(_ pageHref: String, fragment: String?) -> String {
        fragment.map { "\(pageHref)#\($0)" } ?? pageHref
    }

    /// `document.chapter(id:)` through the index; a document not in the corpus is searched.
    func chapter(id: String, in document: Document) -> Chapter? {
        guard let i = documentTables.chapterIndex[document.id]?[id], i < document.chapters.count, document.chapters[i].id == id else {
            return document.chapter(id: id)
        }
        return document.chapters[i]
    }

    /// The first checkpoint with this id in `document` (the same as searching its chapters in order).
    func checkpoint(id: String, in document: Document) -> Checkpoint? {
        // `index(forKey:)`: whether it is there, without copying the document out.
        guard documentTables.documentsByID.index(forKey: document.id) != nil, let index = documentTables.checkpointIndex[document.id] else {
            return document.chapters.lazy.flatMap(\.checkpoints).first { $0.id == id }
        }
        return index[id]
    }

    /// The same, by the document's id: read from the tables, without copying the document out.
    func checkpoint(id: String, inDocument documentID: String) -> Checkpoint? {
        if let index = documentTables.checkpointIndex[documentID] { return index[id] }
        return documentTables.documentsByID[documentID].flatMap { checkpoint(id: id, in: $0) }
    }

    /// Title of the chapter or article a place belongs to, for backlink lists.
    func title(for place: Symbol.Place) -> String {
        guard let document = documentTables.documentsByID[place.document] else { return "" }
        if document.kind == .article { return document.title }
        guard let id = place.chapter, let chapter = chapter(id: id, in: document) else { return document.title }
        return chapter.heading
    }
}
