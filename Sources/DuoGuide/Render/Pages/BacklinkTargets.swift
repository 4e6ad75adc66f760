/// What a backlink shows and where it goes, apart from its fragment: the title of the chapter or
/// article holding the place, its short label, and the href of its page as seen from a folder of
/// pages. Hundreds of symbol pages (all in one folder per language) link to a few hundred chapters
/// and articles thousands of times, so each target is made once per chapter, folder and language,
/// and shared by the rendering threads.
final class BacklinkTargets: Sendable {
    /// One chapter (nil: a guide's introduction, or an article) seen from one folder.
    struct Key: Hashable, Sendable {
        var folder: Substring
        var lang: String
        var document: String
        var chapter: String?
    }

    /// A class: the memo hands the same target to every backlink to its chapter.
    final class Target: Sendable {
        /// `SiteContext.title(for:)`.
        let title: String
        /// `SiteContext.pageHref(for:from:)`; nil for a document not in the corpus.
        let pageHref: String?
        /// `SymbolPages.page(of:)` of every href to this target (its page, without a fragment):
        /// what a symbol page's group of backlinks links to, made here once rather than cut out
        /// of each backlink's href.
        let groupHref: String
        /// What the API index names the chapter by (`ChapterLabel.short`, «Artículo», «Inicio»);
        /// nil for a document not in the corpus.
        let label: String?

        init(title: String, pageHref: String?, groupHref: String, label: String?) {
            self.title = title
            self.pageHref = pageHref
            self.groupHref = groupHref
            self.label = label
        }
    }

    private let memo = RenderMemo<Key, Target>(minimumCapacity: 256)

    /// The pages a backlink is made for: a page's language and folder (hrefs are relative, so
    /// they depend on the folder only), found once per page.
    struct Scope {
        var lang: String
        var pagePath: String
        var folder: Substring

        init(lang: String, pagePath: String) {
            self.lang = lang
            self.pagePath = pagePath
            folder = SitePaths.folder(of: pagePath)
        }
    }

    /// The target of `place` for a page of `scope`.
    func target(of place: Symbol.Place, in scope: Scope, site: SiteContext) -> Target {
        let key = Key(folder: scope.folder, lang: scope.lang, document: place.document, chapter: place.chapter)
        return memo.value(for: key) { Self.make(place, lang: scope.lang, from: scope.pagePath, site: site) }
    }

    /// `href(for: place, from: pagePath)` of the site, for a place whose target this is.
    func href(to place: Symbol.Place, in target: Target, site: SiteContext) -> String? {
        target.pageHref.map { SiteContext.href($0, fragment: site.fragment(of: place)) }
    }

    /// `href(to:in:site:)` for the block holding the place's line, even for a definition (whose
    /// href names its entry): the API index links a chapter at its first mention's line. Same as
    /// copying the place without its anchor, without copying it.
    func href(toLineOf place: Symbol.Place, in target: Target, site: SiteContext) -> String? {
        target.pageHref.map { SiteContext.href($0, fragment: site.documentTables.lineAnchors[place.document]?[place.line]) }
    }

    private static func make(_ place: Symbol.Place, lang: String, from pagePath: String, site: SiteContext) -> Target {
        var label: String?
        if let document = site.documentTables.documentsByID[place.document] {
            if document.kind == .article {
                label = site.string(lang, "article")
            } else if let id = place.chapter, let chapter = site.chapter(id: id, in: document) {
                label = ChapterLabel.short(chapter, vocabulary: site.vocabulary(lang))
            } else {
                label = site.string(lang, "home")
            }
        }
        let pageHref = site.pageHref(for: place, from: pagePath)
        return Target(title: site.title(for: place), pageHref: pageHref,
                      groupHref: SymbolPages.page(of: pageHref ?? ""), label: label)
    }
}
