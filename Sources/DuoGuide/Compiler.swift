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

    /// Parsing, linking a document's answers and passages, and scanning it for symbols need that
    /// one document only, so they run concurrently, one job per core: every parse first, and each
    /// document's link and scan as soon as its own parse is done (links first: they cost most, so
    /// the scans fill in; a long document is scanned in parts, so that the last jobs are short
    /// and no core idles long at the end). Everything is then taken in manifest order,
    /// diagnostics too (parse ones first, as stages), which keeps the corpus and the log exactly
    /// those of a sequential pass.
    public static func compile(_ content: LoadedContent, log: inout DiagnosticLog) -> Corpus {
        compile(content, log: &log, besideSymbols: { _ in })
    }

    /// `besideSymbols` is given the linked documents, in manifest order, and runs on another core
    /// while the symbol table is built from the scans (a build makes the renderer's document
    /// tables there): building the table is most of the work left once every job is done.
    static func compile(_ content: LoadedContent, log: inout DiagnosticLog, besideSymbols: ([Document]) -> Void) -> Corpus {
        let sources = content.sources.filter { content.vocabularies[$0.entry.language] != nil }
        let scanner = SymbolScanner(notSymbols: content.manifest.notSymbols)
        // Document i's scan parts are slots partStart[i] ..< partStart[i + 1].
        var partStart = [0]
        for source in sources { partStart.append(partStart.last! + scanParts(lineCount: source.file.lines.count)) }
        let jobs = sources.indices.map(Job.parse) + sources.indices.map(Job.link)
            + sources.indices.flatMap { i in (0..<(partStart[i + 1] - partStart[i])).map { Job.scan(i, part: $0) } }
        var parsedSlots = [Parsed?](repeating: nil, count: sources.count)
        var linkedSlots = [Linked?](repeating: nil, count: sources.count)
        var scannedSlots = [DocumentSymbols?](repeating: nil, count: partStart.last!)
        parsedSlots.withUnsafeMutableBufferPointer { parsed in
            linkedSlots.withUnsafeMutableBufferPointer { linked in
                scannedSlots.withUnsafeMutableBufferPointer { scanned in
                    // Each job writes its own slot; a link or scan reads its document's parse,
                    // which `DependentJobs` has finished before starting it.
                    DependentJobs.run(count: jobs.count, prerequisite: { jobs[$0].parseJob }) { index in
                        switch jobs[index] {
                        case .parse(let i):
                            let source = sources[i]
                            let vocabulary = content.vocabularies[source.entry.language]!
                            var parseLog = DiagnosticLog()
                            let document = DocumentParser.parse(source, vocabulary: vocabulary, manifest: content.manifest, into: &parseLog)
                            parsed[i] = Parsed(document: document, vocabulary: vocabulary, diagnostics: parseLog.all)
                        case .link(let i):
                            linked[i] = link(parsed[i]!.document, vocabulary: parsed[i]!.vocabulary)
                        case .scan(let i, let part):
                            let document = parsed[i]!.document
                            scanned[partStart[i] + part] = DocumentSymbols(
                                scanning: document,
                                chapters: scanPart(part, of: partStart[i + 1] - partStart[i], chapterCount: document.chapters.count),
                                intro: part == 0, with: scanner)
                        }
                    }
                }
            }
        }
        // Only the parse's diagnostics outlive the jobs: each linked document is its parsed one
        // with checkpoints linked, and with the parsed one held too, every chapter that linking
        // left alone was copied whole when its entries' symbols were filled in below (massif,
        // ×100: 9 MB of block arrays, kept to the end of the build).
        let parseDiagnostics = parsedSlots.map { $0!.diagnostics }
        parsedSlots = []
        var found = scannedSlots.map { $0! }
        for diagnostics in parseDiagnostics { log.append(contentsOf: diagnostics) }

        // Each linked document is moved out of its slot and its entries' symbols filled in place:
        // a copy of it filled left two versions of its chapters (copied chapter by chapter).
        var linked: [Linked] = []
        for i in linkedSlots.indices {
            linked.append(linkedSlots[i]!)
            linkedSlots[i] = nil
            log.append(contentsOf: linked[i].diagnostics)
            for part in partStart[i]..<partStart[i + 1] { found[part].fillEntrySymbols(in: &linked[i].document) }
        }
        let documents = linked.map(\.document)
        // The occurrences, code lines and prose texts are taken out of the scans, each list freed
        // once it is recorded: the table and `ProseSymbols` keep what they need of them (massif,
        // ×100: about 40 MB of the 50 MB the scans held; ten times that at ×1000). What is freed
        // is large arrays, and the few strings only they held.
        var occurrences = found.indices.map { found[$0].takeOccurrences() }
        var codeLines = found.indices.map { found[$0].takeCodeLines() }
        let proseTexts = found.indices.map { found[$0].takeProseTexts() }
        var translationLog = DiagnosticLog()
        let (symbols, (choices, proseSymbols)) = concurrently({
            var symbols = SymbolTableBuilder()
            for k in occurrences.indices {
                symbols.record(occurrences[k])
                occurrences[k] = DocumentSymbols.Occurrences()
            }
            for (i, document) in documents.enumerated() {
                for part in partStart[i]..<partStart[i + 1] {
                    symbols.recordCode(codeLines[part], document: document.id)
                    codeLines[part] = DocumentSymbols.CodeLines()
                }
            }
            return symbols.build()
        }, {
            besideSymbols(documents)
            TranslationChecker().check(documents, groups: content.manifest.translations, log: &translationLog)
            var choices: [String: QuizChoice] = [:]
            for l in linked {
                for (key, choice) in l.choices { choices[key] = choice }
            }
            return (choices, ProseSymbols(proseTexts))
        })
        log.append(contentsOf: translationLog.all)
        var corpus = Corpus(manifest: content.manifest, vocabularies: content.vocabularies, documents: documents,
                            symbols: symbols, quizChoices: choices, diagnostics: log.sorted)
        corpus.proseSymbols = proseSymbols
        return corpus
    }

    struct Parsed {
        var document: Document
        var vocabulary: Vocabulary
        var diagnostics: [Diagnostic]
    }

    /// One document's stage, by the document's index (and for a scan, which of its parts).
    enum Job {
        case parse(Int)
        case link(Int)
        case scan(Int, part: Int)

        /// The job that must be done first: a document's parse, by job index (parses come first).
        var parseJob: Int? {
            switch self {
            case .parse: return nil
            case .link(let i), .scan(let i, _): return i
            }
        }
    }

    /// How many parts a document of `lineCount` lines is scanned in: one per 25,000 lines (about
    /// 30 ms of scanning), up to four. The real guide is one part, a guide a hundred times as
    /// long three, a thousand times four.
    static func scanParts(lineCount: Int) -> Int {
        min(4, max(1, lineCount / 25_000))
    }

    /// The chapters of scan part `part` (from 0) of `parts`: as many chapters in each, give or take
    /// one, and together all of them in order (the first part also scans the introduction).
    static func scanPart(_ part: Int, of parts: Int, chapterCount: Int) -> Range<Int> {
        chapterCount * part / parts..<chapterCount * (part + 1) / parts
    }

    /// A document with its answers aligned, passages found and quiz choices extracted.
    struct Linked {
        var document: Document
        var diagnostics: [Diagnostic]
        var choices: [(key: String, choice: QuizChoice)]
    }

    static func link(_ document: Document, vocabulary: Vocabulary) -> Linked {
        var document = document
        var log = DiagnosticLog()
        // Answers to questions, then passages, with one aligner and one memory of words.
        let aligner = CheckpointAligner(phrases: vocabulary.parser)
        var words = WordMemo()
        // The alternatives each question offers, by chapter and question: worked out once for the
        // alignment of answers and for the quiz's choices (questions are a guide's only).
        let extractor = aligner.choices
        let offered = document.kind == .guide
            ? document.chapters.map { $0.checkpoints.map { extractor.alternatives(in: $0.question) } } : []
        AnswerLinker(aligner: aligner).link(&document, file: document.source, log: &log, memo: &words, offered: offered)
        PassageFinder(aligner: aligner).link(&document, memo: &words)

        var choices: [(key: String, choice: QuizChoice)] = []
        if document.kind == .guide {
            for (c, chapter) in document.chapters.enumerated() {
                for (k, q) in chapter.checkpoints.enumerated() {
                    let options = offered[c][k]
                    if let correct = extractor.correctChoice(options, answer: q.answer) {
                        choices.append(("\(document.language)/\(q.id)", QuizChoice(options: options, correct: correct)))
                    }
                }
            }
        }
        return Linked(document: document, diagnostics: log.all, choices: choices)
    }
}
