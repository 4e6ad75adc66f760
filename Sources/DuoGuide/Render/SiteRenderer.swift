import Foundation
import Synchronization

/// Renders the whole site in memory: every page through its template, the generated scripts, and
/// the static assets of the templates folder (`StaticAssets`). Pages are independent, so they are
/// rendered on all cores; the result is sorted by path, identical to a serial render.
public struct DuplicatePageError: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "two pages would be written to \(path)" }
}

public struct SiteRenderer {
    let site: SiteContext
    let templates: TemplateLibrary
    let templatesDirectory: URL

    public init(corpus: Corpus, templates: TemplateLibrary, templatesDirectory: URL) {
        self.init(corpus: corpus, documents: nil, templates: templates, templatesDirectory: templatesDirectory)
    }

    /// `documents`, `symbols`: the corpus's tables, when the build made them beside the symbol table.
    init(corpus: Corpus, documents: DocumentTables?, symbols: SymbolTables? = nil, templates: TemplateLibrary, templatesDirectory: URL) {
        self.site = SiteContext(corpus: corpus, documents: documents, symbols: symbols, templates: templates)
        self.templates = templates
        self.templatesDirectory = templatesDirectory
    }

    /// One closure per page, in site order. Building a page's context (inline rendering, passage
    /// finding, backlinks) costs more than applying its template, so both run per page on all cores.
    func pageMakers() -> [@Sendable () throws -> Page] {
        let site = self.site
        var pages: [@Sendable () throws -> Page] = []
        let utility = UtilityPages(site: site)
        // One for every language: its memo of scanned snippets serves them all.
        let symbolPages = SymbolPages(site: site)
        pages.append { try utility.root() }
        pages.append { try utility.notFound() }
        for lang in site.languages {
            pages.append { try HomePage(site: site).make(lang: lang) }
            pages.append { try utility.search(lang: lang) }
            pages.append { try QuizPages(site: site).review(lang: lang) }
            if site.corpus.guide(language: lang) != nil { pages.append { try APIDeck(site: site).page(lang: lang)! } }
            pages.append { try symbolPages.index(lang: lang) }
            // Each closure holds the symbol array and an index, not a copy of its symbol.
            let symbols = site.corpus.symbols
            for i in symbolPages.symbolIndices(in: lang) {
                for page in 1...SymbolPages.pageCount(mentionCount: symbolPages.mentionIndices(of: symbols[i], lang: lang).count) {
                    pages.append { try symbolPages.page(symbol: symbols[i], lang: lang, page: page) }
                }
            }
            if let guide = site.corpus.guide(language: lang) {
                pages.append { try utility.print(guide: guide) }
                // Every chapter the language shows, the original's where its translation lags.
                let shown = site.shownChapters[lang]?.list ?? []
                for index in shown.indices {
                    pages.append { try ChapterPage(site: site).make(lang: lang, index: index) }
                    if !shown[index].chapter.checkpoints.isEmpty {
                        pages.append { try QuizPages(site: site).quiz(lang: lang, index: index) }
                    }
                }
            }
            for article in site.corpus.articles(language: lang) { pages.append { try ArticlePage(site: site).make(article: article) } }
        }
        return pages
    }

    /// Renders everything into memory, sorted by path; `concurrent: false` gives the serial
    /// reference the tests compare against.
    public func render(concurrent: Bool = true) throws -> [OutputFile] {
        let files = Mutex<[OutputFile]>([])
        try render(concurrent: concurrent) { file in files.withLock { $0.append(file) } }
        let sorted = files.withLock { $0 }.sorted { $0.path < $1.path }
        // Two pages on one path would silently lose one of them.
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.path == b.path {
            throw DuplicatePageError(path: a.path)
        }
        return sorted
    }

    /// One file to make: a generated script or a static asset, or a page.
    private enum Job: Sendable {
        case file(@Sendable () throws -> OutputFile)
        case page(@Sendable () throws -> Page)
    }

    /// Renders everything and hands each file to `emit` as soon as it is made, from whichever
    /// thread made it (`emit` must be safe to call concurrently). A page's values and bytes are
    /// dropped once emitted, so a build holds the model and the pages in flight, never the whole
    /// site. An error stops the files not yet started; the error of the earliest failed file in
    /// site order is thrown.
    public func render(concurrent: Bool = true, emit: @Sendable (OutputFile) throws -> Void) throws {
        let generated = GeneratedAssets(site: site)
        // The generated scripts of each language (the search index is the largest) go first, so
        // that the long ones do not finish last.
        var jobs: [Job] = []
        for lang in site.languages {
            jobs.append(.file { generated.searchIndex(lang: lang) })
            jobs.append(.file { generated.languageScript(lang: lang) })
            jobs.append(.file { generated.webManifest(lang: lang) })
        }
        // The offline worker is copied as it is, to the root (see `SitePaths.serviceWorker`).
        let worker = templatesDirectory.appendingPathComponent("sw.js").path
        if FileManager.default.fileExists(atPath: worker) {
            let path = site.paths.serviceWorker()
            jobs.append(.file { OutputFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: worker)))) })
        }
        let assets = templatesDirectory.appendingPathComponent("assets").path
        for relative in StaticAssets.files(in: assets) {
            jobs.append(.file { try StaticAssets.file(relative, in: assets) })
        }
        jobs += pageMakers().map { Job.page($0) }
        let templates = self.templates
        let failed = Atomic<Bool>(false)
        /// The file's sitemap entry (nil for files that are not pages), or the error that stopped it;
        /// nil when an earlier failure stopped it before it started.
        let make: @Sendable (Job) -> Result<SitemapURL?, any Error>? = { job in
            if failed.load(ordering: .relaxed) { return nil }
            do {
                switch job {
                case .file(let make):
                    try emit(make())
                    return .success(nil)
                case .page(let make):
                    let page = try make()
                    try emit(OutputFile(path: page.path, bytes: try templates.renderBytes(page.template, .object(page.context))))
                    return .success(generated.sitemapURL(SitemapEntry(page)))
                }
            } catch {
                failed.store(true, ordering: .relaxed)
                return .failure(error)
            }
        }
        var entries: [SitemapURL] = []
        for outcome in concurrent ? jobs.concurrentMap(make) : jobs.map(make) {
            switch outcome {
            case .success(let entry?): entries.append(entry)
            case .failure(let error): throw error
            case .success(nil), nil: continue
            }
        }
        for file in generated.sitemaps(urls: entries) { try emit(file) }
    }
}
