import Dispatch
import Foundation

/// Renders the whole site in memory: every page through its template, the generated scripts, and
/// the static assets of the templates folder. Pages are independent, so they are rendered on all
/// cores; the result is sorted by path, identical to a serial render.
public struct DuplicatePageError: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "two pages would be written to \(path)" }
}

public struct SiteRenderer {
    let site: SiteContext
    let templates: TemplateLibrary
    let templatesDirectory: URL

    public init(corpus: Corpus, templates: TemplateLibrary, templatesDirectory: URL) {
        self.site = SiteContext(corpus: corpus)
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
            for symbol in symbolPages.symbols(in: lang) {
                for page in 1...symbolPages.pageCount(symbol: symbol, lang: lang) {
                    pages.append { symbolPages.page(symbol: symbol, lang: lang, page: page) }
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

    /// Renders everything; `concurrent: false` gives the serial reference the tests compare against.
    public func render(concurrent: Bool = true) throws -> [OutputFile] {
        let makers = self.pageMakers()
        let generated = GeneratedAssets(site: site)
        // The generated scripts of each language (the search index is the largest) are independent
        // jobs too; they go first so the long ones do not finish last.
        var jobs: [() -> OutputFile] = []
        for lang in site.languages {
            jobs.append { generated.searchIndex(lang: lang) }
            jobs.append { generated.languageScript(lang: lang) }
        }
        var pages = [Page?](repeating: nil, count: makers.count)
        var results = [Result<OutputFile, Error>?](repeating: nil, count: makers.count)
        var assets = [OutputFile?](repeating: nil, count: jobs.count)
        let templates = self.templates
        let renderOne: (Int) -> (Page, Result<OutputFile, Error>) = { i in
            let page = makers[i]()
            return (page, Result { OutputFile(path: page.path, text: try templates.render(page.template, .object(page.context))) })
        }
        if concurrent {
            pages.withUnsafeMutableBufferPointer { pageBuffer in
                results.withUnsafeMutableBufferPointer { resultBuffer in
                    assets.withUnsafeMutableBufferPointer { assetBuffer in
                        let pageBase = pageBuffer.baseAddress!, resultBase = resultBuffer.baseAddress!
                        let assetBase = assetBuffer.baseAddress
                        let jobCount = jobs.count
                        DispatchQueue.concurrentPerform(iterations: jobCount + makers.count) { k in
                            if k < jobCount {
                                (assetBase! + k).pointee = jobs[k]()
                            } else {
                                let (page, result) = renderOne(k - jobCount)
                                (pageBase + k - jobCount).pointee = page
                                (resultBase + k - jobCount).pointee = result
                            }
                        }
                    }
                }
            }
        } else {
            for i in makers.indices { (pages[i], results[i]) = renderOne(i) }
            for k in jobs.indices { assets[k] = jobs[k]() }
        }
        var files: [OutputFile] = []
        for result in results { files.append(try result!.get()) }
        files += assets.map { $0! }
        files.append(generated.sitemap(pages: pages.map { $0! }))
        files += try staticAssets()
        let sorted = files.sorted { $0.path < $1.path }
        // Two pages on one path would silently lose one of them.
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.path == b.path {
            throw DuplicatePageError(path: a.path)
        }
        return sorted
    }

    /// Files under `Templates/assets/` are copied as they are.
    func staticAssets() throws -> [OutputFile] {
        let assets = templatesDirectory.appendingPathComponent("assets")
        guard let enumerator = FileManager.default.enumerator(at: assets, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var files: [OutputFile] = []
        let prefix = assets.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let data = try Data(contentsOf: url)
            files.append(OutputFile(path: "assets/" + relative, bytes: [UInt8](data)))
        }
        return files
    }
}
