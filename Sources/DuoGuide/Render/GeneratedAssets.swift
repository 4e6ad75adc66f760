/// Scripts and files generated from the corpus rather than rendered from a template: the chapter
/// navigation (one shared file per language, so pages do not each carry the whole chapter list and
/// output per page stays flat however many chapters there are), the search index and the sitemap.
struct GeneratedAssets {
    let site: SiteContext

    /// `window.DUO_NAV`: the chapter list of one language, hrefs relative to the language folder.
    func navigation(lang: String) -> OutputFile {
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
        return OutputFile(path: paths.navigation(lang), text: "window.DUO_NAV = \(value.serialized());\n")
    }

    func searchIndex(lang: String) -> OutputFile {
        let records = SearchRecords(site: site).records(lang: lang)
        let js = SearchIndexBuilder(language: lang).javascript(records: records)
        return OutputFile(path: site.paths.searchIndex(lang), text: js)
    }

    /// Sitemap with `xhtml:link` alternates between translations. Locations are relative unless the
    /// manifest names a `baseURL` for deployment; the built site itself never references the network.
    func sitemap(pages: [Page]) -> OutputFile {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for page in pages.sorted(by: { $0.path < $1.path }) where page.path != site.paths.notFound() {
            out += "  <url>\n    <loc>\(HTMLEscaping.escape(page.path))</loc>\n"
            if case .list(let alternates)? = page.context["alternates"] {
                for alternate in alternates {
                    guard case .object(let fields) = alternate, case .string(let lang)? = fields["hreflang"],
                          case .string(let href)? = fields["href"] else { continue }
                    let target = resolve(href, from: page.path)
                    out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(HTMLEscaping.escape(lang))\" href=\"\(HTMLEscaping.escape(target))\"/>\n"
                }
            }
            out += "  </url>\n"
        }
        out += "</urlset>\n"
        return OutputFile(path: "sitemap.xml", text: out)
    }

    /// `../pt/chapter-4.html` seen from `es/chapter-4.html` → `pt/chapter-4.html`.
    private func resolve(_ href: String, from page: String) -> String {
        var parts = Array(page.split(separator: "/").dropLast().map(String.init))
        for piece in href.split(separator: "/") {
            if piece == ".." { if !parts.isEmpty { parts.removeLast() } } else if piece != "." { parts.append(String(piece)) }
        }
        return parts.joined(separator: "/")
    }
}

/// What the search index holds for one language: symbols, headings, entries, questions and prose,
/// each with the chapter it belongs to. URLs are relative to the language folder.
struct SearchRecords {
    let site: SiteContext

    func records(lang: String) -> [SearchRecord] {
        let paths = site.paths
        let base = "\(lang)/"
        func local(_ path: String) -> String { String(path.dropFirst(base.count)) }
        var records: [SearchRecord] = []
        let vocabulary = site.vocabulary(lang)
        for document in site.corpus.documents where document.language == lang {
            let pagePath = document.kind == .article ? paths.article(lang, document.slug) : paths.home(lang)
            if document.kind == .article {
                records.append(SearchRecord(url: local(pagePath), title: document.title, context: site.string(lang, "article"),
                                            kind: .heading, text: document.title))
                records += blockRecords(document.intro, page: local(pagePath), context: document.title)
            } else {
                records += blockRecords(document.intro, page: local(pagePath), context: document.title)
            }
            for chapter in document.chapters {
                let page = local(paths.chapter(lang, chapter.id))
                let context = ChapterLabel.full(chapter, vocabulary: vocabulary)
                records.append(SearchRecord(url: page, title: chapter.heading, context: document.title, kind: .heading,
                                            text: chapter.objective ?? chapter.title))
                records += blockRecords(chapter.blocks, page: page, context: context)
                for q in chapter.checkpoints {
                    records.append(SearchRecord(url: "\(page)#\(q.id)", title: q.question, context: context, kind: .question, text: q.answer))
                }
            }
        }
        for key in (site.symbolsByLanguage[lang] ?? []).sorted() {
            guard let symbol = site.symbolByKey[key] else { continue }
            let definition = symbol.definitions.first { site.documentsByID[$0.document]?.language == lang }
            let text = definition.flatMap { place -> String? in
                guard let document = site.documentsByID[place.document], let c = site.chapter(id: place.chapter ?? "", in: document),
                      let e = c.entries.first(where: { $0.anchor == place.anchor }) else { return nil }
                return e.description
            } ?? symbol.mentions.first { site.documentsByID[$0.document]?.language == lang }?.snippet ?? ""
            records.append(SearchRecord(url: local(paths.symbol(lang, symbol.slug)), title: symbol.name,
                                        context: site.string(lang, "apiIndex"), kind: .symbol, text: text))
        }
        return records
    }

    private func blockRecords(_ blocks: [Block], page: String, context: String) -> [SearchRecord] {
        var records: [SearchRecord] = []
        for block in blocks {
            switch block {
            case .heading(let h):
                records.append(SearchRecord(url: "\(page)#\(h.anchor)", title: h.text, context: context, kind: .heading, text: h.text))
            case .paragraph(let p), .notYet(let p), .source(let p), .answers(_, let p), .caption(let p):
                records.append(SearchRecord(url: "\(page)#L\(p.line)", title: context, context: context, kind: .text, text: p.text))
            case .entry(let e):
                let text = [e.description, e.whenToUse ?? "", e.whenNotToUse ?? ""].joined(separator: " ")
                records.append(SearchRecord(url: "\(page)#\(e.anchor)", title: e.title, context: context, kind: .entry, text: text))
            case .bulletList(let items), .numberedList(let items):
                for item in items {
                    records.append(SearchRecord(url: "\(page)#L\(item.line)", title: context, context: context, kind: .text, text: item.text))
                }
            case .code, .checkpoints:
                break
            }
        }
        return records
    }
}
