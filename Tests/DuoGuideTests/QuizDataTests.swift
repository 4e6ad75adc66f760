import Foundation
import XCTest
@testable import DuoGuide

/// The quiz data the build produces: one quiz page per chapter (and the case study) in every
/// language, stable question ids and storage keys, and the multiple-choice alternatives derived
/// from the question and its aligned answer. Expected values come from reading
/// Content/guide/*.txt (the appendix «Respuestas de los puntos de control»), not from the code.
final class QuizDataTests: XCTestCase {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let languages = ["es", "pt", "fr"]
    static let quizIDs = (0...11).map { "chapter-\($0)" } + ["case-study"]

    /// Compiled once for the whole class (the compile takes a few seconds).
    nonisolated(unsafe) static var cachedCorpus: Corpus?

    func corpus() throws -> Corpus {
        if let c = Self.cachedCorpus { return c }
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: Self.repoRoot.appendingPathComponent("Content"))
        let c = try XCTUnwrap(corpus, "the content does not compile: \(diagnostics.prefix(5))")
        Self.cachedCorpus = c
        return c
    }

    /// The rendered quiz and review pages, path → HTML.
    func renderQuizPages(_ corpus: Corpus) throws -> [String: String] {
        let dir = Self.repoRoot.appendingPathComponent("Templates")
        let renderer = SiteRenderer(corpus: corpus, templates: try TemplateLibrary(directory: dir), templatesDirectory: dir)
        var pages: [String: String] = [:]
        for file in try renderer.render() where file.path.contains("/quiz/") || file.path.hasSuffix("review.html") {
            pages[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        return pages
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    // MARK: The model

    func testEveryChapterHasQuestionsWithAnswersInEveryLanguage() throws {
        let corpus = try corpus()
        var idsByLanguage: [String: [String]] = [:]
        for lang in Self.languages {
            let guide = try XCTUnwrap(corpus.guide(language: lang), lang)
            for id in Self.quizIDs {
                let chapter = try XCTUnwrap(guide.chapters.first { $0.id == id }, "\(lang) \(id)")
                XCTAssertFalse(chapter.checkpoints.isEmpty, "\(lang) \(id) has no questions")
                for q in chapter.checkpoints {
                    XCTAssertFalse(q.question.trimmingCharacters(in: .whitespaces).isEmpty, "\(lang) \(q.id)")
                    XCTAssertFalse(q.answer.trimmingCharacters(in: .whitespaces).isEmpty, "\(lang) \(q.id) has no answer")
                }
            }
            idsByLanguage[lang] = guide.chapters.flatMap { $0.checkpoints.map(\.id) }
            XCTAssertEqual(idsByLanguage[lang]?.count, 41, "\(lang) question count")
            XCTAssertEqual(Set(idsByLanguage[lang]!).count, idsByLanguage[lang]!.count, "\(lang) duplicate ids")
        }
        XCTAssertEqual(idsByLanguage["es"], idsByLanguage["pt"])
        XCTAssertEqual(idsByLanguage["es"], idsByLanguage["fr"])
    }

    // MARK: The rendered pages

    func testQuizPagesCarryTheSameKeysInEveryLanguageAndEveryBuild() throws {
        let corpus = try corpus()
        let first = try renderQuizPages(corpus)
        let second = try renderQuizPages(corpus)
        var keysByLanguage: [String: [String]] = [:]
        for lang in Self.languages {
            var keys: [String] = []
            for id in Self.quizIDs {
                let path = "\(lang)/quiz/\(id).html"
                let html = try XCTUnwrap(first[path], "missing \(path)")
                let pageKeys = Self.matches(#"<li class="quiz-question" id="[^"]+" data-key="([^"]+)""#, in: html)
                XCTAssertFalse(pageKeys.isEmpty, path)
                XCTAssertEqual(html.components(separatedBy: "class=\"quiz-answer\"").count - 1, pageKeys.count, "\(path): one answer per question")
                XCTAssertEqual(Self.matches(#"data-total="(\d+)""#, in: html).first, String(pageKeys.count), path)
                for key in pageKeys {
                    XCTAssertNotNil(key.range(of: #"^[a-z0-9-]+-q\d+:[0-9a-f]{8}$"#, options: .regularExpression), "\(path): key \(key)")
                    XCTAssertTrue(key.hasPrefix("\(id)-q"), "\(path): key \(key)")
                }
                keys += pageKeys
                // Answers are non-empty paragraphs.
                for body in Self.matches(#"<div class="quiz-answer-body">\s*<p>([\s\S]*?)</p>"#, in: html) {
                    XCTAssertFalse(body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(path): empty answer")
                }
                XCTAssertEqual(first[path], second[path], "\(path) differs between two renders")
            }
            XCTAssertEqual(keys.count, 41, "\(lang) questions on quiz pages")
            keysByLanguage[lang] = keys
            // The review page holds every question, with the same keys, then the API deck's cards.
            let review = try XCTUnwrap(first["\(lang)/review.html"])
            let deck = Self.matches(#"<li class="quiz-question" id="[^"]+" data-key="([^"]+)""#, in: first["\(lang)/quiz/api-deck.html"] ?? "")
            XCTAssertFalse(deck.isEmpty, "\(lang) API deck")
            XCTAssertEqual(Self.matches(#"<li class="quiz-question" id="[^"]+" data-key="([^"]+)""#, in: review), keys + deck, "\(lang) review")
            XCTAssertTrue(review.contains("data-review"), "\(lang) review marker")
        }
        // The hash covers every translation, so the key (id and hash) is the same in every language.
        XCTAssertEqual(keysByLanguage["es"], keysByLanguage["pt"])
        XCTAssertEqual(keysByLanguage["es"], keysByLanguage["fr"])
    }

    // MARK: Choices

    func choice(_ corpus: Corpus, _ key: String) -> (options: [String], correct: String)? {
        guard let c = corpus.quizChoices[key] else { return nil }
        return (c.options, c.options[c.correct])
    }

    func fold(_ s: String) -> String {
        WordFold.fold(s).replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
            .trimmingCharacters(in: .whitespaces)
    }

    func testChoicesDerivedFromRealQuestions() throws {
        let corpus = try corpus()
        // «¿split u overlay?» — «Un ZStack se mapea a overlay.»
        let q8 = try XCTUnwrap(choice(corpus, "es/chapter-8-q1"))
        XCTAssertEqual(q8.options, ["split", "overlay"])
        XCTAssertEqual(q8.correct, "overlay")
        // «¿las barras del sistema están arriba y abajo, o en el lateral?» — «… están arriba y abajo.»
        let q0 = try XCTUnwrap(choice(corpus, "es/chapter-0-q1"))
        XCTAssertEqual(q0.options.count, 2)
        XCTAssertTrue(fold(q0.correct).hasSuffix("arriba y abajo"), q0.correct)
        XCTAssertEqual(fold(q0.options[1]), "en el lateral")
        // «¿lees el ángulo o status?» — «… lee status.»
        XCTAssertEqual(choice(corpus, "es/chapter-10-q3")?.correct, "status")
        // «¿responde «qué dispositivo» o «qué disposición cabe»?» — «ViewThatFits responde qué disposición cabe.»
        let q4 = try XCTUnwrap(choice(corpus, "es/chapter-4-q3"))
        XCTAssertEqual(q4.options.map(fold), ["que dispositivo", "que disposicion cabe"])
        XCTAssertEqual(fold(q4.correct), "que disposicion cabe")
        // «¿Arrangement debe envolver a la navegación, o la navegación debe envolver a Arrangement?»
        // names the same words both ways: no choice, the reader answers in their own words.
        XCTAssertNil(corpus.quizChoices["es/chapter-8-q2"])
        XCTAssertNil(corpus.quizChoices["pt/chapter-8-q2"])
        XCTAssertNil(corpus.quizChoices["fr/chapter-8-q2"])
        // «Si la barra lateral debe aparecer o no, ¿se puede mirar hinge.angle?»: «o no» offers no alternatives.
        XCTAssertNil(corpus.quizChoices["es/chapter-10-q1"])
        // «¿debe seguir a la lista o a la barra del sistema…?» — «sigue a la lista, no a la barra…»
        XCTAssertEqual(choice(corpus, "es/chapter-1-q3")?.correct, "a la lista")
        // «¿es detectar el modelo y estirar, o cambiar de SDK?» — «hay que cambiar el SDK… No detectes el modelo…»
        XCTAssertEqual(choice(corpus, "es/chapter-2-q2")?.correct, "cambiar de SDK")
        // «¿es horizontal o vertical?» — «… es vertical.»
        XCTAssertEqual(choice(corpus, "es/chapter-6-q1")?.options, ["horizontal", "vertical"])
        XCTAssertEqual(choice(corpus, "es/chapter-6-q1")?.correct, "vertical")
        // «¿… subir a una barra lateral o quedarse abajo?» — «Las tres pestañas se quedan abajo.»
        XCTAssertEqual(choice(corpus, "es/case-study-q1")?.correct, "quedarse abajo")
        XCTAssertEqual(choice(corpus, "pt/case-study-q1")?.correct, "ficar embaixo")
        XCTAssertEqual(choice(corpus, "fr/case-study-q1")?.correct, "rester en bas")
        // «800 pt sigue siendo una sola columna. En paralelo empieza a 801 pt.»: the first sentence answers.
        XCTAssertEqual(choice(corpus, "es/case-study-q2")?.correct, "en una sola columna")
        XCTAssertEqual(choice(corpus, "pt/case-study-q2").map { fold($0.correct).hasSuffix("uma coluna") }, true)
        XCTAssertEqual(choice(corpus, "fr/case-study-q2").map { fold($0.correct).hasSuffix("une colonne") }, true)
        // The other languages.
        XCTAssertEqual(choice(corpus, "pt/chapter-8-q1")?.correct, "overlay")
        XCTAssertEqual(choice(corpus, "fr/chapter-8-q1")?.correct, "overlay")
        XCTAssertEqual(choice(corpus, "pt/chapter-4-q3").map { fold($0.correct) }, "qual arranjo cabe")
        XCTAssertEqual(choice(corpus, "fr/chapter-4-q3").map { fold($0.correct) }, "quelle disposition tient")
        XCTAssertEqual(choice(corpus, "pt/chapter-0-q1").map { fold($0.correct).hasSuffix("em cima e embaixo") }, true)
        XCTAssertEqual(choice(corpus, "fr/chapter-0-q1").map { fold($0.correct).hasSuffix("en haut et en bas") }, true)
        XCTAssertEqual(choice(corpus, "pt/chapter-1-q3")?.correct, "a lista")
        XCTAssertEqual(choice(corpus, "fr/chapter-1-q3")?.correct, "la liste")
        XCTAssertEqual(choice(corpus, "pt/chapter-10-q3")?.correct, "o status")
        XCTAssertEqual(choice(corpus, "fr/chapter-10-q3")?.correct, "status")
        XCTAssertEqual(choice(corpus, "pt/chapter-6-q1")?.correct, "vertical")
        XCTAssertEqual(choice(corpus, "fr/chapter-6-q1")?.correct, "verticale")
        XCTAssertEqual(choice(corpus, "pt/chapter-2-q2").map { fold($0.correct) }, "trocar o sdk")
        XCTAssertEqual(choice(corpus, "fr/chapter-2-q2").map { fold($0.correct) }, "de changer de sdk")
    }

    /// Yes/no questions and their answers, read in the guide by hand (the same in es, pt and fr):
    /// true is yes.
    static let yesNoAnswers: [String: Bool] = [
        // «¿Aparecen las barras verticales?» — «…aparecen las barras verticales.»
        "chapter-2-q1": true,
        // «¿entra en la barra vertical?» — «…no entra en la barra vertical.»
        "chapter-5-q1": false,
        // «¿Lo hace una máscara a pantalla completa dibujada por ti?» — «…no evita el pliegue…»
        "chapter-6-q3": false,
        // «¿La cámara … ocupa occlusion en condiciones normales?» — «…no ocupa occlusion…»
        "chapter-7-q3": false,
        // «¿Se puede crear una ventana nueva en la pantalla exterior?» — «…no se puede crear…»
        "chapter-9-q3": false,
        // «¿se puede fijar un panel en la pantalla exterior?» — «…no se puede fijar…»
        "chapter-11-q1": false,
        // «¿se puede decir «el sheet del sistema lo evita»?» — «…no es un sheet del sistema y no evita…»
        "case-study-q4": false,
    ]

    func testYesNoChoicesFromRealQuestions() throws {
        let corpus = try corpus()
        let words = ["es": ["Sí", "No"], "pt": ["Sim", "Não"], "fr": ["Oui", "Non"]]
        for lang in Self.languages {
            for (id, yes) in Self.yesNoAnswers {
                guard let c = choice(corpus, "\(lang)/\(id)") else { continue }  // which ones: ChoiceGoldenTests
                XCTAssertEqual(c.options, words[lang]!, "\(lang)/\(id)")
                XCTAssertEqual(c.correct, words[lang]![yes ? 0 : 1], "\(lang)/\(id)")
            }
            // Yes/no questions whose answers do not restate them get no choice rather than a guess:
            // «¿se ha convertido en una app de iPad?» — «…sigue siendo una app de iPhone.» (no);
            // and questions asking what, why or where get none («¿Cuántas…?», chapter-0-q2, gets numbers).
            for id in ["chapter-0-q3", "chapter-2-q3", "chapter-4-q1", "chapter-7-q1", "chapter-8-q3"] {
                XCTAssertNil(corpus.quizChoices["\(lang)/\(id)"], "\(lang)/\(id)")
            }
        }
    }

    func testChoicesAreInTheMarkupWithOneCorrectButtonEach() throws {
        let corpus = try corpus()
        let pages = try renderQuizPages(corpus)
        for lang in Self.languages {
            var withChoices = 0, withThreeOrMore = 0
            for id in Self.quizIDs {
                let html = pages["\(lang)/quiz/\(id).html"] ?? ""
                for item in html.components(separatedBy: "<li class=\"quiz-question\"").dropFirst() {
                    guard item.contains("data-choices") else { continue }
                    withChoices += 1
                    XCTAssertEqual(item.components(separatedBy: "data-correct=\"true\"").count - 1, 1, "\(lang) \(id)")
                    let options = item.components(separatedBy: "data-choice=").count - 1
                    XCTAssertGreaterThan(options, 1, "\(lang) \(id)")
                    XCTAssertEqual(item.components(separatedBy: "data-correct=\"false\"").count - 1, options - 1, "\(lang) \(id)")
                    withThreeOrMore += options > 2 ? 1 : 0
                }
            }
            // «De las tres columnas…» (chapter-5-q2) offers three.
            XCTAssertEqual(withThreeOrMore, 1, lang)
            XCTAssertEqual(withChoices, corpus.quizChoices.keys.filter { $0.hasPrefix("\(lang)/") }.count, lang)
        }
    }
}
