/// A language's home: the guide's title and introduction, every chapter with its objective and the
/// reader's quiz progress, the articles, and the ways in (API index, review, search, print).
/// It lists every chapter as plain links, so a reader without JavaScript can reach all of them.
struct HomePage {
    let site: SiteContext

    func make(lang: String) throws -> Page {
        let paths = site.paths
        let path = paths.home(lang)
        let guide = site.corpus.guide(language: lang)
        let vocabulary = site.vocabulary(lang)
        let inline = site.inline(lang, from: path, guide: guide)
        let presenter = BlockPresenter(site: site, lang: lang, pagePath: path, inline: inline)
        var alternates: [String: String] = [:]
        for other in site.languages where other != lang { alternates[other] = paths.home(other) }
        let quiz = QuizData(site: site)
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: guide?.title ?? site.string(lang, "siteTitle"),
            description: guide?.title ?? site.string(lang, "siteTitle"), pageKind: "home", alternatePaths: alternates)
        context["guide"] = .object([
            "titleHTML": .html(inline.render(guide?.title ?? site.string(lang, "siteTitle"))),
            "blocks": .list(presenter.present(guide?.intro ?? [])),
            // A chapter shown from the original has its text's `lang` and says it is not yet translated.
            "chapters": .list((site.shownChapters[lang]?.list ?? []).map { shown in
                let chapter = shown.chapter
                let inline = site.inline(shown, from: path)
                return .object([
                    "id": .string(chapter.id),
                    "href": .string(paths.relative(from: path, to: paths.chapter(lang, chapter.id))),
                    "label": .string(ChapterLabel.short(chapter, vocabulary: vocabulary)),
                    "titleHTML": .html(inline.renderPlain(chapter.title)),
                    "objectiveHTML": chapter.objective.map { .html(inline.render($0)) } ?? .null,
                    "quizHref": chapter.checkpoints.isEmpty ? .null : .string(paths.relative(from: path, to: paths.quiz(lang, chapter.id))),
                    "questionCount": .int(chapter.checkpoints.count),
                    "questionKeys": .string(chapter.checkpoints.map { quiz.storageKey($0, guide: shown.guide) }.joined(separator: " ")),
                    "contentLang": shown.contentLang,
                    "possiblyOutOfDate": .bool(shown.isPossiblyOutOfDate),
                ])
            }),
        ])
        context["apiDeckHref"] = guide == nil ? .null : .string(paths.relative(from: path, to: paths.apiDeck(lang)))
        context["hasArticles"] = .bool(!site.corpus.articles(language: lang).isEmpty)
        context["articles"] = .list(site.corpus.articles(language: lang).map { article in
            .object([
                "href": .string(paths.relative(from: path, to: paths.article(lang, article.slug))),
                "titleHTML": .html(inline.renderPlain(article.title)),
            ])
        })
        return Page(path: path, template: "home", context: context)
    }
}
