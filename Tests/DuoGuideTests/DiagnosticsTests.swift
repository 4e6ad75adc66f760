import Foundation
import XCTest
@testable import DuoGuide

/// One fixture per diagnostic: each asserts the severity, the file, the line (and column where it
/// means something) and part of the message. Fixtures are compiled from a temporary folder shown as "T".
final class DiagnosticsTests: XCTestCase {
    let guidePath = "T/guide/es.txt"
    let manifestPath = "T/manifest.json"

    /// The only diagnostic whose message contains `substring`; fails unless there is exactly one.
    @discardableResult
    private func expectOne(_ diagnostics: [Diagnostic], _ substring: String, file path: String, line: Int, column: Int? = nil,
                           sourceFile: StaticString = #filePath, sourceLine: UInt = #line) -> Diagnostic? {
        let matching = diagnostics.filter { $0.message.contains(substring) }
        guard matching.count == 1, let d = matching.first else {
            XCTFail("expected one diagnostic containing «\(substring)», got: \(diagnostics.map(\.description))", file: sourceFile, line: sourceLine)
            return nil
        }
        XCTAssertEqual(d.severity, .error, d.description, file: sourceFile, line: sourceLine)
        XCTAssertEqual(d.location.file, path, d.description, file: sourceFile, line: sourceLine)
        XCTAssertEqual(d.location.line, line, d.description, file: sourceFile, line: sourceLine)
        if let column { XCTAssertEqual(d.location.column, column, d.description, file: sourceFile, line: sourceLine) }
        return d
    }

    // MARK: Clean inputs

    func testRealContentHasNoErrorsAndNoWarnings() throws {
        XCTAssertNotNil(TestSupport.real.corpus)
        XCTAssertEqual(TestSupport.real.diagnostics.map(\.description), [])
        XCTAssertEqual(try TestSupport.realCorpus().diagnostics.count, 0)
    }

    func testMiniGuideFixtureIsClean() throws {
        let (corpus, diagnostics) = try TestSupport.compileGuide(TestSupport.miniGuide)
        XCTAssertEqual(diagnostics.map(\.description), [])
        let guide = try XCTUnwrap(corpus?.guide(language: "es"))
        XCTAssertEqual(guide.chapters.map(\.id), ["chapter-1", "chapter-2", "appendix"])
        XCTAssertEqual(guide.chapters[0].checkpoints.map(\.answer), ["El ancho decide el número de columnas.", "No sirve para detectar un iPad."])
    }

    func testDiagnosticDescriptionFormat() {
        let d = Diagnostic.error(SourceLocation(file: "Content/guide/es.txt", line: 12, column: 3), "gap in question numbering")
        XCTAssertEqual(d.description, "Content/guide/es.txt:12:3: error: gap in question numbering")
        XCTAssertEqual(Diagnostic.warning(SourceLocation(file: "a.txt", line: 1), "w").description, "a.txt:1:1: warning: w")
    }

    // MARK: Loading

    func testMissingFile() throws {
        let (corpus, diagnostics) = try TestSupport.compile([.init(data: nil)])
        XCTAssertNotNil(corpus, "a readable manifest still gives a corpus")
        expectOne(diagnostics, "cannot read file", file: guidePath, line: 1)
    }

    /// A source over the size limit is refused from its size: the sparse 300 MB file here is never
    /// read (the test would take seconds and a third of a gigabyte if it were).
    func testOversizedFileIsRefusedWithoutReadingIt() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestSupport.Source(data: nil)
        try TestSupport.write(Data(TestSupport.manifest([source], languages: ["es"], translations: [], notSymbols: []).utf8),
                              to: "manifest.json", in: folder)
        try TestSupport.write(try Data(contentsOf: TestSupport.contentDirectory.appendingPathComponent("locales/es.json")),
                              to: "locales/es.json", in: folder)
        let path = folder.appendingPathComponent(source.path)
        try TestSupport.write(Data("x".utf8), to: source.path, in: folder)
        let handle = try FileHandle(forWritingTo: path)
        try handle.truncate(atOffset: UInt64(SourceDecoder.maximumBytes) + 1)
        try handle.close()
        let (_, diagnostics) = Compiler.compile(contentDirectory: folder, displayRoot: TestSupport.fixtureRoot)
        expectOne(diagnostics, "is \(SourceDecoder.maximumBytes + 1) bytes; the limit is \(SourceDecoder.maximumBytes) bytes",
                  file: guidePath, line: 1)
    }

    /// Files are read on all cores: each failure is still reported once, at its own file, beside a
    /// manifest error, and the readable documents are loaded.
    func testEveryFileReportsItsOwnFailureWhenReadTogether() throws {
        let article = TestSupport.Source(id: "a", kind: "article", path: "articles/a.txt", text: "Un artículo\n\nTexto.\n")
        let (corpus, diagnostics) = try TestSupport.compile([
            .init(data: nil),
            .init(id: "b", kind: "article", path: "articles/b.txt", data: Data("Hola\n".utf8) + Data([0xFF])),
            article,
            .init(id: "a", kind: "article", path: "articles/a2.txt", text: "Otro\n"),
            .init(id: "c", kind: "article", path: "articles/c.txt", data: nil),
        ])
        expectOne(diagnostics, "invalid UTF-8 at byte offset 5", file: "T/articles/b.txt", line: 2, column: 1)
        // The id's first place in the manifest (documents start on line 5).
        expectOne(diagnostics, "duplicate document id 'a'", file: manifestPath, line: 7)
        // Sorted by place, as every diagnostic is.
        XCTAssertEqual(diagnostics.filter { $0.message.contains("cannot read file") }.map(\.location.file), ["T/articles/c.txt", guidePath])
        XCTAssertEqual(diagnostics.count, 4, diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(try XCTUnwrap(corpus).documents.map(\.id), ["a"])
    }

    func testMissingManifest() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: folder, displayRoot: "T")
        XCTAssertNil(corpus)
        expectOne(diagnostics, "cannot read the manifest", file: manifestPath, line: 1)
    }

    func testInvalidUTF8GivesLineColumnAndByteOffset() throws {
        let (_, diagnostics) = try TestSupport.compile([.init(data: Data("Hola\n".utf8) + Data([0xFF]))])
        let d = expectOne(diagnostics, "invalid UTF-8 at byte offset 5", file: guidePath, line: 2, column: 1)
        XCTAssertEqual(d?.description, "T/guide/es.txt:2:1: error: invalid UTF-8 at byte offset 5")
    }

    func testInvalidUTF8InTheMiddleOfALine() throws {
        // «Capítulo» with its «í» cut after the first byte: offset 12 = «Título\n» (8 bytes), the blank line 2, «Cap».
        var bytes = Data("Título\n\nCap".utf8)
        bytes.append(0xC3)
        bytes.append(contentsOf: Data("tulo 1 · A".utf8))
        let (_, diagnostics) = try TestSupport.compile([.init(data: bytes)])
        expectOne(diagnostics, "invalid UTF-8 at byte offset 12", file: guidePath, line: 3, column: 4)
    }

    func testBinaryContent() throws {
        let (_, diagnostics) = try TestSupport.compile([.init(data: Data("Hola\u{0}mundo".utf8))])
        expectOne(diagnostics, "binary content (NUL byte at byte offset 4)", file: guidePath, line: 1)
    }

    func testEmptyFile() throws {
        expectOne(try TestSupport.compile([.init(data: Data())]).diagnostics, "file is empty", file: guidePath, line: 1)
        expectOne(try TestSupport.compile([.init(text: " \n\n\t\n")]).diagnostics, "file is empty", file: guidePath, line: 1)
    }

    func testUnknownLanguageInManifest() throws {
        let (_, diagnostics) = try TestSupport.compile([.init(text: TestSupport.miniGuide)], languages: ["es", "xx"])
        // Line 2 of the manifest is `  "languages": ["es", "xx"],`: the quote before xx is column 23.
        expectOne(diagnostics, "unknown language 'xx': there is no locales/xx.json", file: manifestPath, line: 2, column: 23)
    }

    func testUnknownLanguageOfADocument() throws {
        let (_, diagnostics) = try TestSupport.compile([.init(language: "de", text: TestSupport.miniGuide)])
        // Line 5: `    {"id": "guide-es", "kind": "guide", "language": "de", …`: «"language"» starts at column 41.
        expectOne(diagnostics, "unknown language 'de' for document 'guide-es' (languages: es)", file: manifestPath, line: 5, column: 41)
    }

    // MARK: Guide structure

    func testNoChaptersFound() throws {
        let (_, diagnostics) = try TestSupport.compileGuide("Título\n\nSolo un párrafo, sin capítulos.\n")
        expectOne(diagnostics, "no chapters found", file: guidePath, line: 1)
    }

    func testDuplicateChapterNumber() throws {
        let text = TestSupport.miniGuide(replacing: "Capítulo 2 · La bisagra", with: "Capítulo 1 · La bisagra")
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        let first = TestSupport.lineNumber(of: "Capítulo 1 · El ancho manda", in: text)
        let second = TestSupport.lineNumber(of: "Capítulo 1 · La bisagra", in: text)
        XCTAssertEqual([first, second], [5, 25])
        expectOne(diagnostics, "duplicate chapter number 1 (first at line 5)", file: guidePath, line: second)
    }

    func testGapInQuestionNumbering() throws {
        let text = TestSupport.miniGuide(replacing: "2. ¿Sirve horizontalSizeClass", with: "3. ¿Sirve horizontalSizeClass")
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "gap in question numbering: expected question 2, found 3", file: guidePath,
                  line: TestSupport.lineNumber(of: "3. ¿Sirve horizontalSizeClass para detectar un iPad?", in: text))
    }

    func testMissingAnswer() throws {
        let text = TestSupport.miniGuide(replacing: "\n\nCapítulo 2. El ángulo de la bisagra va en radianes.", with: "")
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "missing answer: question 1 of chapter-2 has no answers paragraph", file: guidePath,
                  line: TestSupport.lineNumber(of: "1. ¿En qué unidad va el ángulo de la bisagra?", in: text))
    }

    func testSurplusAnswersForAChapterThatDoesNotExist() throws {
        let text = TestSupport.miniGuide + "\n\nCapítulo 7. Este capítulo no existe."
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "surplus answers: chapter 7 does not exist", file: guidePath,
                  line: TestSupport.lineNumber(of: "Capítulo 7. Este capítulo no existe.", in: text))
    }

    func testSurplusAnswersForAChapterWithoutQuestions() throws {
        let text = TestSupport.miniGuide(replacing: "Apéndice · Respuestas",
                                         with: "Capítulo 3 · Sin preguntas\n\nAl terminar podrás. Leer sin preguntas.\n\nSolo texto.\n\nApéndice · Respuestas")
            + "\n\nCapítulo 3. Aquí no se pregunta nada."
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "surplus answers: chapter 3 has no checkpoint questions", file: guidePath,
                  line: TestSupport.lineNumber(of: "Capítulo 3. Aquí no se pregunta nada.", in: text))
        XCTAssertEqual(diagnostics.filter { $0.message.contains("surplus answers") }.count, 1, diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testSurplusAnswersForAChapterAlreadyAnswered() throws {
        let text = TestSupport.miniGuide + "\n\nCapítulo 2. Otra vez en radianes."
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "surplus answers: 'chapter-2' already has an answers paragraph", file: guidePath,
                  line: TestSupport.lineNumber(of: "Capítulo 2. Otra vez en radianes.", in: text))
    }

    func testFewerAnswerSentencesThanQuestions() throws {
        let text = TestSupport.miniGuide(replacing: "Capítulo 1. El ancho decide el número de columnas. No sirve para detectar un iPad.",
                                         with: "Capítulo 1. El ancho decide todo.")
        let (corpus, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "fewer answer sentences (1) than questions (2) for chapter-1", file: guidePath,
                  line: TestSupport.lineNumber(of: "Capítulo 1. El ancho decide todo.", in: text))
        XCTAssertEqual(corpus?.guide(language: "es")?.chapters.first?.checkpoints.map(\.answer), ["", ""], "no answer is invented")
    }

    func testCheckpointHeadingWithoutQuestions() throws {
        let text = TestSupport.miniGuide(replacing: "Punto de control\n\n1. ¿En qué unidad va el ángulo de la bisagra?",
                                         with: "Punto de control\n\nSin preguntas aquí.")
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("is not followed by numbered questions")
            && $0.location.line == TestSupport.lineNumber(of: "Sin preguntas aquí.", in: text) - 2 })
    }

    // MARK: Code

    func testUnclosedBraceInCodeSample() throws {
        let text = TestSupport.miniGuide(replacing: "let angle = hinge.angle", with: "if hinge.isOpen {\n    let angle = hinge.angle")
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "unbalanced brackets in code sample: '{' is never closed", file: guidePath,
                  line: TestSupport.lineNumber(of: "if hinge.isOpen {", in: text), column: 17)
    }

    func testClosingBracketWithoutOpener() throws {
        let text = TestSupport.miniGuide(replacing: "let angle = hinge.angle", with: "let angle = hinge.angle)")
        let (_, diagnostics) = try TestSupport.compileGuide(text)
        expectOne(diagnostics, "closing bracket without an opening one", file: guidePath,
                  line: TestSupport.lineNumber(of: "let angle = hinge.angle)", in: text), column: 24)
    }

    func testBracesInStringsAndCommentsAreIgnored() throws {
        let text = TestSupport.miniGuide(replacing: "let angle = hinge.angle", with: "let angle = \"{(\" // ) } ]")
        XCTAssertEqual(try TestSupport.compileGuide(text).diagnostics.map(\.description), [])
    }

    func testStructClosingTwoParagraphsLaterIsBalanced() throws {
        let code = "struct Stage: View {\n    let size = 1\n\n    var body: some View {\n        content\n    }\n\n}"
        let text = TestSupport.miniGuide(replacing: "let angle = hinge.angle", with: code)
        let (corpus, diagnostics) = try TestSupport.compileGuide(text)
        XCTAssertEqual(diagnostics.map(\.description), [])
        let start = TestSupport.lineNumber(of: "struct Stage: View {", in: text)
        let samples = try XCTUnwrap(corpus?.guide(language: "es")?.chapter(id: "chapter-2")?.codeSamples)
        XCTAssertEqual(samples.map(\.startLine), [start])
        XCTAssertEqual(samples.map(\.endLine), [start + 7])
        XCTAssertEqual(samples.first?.code, code)
    }

    // MARK: Translations

    /// A Spanish guide and its "translation" in a second language `xx` that uses the Spanish
    /// vocabulary (one guide per language), in one translation group: the first is the reference.
    private func compileTranslations(_ other: String) throws -> [Diagnostic] {
        let spanish = try Data(contentsOf: TestSupport.contentDirectory.appendingPathComponent("locales/es.json"))
        return try TestSupport.compile([
            .init(id: "guide-a", path: "guide/a.txt", text: TestSupport.miniGuide),
            .init(id: "guide-b", language: "xx", path: "guide/b.txt", text: other),
        ], languages: ["es", "xx"], translations: [["guide-a", "guide-b"]],
           extraFiles: ["locales/xx.json": spanish]).diagnostics
    }

    func testTwoGuidesInOneLanguageAreAnError() throws {
        let diagnostics = try TestSupport.compile([
            .init(id: "guide-a", path: "guide/a.txt", text: TestSupport.miniGuide),
            .init(id: "guide-b", path: "guide/b.txt", text: TestSupport.miniGuide),
        ]).diagnostics
        expectOne(diagnostics, "document 'guide-b': a second guide in language 'es'", file: "T/manifest.json", line: 6)
    }

    func testDefaultLanguageMustBeOneOfTheLanguages() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(Data(contentsOf: TestSupport.contentDirectory.appendingPathComponent("locales/es.json")), to: "locales/es.json", in: folder)
        try TestSupport.write(Data(TestSupport.miniGuide.utf8), to: "guide/es.txt", in: folder)
        let manifest = """
        {
          "languages": ["es"],
          "defaultLanguage": "de",
          "documents": [{"id": "g", "kind": "guide", "language": "es", "path": "guide/es.txt"}],
          "translations": [],
          "notSymbols": []
        }
        """
        try TestSupport.write(Data(manifest.utf8), to: "manifest.json", in: folder)
        let (_, diagnostics) = Compiler.compile(contentDirectory: folder, displayRoot: "T")
        XCTAssertEqual(diagnostics.map(\.description), ["T/manifest.json:3:3: error: default language 'de' is not one of the languages (es)"])
    }

    func testIdenticalTranslationsAreClean() throws {
        XCTAssertEqual(try compileTranslations(TestSupport.miniGuide).map(\.description), [])
    }

    func testCodeSampleDifferingBetweenTranslations() throws {
        let other = TestSupport.miniGuide(replacing: "        Text(\"Hola\")", with: "        Text(\"Olá\")")
        let diagnostics = try compileTranslations(other)
        let line = TestSupport.lineNumber(of: "        Text(\"Olá\")", in: other)
        XCTAssertEqual(line, 13)
        expectOne(diagnostics, "code sample differs from the translation in T/guide/a.txt:13", file: "T/guide/b.txt", line: line)
    }

    func testTranslationWithDifferentChapters() throws {
        let other = TestSupport.miniGuide
            .replacingOccurrences(of: "Capítulo 2 · La bisagra\n\nAl terminar podrás. Leer la bisagra.\n\nlet angle = hinge.angle\n\nPunto de control\n\n1. ¿En qué unidad va el ángulo de la bisagra?\n\n", with: "")
            .replacingOccurrences(of: "\n\nCapítulo 2. El ángulo de la bisagra va en radianes.", with: "")
        XCTAssertFalse(other.contains("Capítulo 2"))
        // A translation may lag: a warning where the chapter would come (before the appendix).
        XCTAssertEqual(TestSupport.lineNumber(of: "Apéndice · Respuestas", in: other), 25)
        XCTAssertEqual(TestSupport.lineNumber(of: "Capítulo 2 · La bisagra", in: TestSupport.miniGuide), 25)
        let diagnostics = try compileTranslations(other)
        XCTAssertEqual(diagnostics.map(\.description), [
            "T/guide/b.txt:25:1: warning: chapter-2 is not translated yet; the site shows the original in its place, marked as not yet translated",
        ])
        XCTAssertEqual(diagnostics.first?.notes, [
            .note("the original chapter", at: SourceLocation(file: "T/guide/a.txt", line: 25)),
            .help("it would come before this chapter, as in the original"),
        ])
    }

    func testTranslationWithAnExtraChapter() throws {
        let other = TestSupport.miniGuide(replacing: "Apéndice · Respuestas",
                                          with: "Capítulo 3 · Sin preguntas\n\nAl terminar podrás. Leer sin preguntas.\n\nSolo texto.\n\nApéndice · Respuestas")
        let diagnostics = try compileTranslations(other)
        expectOne(diagnostics, "translation has different chapters than T/guide/a.txt: extra chapter-3", file: "T/guide/b.txt", line: 1)
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testTranslationWithChaptersInAnotherOrder() throws {
        // Chapter 2 before chapter 1; each chapter is still compared with its own translation.
        let first = "Capítulo 1 · El ancho manda"
        let start = TestSupport.miniGuide.range(of: first)!.lowerBound
        let second = TestSupport.miniGuide.range(of: "Capítulo 2 · La bisagra")!.lowerBound
        let end = TestSupport.miniGuide.range(of: "Apéndice · Respuestas")!.lowerBound
        let mini = TestSupport.miniGuide
        let other = String(mini[..<start]) + String(mini[second..<end]) + String(mini[start..<second]) + String(mini[end...])
        XCTAssertEqual(other.count, mini.count)
        let diagnostics = try compileTranslations(other)
        expectOne(diagnostics, "translation has different chapters than T/guide/a.txt: chapters in a different order", file: "T/guide/b.txt", line: 1)
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testTranslationWithDifferentCheckpointCount() throws {
        let other = TestSupport.miniGuide
            .replacingOccurrences(of: "2. ¿Sirve horizontalSizeClass para detectar un iPad?", with: "2. ¿Sirve horizontalSizeClass para detectar un iPad?\n\n3. ¿Y para el pliegue?")
            .replacingOccurrences(of: "detectar un iPad.\n", with: "detectar un iPad. Tampoco el pliegue.\n")
        let diagnostics = try compileTranslations(other)
        expectOne(diagnostics, "chapter-1 has 3 checkpoint questions; T/guide/a.txt:5 has 2", file: "T/guide/b.txt", line: 5)
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testTranslationWithDifferentEntryCount() throws {
        let entry = "• horizontalSizeClass. Dice si el ancho es compact o regular. Cuándo usarlo: para elegir columnas. Cuándo no usarlo: para detectar un iPad."
        let other = TestSupport.miniGuide(replacing: entry, with: entry + "\n\n• verticalSizeClass. El alto. Cuándo usarlo: filas. Cuándo no usarlo: nunca.")
        let diagnostics = try compileTranslations(other)
        expectOne(diagnostics, "chapter-1 has 2 entries; T/guide/a.txt:5 has 1", file: "T/guide/b.txt", line: 5)
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testTranslationGroupNamingAnUnknownDocument() throws {
        let (_, diagnostics) = try TestSupport.compile([.init(text: TestSupport.miniGuide)], translations: [["guide-es", "guide-zz"]])
        XCTAssertTrue(diagnostics.contains { $0.severity == .error && $0.location.file == manifestPath
            && $0.message.contains("translation group 'group-0' names unknown document 'guide-zz'") }, diagnostics.map(\.description).joined(separator: "\n"))
    }

    // MARK: Ordering

    func testDiagnosticsAreSortedByFileAndPosition() throws {
        let text = TestSupport.miniGuide
            .replacingOccurrences(of: "2. ¿Sirve horizontalSizeClass", with: "3. ¿Sirve horizontalSizeClass")
            .replacingOccurrences(of: "let angle = hinge.angle", with: "let angle = hinge.angle)")
        let diagnostics = try TestSupport.compileGuide(text).diagnostics
        XCTAssertEqual(diagnostics.count, 2, diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(diagnostics.map(\.location), diagnostics.map(\.location).sorted())
    }
}
