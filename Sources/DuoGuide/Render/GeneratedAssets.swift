/// Scripts and files generated from the corpus rather than rendered from a template: the language
/// script (one shared file per language with the chapter list and the scripts' strings, so pages do
/// not each carry them and output per page stays flat however many chapters there are), the search
/// index and the sitemap.
struct GeneratedAssets {
    let site: SiteContext

    /// `window.DUO_NAV`: the chapter list of one language, hrefs relative to the language folder
    /// (a chapter shown from the original has its text's `lang`);
    /// `window.DUO_STRINGS`: the language's site strings, for the scripts' visible words.
    func languageScript(lang: String) -> OutputFile {
        let paths = site.paths
        let vocabulary = site.vocabulary(lang)
        let base = "\(lang)/"
        let items: [JSONValue] = (site.shownChapters[lang]?.list ?? []).map { shown in
            let c = shown.chapter
            return .object([
                ("id", .string(c.id)),
                ("label", .string(ChapterLabel.short(c, vocabulary: vocabulary))),
                ("title", .string(c.title)),
                ("href", .string(String(paths.chapter(lang, c.id).dropFirst(base.count)))),
            ] + (shown.isUntranslated ? [("lang", .string(shown.guide.language))] : []))
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
        return OutputFile(path: site.paths.searchIndex(lang), bytes: SearchIndexBuilder(language: lang).javascriptBytes(records: records))
    }

    /// The language's web app manifest, so a phone can add the guide to its home screen: named by
    /// the language's site title, opening its home page, reaching only its own folder.
    func webManifest(lang: String) -> OutputFile {
        let title = site.string(lang, "siteTitle")
        let value = JSONValue.object([
            ("name", .string(title)),
            ("short_name", .string(title)),
            ("lang", .string(lang)),
            ("start_url", .string("index.html")),
            ("scope", .string("./")),
            ("display", .string("standalone")),
            ("icons", .array([.object([
                ("src", .string(site.paths.relative(from: site.paths.webManifest(lang), to: site.paths.asset("favicon.svg")))),
                ("sizes", .string("any")),
                ("type", .string("image/svg+xml")),
            ])])),
        ])
        return OutputFile(path: site.paths.webManifest(lang), text: value.serialized() + "\n")
    }

    /// The sitemap from its `<url>` elements, in path order. Each element is made by
    /// `sitemapURL` on the thread that rendered its page; only this concatenation runs after the
    /// last page.
    func sitemap(urls: [SitemapURL], path: String = "sitemap.xml") -> OutputFile {
        let sorted = urls.sorted(by: { $0.path < $1.path })
        var out: [UInt8] = []
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8
        out += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n".utf8
        for url in sorted { out += url.xml }
        out += "</urlset>\n".utf8
        return OutputFile(path: path, bytes: out)
    }

    /// The sitemap protocol's limit of URLs per file.
    static let urlsPerSitemap = 50_000

    /// `sitemap.xml`, or past `limit` URLs, `sitemap.xml` as an index of `sitemap-1.xml`,
    /// `sitemap-2.xml`…, each of at most `limit` URLs in path order.
    func sitemaps(urls: [SitemapURL], limit: Int = urlsPerSitemap) -> [OutputFile] {
        guard urls.count > limit else { return [sitemap(urls: urls)] }
        let sorted = urls.sorted(by: { $0.path < $1.path })
        let base = SiteBase(site.corpus.manifest.baseURL).url
        var files: [OutputFile] = []
        var index: [UInt8] = []
        index += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8
        index += "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n".utf8
        for (number, start) in stride(from: 0, to: sorted.count, by: limit).enumerated() {
            let name = "sitemap-\(number + 1).xml"
            files.append(sitemap(urls: Array(sorted[start..<min(start + limit, sorted.count)]), path: name))
            index += "  <sitemap>\n    <loc>".utf8
            HTMLEscaping.append(base + name, to: &index)
            index += "</loc>\n  </sitemap>\n".utf8
        }
        index += "</sitemapindex>\n".utf8
        files.append(OutputFile(path: "sitemap.xml", bytes: index))
        return files
    }

    /// One page's `<url>` element with `xhtml:link` alternates between translations, or nil for a
    /// page that is not listed (the 404 page). Locations are absolute when the manifest names the
    /// `baseURL` the site is deployed at (as the protocol wants), relative otherwise: the built
    /// site itself never references the network unless told where it lives.
    func sitemapURL(_ page: SitemapEntry) -> SitemapURL? {
        guard page.path != site.paths.notFound() else { return nil }
        let base = SiteBase(site.corpus.manifest.baseURL).url
        var out: [UInt8] = []
        out += "  <url>\n    <loc>".utf8
        HTMLEscaping.append(base, to: &out)
        HTMLEscaping.append(page.path, to: &out)
        out += "</loc>\n".utf8
        for alternate in page.alternates {
            out += "    <xhtml:link rel=\"alternate\" hreflang=\"".utf8
            HTMLEscaping.append(alternate.hreflang, to: &out)
            out += "\" href=\"".utf8
            HTMLEscaping.append(base, to: &out)
            HTMLEscaping.append(alternate.path, to: &out)
            out += "\"/>\n".utf8
        }
        out += "  </url>\n".utf8
        return SitemapURL(path: page.path, xml: out)
    }
}

/// A page's `<url>` element of the sitemap, as UTF-8, with the path it is sorted by.
struct SitemapURL {
    var path: String
    var xml: [UInt8]
}
