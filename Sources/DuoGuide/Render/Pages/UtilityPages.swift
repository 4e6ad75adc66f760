/// The pages around the content: the root language chooser, search, the single-page print view and
/// the 404 page.
struct UtilityPages {
    let site: SiteContext

    func root() throws -> Page {
        let paths = site.paths
        let lang = site.corpus.manifest.defaultLanguage
        let homes = Dictionary(site.languages.map { ($0, paths.home($0)) }, uniquingKeysWith: { _, last in last })
        var context = try LayoutContext(site: site).make(
            lang: lang, path: paths.root(), title: site.string(lang, "siteTitle"),
            description: site.string(lang, "chooseLanguage"), pageKind: "root", alternatePaths: homes)
        context["choices"] = .list(site.languages.map { code in
            let guide = site.corpus.guide(language: code)
            return .object([
                "code": .string(code),
                "name": .string(site.languageName(code)),
                "title": .string(guide?.title ?? site.string(code, "siteTitle")),
                "prompt": .string(site.string(code, "chooseLanguage")),
                "suggestion": .string(site.string(code, "languageSuggestion")),
                "href": .string(paths.relative(from: paths.root(), to: paths.home(code))),
            ])
        })
        return Page(path: paths.root(), template: "root", context: context)
    }

    func search(lang: String) throws -> Page {
        let paths = site.paths
        let path = paths.search(lang)
        let alternates = Dictionary(uniqueKeysWithValues: site.languages.filter { $0 != lang }.map { ($0, paths.search($0)) })
        let context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: site.string(lang, "search"), description: site.string(lang, "searchPlaceholder"),
            pageKind: "search", alternatePaths: alternates)
        return Page(path: path, template: "search", context: context)
    }

    func print(guide: Document) throws -> Page {
        let lang = guide.language
        let paths = site.paths
        let path = paths.print(lang)
        let inline = site.inline(lang, from: path, guide: guide)
        let vocabulary = site.vocabulary(lang)
        var alternates: [String: String] = [:]
        for other in TranslationSet(site: site).translations(of: guide) { alternates[other.language] = paths.print(other.language) }
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: "\(site.string(lang, "printTitle")) — \(guide.title)",
            description: guide.title, pageKind: "print", alternatePaths: alternates)
        context["guide"] = .object([
            "idPrefix": "intro-",
            "titleHTML": .html(inline.render(guide.title)),
            "blocks": .list(BlockPresenter(site: site, lang: lang, pagePath: path, inline: inline).present(guide.intro)),
            // Every chapter the language shows, the original's (with its `lang`) where the translation lags.
            "chapters": .list((site.shownChapters[lang]?.list ?? []).map { shown in
                let chapter = shown.chapter
                let inline = site.inline(shown, from: path)
                return .object([
                    "idPrefix": .string(chapter.id + "--"), "quizHref": .null,
                    "contentLang": shown.contentLang,
                    "id": .string(chapter.id),
                    "label": .string(ChapterLabel.short(chapter, vocabulary: vocabulary)),
                    "titleHTML": .html(inline.render(chapter.title)),
                    "objectiveHTML": chapter.objective.map { .html(inline.render($0)) } ?? .null,
                    "blocks": site.chapterBlocks(shown, from: path),
                ])
            }),
        ])
        return Page(path: path, template: "print", context: context)
    }

    func notFound() throws -> Page {
        let paths = site.paths
        let lang = site.corpus.manifest.defaultLanguage
        let homes = Dictionary(site.languages.filter { $0 != lang }.map { ($0, paths.home($0)) }, uniquingKeysWith: { _, last in last })
        // The 404 page is served for a missing URL at any depth, so its links start at the site
        // root ("/es/index.html", or "/guide/es/index.html" under a base path) instead of being
        // relative to where the file happens to be.
        let root = SiteBase(site.corpus.manifest.baseURL).path
        var context = try LayoutContext(site: site).make(
            lang: lang, path: paths.notFound(), title: site.string(lang, "notFoundTitle"),
            description: site.string(lang, "notFoundText"), pageKind: "not-found", alternatePaths: homes, linkRoot: root)
        context["homes"] = .list(site.languages.map { code in
            .object([
                "code": .string(code), "name": .string(site.languageName(code)),
                "text": .string(site.string(code, "notFoundText")),
                "href": .string(root + paths.home(code)),
            ])
        })
        return Page(path: paths.notFound(), template: "404", context: context)
    }
}
