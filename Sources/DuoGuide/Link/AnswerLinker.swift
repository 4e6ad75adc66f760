/// Attaches the answers paragraphs to their questions: the appendix's «Capítulo N. …» paragraphs to
/// chapter N, the case study's «Respuestas.» paragraph to its own questions. Every problem (a
/// question with no answer, an answer for a chapter that does not exist, too few sentences) is an
/// error at the line where it is.
struct AnswerLinker {
    let aligner: CheckpointAligner

    /// `offered[c][k]`: the alternatives question k of chapter c offers
    /// (`aligner.choices.alternatives(in:)` of it), which the compiler works out once for this and
    /// for the quiz. Words are remembered in `words`, which the passage finder then reuses with what
    /// is returned: by chapter and question, the features of the question and its answer's words.
    func link(_ document: inout Document, offered: [[[String]]], words: inout WordMemo, log: inout DiagnosticLog)
        -> [[CheckpointAligner.Features]] {
        guard document.kind == .guide else { return [] }
        let file = document.source
        // Which chapter ids exist, and which have questions: asked for every answers paragraph,
        // so looked up, not scanned for, to keep linking linear in the guide's length.
        let questionsByChapter = Dictionary(document.chapters.map { ($0.id, !$0.checkpoints.isEmpty) }, uniquingKeysWith: { $0 || $1 })
        // Collect answers paragraphs wherever they are.
        var answers: [String: Paragraph] = [:]
        for chapter in document.chapters {
            for case .answers(let target, let paragraph) in chapter.blocks {
                if answers[target] != nil {
                    log.error(SourceLocation(file: file, line: paragraph.line), DiagnosticMessages.surplusAnswers(target))
                    continue
                }
                answers[target] = paragraph
                let hasQuestions = questionsByChapter[target]
                if hasQuestions != true {
                    log.error(SourceLocation(file: file, line: paragraph.line),
                              DiagnosticMessages.answersForNoQuestions(target.replacingOccurrences(of: "-", with: " "), exists: hasQuestions != nil))
                }
            }
        }
        var said = document.chapters.map { _ in [CheckpointAligner.Features]() }
        for index in document.chapters.indices where !document.chapters[index].checkpoints.isEmpty {
            let chapter = document.chapters[index]
            // Each text's features once, and one table of scores for the cut and the order check.
            let questions = zip(chapter.checkpoints, offered[index]).map { aligner.features($0.question, offering: $1, words: &words) }
            said[index] = questions
            guard let paragraph = answers[chapter.id] else {
                for q in chapter.checkpoints {
                    log.error(SourceLocation(file: file, line: q.line), DiagnosticMessages.missingAnswer(q.number, chapter.id))
                }
                continue
            }
            let sentences = SentenceSplitter.split(paragraph.text)
            let answers = sentences.map { aligner.features($0, words: &words) }
            let score = answers.map { s in questions.map { aligner.similarity(s, $0) } }
            guard let groups = aligner.cut(score, into: questions.count) else {
                log.error(SourceLocation(file: file, line: paragraph.line),
                          DiagnosticMessages.fewerAnswerSentences(sentences.count, than: chapter.checkpoints.count, chapter.id))
                continue
            }
            if let order = AnswerOrderCheck.betterOrder(score) {
                log.warning(SourceLocation(file: file, line: paragraph.line),
                            DiagnosticMessages.answersInAnotherOrder(chapter.id, order.map { chapter.checkpoints[$0].number }),
                            notes: [.help(DiagnosticMessages.answersOrderHelp(chapter.checkpoints.count))])
            }
            for (q, group) in groups.enumerated() {
                document.chapters[index].checkpoints[q].answerSentences = group.map { sentences[$0] }
                document.chapters[index].checkpoints[q].answerLine = paragraph.line
                // The answer joins its sentences with spaces, which cut words: its words are theirs.
                said[index][q].stems = TermSet(questions[q].stems.ids + group.flatMap { answers[$0].stems.ids })
                said[index][q].code = TermSet(questions[q].code.ids + group.flatMap { answers[$0].code.ids })
            }
        }
        return said
    }
}
