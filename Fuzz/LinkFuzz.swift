// libFuzzer target `link`: a parsed guide → answers aligned to questions, passages found, quiz
// choices, entry symbols, the symbol table, and the translation check against a partner.
//
// The input is a guide text, read as the loader reads a file (decode, normalise; refused inputs
// are skipped) and parsed with the Spanish vocabulary, so every finding is a guide text that
// `HostileInputTests` can replay. The translation partner is made from the linked guide (see
// `partner`), so that the check has differences to find without a second parse.
// Besides crashes and sanitizer reports it traps when
// - a diagnostic points outside its file, or an answer or passage at no line or anchor of it;
// - a quiz choice's correct option is not one of its options;
// - the symbol table is not sorted by key as `Corpus.symbol(key:)` needs, a slug is not a unique
//   safe file name, a place is outside the file or mentions are not one per line in order;
// - an entry defines a symbol the table does not hold.
import Foundation
@testable import DuoGuide

/// Every call this target makes into DuoGuide: adapt here when the library's API moves.
private enum Library {
    static let vocabulary = loadVocabulary()

    static let manifest = try! JSONDecoder().decode(Manifest.self, from: Data("""
        {"languages": ["es", "xx"], "defaultLanguage": "es",
         "documents": [
           {"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt", "slug": "guide"},
           {"id": "guide-xx", "kind": "guide", "language": "xx", "path": "guide/xx.txt", "slug": "guide"}],
         "translations": [{"id": "guide", "documents": ["guide-es", "guide-xx"]}],
         "notSymbols": ["iPhone", "SwiftUI", "UIKit"]}
        """.utf8))

    static let scanner = SymbolScanner(notSymbols: manifest.notSymbols)

    /// The file's normalised lines, or nil when the loader would refuse the bytes.
    static func load(_ bytes: [UInt8]) -> [String]? {
        guard case .success(let lines) = SourceDecoder.decode(Data(bytes)) else { return nil }
        return lines
    }

    /// The lines parsed as the guide (parse diagnostics are the parse target's business).
    static func parse(_ lines: [String]) -> Document {
        var log = DiagnosticLog()
        let entry = manifest.documents[0]
        return DocumentParser.parse(.init(entry: entry, file: SourceFile(path: entry.path, lines: lines)),
                                    vocabulary: vocabulary, manifest: manifest, into: &log)
    }

    /// Made once: `Compiler.link` makes one per document, which here would be one per execution.
    /// (Read-only after it is made, and libFuzzer runs one input at a time.)
    static let aligner = CheckpointAligner(phrases: vocabulary.parser)

    /// The link stage as `Compiler.compile` runs it on one document (`Compiler.link` with the
    /// aligner above, then the symbol scan and table), and the translation check against `partner`.
    static func link(_ guide: Document, partner: (Document) -> Document)
        -> (guide: Document, symbols: [Symbol], choices: [QuizChoice], diagnostics: [Diagnostic]) {
        var log = DiagnosticLog()
        var document = guide
        var words = WordMemo()
        let extractor = aligner.choices
        let offered = document.chapters.map { $0.checkpoints.map { extractor.alternatives(in: $0.question) } }
        let said = AnswerLinker(aligner: aligner).link(&document, offered: offered, words: &words, log: &log)
        PassageFinder(aligner: aligner).link(&document, said: said, words: &words)
        var choices: [QuizChoice] = []
        for (c, chapter) in document.chapters.enumerated() {
            for (k, q) in chapter.checkpoints.enumerated() {
                if let choice = extractor.choice(for: q, offering: offered[c][k], in: chapter) { choices.append(choice) }
            }
        }
        let found = DocumentSymbols(scanning: &document, with: scanner)
        let symbols = Compiler.buildSymbolTable([found], documents: [document])
        _ = ProseSymbols([found.proseTexts])
        TranslationChecker().check([document, partner(document)], groups: manifest.translations, log: &log)
        return (document, symbols, choices, log.all)
    }

    private static func loadVocabulary() -> Vocabulary {
        let path = ProcessInfo.processInfo.environment["DUOGUIDE_VOCABULARY"] ?? "Content/locales/es.json"
        do { return try Vocabulary.decode(Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            fatalError("cannot load the vocabulary at \(path) (set DUOGUIDE_VOCABULARY): \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func linkFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let lines = Library.load(fuzzInput(data, count)) else { return 0 }
    let (guide, symbols, choices, diagnostics) = Library.link(Library.parse(lines), partner: partner)
    let file = 1...lines.count

    for d in diagnostics {
        require(file.contains(d.location.line) && d.location.column >= 1, "diagnostic outside its file of \(lines.count) lines: \(d)")
    }
    for chapter in guide.chapters where !chapter.checkpoints.isEmpty {
        let entryAnchors = Set(chapter.entries.map(\.anchor))
        for q in chapter.checkpoints {
            require(q.answerLine == 0 || file.contains(q.answerLine), "\(q.id): answer at line \(q.answerLine)")
            let anchor = q.passageAnchor ?? "(none)"
            require(anchor == "top" || entryAnchors.contains(anchor)
                        || anchor.hasPrefix("L") && Int(anchor.dropFirst()).map(file.contains) == true,
                    "\(q.id): passage anchor '\(anchor)' is no place of \(chapter.id)")
        }
    }
    for choice in choices {
        require(choice.options.indices.contains(choice.correct), "correct choice \(choice.correct) of \(choice.options)")
    }

    var slugs: Set<String> = []
    for (i, symbol) in symbols.enumerated() {
        if i > 0 {
            let a = symbols[i - 1].key, b = symbol.key
            require((a.lowercased(), a) < (b.lowercased(), b), "symbols out of order: '\(a)' before '\(b)'")
        }
        require(slugs.insert(symbol.slug).inserted && symbol.slug != "index" && isSafeSlug(symbol.slug),
                "symbol '\(symbol.key)' has slug '\(symbol.slug)'")
        for place in symbol.definitions + symbol.mentions {
            require(place.document == guide.id && file.contains(place.line), "symbol '\(symbol.key)' at \(place.document):\(place.line)")
        }
        for (a, b) in zip(symbol.mentions, symbol.mentions.dropFirst()) {
            require(a.line < b.line, "symbol '\(symbol.key)' mentioned at line \(a.line) then \(b.line)")
        }
    }
    let keys = Set(symbols.map(\.key))
    for chapter in guide.chapters {
        for entry in chapter.entries {
            for key in entry.symbols { require(keys.contains(key), "entry at line \(entry.line) defines '\(key)', not in the table") }
        }
    }
    return 0
}

/// The guide's translation as a careless translator might leave it: chapters in another order
/// (the first moved last), and in each chapter the last code sample dropped and the first one's
/// last line changed; guide-xx is its id and source.
private func partner(_ guide: Document) -> Document {
    var other = guide
    other.id = "guide-xx"
    other.source = "guide/xx.txt"
    if !other.chapters.isEmpty { other.chapters.append(other.chapters.removeFirst()) }
    for c in other.chapters.indices {
        let code = other.chapters[c].blocks.indices.filter {
            if case .code = other.chapters[c].blocks[$0] { return true } else { return false }
        }
        guard let first = code.first, let last = code.last else { continue }
        if case .code(var sample) = other.chapters[c].blocks[first] {
            sample.code += "x"
            other.chapters[c].blocks[first] = .code(sample)
        }
        if last != first { other.chapters[c].blocks.remove(at: last) }
    }
    return other
}

/// A slug is `a-z`, `0-9` and single inner dashes: always a safe path component.
private func isSafeSlug(_ slug: String) -> Bool {
    !slug.isEmpty && slug.first != "-" && slug.last != "-" && !slug.contains("--")
        && slug.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
}
