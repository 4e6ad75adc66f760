// libFuzzer target: bytes → SourceDecoder → TextNormalizer (SourceFile) → guide and article parse
// with the Spanish vocabulary → link (answers, symbols, translations, quiz choices).
//
// Built by Scripts/fuzz together with every file of Sources/DuoGuide into one module, so internal
// APIs are reachable. Besides crashes and sanitizer reports it traps on a broken invariant: every
// diagnostic about the fuzzed file must point at a line in 1...lineCount and a column ≥ 1.
import Foundation

private let fuzzVocabulary: Vocabulary = {
    let path = ProcessInfo.processInfo.environment["DUOGUIDE_VOCABULARY"] ?? "Content/locales/es.json"
    do {
        return try Vocabulary.load(from: URL(fileURLWithPath: path))
    } catch {
        fatalError("cannot load the vocabulary at \(path) (set DUOGUIDE_VOCABULARY): \(error)")
    }
}()

private let fuzzManifest: Manifest = {
    let json = """
    {"languages": ["es"], "defaultLanguage": "es",
     "documents": [
       {"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt", "slug": "guide"},
       {"id": "article-es", "kind": "article", "language": "es", "path": "articles/es/a.txt"}],
     "translations": [{"id": "guide", "documents": ["guide-es"]}],
     "notSymbols": ["iPhone", "SwiftUI", "UIKit"]}
    """
    return try! JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func duoguideParserFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard case .success(let text) = SourceDecoder.decode(data) else { return 0 }
    let guideFile = SourceFile(path: "guide/es.txt", text: text)
    let articleFile = SourceFile(path: "articles/es/a.txt", text: text)
    let content = LoadedContent(
        manifest: fuzzManifest, vocabularies: ["es": fuzzVocabulary],
        sources: [.init(entry: fuzzManifest.documents[0], file: guideFile),
                  .init(entry: fuzzManifest.documents[1], file: articleFile)])
    var log = DiagnosticLog()
    let corpus = Compiler.compile(content, log: &log)
    let lineCount = guideFile.lines.count
    for d in log.all where d.location.file == guideFile.path || d.location.file == articleFile.path {
        if d.location.line < 1 || d.location.line > lineCount || d.location.column < 1 {
            fatalError("diagnostic outside its file (\(lineCount) lines): \(d)")
        }
    }
    _ = corpus.symbols.count
    return 0
}
