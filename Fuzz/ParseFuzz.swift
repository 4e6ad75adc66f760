// libFuzzer target `parse`: normalised text → guide parse, and article parse when the text has no
// chapter, with the Spanish vocabulary (Content/locales/es.json, or DUOGUIDE_VOCABULARY).
//
// The input is read as the loader reads a file (decode, normalise); inputs the decoder refuses
// are skipped, so every finding is a guide text that `HostileInputTests` can replay. Besides
// crashes and sanitizer reports it traps when a diagnostic or a line the model records points
// outside the file, a chapter ends before it starts, two chapters share an id, or two headings of
// one page share an anchor.
import Foundation
@testable import DuoGuide

/// Every call this target makes into DuoGuide: adapt here when the library's API moves.
private enum Library {
    static let vocabulary = loadVocabulary()

    static let manifest = try! JSONDecoder().decode(Manifest.self, from: Data("""
        {"languages": ["es"], "defaultLanguage": "es",
         "documents": [
           {"id": "guide-es", "kind": "guide", "language": "es", "path": "guide/es.txt", "slug": "guide"},
           {"id": "article-es", "kind": "article", "language": "es", "path": "articles/es/a.txt"}],
         "translations": [], "notSymbols": ["iPhone", "SwiftUI", "UIKit"]}
        """.utf8))

    /// The file's normalised lines, or nil when the loader would refuse the bytes.
    static func load(_ bytes: [UInt8]) -> [String]? {
        guard case .success(let lines) = SourceDecoder.decode(Data(bytes)) else { return nil }
        return lines
    }

    /// The lines parsed as the guide, with its diagnostics.
    static func parseGuide(_ lines: [String]) -> (Document, [Diagnostic]) { parse(lines, as: manifest.documents[0]) }

    /// The lines parsed as an article, with its diagnostics.
    static func parseArticle(_ lines: [String]) -> (Document, [Diagnostic]) { parse(lines, as: manifest.documents[1]) }

    private static func parse(_ lines: [String], as entry: Manifest.DocumentEntry) -> (Document, [Diagnostic]) {
        var log = DiagnosticLog()
        let document = DocumentParser.parse(.init(entry: entry, file: SourceFile(path: entry.path, lines: lines)),
                                            vocabulary: vocabulary, manifest: manifest, into: &log)
        return (document, log.all)
    }

    private static func loadVocabulary() -> Vocabulary {
        let path = ProcessInfo.processInfo.environment["DUOGUIDE_VOCABULARY"] ?? "Content/locales/es.json"
        do { return try Vocabulary.decode(Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            fatalError("cannot load the vocabulary at \(path) (set DUOGUIDE_VOCABULARY): \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func parseFuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let lines = Library.load(fuzzInput(data, count)) else { return 0 }
    // A text with chapters is a guide; one without is parsed both ways, since an article is
    // exactly that. (A guide parsed as an article as well would cost each input a second parse
    // for a text unlike any article.)
    let (guide, guideDiagnostics) = Library.parseGuide(lines)
    check(guide, guideDiagnostics, lineCount: lines.count)
    if guide.chapters.isEmpty {
        let (article, articleDiagnostics) = Library.parseArticle(lines)
        check(article, articleDiagnostics, lineCount: lines.count)
    }
    return 0
}

private func check(_ document: Document, _ diagnostics: [Diagnostic], lineCount: Int) {
    for d in diagnostics {
        require((1...lineCount).contains(d.location.line) && d.location.column >= 1,
                "diagnostic outside its file of \(lineCount) lines: \(d)")
    }
    checkModel(document, lineCount: lineCount)
}

/// Every line the model records is a line of the file; chapters are unique and in order.
private func checkModel(_ document: Document, lineCount: Int) {
    let file = 1...lineCount
    func line(_ n: Int, _ what: @autoclosure () -> String) {
        require(file.contains(n), "\(document.id): \(what()) at line \(n) of \(lineCount)")
    }
    func check(_ blocks: [Block], page: String) {
        var anchors: Set<String> = []
        for heading in blocks.headings {
            require(anchors.insert(heading.anchor).inserted, "\(document.id): heading anchor '\(heading.anchor)' twice on \(page)")
        }
        for block in blocks {
            switch block {
            case .heading(let h), .checkpoints(let h, _): line(h.line, "heading")
            case .paragraph(let p), .caption(let p), .notYet(let p), .source(let p), .answers(_, let p): line(p.line, "paragraph")
            case .bulletList(let items), .numberedList(let items): for p in items { line(p.line, "list item") }
            case .entry(let e): line(e.line, "entry")
            case .code(let c):
                line(c.startLine, "code start")
                line(c.endLine, "code end")
                require(c.startLine <= c.endLine, "\(document.id): code ends at \(c.endLine) before it starts at \(c.startLine)")
                for n in c.sourceLines { line(n, "code line") }
            }
        }
    }
    check(document.intro, page: "intro")
    var ids: Set<String> = []
    for chapter in document.chapters {
        require(ids.insert(chapter.id).inserted, "\(document.id): chapter id '\(chapter.id)' twice")
        line(chapter.line, "\(chapter.id) heading")
        require(chapter.line <= chapter.endLine && chapter.endLine <= lineCount,
                "\(document.id): \(chapter.id) spans lines \(chapter.line)...\(chapter.endLine) of \(lineCount)")
        for q in chapter.checkpoints { line(q.line, "\(q.id)") }
        check(chapter.blocks, page: chapter.id)
    }
}
