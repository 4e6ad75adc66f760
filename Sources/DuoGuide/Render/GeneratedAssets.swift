/// Scripts and files generated from the corpus rather than rendered from a template: the language
/// script (one shared file per language with the chapter list and the scripts' strings, so pages do
/// not each carry them and output per page stays flat however many chapters there are), the search
/// index and the sitemap.
struct GeneratedAssets {
    let site: SiteContext

    /// `window.DUO_NAV`: the chapter list of one language, hrefs relative to the language folder;
    /// `window.DUO_STRINGS`: the language's site strings, for the scripts' visible words.
    func languageScript(lang: String) -> OutputFile {
        let paths = site.paths
        let vocabulary = site.vocabulary(lang)
        let chapters = site.corpus.guide(language: lang)?.chapters ?? []
        let base = "\(lang)/"
        let items: [JSONValue] = chapters.map { c in
            .object([
                ("id", .string(c.id)),
                ("label", .string(ChapterLabel.short(c, vocabulary: vocabulary))),
                ("title", .string(c.title)),
                ("href", .string(String(paths.chapter(lang, c.id).dropFirst(base.count)))),
            ])
        }
        let articles: [JSONValue] = site.corpus.articles(language: lang).map { a in
            .object([("id", .string(a.id)), ("title", .string(a.title)),
                     ("href", .string(String(paths.article(lang, a.slug).dropFirst(base.count))))])
        }
        let value = JSONValue.object([("chapters", .array(items)), ("articles", .array(articles))])
        return OutputFile(path: paths.languageScript(lang),
                          text: "window.DUO_NAV = \(value.serialized());\nwindow.DUO_STRINGS = \(site.stringsJSON(lang).markup);\n")
    }

    func searchIndex(lang: String) -> OutputFile {
        let records = SearchRecords(site: site).records(lang: lang)
        let js = SearchIndexBuilder(language: lang).javascriptBytes(records: records)
        return OutputFile(path: site.paths.searchIndex(lang), bytes: js)
    }

    /// Sitemap with `xhtml:link` alternates between translations. Locations are absolute when the
    /// manifest names the `baseURL` the site is deployed at (as the protocol wants), relative
    /// otherwise: the built site itself never references the network unless told where it lives.
    func sitemap(_ pages: [SitemapEntry]) -> OutputFile {
        let base = site.corpus.manifest.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for page in pages.sorted(by: { $0.path < $1.path }) where page.path != site.paths.notFound() {
            out += "  <url>\n    <loc>\(HTMLEscaping.escape(base + page.path))</loc>\n"
            for alternate in page.alternates {
                let target = site.paths.resolve(alternate.href, from: page.path)
                out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(HTMLEscaping.escape(alternate.hreflang))\" href=\"\(HTMLEscaping.escape(base + target))\"/>\n"
            }
            out += "  </url>\n"
        }
        out += "</urlset>\n"
        return OutputFile(path: "sitemap.xml", text: out)
    }
}
