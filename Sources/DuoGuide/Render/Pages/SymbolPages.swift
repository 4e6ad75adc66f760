/// The API index (every symbol A–Z with its definitions and where it is mentioned) and one page per
/// symbol: its entry in this language, the same entry in the other languages, and backlinks with
/// snippets to every chapter and article that mentions it.
struct SymbolPages: Sendable {
    let site: SiteContext
    /// Titles, labels and page hrefs of the chapters the backlinks point to, shared by the pages.
    let targets = BacklinkTargets()
    /// Per language index: the backlinks' snippets as HTML (the same on every page).
    let snippets: [SnippetRenderer]
    /// Per language index: the phrases every symbol page fills, cut into text and placeholders once.
    let phrases: [Phrases]
    /// Per language index: prose with links as the pages of the language's `api/` folder show it
    /// (relative links depend on the folder alone), made once rather than per page.
    let inlines: [InlineRenderer]

    /// A class, shared by reference by every symbol page of the language.
    final class Phrases: Sendable {
        let titleSymbol, titleSymbolMentions, mentionsRange, moreDefinitions, moreChapters: PhraseTemplate

        init(_ vocabulary: Vocabulary) {
            titleSymbol = vocabulary.phrase("titleSymbol")
            titleSymbolMentions = vocabulary.phrase("titleSymbolMentions")
            mentionsRange = vocabulary.phrase("mentionsRange")
            moreDefinitions = vocabulary.phrase("moreDefinitions")
            moreChapters = vocabulary.phrase("moreChapters")
        }
    }

    init(site: SiteContext) {
        self.site = site
        let scannedSnippets = RenderMemo<UTF8Key, TrustedHTML>(minimumCapacity: 512)
        snippets = site.languages.map { SnippetRenderer(site: site, lang: $0, scannedSnippets: scannedSnippets) }
        phrases = site.languages.map { Phrases(site.vocabulary($0)) }
        inlines = site.languages.map { site.inline($0, from: site.paths.apiIndex($0), guide: site.corpus.guide(language: $0)) }
    }

    /// The symbols with a page in `lang`, as indices into `site.corpus.symbols`: page makers and
    /// the index read each symbol in place.
    func symbolIndices(in lang: String) -> [Int] {
        let keys = site.symbolTables.symbolsByLanguage[lang] ?? []
        let symbols = site.corpus.symbols
        return symbols.indices.filter { keys.contains(symbols[$0].key) }
    }

    func index(lang: String) throws -> Page {
        let paths = site.paths
        let path = paths.apiIndex(lang)
        let alternates = Dictionary(uniqueKeysWithValues: site.languages.filter { $0 != lang }.map { ($0, paths.apiIndex($0)) })
        let symbols = site.corpus.symbols
        let list = symbolIndices(in: lang)
        let l = site.languages.firstIndex(of: lang)!
        // Group A–Z by the first letter of the name (so without its leading '.', '@' or '#').
        var byLetter: [String: [Int]] = [:]
        for i in list {
            byLetter[APIIndexOrder.letter(of: symbols[i].key), default: []].append(i)
        }
        // Within a letter: by the name's letters and digits, lowercased, then by the name itself
        // (each symbol's sort key made once, not once per comparison).
        let groups = byLetter.keys.sorted().map { letter in
            (letter: letter, anchor: "letter-" + Slug.make(letter, fallback: "other"), symbols: byLetter[letter]!
                .map { (sortKey: APIIndexOrder.sortKey(of: symbols[$0].key), index: $0) }
                .sorted { ($0.sortKey, symbols[$0.index].key) < ($1.sortKey, symbols[$1.index].key) }
                .map(\.index))
        }
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: site.string(lang, "apiIndex"), description: site.string(lang, "apiIndexIntro"),
            pageKind: "api-index", alternatePaths: alternates)
        context["symbolCount"] = .int(list.count)
        context["apiDeckHref"] = site.corpus.guide(language: lang) == nil ? .null : .string(paths.relative(from: path, to: paths.apiDeck(lang)))
        let scope = BacklinkTargets.Scope(lang: lang, pagePath: path)
        context["groups"] = .list(groups.map { group in
            ["letter": .string(group.letter), "anchor": .string(group.anchor),
             "symbols": .list(group.symbols.map { indexRow(symbols[$0], l: l, scope: scope) })]
        })
        context["letters"] = .list(groups.map { ["letter": .string($0.letter), "anchor": .string($0.anchor)] })
        return Page(path: path, template: "api-index", context: context)
    }

    /// One symbol's row in the API index of language `l` (`symbol` borrowed from the corpus, not copied).
    private func indexRow(_ symbol: Symbol, l: Int, scope: BacklinkTargets.Scope) -> TemplateValue {
        let phrases = self.phrases[l]
        let languages = site.symbolTables.symbolLanguages[symbol.key]
        let allDefinitions = languages?.definitions[l] ?? []
        let definitions = allDefinitions.prefix(Self.definitionsShown)
        let mentions = languages?.mentions[l] ?? []
        // The first chapters only: the symbol's own pages list them all.
        let (chapters, total) = uniqueChapters(symbol, mentions, in: scope, limit: Self.chaptersPerIndexRow)
        let href = inlines[l].symbolHref(symbol.key) ?? ""  // the index is in the symbol pages' folder
        let hidden = total - chapters.count
        return .object([
            "name": .string(symbol.name),
            "href": .string(href),
            "definitions": .list(definitionLinks(symbol, definitions, in: scope)),
            "mentionCount": .int(mentions.count),
            "moreDefinitions": Self.moreDefinitions(allDefinitions.count - definitions.count, phrases: phrases),
            "chapters": .list(chapters),
            "moreChapters": hidden > 0 ? .object(["href": .string(href),
                                                  "text": .string(phrases.moreChapters.fill(pairs: ["n": String(hidden)]))]) : .null,
        ])
    }

    /// Links to the chapters or articles of some of `symbol`'s definitions, for a page of `scope`.
    private func definitionLinks(_ symbol: Symbol, _ indices: ArraySlice<Int>, in scope: BacklinkTargets.Scope) -> [TemplateValue] {
        indices.compactMap { d in
            let place = symbol.definitions[d]
            let target = targets.target(of: place, in: scope, site: site)
            return targets.href(to: place, in: target, site: site).map { ["href": .string($0), "title": .string(target.title)] }
        }
    }

    /// «and `hidden` more» when some definitions are not shown; null otherwise.
    private static func moreDefinitions(_ hidden: Int, phrases: Phrases) -> TemplateValue {
        hidden > 0 ? .string(phrases.moreDefinitions.fill(pairs: ["n": String(hidden)])) : .null
    }

    /// Chapters named per symbol in the API index, so the index grows with the number of symbols,
    /// not with the length of the guide.
    static let chaptersPerIndexRow = 8
    /// Definitions shown per symbol, in the index and on its page: a name is defined once or
    /// twice in a real guide, so more are only counted.
    static let definitionsShown = 5

    /// The chapters (or articles) of `symbol`'s `mentions` (indices) in order, the first `limit` as
    /// links, and how many there are in all. Mentions come sorted by document and line, and a
    /// chapter (nil: a guide's introduction, or an article) is one run of its document's lines, so
    /// a chapter's mentions come together (SymbolPagingTests): a change of chapter is a new one.
    private func uniqueChapters(_ symbol: Symbol, _ mentions: [Int], in scope: BacklinkTargets.Scope, limit: Int) -> ([TemplateValue], Int) {
        var out: [TemplateValue] = []
        var count = 0
        var previous: Int?
        for m in mentions {
            if let p = previous, symbol.mentions[p].document == symbol.mentions[m].document,
               symbol.mentions[p].chapter == symbol.mentions[m].chapter { continue }
            previous = m
            count += 1
            guard out.count < limit else { continue }
            let place = symbol.mentions[m]
            let target = targets.target(of: place, in: scope, site: site)
            guard let label = target.label else { continue }
            let href = targets.href(toLineOf: place, in: target, site: site) ?? ""
            out.append(["label": .string(label), "title": .string(target.title), "href": .string(href)])
        }
        return (out, count)
    }

    /// An href without its fragment: cut before its first "#" Character. In ASCII (where hrefs
    /// nearly always are) every byte but CR LF's is a Character, so that is its first "#" byte.
    static func page(of href: String) -> String {
        guard href.utf8.allSatisfy({ $0 < 0x80 }) else { return String(href.prefix { $0 != "#" }) }
        return href.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(href[..<$0]) } ?? href
    }

    /// Mentions listed per page. A symbol named all over a long guide gets a run of pages
    /// (`api/split.html`, `api/split--2.html`, …) instead of one that grows with the guide.
    static let mentionsPerPage = 20

    /// Which of the symbol's mentions are in `lang`'s documents (indices into its `mentions`).
    func mentionIndices(of symbol: Symbol, lang: String) -> [Int] {
        guard let languages = site.symbolTables.symbolLanguages[symbol.key], let l = site.languages.firstIndex(of: lang) else { return [] }
        return languages.mentions[l]
    }

    static func pageCount(mentionCount: Int) -> Int {
        max(1, (mentionCount + mentionsPerPage - 1) / mentionsPerPage)
    }

    /// A symbol without an entry in `lang`: its introducing sentence and first code line, with
    /// links to where they are (`SymbolIntroduction`); null when the guide has neither.
    private func introductionValue(symbol: Symbol, mentions: [Int], inline: InlineRenderer, scope: BacklinkTargets.Scope) -> TemplateValue {
        let found = SymbolIntroduction(symbol: symbol, mentions: mentions, site: site, inline: inline)
        guard found.sentence != nil || found.codeLine != nil else { return .null }
        func source(_ place: Symbol.Place?) -> (href: TemplateValue, title: TemplateValue) {
            guard let place else { return (.null, .null) }
            let target = targets.target(of: place, in: scope, site: site)
            return (.string(targets.href(to: place, in: target, site: site) ?? ""), .string(target.title))
        }
        let (sentenceHref, sentenceWhere) = source(found.sentencePlace)
        let (codeHref, codeWhere) = source(found.codePlace)
        return .object([
            "sentenceHTML": found.sentence.map { .html(TrustedHTML(InlineRenderer.html($0.text, spans: $0.spans, symbolHref: inline.symbolHref,
                                                                         chapterHref: inline.chapterHref))) } ?? .null,
            "sentenceHref": sentenceHref, "sentenceWhere": sentenceWhere,
            "codeHTML": found.codeLine.map { .html(site.highlight($0, lang: scope.lang, from: scope.pagePath)) } ?? .null,
            "codeHref": codeHref, "codeWhere": codeWhere,
        ])
    }

    /// Page `page` (from 1) of a symbol: the first has its definitions and other languages; every
    /// page has its share of the mentions, and previous/next links when there is more than one.
    func page(symbol: Symbol, lang: String, page: Int = 1) throws -> Page {
        let paths = site.paths
        let path = paths.symbol(lang, symbol.slug, page: page)
        let languages = site.languages
        // Pages are made for the site's languages only.
        let l = languages.firstIndex(of: lang)!
        let phrases = self.phrases[l]
        // The symbol in every language, by language index: one lookup for all of them.
        let inLanguages = site.symbolTables.symbolLanguages[symbol.key]
        // The same page of mentions in another language, or (for the switcher) its last one.
        var alternates = [String: String](minimumCapacity: languages.count)
        // Languages with fewer pages of mentions than this page's number: the switcher goes to
        // their last page. Nearly always there are none (always on a first page): the switcher
        // then goes where the alternates go, and neither a second table nor the layout's second
        // set of links is made.
        var lastPages: [String: String] = [:]
        for (o, other) in languages.enumerated() where o != l && (inLanguages?.hasPage[o] ?? false) {
            let pages = Self.pageCount(mentionCount: inLanguages?.mentions[o].count ?? 0)
            let closest = paths.symbol(other, symbol.slug, page: min(page, pages))
            if pages >= page { alternates[other] = closest } else { lastPages[other] = closest }
        }
        let switches = lastPages.isEmpty ? nil : alternates.merging(lastPages) { same, _ in same }
        let scope = BacklinkTargets.Scope(lang: lang, pagePath: path)
        let allDefinitions = page == 1 ? inLanguages?.definitions[l] ?? [] : []
        let definitionPlaces = allDefinitions.prefix(Self.definitionsShown)
        let definitions: [TemplateValue] = definitionPlaces.enumerated().compactMap { n, d in
            let place = symbol.definitions[d]
            guard let document = site.documentTables.documentsByID[place.document], let chapterID = place.chapter,
                  let chapter = site.chapter(id: chapterID, in: document),
                  let entry = chapter.entry(anchor: place.anchor) else { return nil }
            // The entry as the chapter shows it, with ids of its own on this page.
            let presenter = BlockPresenter(site: site, lang: lang, pagePath: path, inline: inlines[l])
            let target = targets.target(of: place, in: scope, site: site)
            return .object([
                "idPrefix": .string("definition-\(n + 1)-"),
                "href": .string(targets.href(to: place, in: target, site: site) ?? ""),
                "where": .string(target.title),
                "entry": presenter.entry(entry),
            ])
        }
        let others: [TemplateValue] = page > 1 ? [] : languages.enumerated().compactMap { o, other in
            guard o != l, let otherPath = alternates[other] else { return nil }
            return .object([
                "code": .string(other), "name": .string(site.languageName(other)),
                "href": .string(paths.relative(from: path, to: otherPath)),
                "entries": .list(definitionLinks(symbol, (inLanguages?.definitions[o] ?? []).prefix(Self.definitionsShown), in: scope)),
            ])
        }
        // This page's share of the backlinks, grouped by chapter or article, in reading order.
        let all = inLanguages?.mentions[l] ?? []
        let count = Self.pageCount(mentionCount: all.count)
        let first = (page - 1) * Self.mentionsPerPage
        let shown = all[min(first, all.count)..<min(first + Self.mentionsPerPage, all.count)]
        var groups: [(String, String, [TemplateValue])] = []
        var last: (place: Symbol.Place, target: BacklinkTargets.Target)?
        for m in shown {
            let place = symbol.mentions[m]
            // Mentions come in reading order, so a chapter's come together and share its target.
            let target = last.flatMap { $0.place.document == place.document && $0.place.chapter == place.chapter ? $0.target : nil }
                ?? targets.target(of: place, in: scope, site: site)
            last = (place, target)
            let href = targets.href(to: place, in: target, site: site) ?? ""
            let item: TemplateValue = ["href": .string(href), "snippetHTML": .html(snippets[l].html(of: place))]
            if let last = groups.last, last.0 == target.title {
                groups[groups.count - 1].2.append(item)
            } else {
                groups.append((target.title, target.groupHref, [item]))  // `Self.page(of: href)`, made once per target
            }
        }
        let introduction = page == 1 && allDefinitions.isEmpty
            ? introductionValue(symbol: symbol, mentions: all, inline: inlines[l], scope: scope) : .null
        // This page's mentions, for the title and the pager of a paged symbol (most have one page).
        let range: KeyValuePairs<String, String> = count == 1 ? [:]
            : ["symbol": symbol.name, "from": String(first + 1), "to": String(first + shown.count), "total": String(all.count)]
        func neighbour(_ n: Int) -> TemplateValue {
            guard n >= 1, n <= count else { return .null }
            let from = (n - 1) * Self.mentionsPerPage
            return .object([
                "href": .string(paths.relative(from: path, to: paths.symbol(lang, symbol.slug, page: n))),
                "range": .string(phrases.mentionsRange.fill(pairs: ["from": String(from + 1),
                                                                     "to": String(min(from + Self.mentionsPerPage, all.count)),
                                                                     "total": String(all.count)])),
            ])
        }
        let title = page == 1 ? phrases.titleSymbol.fill(pairs: ["symbol": symbol.name]) : phrases.titleSymbolMentions.fill(pairs: range)
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: title, description: symbol.name, pageKind: "symbol", alternatePaths: alternates, switchPaths: switches)
        context["symbol"] = .object([
            "name": .string(symbol.name),
            "href": .string(inlines[l].symbolHref(symbol.key) ?? ""),  // its first page, from its folder
            "isFirstPage": .bool(page == 1),
            "definitions": .list(definitions),
            "moreDefinitions": Self.moreDefinitions(allDefinitions.count - definitionPlaces.count, phrases: phrases),
            "introduction": introduction,
            "otherLanguages": .list(others),
            "hasOtherLanguages": .bool(!others.isEmpty),
            "backlinks": .list(groups.map { ["title": .string($0.0), "href": .string($0.1), "items": .list($0.2)] }),
            "mentionCount": .int(all.count),
            "isPaged": .bool(count > 1),
            "range": count > 1 ? .string(phrases.mentionsRange.fill(pairs: range)) : .null,
            "previousPage": neighbour(page - 1),
            "nextPage": neighbour(page + 1),
        ])
        return Page(path: path, template: "symbol", context: context)
    }
}
