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
        // Looked up once, not per record: each is a dictionary lookup by the key's text.
        let articleContext = site.string(lang, "article"), symbolContext = site.string(lang, "apiIndex")
        for document in site.corpus.documents where document.language == lang {
            let pagePath = document.kind == .article ? paths.article(lang, document.slug) : paths.home(lang)
            if document.kind == .article {
                records.append(SearchRecord(url: local(pagePath), title: document.title, context: articleContext,
                                            kind: .heading, text: document.title))
            }
            appendBlockRecords(document.intro, page: local(pagePath), context: document.title, to: &records)
            for chapter in document.chapters {
                appendChapterRecords(chapter, page: local(paths.chapter(lang, chapter.id)), guideTitle: document.title,
                                     context: { $0 }, to: &records)
            }
        }
        // The chapters shown from the original where this language's translation lags: found in
        // this language's search, labelled with the original's language and as not yet translated.
        for shown in site.shownChapters[lang]?.list ?? [] where shown.isUntranslated {
            let name = site.languageName(shown.guide.language)
            appendChapterRecords(shown.chapter, page: local(paths.chapter(lang, shown.chapter.id)), guideTitle: shown.guide.title,
                                 context: { vocabulary.format("untranslatedContext", ["context": $0, "language": name]) }, to: &records)
        }
        // The symbol's definitions and mentions in this language come from the table made once per
        // build.
        let symbols = site.symbolTables
        guard let l = site.languages.firstIndex(of: lang) else { return records }
        for key in (symbols.symbolsByLanguage[lang] ?? []).sorted() {
            guard let symbol = symbols.symbolByKey[key], let places = symbols.symbolLanguages[key] else { continue }
            let definition = places.definitions[l].first.flatMap { d -> String? in
                let place = symbol.definitions[d]
                guard let document = site.documentTables.documentsByID[place.document], let c = site.chapter(id: place.chapter ?? "", in: document),
                      let e = c.entry(anchor: place.anchor) else { return nil }
                return e.description
            }
            let text = definition ?? places.mentions[l].first.map { symbol.mentions[$0].snippet } ?? ""
            records.append(SearchRecord(url: local(paths.symbol(lang, symbol.slug)), title: symbol.name,
                                        context: symbolContext, kind: .symbol, text: text))
        }
        return records
    }

    /// A chapter's heading, blocks and questions; `context` makes the label each is shown with.
    private func appendChapterRecords(_ chapter: Chapter, page: String, guideTitle: String, context: (String) -> String,
                                      to records: inout [SearchRecord]) {
        let label = context(chapter.heading)
        records.append(SearchRecord(url: page, title: chapter.heading, context: context(guideTitle), kind: .heading,
                                    text: chapter.objective ?? chapter.title))
        appendBlockRecords(chapter.blocks, page: page, context: label, to: &records)
        for q in chapter.checkpoints {
            records.append(SearchRecord(url: "\(page)#\(q.id)", title: q.question, context: label, kind: .question, text: q.answer))
        }
    }

    private func appendBlockRecords(_ blocks: [Block], page: String, context: String, to records: inout [SearchRecord]) {
        for block in blocks {
            switch block {
            case .heading(let h):
                records.append(SearchRecord(url: "\(page)#\(h.anchor)", title: h.text, context: context, kind: .heading, text: h.text))
            case .paragraph(let p), .notYet(let p), .source(let p), .answers(_, let p), .caption(let p):
                records.append(SearchRecord(url: "\(page)#L\(p.line)", title: context, context: context, kind: .text, text: p.text))
            case .entry(let e):
                let text = e.description + " " + (e.whenToUse ?? "") + " " + (e.whenNotToUse ?? "")
                records.append(SearchRecord(url: "\(page)#\(e.anchor)", title: e.title, context: context, kind: .entry, text: text))
            case .bulletList(let items), .numberedList(let items):
                for item in items {
                    records.append(SearchRecord(url: "\(page)#L\(item.line)", title: context, context: context, kind: .text, text: item.text))
                }
            case .code, .checkpoints:
                break
            }
        }
    }
}
