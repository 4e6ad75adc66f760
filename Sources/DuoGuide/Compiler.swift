import Foundation

/// The front end as one call: load → parse → link. Every stage reports into one diagnostic log;
/// the corpus is returned whenever a manifest could be read, errors or not, so `check` can print
/// everything at once and `build` can refuse to write.
public enum Compiler {
    public static func compile(contentDirectory: URL, displayRoot: String? = nil) -> (Corpus?, [Diagnostic]) {
        var log = DiagnosticLog()
        let loader = ContentLoader(contentDirectory: contentDirectory, displayRoot: displayRoot)
        guard let content = loader.load(into: &log) else { return (nil, log.sorted) }
        let corpus = compile(content, log: &log)
        return (corpus, log.sorted)
    }

    public static func compile(_ content: LoadedContent, log: inout DiagnosticLog) -> Corpus {
        compile(content, log: &log, besideParse: { () }, beside: { _ in () }, afterSymbols: { _, _ in () }).corpus
    }

    /// Parse and link: each document needs only itself, so every stage is one concurrent map over
    /// the documents, and the whole-corpus steps (symbol table, translations) come last. Results
    /// and diagnostics are taken in manifest order, parse ones first, so the corpus and the log
    /// are those of a sequential pass.
    ///
    /// Three jobs of the caller's fill a core that would wait: `besideParse` runs after the documents'
    /// parse (three guides on two cores leave one idle for the last one; a build hashes its inputs
    /// there), `beside` is given the linked documents while the symbol table is built, and
    /// `afterSymbols` the symbol table on its core while the translations are still checked (a
    /// build makes the renderer's document and symbol tables there).
    static func compile<BesideParse: Sendable, Beside: Sendable, AfterSymbols: Sendable>(
        _ content: LoadedContent, log: inout DiagnosticLog, besideParse: @Sendable () -> BesideParse,
        beside: @Sendable ([Document]) -> Beside, afterSymbols: @Sendable ([Symbol], [Document]) -> AfterSymbols)
        -> (corpus: Corpus, besideParse: BesideParse, beside: Beside, afterSymbols: AfterSymbols) {
        let sources = content.sources.filter { content.vocabularies[$0.entry.language] != nil }
        let jobs = Array(0...sources.count).concurrentMap { job -> (Parsed?, BesideParse?) in
            job < sources.count ? (parse(sources[job], content: content), nil) : (nil, besideParse())
        }
        let parsed = jobs.compactMap(\.0)
        let linked = link(parsed, scanner: SymbolScanner(notSymbols: content.manifest.notSymbols))
        log.append(contentsOf: TranslationNotes(documents: parsed.map(\.document), groups: content.manifest.translations)
            .annotate(parsed.flatMap(\.diagnostics)))
        for document in linked { log.append(contentsOf: document.diagnostics) }

        // The symbol table and `afterSymbols` on one core; the translations' checks, the prose
        // symbols and `beside` on the other, which takes about as long. The checks read and change
        // the warnings given so far, so they go on with a copy of the log, which then replaces it.
        let documents = linked.map(\.document)
        let (logSoFar, groups) = (log, content.manifest.translations)
        let ((symbols, afterSymbols), other) = concurrently({
            let symbols = buildSymbolTable(linked.map(\.symbols), documents: documents)
            return (symbols, afterSymbols(symbols, documents))
        }, {
            var checked = logSoFar
            let files = Dictionary(sources.map { ($0.entry.id, $0.file) }, uniquingKeysWith: { a, _ in a })
            let outOfDate = content.translationRecord.map {
                TranslationFreshness(documents: documents, files: files, groups: groups).check($0, log: &checked)
            } ?? [:]
            let value = beside(documents)
            var translationLog = DiagnosticLog()
            let consequences = TranslationChecker().check(documents, groups: groups, log: &translationLog)
            checked.removeAll { $0.severity == .warning && consequences.contains(.init(file: $0.location.file, message: $0.message)) }
            checked.append(contentsOf: translationLog.all)
            return (log: checked, outOfDate: outOfDate, value: value, proseSymbols: ProseSymbols(linked.map(\.symbols.proseTexts)))
        })
        log = other.log
        let choices = Dictionary(linked.flatMap(\.choices).map { ($0.key, $0.choice) }, uniquingKeysWith: { _, last in last })
        var corpus = Corpus(manifest: content.manifest, vocabularies: content.vocabularies, documents: documents,
                            symbols: symbols, quizChoices: choices, diagnostics: log.sorted)
        corpus.proseSymbols = other.proseSymbols
        corpus.possiblyOutOfDate = other.outOfDate
        return (corpus, jobs.last!.1!, other.value, afterSymbols)
    }

    struct Parsed: Sendable {
        var document: Document
        var vocabulary: Vocabulary
        var diagnostics: [Diagnostic]
    }

    static func parse(_ source: LoadedContent.Source, content: LoadedContent) -> Parsed {
        let vocabulary = content.vocabularies[source.entry.language]!
        var log = DiagnosticLog()
        let document = DocumentParser.parse(source, vocabulary: vocabulary, manifest: content.manifest, into: &log)
        // After a parse error (a duplicate chapter dropped) gaps and references would only repeat it.
        if !log.hasErrors { ChapterNumberCheck(phrases: vocabulary.parser).check(document, file: source.file, log: &log) }
        return Parsed(document: document, vocabulary: vocabulary, diagnostics: log.all)
    }

    /// A document with its answers aligned, passages found, quiz choices extracted, and what it
    /// contributes to the symbol table.
    struct Linked: Sendable {
        var document: Document
        var diagnostics: [Diagnostic]
        var choices: [(key: String, choice: QuizChoice)]
        var symbols: DocumentSymbols
    }

    /// Links every document as two jobs that need nothing from each other: its answers (aligned,
    /// then given passages and quiz choices) and its symbols. One concurrent map over all jobs, the
    /// larger first, keeps both cores busy to the end, where one job per document did not.
    static func link(_ parsed: [Parsed], scanner: SymbolScanner) -> [Linked] {
        let n = parsed.count
        let jobs = Array(0..<2 * n).concurrentMap { job in
            if job < n { return link(parsed[job]) }
            var document = parsed[job - n].document
            let symbols = DocumentSymbols(scanning: &document, with: scanner)
            return Linked(document: document, diagnostics: [], choices: [], symbols: symbols)
        }
        return (0..<n).map { i in
            var linked = jobs[n + i]
            for c in linked.document.chapters.indices { linked.document.chapters[c].checkpoints = jobs[i].document.chapters[c].checkpoints }
            (linked.diagnostics, linked.choices) = (jobs[i].diagnostics, jobs[i].choices)
            return linked
        }
    }

    /// Answers, passages and quiz choices (the symbols are another job's).
    static func link(_ parsed: Parsed) -> Linked {
        var document = parsed.document
        var log = DiagnosticLog()
        // Answers to questions, then passages, with one aligner and one memory of words.
        let aligner = CheckpointAligner(phrases: parsed.vocabulary.parser)
        var words = WordMemo()
        // The alternatives each question offers, by chapter and question: worked out once for the
        // alignment of answers and for the quiz's choices (questions are a guide's only).
        let extractor = aligner.choices
        let offered = document.kind == .guide
            ? document.chapters.map { $0.checkpoints.map { extractor.alternatives(in: $0.question) } } : []
        let said = AnswerLinker(aligner: aligner).link(&document, offered: offered, words: &words, log: &log)
        PassageFinder(aligner: aligner).link(&document, said: said, words: &words)

        var choices: [(key: String, choice: QuizChoice)] = []
        for (chapter, offers) in zip(document.chapters, offered) {
            for (q, offer) in zip(chapter.checkpoints, offers) {
                if let choice = extractor.choice(for: q, offering: offer, in: chapter) { choices.append(("\(document.language)/\(q.id)", choice)) }
            }
        }
        return Linked(document: document, diagnostics: log.all, choices: choices, symbols: DocumentSymbols())
    }

    /// Definitions and prose mentions of every document first, in manifest order, and then code
    /// mentions, which only count for symbols known by then.
    static func buildSymbolTable(_ found: [DocumentSymbols], documents: [Document]) -> [Symbol] {
        var table = SymbolTableBuilder()
        for symbols in found { table.record(symbols) }
        for (symbols, document) in zip(found, documents) { table.recordCode(symbols.codeLines, document: document.id) }
        return table.build()
    }
}
