/// A chapter, the appendix or the case study: objective set apart, blocks, questions with a link
/// to the quiz, previous/next, an «on this page» list, and the switcher to the same chapter. A
/// chapter the language's translation does not have yet shows the original's text (marked with
/// its `lang`) in the language's own page, with a notice and a link to the original.
struct ChapterPage {
    let site: SiteContext

    /// The page of the `index`th chapter `lang`'s site shows.
    func make(lang: String, index: Int) throws -> Page {
        let shownChapters = site.shownChapters[lang]!.list
        let shown = shownChapters[index]
        let chapter = shown.chapter
        let paths = site.paths
        let path = paths.chapter(lang, chapter.id)
        let vocabulary = site.vocabulary(lang)
        let inline = site.inline(shown, from: path)
        let quizHref = chapter.checkpoints.isEmpty ? nil : paths.relative(from: path, to: paths.quiz(lang, chapter.id))

        let (alternates, switches) = TranslationSet(site: site).chapterPages(shown) { paths.chapter($0, chapter.id) }
        func neighbour(_ i: Int) -> TemplateValue {
            guard shownChapters.indices.contains(i) else { return .null }
            let c = shownChapters[i]
            return .object([
                "href": .string(paths.relative(from: path, to: paths.chapter(lang, c.chapter.id))),
                "label": .string(ChapterLabel.short(c.chapter, vocabulary: vocabulary)),
                "title": .string(c.chapter.title),
                "contentLang": c.contentLang,
            ])
        }
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: vocabulary.format("titleChapter", ["chapter": chapter.heading, "guide": siteTitle(shown)]),
            description: chapter.objective ?? chapter.title, pageKind: "chapter", alternatePaths: alternates,
            switchPaths: switches, chapter: shown)
        context["chapter"] = .object([
            "id": .string(chapter.id),
            "label": .string(ChapterLabel.short(chapter, vocabulary: vocabulary)),
            "titleHTML": .html(inline.render(chapter.title)),
            "objectiveHTML": chapter.objective.map { .html(inline.render($0)) } ?? .null,
            "blocks": site.chapterBlocks(shown, from: path),
            "toc": .list(chapter.headings.map { .object(["anchor": .string($0.anchor), "html": .html(inline.renderPlain($0.text))]) }),
            "quizHref": quizHref.map { .string($0) } ?? .null,
            "questionCount": .int(chapter.checkpoints.count),
            "previous": neighbour(index - 1),
            "next": neighbour(index + 1),
        ])
        return Page(path: path, template: "chapter", context: context)
    }

    /// The title of the guide of the chapter's site (the language's own, also for an original shown there).
    private func siteTitle(_ shown: ShownChapter) -> String {
        (shown.isUntranslated ? site.corpus.guide(language: shown.lang) : nil)?.title ?? shown.guide.title
    }
}
