import Dispatch
import Foundation

/// Renders the whole site in memory: every page through its template, the generated scripts, and
/// the static assets of the templates folder. Pages are independent, so they are rendered on all
/// cores; the result is sorted by path, identical to a serial render.
public struct SiteRenderer {
    let site: SiteContext
    let templates: TemplateLibrary
    let templatesDirectory: URL

    public init(corpus: Corpus, templates: TemplateLibrary, templatesDirectory: URL) {
        self.site = SiteContext(corpus: corpus)
        self.templates = templates
        self.templatesDirectory = templatesDirectory
    }

    func pages() -> [Page] {
        var pages: [Page] = []
        let utility = UtilityPages(site: site)
        pages.append(utility.root())
        pages.append(utility.notFound())
        for lang in site.languages {
            pages.append(HomePage(site: site).make(lang: lang))
            pages.append(utility.search(lang: lang))
            pages.append(QuizPages(site: site).review(lang: lang))
            let symbolPages = SymbolPages(site: site)
            pages.append(symbolPages.index(lang: lang))
            for symbol in symbolPages.symbols(in: lang) { pages.append(symbolPages.page(symbol: symbol, lang: lang)) }
            if let guide = site.corpus.guide(language: lang) {
                pages.append(utility.print(guide: guide))
                for index in guide.chapters.indices {
                    pages.append(ChapterPage(site: site).make(guide: guide, index: index))
                    if !guide.chapters[index].checkpoints.isEmpty {
                        pages.append(QuizPages(site: site).quiz(guide: guide, chapter: guide.chapters[index]))
                    }
                }
            }
            for article in site.corpus.articles(language: lang) { pages.append(ArticlePage(site: site).make(article: article)) }
        }
        return pages
    }

    /// Renders everything; `concurrent: false` gives the serial reference the tests compare against.
    public func render(concurrent: Bool = true) throws -> [OutputFile] {
        let pages = self.pages()
        var results = [Result<OutputFile, Error>?](repeating: nil, count: pages.count)
        let templates = self.templates
        let renderOne: (Int) -> Result<OutputFile, Error> = { i in
            Result { OutputFile(path: pages[i].path, text: try templates.render(pages[i].template, .object(pages[i].context))) }
        }
        if concurrent {
            results.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                DispatchQueue.concurrentPerform(iterations: pages.count) { i in
                    (base + i).pointee = renderOne(i)
                }
            }
        } else {
            for i in pages.indices { results[i] = renderOne(i) }
        }
        var files: [OutputFile] = []
        for result in results { files.append(try result!.get()) }

        let generated = GeneratedAssets(site: site)
        for lang in site.languages {
            files.append(generated.navigation(lang: lang))
            files.append(generated.searchIndex(lang: lang))
        }
        files.append(generated.sitemap(pages: pages))
        files += try staticAssets()
        return files.sorted { $0.path < $1.path }
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
