/// Attaches the answers paragraphs to their questions: the appendix's «Capítulo N. …» paragraphs to
/// chapter N, the case study's «Respuestas.» paragraph to its own questions. Every problem (a
/// question with no answer, an answer for a chapter that does not exist, too few sentences) is an
/// error at the line where it is.
struct AnswerLinker {
    let aligner: CheckpointAligner

    func link(_ document: inout Document, file: String, log: inout DiagnosticLog) {
        var memo = WordMemo()
        link(&document, file: file, log: &log, memo: &memo)
    }

    /// The same, remembering words in `memo` (which the passage finder can then reuse).
    func link(_ document: inout Document, file: String, log: inout DiagnosticLog, memo: inout WordMemo) {
        let offered = document.chapters.map { $0.checkpoints.map { aligner.choices.alternatives(in: $0.question) } }
        link(&document, file: file, log: &log, memo: &memo, offered: offered)
    }

    /// The same, given the alternatives each question offers, by chapter and question index
    /// (`aligner.choices.alternatives(in:)` of it).
    func link(_ document: inout Document, file: String, log: inout DiagnosticLog, memo: inout WordMemo, offered: [[[String]]]) {
        guard document.kind == .guide else { return }
        // Which chapter ids exist, and which have questions: asked for every answers paragraph,
        // so looked up, not scanned for, to keep linking linear in the guide's length.
        var questionsByChapter: [String: Bool] = [:]
        for chapter in document.chapters {
            questionsByChapter[chapter.id] = (questionsByChapter[chapter.id] ?? false) || !chapter.checkpoints.isEmpty
        }
        // Collect answers paragraphs wherever they are.
        var answers: [String: Paragraph] = [:]
        for chapter in document.chapters {
            for case .answers(let target, let paragraph) in chapter.blocks {
                if answers[target] != nil {
                    log.error(SourceLocation(file: file, line: paragraph.line), "surplus answers: '\(target)' already has an answers paragraph")
                    continue
                }
                answers[target] = paragraph
                let hasQuestions = questionsByChapter[target]
                if hasQuestions != true {
                    let what = hasQuestions == false ? "has no checkpoint questions" : "does not exist"
                    log.error(SourceLocation(file: file, line: paragraph.line), "surplus answers: \(target.replacingOccurrences(of: "-", with: " ")) \(what)")
                }
            }
        }
        for index in document.chapters.indices where !document.chapters[index].checkpoints.isEmpty {
            let chapter = document.chapters[index]
            guard let paragraph = answers[chapter.id] else {
                for q in chapter.checkpoints {
                    log.error(SourceLocation(file: file, line: q.line), "missing answer: question \(q.number) of \(chapter.id) has no answers paragraph")
                }
                continue
            }
            let sentences = SentenceSplitter.split(paragraph.text)
            guard let groups = aligner.align(questions: chapter.checkpoints.map(\.question), offering: offered[index],
                                                sentences: sentences, memo: &memo) else {
                log.error(SourceLocation(file: file, line: paragraph.line),
                          "fewer answer sentences (\(sentences.count)) than questions (\(chapter.checkpoints.count)) for \(chapter.id)")
                continue
            }
            if let order = AnswerOrderCheck(aligner: aligner).betterOrder(
                questions: chapter.checkpoints.map(\.question), offering: offered[index], sentences: sentences, memo: &memo) {
                log.warning(SourceLocation(file: file, line: paragraph.line),
                            DiagnosticMessages.answersInAnotherOrder(chapter.id, order.map { chapter.checkpoints[$0].number }),
                            notes: [.help(DiagnosticMessages.answersOrderHelp(chapter.checkpoints.count))])
            }
            for (q, group) in groups.enumerated() {
                document.chapters[index].checkpoints[q].answerSentences = group.map { sentences[$0] }
                document.chapters[index].checkpoints[q].answerLine = paragraph.line
            }
        }
    }
}
