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

    /// What the front end makes of one source on its own, before the documents meet.
    struct DocumentResult {
        var document: Document
        var parseDiagnostics: [Diagnostic]
        var linkDiagnostics: [Diagnostic]
        var symbols: DocumentSymbols
        var choices: [(key: String, choice: QuizChoice)]
    }

    public static func compile(_ content: LoadedContent, log: inout DiagnosticLog) -> Corpus {
        // Parsing, linking answers and passages, scanning for symbols and extracting quiz choices
        // need one document only, so documents are worked on concurrently. Everything is then
        // taken in manifest order, diagnostics too (parse ones first, as stages), which keeps the
        // corpus and the log exactly those of a sequential pass.
        let scanner = SymbolScanner(notSymbols: content.manifest.notSymbols)
        let results = content.sources.concurrentMap { source -> DocumentResult? in
            guard let vocabulary = content.vocabularies[source.entry.language] else { return nil }
            return compile(source, vocabulary: vocabulary, manifest: content.manifest, scanner: scanner)
        }.compactMap { $0 }

        for result in results { log.append(contentsOf: result.parseDiagnostics) }
        for result in results { log.append(contentsOf: result.linkDiagnostics) }
        let documents = results.map(\.document)

        var symbols = SymbolTableBuilder()
        for result in results { symbols.record(result.symbols) }
        for result in results { symbols.recordCode(result.symbols, document: result.document.id) }
        TranslationChecker().check(documents, groups: content.manifest.translations, log: &log)

        var choices: [String: QuizChoice] = [:]
        for result in results {
            for (key, choice) in result.choices { choices[key] = choice }
        }
        return Corpus(manifest: content.manifest, vocabularies: content.vocabularies, documents: documents,
                      symbols: symbols.build(), quizChoices: choices, diagnostics: log.sorted)
    }

    static func compile(_ source: LoadedContent.Source, vocabulary: Vocabulary, manifest: Manifest,
                        scanner: SymbolScanner) -> DocumentResult {
        var parseLog = DiagnosticLog()
        var document = DocumentParser.parse(source, vocabulary: vocabulary, manifest: manifest, into: &parseLog)
        // Link: answers to questions, then passages; symbols and translations once all are done.
        var linkLog = DiagnosticLog()
        let aligner = CheckpointAligner(phrases: vocabulary.parser)
        var words = WordMemo()
        AnswerLinker(aligner: aligner).link(&document, file: document.source, log: &linkLog, memo: &words)
        PassageFinder(aligner: aligner).link(&document, memo: &words)
        let symbols = DocumentSymbols(scanning: &document, with: scanner)

        var choices: [(key: String, choice: QuizChoice)] = []
        if document.kind == .guide {
            let extractor = ChoiceExtractor(phrases: vocabulary.parser)
            for chapter in document.chapters {
                for q in chapter.checkpoints {
                    let options = extractor.alternatives(in: q.question)
                    if let correct = extractor.correctChoice(options, answer: q.answer) {
                        choices.append(("\(document.language)/\(q.id)", QuizChoice(options: options, correct: correct)))
                    }
                }
            }
        }
        return DocumentResult(document: document, parseDiagnostics: parseLog.all, linkDiagnostics: linkLog.all,
                              symbols: symbols, choices: choices)
    }
}
