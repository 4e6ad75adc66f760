/// The quiz of a chapter (or of the case study) and the review page that gathers due questions
/// from every chapter. Both are complete without JavaScript (questions with native `<details>`
/// answers); quiz.js turns them into the interactive quiz.
struct QuizPages {
    let site: SiteContext

    /// The quiz of the `index`th chapter `lang`'s site shows: the original's questions, in the
    /// original's language, for a chapter not translated yet (their progress is the same).
    func quiz(lang: String, index: Int) throws -> Page {
        let shown = site.shownChapters[lang]!.list[index]
        let chapter = shown.chapter
        let paths = site.paths
        let path = paths.quiz(lang, chapter.id)
        let inline = site.inline(shown, from: path)
        let vocabulary = site.vocabulary(lang)
        let (alternates, switches) = TranslationSet(site: site).chapterPages(shown) { paths.quiz($0, chapter.id) }
        let chapterHref = paths.relative(from: path, to: paths.chapter(lang, chapter.id))
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: vocabulary.format("titleQuiz", ["chapter": chapter.heading]),
            description: chapter.objective ?? chapter.title, pageKind: "quiz", alternatePaths: alternates,
            switchPaths: switches, chapter: shown)
        context["quiz"] = .object([
            "chapterID": .string(chapter.id),
            "isReview": .bool(false),
            "label": .string(ChapterLabel.short(chapter, vocabulary: vocabulary)),
            "titleHTML": .html(inline.render(chapter.title)),
            "chapterHref": .string(chapterHref),
            "total": .int(chapter.checkpoints.count),
            "questions": .list(questions(shown, inline: inline, chapterHref: chapterHref)),
        ])
        return Page(path: path, template: "quiz", context: context)
    }

    /// A question's values that are the same on every page (nothing in them links), made once per
    /// shown chapter: its quiz page and the review page each add the links of their own folder,
    /// in an object of their own around them (`shared`, in which partials/quiz-body renders the
    /// question), so the shared values are neither copied nor freed per page.
    struct Question: Sendable {
        var fields: TemplateValue
        var checkpoint: Checkpoint
    }

    /// `inline`: `SiteContext.inline(shown, from:)` for the page.
    func questions(_ shown: ShownChapter, inline: InlineRenderer, chapterHref: String) -> [TemplateValue] {
        let key = "\(shown.lang)/\(shown.guide.id)/\(shown.chapter.id)"
        return site.quizQuestions.value(for: key) { unlinkedQuestions(shown, inline: inline) }.map { question in
            let q = question.checkpoint
            return [
                "shared": question.fields,
                "questionHTML": .html(inline.render(q.question)),
                "answerHTML": .html(inline.render(q.answer)),
                "passageHref": .string(chapterHref + "#" + (q.passageAnchor ?? "top")),
                "chapterHref": .string(chapterHref),
            ]
        }
    }

    private func unlinkedQuestions(_ shown: ShownChapter, inline: InlineRenderer) -> [Question] {
        let quiz = QuizData(site: site)
        let guide = shown.guide, chapter = shown.chapter
        // Once per chapter, not per question: each vocabulary read copies the whole vocabulary.
        let chapterLabel = ChapterLabel.short(chapter, vocabulary: site.vocabulary(shown.lang))
        return chapter.checkpoints.map { q in
            let choice = site.corpus.quizChoices["\(guide.language)/\(q.id)"]
            return Question(fields: [
                "id": .string(q.id),
                "key": .string(quiz.storageKey(q, guide: guide)),
                "number": .int(q.number),
                "chapterLabel": .string(chapterLabel),
                "contentLang": shown.contentLang,
                "hasChoices": .bool(choice != nil),
                "choices": .list((choice?.options ?? []).enumerated().map { n, option in
                    .object(["index": .int(n), "html": .html(inline.renderPlain(option)), "correct": .bool(n == choice?.correct)])
                }),
            ], checkpoint: q)
        }
    }

    func review(lang: String) throws -> Page {
        let paths = site.paths
        let path = paths.review(lang)
        let guide = site.corpus.guide(language: lang)
        let inline = site.inline(lang, from: path, guide: guide)
        let alternates = Dictionary(uniqueKeysWithValues: site.languages.filter { $0 != lang }.map { ($0, paths.review($0)) })
        var context = try LayoutContext(site: site).make(
            lang: lang, path: path, title: site.string(lang, "review"), description: site.string(lang, "reviewIntro"),
            pageKind: "review", alternatePaths: alternates)
        var all: [TemplateValue] = []
        if let guide {
            for shown in site.shownChapters[lang]?.list ?? [] {
                let chapterHref = paths.relative(from: path, to: paths.chapter(lang, shown.chapter.id))
                all += questions(shown, inline: site.inline(shown, from: path), chapterHref: chapterHref)
            }
            all += APIDeck(site: site).cards(guide: guide, from: path, inline: inline)
        }
        context["questions"] = .list(all)
        context["isReview"] = .bool(true)
        return Page(path: path, template: "review", context: context)
    }
}
