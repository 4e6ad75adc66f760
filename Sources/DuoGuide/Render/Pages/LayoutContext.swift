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
    /// `linkRoot`: what the layout's links start with instead of the way back to the site's root
    /// (the 404 page's, see `UtilityPages.notFound`).
    func make(lang: String, path: String, title: String, description: String, pageKind: String,
              alternatePaths: [String: String], switchPaths: [String: String]? = nil, missingNote: String? = nil,
              chapter: ShownChapter? = nil, linkRoot: String = "") throws -> TemplateObject {
        let folder = try site.folderValues.value(for: "\(lang)\u{0}\(SitePaths.folder(of: path))\u{0}\(linkRoot)") {
            try folderValues(lang: lang, path: path, linkRoot: linkRoot)
        }
        func link(_ target: String) -> String { Self.link(site.paths.relative(from: path, to: target), from: linkRoot) }
        // One pass over the languages: the same page in each, as seen from this one, is the
        // alternate and, unless the switcher goes elsewhere, the switcher's link (computed once).
        var languages: [TemplateValue] = [], alternates: [TemplateValue] = []
        languages.reserveCapacity(site.languages.count)
        alternates.reserveCapacity(site.languages.count + 1)
        for code in site.languages {
            // This page itself is an alternate only beside others. `path`, the alternate's site
            // path, is the sitemap's (see `SitemapEntry`).
            let samePath = code == lang ? (alternatePaths.isEmpty ? nil : path) : alternatePaths[code]
            let same = samePath.map(link)
            if let same, let samePath { alternates.append(["hreflang": .string(code), "href": .string(same), "path": .string(samePath)]) }
            guard code != lang else { languages.append(folder.ownLanguage); continue }
            let href = switchPaths == nil ? same : switchPaths?[code].map(link)
            languages.append(["code": .string(code), "name": .string(site.languageName(code)), "href": href.map { .string($0) } ?? .null,
                              "current": false])
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

    /// A relative link, or the same from `linkRoot` (a copy of the link made only then).
    private static func link(_ relative: String, from linkRoot: String) -> String {
        linkRoot.isEmpty ? relative : linkRoot + relative
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
    struct FolderValues: Sendable { let layout, ownLanguage, xDefault: TemplateValue }

    /// The layout's values for a language and folder, with the parts of the page's frame that
    /// read nothing else (the head's links and scripts, the header up to the language switcher's
    /// items, the sidebar) rendered from their partials: once per language and folder instead of
    /// once per page. Without templates (a test of page values), without those parts.
    private func folderValues(lang: String, path: String, linkRoot: String) throws -> FolderValues {
        let paths = site.paths
        func link(_ target: String) -> TemplateValue { .string(Self.link(paths.relative(from: path, to: target), from: linkRoot)) }
        let ownLanguage: TemplateValue = ["code": .string(lang), "name": .string(site.languageName(lang)), "current": true]
        let xDefault: TemplateValue = ["hreflang": "x-default", "href": link(paths.root()), "path": .string(paths.root())]
        var layout: TemplateObject = [
            "lang": .string(lang),
            "t": site.strings(lang),
            "root": .string(Self.link(paths.toRoot(from: path), from: linkRoot)),
            "homeHref": link(paths.home(lang)),
            "searchHref": link(paths.search(lang)),
            "apiHref": link(paths.apiIndex(lang)),
            "printHref": link(paths.print(lang)),
            "reviewHref": link(paths.review(lang)),
            "languageScript": link(paths.languageScript(lang)),
            "searchScript": link(paths.searchIndex(lang)),
            "langRoot": link("\(lang)/"),
            // The block flags every block lacks, for partials/blocks (see `BlockPresenter.kindDefaults`).
            "blockKinds": BlockPresenter.kindDefaults,
            // Blocks' ids unprefixed and checkpoints without a quiz link, unless a frame says otherwise.
            "idPrefix": "", "quizHref": .null,
        ]
        if let templates = site.templates {
            for part in ["head", "scripts", "header", "sidebar"] {
                layout[part + "HTML"] = .html(TrustedHTML(try templates.render("partials/" + part, .object(layout))))
            }
        }
        return FolderValues(layout: .object(layout), ownLanguage: ownLanguage, xDefault: xDefault)
    }
}
