/// The values every page's layout needs: language, strings, relative roots, the language switcher
/// (landing on the same page in the other language) and the `hreflang` alternates.
struct LayoutContext {
    let site: SiteContext

    /// `alternatePaths`: the same page in other languages (language → path); a language missing
    /// from it has no such page, and the switcher says so with `missingNote` instead of a dead link.
    /// `switchPaths`, when given, is where the language switcher goes instead: the closest page
    /// in that language when there is no same page (the `hreflang` alternates stay exact).
    /// `chapter`: the chapter a chapter's or quiz's page shows, whose translation notice the page
    /// carries (its link goes where the switcher goes for the original's language).
    func make(lang: String, path: String, title: String, description: String, pageKind: String,
              alternatePaths: [String: String], switchPaths: [String: String]? = nil, missingNote: String? = nil,
              chapter: ShownChapter? = nil) throws -> TemplateObject {
        let paths = site.paths
        let folder = try site.folderValues.value(for: lang + "\u{0}" + String(SitePaths.folder(of: path))) { try folderValues(lang: lang, path: path) }
        // One pass over the languages: the same page in each, as seen from this one, is the
        // alternate and, unless the switcher goes elsewhere, the switcher's link (computed once).
        var languages: [TemplateValue] = [], alternates: [TemplateValue] = []
        languages.reserveCapacity(site.languages.count)
        alternates.reserveCapacity(site.languages.count + 1)
        for code in site.languages {
            guard code != lang else {
                languages.append(folder.ownLanguage)
                // `path`, the site path, is the sitemap's (see `SitemapEntry`).
                if !alternatePaths.isEmpty {
                    alternates.append(["hreflang": .string(code), "href": .string(paths.relative(from: path, to: path)), "path": .string(path)])
                }
                continue
            }
            let samePath = alternatePaths[code]
            let same = samePath.map { paths.relative(from: path, to: $0) }
            let href = switchPaths == nil ? same : switchPaths?[code].map { paths.relative(from: path, to: $0) }
            languages.append(["code": .string(code), "name": .string(site.languageName(code)), "href": href.map { .string($0) } ?? .null,
                              "current": false])
            if let same, let samePath {
                alternates.append(["hreflang": .string(code), "href": .string(same), "path": .string(samePath)])
            }
        }
        if !alternatePaths.isEmpty { alternates.append(folder.xDefault) }
        return [
            "layout": folder.layout,
            "title": .string(title),
            "description": .string(description),
            "pageKind": .string(pageKind),
            "chapterID": chapter.map { .string($0.chapter.id) } ?? .null,
            "languages": .list(languages),
            "alternates": .list(alternates),
            "missingNote": missingNote.map { .string($0) } ?? .null,
            "contentLang": chapter?.contentLang ?? .null,
            "translationNotice": chapter.map { translationNotice($0, path: path, switchPaths: switchPaths ?? [:]) } ?? .null,
        ]
    }

    /// What a page says of its chapter's translation, in the reader's language, with a link to the
    /// original: that it shows the original (not yet translated), or that the translation may be
    /// out of date (gettext's "fuzzy"). Null when it has nothing to say.
    private func translationNotice(_ shown: ShownChapter, path: String, switchPaths: [String: String]) -> TemplateValue {
        guard shown.isUntranslated || shown.isPossiblyOutOfDate, let original = shown.originalLanguage,
              let target = switchPaths[original] else { return .null }
        let vocabulary = site.vocabulary(shown.lang), name = ["language": site.languageName(original)]
        return [
            "text": .string(shown.isUntranslated ? vocabulary.format("untranslatedNotice", name) : site.string(shown.lang, "outOfDateNotice")),
            "href": .string(site.paths.relative(from: path, to: target)),
            "originalLang": .string(original),
            "linkText": .string(vocabulary.format("viewOriginal", name)),
        ]
    }

    /// What every page of one language's folder shares, made once per language and folder: the
    /// layout's values (its strings, the way back to the root, its links) as one object, `layout`
    /// (layout.html renders inside `{{#layout}}`, so its names are found there and the page's own
    /// names one frame further out); the switcher's entry of the page's own language (never a
    /// link, so without an href); the `x-default` alternate, the root.
    struct FolderValues: Sendable {
        let layout, ownLanguage, xDefault: TemplateValue
    }

    /// `layout` with the parts of the page's frame that read nothing else (the head's links and
    /// scripts, the header up to the language switcher's items, the sidebar) rendered from their
    /// partials: once per language and folder instead of once per page. Without templates (a
    /// test of page values), none.
    func framed(_ layout: TemplateObject) throws -> TemplateValue {
        guard let templates = site.templates else { return .object(layout) }
        var framed = layout
        for part in ["head", "scripts", "header", "sidebar"] {
            framed[part + "HTML"] = .html(TrustedHTML(try templates.render("partials/" + part, .object(layout))))
        }
        return .object(framed)
    }

    private func folderValues(lang: String, path: String) throws -> FolderValues {
        let paths = site.paths
        let ownLanguage: TemplateValue = ["code": .string(lang), "name": .string(site.languageName(lang)), "current": true]
        let xDefault: TemplateValue = ["hreflang": "x-default", "href": .string(paths.relative(from: path, to: paths.root())),
                                       "path": .string(paths.root())]
        return FolderValues(layout: try framed([
            "lang": .string(lang),
            "t": site.strings(lang),
            "root": .string(paths.toRoot(from: path)),
            "homeHref": .string(paths.relative(from: path, to: paths.home(lang))),
            "searchHref": .string(paths.relative(from: path, to: paths.search(lang))),
            "apiHref": .string(paths.relative(from: path, to: paths.apiIndex(lang))),
            "printHref": .string(paths.relative(from: path, to: paths.print(lang))),
            "reviewHref": .string(paths.relative(from: path, to: paths.review(lang))),
            "languageScript": .string(paths.relative(from: path, to: paths.languageScript(lang))),
            "searchScript": .string(paths.relative(from: path, to: paths.searchIndex(lang))),
            "langRoot": .string(paths.relative(from: path, to: "\(lang)/")),
            // The block flags every block lacks, for partials/blocks (see `BlockPresenter.kindDefaults`).
            "blockKinds": BlockPresenter.kindDefaults,
            // Blocks' ids unprefixed and checkpoints without a quiz link, unless a frame says otherwise.
            "idPrefix": "", "quizHref": .null,
        ]), ownLanguage: ownLanguage, xDefault: xDefault)
    }
}
