/// The quiz of a chapter (or of the case study) and the review page that gathers due questions
/// from every chapter. Both are complete without JavaScript (questions with native `<details>`
/// answers); quiz.js turns them into the interactive quiz.
struct QuizPages {
    let site: SiteContext

    func quiz(guide: Document, chapter: Chapter) -> Page {
        let lang = guide.language
        let paths = site.paths
        let path = paths.quiz(lang, chapter.id)
        let inline = site.inline(lang, from: path, guide: guide)
        let vocabulary = site.vocabulary(lang)
        var alternates: [String: String] = [:]
        for other in TranslationSet(site: site).translations(of: guide) where site.chapter(id: chapter.id, in: other) != nil {
            alternates[other.language] = paths.quiz(other.language, chapter.id)
        }
        let chapterHref = paths.relative(from: path, to: paths.chapter(lang, chapter.id))
        var context = LayoutContext(site: site).make(
            lang: lang, path: path, title: vocabulary.format("titleQuiz", ["chapter": chapter.heading]),
            description: chapter.objective ?? chapter.title, pageKind: "quiz", alternatePaths: alternates, chapterID: chapter.id)
        context["quiz"] = .object([
            "chapterID": .string(chapter.id),
            "isReview": .bool(false),
            "label": .string(ChapterLabel.short(chapter, vocabulary: vocabulary)),
            "titleHTML": .html(inline.render(chapter.title)),
            "chapterHref": .string(chapterHref),
            "total": .int(chapter.checkpoints.count),
            "questions": .list(questions(chapter, guide: guide, inline: inline, chapterHref: chapterHref)),
        ])
        return Page(path: path, template: "quiz", context: context)
    }

    func questions(_ chapter: Chapter, guide: Document, inline: InlineRenderer, chapterHref: String) -> [TemplateValue] {
        let quiz = QuizData(site: site)
        // Once per chapter, not per question: each vocabulary read copies the whole vocabulary.
        let chapterLabel = ChapterLabel.short(chapter, vocabulary: site.vocabulary(guide.language))
        return chapter.checkpoints.map { q in
            let choice = site.corpus.quizChoices["\(guide.language)/\(q.id)"]
            let passage = q.passageAnchor ?? "top"
            return .object([
                "id": .string(q.id),
                "key": .string(quiz.storageKey(q, guide: guide)),
                "number": .int(q.number),
                "questionHTML": .html(inline.render(q.question)),
                "answerHTML": .html(inline.render(q.answer)),
                "passageHref": .string(chapterHref + "#" + passage),
                "chapterLabel": .string(chapterLabel),
                "chapterHref": .string(chapterHref),
                "hasChoices": .bool(choice != nil),
                "choices": .list((choice?.options ?? []).enumerated().map { n, option in
                    .object(["index": .int(n), "html": .html(inline.renderPlain(option)), "correct": .bool(n == choice?.correct)])
                }),
            ])
        }
    }

    func review(lang: String) -> Page {
        let paths = site.paths
        let path = paths.review(lang)
        let guide = site.corpus.guide(language: lang)
        let inline = site.inline(lang, from: path, guide: guide)
        var alternates: [String: String] = [:]
        for other in site.languages where other != lang { alternates[other] = paths.review(other) }
        var context = LayoutContext(site: site).make(
            lang: lang, path: path, title: site.string(lang, "review"), description: site.string(lang, "reviewIntro"),
            pageKind: "review", alternatePaths: alternates)
        var all: [TemplateValue] = []
        if let guide {
            for chapter in guide.chapters {
                let chapterHref = paths.relative(from: path, to: paths.chapter(lang, chapter.id))
                all += questions(chapter, guide: guide, inline: inline, chapterHref: chapterHref)
            }
            all += APIDeck(site: site).cards(guide: guide, from: path, inline: inline)
        }
        context["questions"] = .list(all)
        context["isReview"] = .bool(true)
        return Page(path: path, template: "review", context: context)
    }
}
