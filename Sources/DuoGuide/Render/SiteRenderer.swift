import Dispatch
import Foundation

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

    /// `documents`: the corpus's document tables, when the build made them beside the symbol table.
    init(corpus: Corpus, documents: DocumentTables?, templates: TemplateLibrary, templatesDirectory: URL) {
        self.site = SiteContext(corpus: corpus, documents: documents)
        self.templates = templates
        self.templatesDirectory = templatesDirectory
    }

    func pages() -> [Page] { pageMakers().map { $0() } }

    /// One closure per page, in site order. Building a page's context (inline rendering, passage
    /// finding, backlinks) costs more than applying its template, so both run per page on all cores.
    func pageMakers() -> [() -> Page] {
        let site = self.site
        var pages: [() -> Page] = []
        let utility = UtilityPages(site: site)
        pages.append { utility.root() }
        pages.append { utility.notFound() }
        for lang in site.languages {
            pages.append { HomePage(site: site).make(lang: lang) }
            pages.append { utility.search(lang: lang) }
            pages.append { QuizPages(site: site).review(lang: lang) }
            let symbolPages = SymbolPages(site: site)
            pages.append { symbolPages.index(lang: lang) }
            // Each closure holds the symbol array and an index, not a copy of its symbol.
            let symbols = site.corpus.symbols
            for i in symbolPages.symbolIndices(in: lang) {
                for page in 1...symbolPages.pageCount(symbol: symbols[i], lang: lang) {
                    pages.append { symbolPages.page(symbol: symbols[i], lang: lang, page: page) }
                }
            }
            if let guide = site.corpus.guide(language: lang) {
                pages.append { utility.print(guide: guide) }
                for index in guide.chapters.indices {
                    pages.append { ChapterPage(site: site).make(guide: guide, index: index) }
                    if !guide.chapters[index].checkpoints.isEmpty {
                        pages.append { QuizPages(site: site).quiz(guide: guide, chapter: guide.chapters[index]) }
                    }
                }
            }
            for article in site.corpus.articles(language: lang) { pages.append { ArticlePage(site: site).make(article: article) } }
        }
        return pages
    }

    /// Renders everything into memory, sorted by path; `concurrent: false` gives the serial
    /// reference the tests compare against.
    public func render(concurrent: Bool = true) throws -> [OutputFile] {
        let lock = NSLock()
        var files: [OutputFile] = []
        try render(concurrent: concurrent) { file in
            lock.lock()
            files.append(file)
            lock.unlock()
        }
        let sorted = files.sorted { $0.path < $1.path }
        // Two pages on one path would silently lose one of them.
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.path == b.path {
            throw DuplicatePageError(path: a.path)
        }
        return sorted
    }

    /// Renders everything and hands each file to `emit` as soon as it is made, from whichever
    /// thread made it (`emit` must be safe to call concurrently). A page's values and bytes are
    /// dropped once emitted, so a build holds the model and the pages in flight, never the whole
    /// site. An error stops the pages not yet started; the error of the earliest failed page in
    /// site order is thrown.
    public func render(concurrent: Bool = true, emit: (OutputFile) throws -> Void) throws {
        let makers = self.pageMakers()
        let generated = GeneratedAssets(site: site)
        // The generated scripts of each language (the search index is the largest) are independent
        // jobs too; they go first so the long ones do not finish last (the second worker of
        // `TwoEndedJobs` starts with the last pages, the first with these).
        var jobs: [() throws -> OutputFile] = []
        for lang in site.languages {
            jobs.append { generated.searchIndex(lang: lang) }
            jobs.append { generated.languageScript(lang: lang) }
        }
        // The static assets are read by jobs too, not one after another once every page is done.
        let assets = templatesDirectory.appendingPathComponent("assets").path
        for relative in StaticAssets.files(in: assets) {
            jobs.append { try StaticAssets.file(relative, in: assets) }
        }
        let templates = self.templates
        let count = jobs.count + makers.count
        var entries = [SitemapURL?](repeating: nil, count: count)
        var errors = [Error?](repeating: nil, count: count)
        let lock = NSLock()
        var failed = false
        func one(_ k: Int) -> (SitemapURL?, Error?) {
            lock.lock()
            let stop = failed
            lock.unlock()
            if stop { return (nil, nil) }
            do {
                if k < jobs.count {
                    try emit(jobs[k]())
                    return (nil, nil)
                }
                let page = makers[k - jobs.count]()
                let file = OutputFile(path: page.path, bytes: try templates.renderBytes(page.template, .object(page.context)))
                try emit(file)
                return (generated.sitemapURL(SitemapEntry(page)), nil)
            } catch {
                lock.lock()
                failed = true
                lock.unlock()
                return (nil, error)
            }
        }
        if concurrent {
            entries.withUnsafeMutableBufferPointer { entryBuffer in
                errors.withUnsafeMutableBufferPointer { errorBuffer in
                    let entryBase = entryBuffer.baseAddress!, errorBase = errorBuffer.baseAddress!
                    TwoEndedJobs.run(count: count) { k in
                        ((entryBase + k).pointee, (errorBase + k).pointee) = one(k)
                    }
                }
            }
        } else {
            for k in 0..<count { (entries[k], errors[k]) = one(k) }
        }
        if let error = errors.lazy.compactMap({ $0 }).first { throw error }
        try emit(generated.sitemap(urls: entries.compactMap { $0 }))
    }
}
