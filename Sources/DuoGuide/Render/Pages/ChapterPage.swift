/// A chapter, the appendix or the case study: objective set apart, blocks, questions with a link
/// to the quiz, previous/next, an «on this page» list, and the switcher to the same chapter.
struct ChapterPage {
    let site: SiteContext

    func make(guide: Document, index: Int) -> Page {
        let lang = guide.language
        let chapter = guide.chapters[index]
        let paths = site.paths
        let path = paths.chapter(lang, chapter.id)
        let vocabulary = site.vocabulary(lang)
        let inline = site.inline(lang, from: path, guide: guide)
        let quizHref = chapter.checkpoints.isEmpty ? nil : paths.relative(from: path, to: paths.quiz(lang, chapter.id))
        let presenter = BlockPresenter(site: site, lang: lang, pagePath: path, inline: inline, idPrefix: "", quizHref: quizHref)

        var alternates: [String: String] = [:]
        for other in TranslationSet(site: site).translations(of: guide) where site.chapter(id: chapter.id, in: other) != nil {
            alternates[other.language] = paths.chapter(other.language, chapter.id)
        }
        func neighbour(_ i: Int) -> TemplateValue {
            guard guide.chapters.indices.contains(i) else { return .null }
            let c = guide.chapters[i]
            return .object([
                "href": .string(paths.relative(from: path, to: paths.chapter(lang, c.id))),
                "label": .string(ChapterLabel.short(c, vocabulary: vocabulary)),
                "title": .string(c.title),
            ])
        }
        var context = LayoutContext(site: site).make(
            lang: lang, path: path, title: vocabulary.format("titleChapter", ["chapter": chapter.heading, "guide": guide.title]),
            description: chapter.objective ?? chapter.title, pageKind: "chapter", alternatePaths: alternates,
            chapterID: chapter.id)
        context["chapter"] = .object([
            "id": .string(chapter.id),
            "label": .string(ChapterLabel.short(chapter, vocabulary: vocabulary)),
            "titleHTML": .html(inline.render(chapter.title)),
            "objectiveHTML": chapter.objective.map { .html(inline.render($0)) } ?? .null,
            "blocks": .list(presenter.present(chapter.blocks, checkpoints: chapter.checkpoints)),
            "toc": .list(chapter.headings.map { .object(["anchor": .string($0.anchor), "html": .html(inline.renderPlain($0.text))]) }),
            "quizHref": quizHref.map { .string($0) } ?? .null,
            "questionCount": .int(chapter.checkpoints.count),
            "previous": neighbour(index - 1),
            "next": neighbour(index + 1),
        ])
        return Page(path: path, template: "chapter", context: context)
    }
}
