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
        // Parse.
        var documents: [Document] = []
        for source in content.sources {
            guard let vocabulary = content.vocabularies[source.entry.language] else { continue }
            documents.append(DocumentParser.parse(source, vocabulary: vocabulary, manifest: content.manifest, into: &log))
        }
        // Link: answers to questions, then symbols, then translations.
        for i in documents.indices {
            guard let vocabulary = content.vocabularies[documents[i].language] else { continue }
            let linker = AnswerLinker(aligner: CheckpointAligner(phrases: vocabulary.parser))
            linker.link(&documents[i], file: documents[i].source, log: &log)
            PassageFinder(phrases: vocabulary.parser).link(&documents[i])
        }
        var symbols = SymbolTableBuilder(scanner: SymbolScanner(notSymbols: content.manifest.notSymbols))
        for i in documents.indices { symbols.collect(&documents[i]) }
        for document in documents { symbols.collectCode(document) }
        TranslationChecker().check(documents, groups: content.manifest.translations, log: &log)

        var choices: [String: QuizChoice] = [:]
        for document in documents where document.kind == .guide {
            guard let vocabulary = content.vocabularies[document.language] else { continue }
            let extractor = ChoiceExtractor(phrases: vocabulary.parser)
            for chapter in document.chapters {
                for q in chapter.checkpoints {
                    let options = extractor.alternatives(in: q.question)
                    if let correct = extractor.correctChoice(options, answer: q.answer) {
                        choices["\(document.language)/\(q.id)"] = QuizChoice(options: options, correct: correct)
                    }
                }
            }
        }
        return Corpus(manifest: content.manifest, vocabularies: content.vocabularies, documents: documents,
                      symbols: symbols.build(), quizChoices: choices, diagnostics: log.sorted)
    }
}
