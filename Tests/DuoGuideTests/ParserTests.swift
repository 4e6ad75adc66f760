import Foundation
import XCTest
@testable import DuoGuide

/// The parser on the real Content. Every expected value was read off the source text by hand
/// (line numbers are those of Content/guide/es.txt unless stated; pt and fr share the layout).
final class ParserTests: XCTestCase {
    static let languages = ["es", "pt", "fr"]
    static let chapterIDs = (0...11).map { "chapter-\($0)" } + ["appendix", "case-study"]
    static let checkpointCounts = [3, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 0, 4]
    static let entryCounts = [4, 4, 4, 4, 4, 8, 4, 6, 6, 4, 4, 4, 0, 0]

    // MARK: Sections

    func testGuideTitleAndSectionOrderInEveryLanguage() throws {
        for language in Self.languages {
            let guide = try TestSupport.guide(language)
            XCTAssertEqual(guide.chapters.map(\.id), Self.chapterIDs, language)
            XCTAssertEqual(guide.chapters.map(\.kind), Array(repeating: .chapter, count: 12) + [.appendix, .caseStudy], language)
            XCTAssertEqual(guide.chapters.map(\.number), (0...11).map { Optional($0) } + [nil, nil], language)
            XCTAssertEqual(guide.chapters.map(\.line), [9, 89, 148, 212, 305, 413, 559, 636, 709, 785, 849, 909, 970, 1064], language)
        }
        let es = try TestSupport.guide("es")
        XCTAssertEqual(es.title, "Diseñar para el iPhone Duo, del diseño al código")
        XCTAssertEqual(es.chapters[4].title, "Deja que el contenedor del sistema decida si van en paralelo o se avanza")
        XCTAssertEqual(es.chapters[4].heading, "Capítulo 4 · Deja que el contenedor del sistema decida si van en paralelo o se avanza")
        XCTAssertEqual(es.chapters[12].title, "Contraste, señales de alarma y respuestas")
        XCTAssertEqual(es.chapters[13].title, "Los accesos de abajo no se mueven; el ancho se lo queda el contenido")
        XCTAssertEqual(try TestSupport.guide("fr").chapters[0].heading, "Chapitre 0 · Six postures pour la recette, pas six interfaces")
        // Chapter 4 runs up to the line before chapter 5's heading; the case study to the end of the file.
        XCTAssertEqual(es.chapters[4].endLine, 412)
        XCTAssertEqual(es.chapters[13].endLine, 1111)
    }

    // MARK: Checkpoints

    func testCheckpointCountsAndAnswersInEveryLanguage() throws {
        for language in Self.languages {
            let guide = try TestSupport.guide(language)
            XCTAssertEqual(guide.chapters.map(\.checkpoints.count), Self.checkpointCounts, language)
            for chapter in guide.chapters {
                XCTAssertEqual(chapter.checkpoints.map(\.number), Array(1..<(chapter.checkpoints.count + 1)), "\(language) \(chapter.id)")
                for q in chapter.checkpoints {
                    XCTAssertEqual(q.id, "\(chapter.id)-q\(q.number)")
                    XCTAssertFalse(q.question.isEmpty, "\(language) \(q.id)")
                    XCTAssertFalse(q.answer.isEmpty, "\(language) \(q.id) has no answer")
                    XCTAssertFalse(q.answerSentences.isEmpty, "\(language) \(q.id)")
                }
            }
            XCTAssertEqual(guide.chapters.flatMap(\.checkpoints).count, 41, language)
        }
    }

    func testCheckpointLinesAndQuestionTextInSpanish() throws {
        let es = try TestSupport.guide("es")
        let ch5 = try XCTUnwrap(es.chapter(id: "chapter-5"))
        XCTAssertEqual(ch5.checkpoints.map(\.line), [547, 549, 551, 553])
        XCTAssertEqual(ch5.checkpoints[3].question, "¿Por qué un UIToolbar dibujado por ti no se pone de lado?")
        let caseStudy = try XCTUnwrap(es.chapter(id: "case-study"))
        XCTAssertEqual(caseStudy.checkpoints.map(\.line), [1103, 1105, 1107, 1109])
        XCTAssertEqual(caseStudy.checkpoints.map(\.answerLine), [1111, 1111, 1111, 1111])
        XCTAssertEqual(es.chapter(id: "chapter-0")?.checkpoints.map(\.answerLine), [1022, 1022, 1022])
        // The case study's questions sit under its own heading, not «Punto de control».
        let headings = caseStudy.blocks.compactMap { block -> Heading? in
            if case .checkpoints(let h, let numbers) = block, numbers == [1, 2, 3, 4] { return h } else { return nil }
        }
        XCTAssertEqual(headings.map(\.text), ["Compruébalo tú con esta app"])
        XCTAssertEqual(headings.map(\.line), [1101])
    }

    func testAppendixAnswersParagraphsAreRecognised() throws {
        let es = try TestSupport.guide("es")
        let appendix = try XCTUnwrap(es.chapter(id: "appendix"))
        var answers: [(String, Int, String?)] = []
        for case .answers(let id, let p) in appendix.blocks { answers.append((id, p.line, p.lead)) }
        XCTAssertEqual(answers.map(\.0), (0...11).map { "chapter-\($0)" })
        XCTAssertEqual(answers.map(\.1), Array(stride(from: 1022, through: 1044, by: 2)))
        XCTAssertEqual(answers.first?.2, "Capítulo 0.")
        let caseStudy = try XCTUnwrap(es.chapter(id: "case-study"))
        var caseAnswers: [Paragraph] = []
        for case .answers(let id, let p) in caseStudy.blocks where id == "case-study" { caseAnswers.append(p) }
        XCTAssertEqual(caseAnswers.map(\.line), [1111])
        XCTAssertEqual(caseAnswers.first?.lead, "Respuestas.")
        XCTAssertEqual(caseAnswers.first.map { $0.text.hasPrefix("Las tres pestañas se quedan abajo.") }, true)
    }

    // MARK: Entries

    func testEntryCountsInEveryLanguage() throws {
        for language in Self.languages {
            let guide = try TestSupport.guide(language)
            XCTAssertEqual(guide.chapters.map(\.entries.count), Self.entryCounts, language)
            let entries = guide.chapters.flatMap(\.entries)
            XCTAssertEqual(entries.count, 56, language)
            XCTAssertEqual(entries.filter { $0.whenToUse != nil && $0.whenNotToUse != nil }.count, 51, language)
            // The five without use/avoid parts: ch1 «Prueba del lomo», ch7 division/occlusion, ch8 split/overlay.
            XCTAssertEqual(entries.filter { $0.whenToUse == nil && $0.whenNotToUse == nil }.map(\.line), [132, 648, 650, 721, 723], language)
            for e in entries where e.whenToUse != nil {
                XCTAssertFalse(e.whenToUse!.isEmpty, "\(language):\(e.line)")
                XCTAssertFalse(e.whenNotToUse?.isEmpty ?? true, "\(language):\(e.line)")
            }
        }
    }

    private func entry(_ language: String, line: Int) throws -> Entry {
        try XCTUnwrap(TestSupport.guide(language).chapters.flatMap(\.entries).first { $0.line == line }, "no entry at \(language):\(line)")
    }

    func testEntryWithAvailabilitySplitsTitleDescriptionUseAndAvoid() throws {
        let e = try entry("es", line: 529)
        XCTAssertEqual(e.title, "toolbarVerticalBehavior")
        XCTAssertEqual(e.availability, "iOS 27.1")
        XCTAssertEqual(e.description, ".automatic / .disabled. UIKit: sobrescribe preferredVerticalBarBehavior, de tipo UIVerticalBarBehavior.")
        XCTAssertEqual(e.whenToUse, "calculadora, vídeo a pantalla completa, sheet con un solo botón de cerrar.")
        XCTAssertEqual(e.whenNotToUse, "no lo cambies de un lado a otro según la navegación o según el estado de una vista.")
        XCTAssertEqual(e.anchor, "chapter-5-entry-1")
        XCTAssertEqual(try entry("es", line: 533).availability, "iOS 27.0")
        XCTAssertEqual(try entry("es", line: 833).availability, "iOS 15")
        XCTAssertEqual(try entry("es", line: 833).title, "UIWindowScene.ActivationAction")
    }

    func testEntryTitlesKeepTheirOwnParentheses() throws {
        let available = try entry("es", line: 196)
        XCTAssertEqual(available.title, "#available(iOS 27.1, *)")
        XCTAssertNil(available.availability)
        XCTAssertTrue(available.description.hasPrefix("Si el destino de implementación es inferior a 27.1"))
        let split = try entry("es", line: 767)
        XCTAssertEqual(split.title, ".split")
        XCTAssertEqual(split.availability, "iOS 27.1")
        XCTAssertEqual(split.description, "arrangementViewStyle(.split), .axes(.horizontal) o .vertical. UIKit: updateArrangement(.split.axes(...)).")
        let effect = try entry("es", line: 541)
        XCTAssertEqual(effect.title, "backgroundExtensionEffect()")
        XCTAssertEqual(effect.availability, "iOS 26")
        let grid = try entry("es", line: 397)
        XCTAssertEqual(grid.title, "GridItem(.adaptive(minimum:))")
        XCTAssertNil(grid.availability)
        let regions = try entry("es", line: 689)
        XCTAssertEqual(regions.title, "reservedRegions(kind:options:)")
        XCTAssertEqual(regions.availability, "iOS 27.1")
        XCTAssertEqual(try entry("es", line: 291).title, "UIWindow(windowScene:)")
    }

    func testEntryWithoutUseOrAvoidKeepsItsWholeDescription() throws {
        let division = try entry("es", line: 648)
        XCTAssertEqual(division.title, "division, división")
        XCTAssertNil(division.availability)
        XCTAssertEqual(division.description, "A media apertura, la bisagra parte una zona grande en dos lados. Cuando queda completamente plana, esa región no está activa y su ancho es 0.")
        XCTAssertNil(division.whenToUse)
        XCTAssertNil(division.whenNotToUse)
        XCTAssertEqual(try entry("pt", line: 648).title, "division, divisão")
        XCTAssertEqual(try entry("fr", line: 648).title, "division, la séparation")
        let spine = try entry("es", line: 132)
        XCTAssertEqual(spine.title, "Prueba del lomo")
        XCTAssertTrue(spine.description.hasSuffix("un campo de texto, un icono pequeño."))
    }

    func testFrenchEntryLabelsWithApostrophes() throws {
        let e = try entry("fr", line: 529)
        XCTAssertEqual(e.title, "toolbarVerticalBehavior")
        XCTAssertEqual(e.availability, "iOS 27.1")
        XCTAssertNotNil(e.whenToUse)
        XCTAssertNotNil(e.whenNotToUse)
        XCTAssertFalse(e.description.contains("Quand l'utiliser"))
        XCTAssertFalse(e.whenToUse!.contains("Quand s'en passer"))
    }

    // MARK: Lists, objectives, notes, sources

    func testChapterOnePrinciplesAreANumberedListNotQuestions() throws {
        let ch1 = try XCTUnwrap(TestSupport.guide("es").chapter(id: "chapter-1"))
        let lists = ch1.blocks.compactMap { block -> [Paragraph]? in if case .numberedList(let items) = block { return items } else { return nil } }
        XCTAssertEqual(lists.count, 1)
        XCTAssertEqual(lists.first?.map(\.line), [99, 101, 103, 105])
        XCTAssertEqual(lists.first?.map(\.lead), ["1.", "2.", "3.", "4."])
        XCTAssertEqual(lists.first?.first?.text.hasPrefix("La función y el estado no se cortan."), true)
        XCTAssertEqual(ch1.checkpoints.map(\.line), [140, 142, 144])
        XCTAssertFalse(ch1.checkpoints.contains { $0.question.hasPrefix("La función") })
    }

    func testObjectivesLoseTheirLeadPhrase() throws {
        let es = try TestSupport.guide("es")
        XCTAssertEqual(es.chapters[0].objective, "Al ver un Duo cerrado, abierto, a media apertura y girado, decir en qué ancho debe pensar la interfaz, en lugar de escribir una versión distinta para cada postura.")
        // The case study opens with a different lead: «Al terminar de leerlo podrás.»
        XCTAssertEqual(es.chapters[13].objective, "Contrastar esta app con las reglas de antes, y separar lo que ya está hecho a la manera de Apple, lo que es una elección de producto y lo que todavía no se puede dar por comprobado.")
        XCTAssertNil(es.chapters[12].objective, "the appendix has no objective")
        for language in Self.languages {
            let guide = try TestSupport.guide(language)
            for chapter in guide.chapters where chapter.kind != .appendix {
                let objective = try XCTUnwrap(chapter.objective, "\(language) \(chapter.id)")
                XCTAssertFalse(objective.hasPrefix("Al terminar") || objective.hasPrefix("Ao terminar") || objective.hasPrefix("À la fin")
                               || objective.hasPrefix("Depois de ler") || objective.hasPrefix("Une fois ceci lu"), "\(language) \(chapter.id)")
                // The objective is never also a paragraph block.
                XCTAssertFalse(chapter.blocks.contains { if case .paragraph(let p) = $0 { return p.text.contains(objective) } else { return false } })
            }
        }
        XCTAssertEqual(try TestSupport.guide("fr").chapters[13].objective?.hasPrefix("Vous confrontez cette app"), true)
        XCTAssertEqual(try TestSupport.guide("pt").chapters[0].objective?.hasPrefix("Ao ver um Duo fechado"), true)
    }

    private func notYet(_ guide: Document) -> [Paragraph] {
        guide.allBlocks.compactMap { if case .notYet(let p) = $0 { return p } else { return nil } }
    }

    private func sources(_ guide: Document) -> [Paragraph] {
        guide.allBlocks.compactMap { if case .source(let p) = $0 { return p } else { return nil } }
    }

    func testNotYetNotesAreRecognised() throws {
        let es = try TestSupport.guide("es")
        let notes = notYet(es)
        XCTAssertEqual(notes.map(\.line), [85, 146, 208, 301, 411, 555, 634, 705, 781, 845, 907])
        XCTAssertEqual(notes.first?.lead, "En este capítulo todavía no.")
        XCTAssertEqual(notes.first?.text, "No escribas if isDuo, no leas el ángulo de la bisagra y no consultes el pliegue. Ahora solo tienes que rechazar «una UI por cada postura».")
        XCTAssertEqual(notYet(try TestSupport.guide("pt")).map(\.line), notes.map(\.line))
        XCTAssertEqual(notYet(try TestSupport.guide("fr")).map(\.line), notes.map(\.line))
        XCTAssertEqual(notYet(try TestSupport.guide("fr")).first?.text.hasPrefix("N'écrivez pas if isDuo"), true)
    }

    func testSourceLinesAreRecognisedIncludingFrenchSpaceBeforeColon() throws {
        let expectedLines = [87, 210, 303, 557, 707, 783, 847, 968]
        for language in Self.languages {
            let found = sources(try TestSupport.guide(language))
            XCTAssertEqual(found.map(\.line), expectedLines, language)
            XCTAssertEqual(found.first?.text, "HIG · Designing for iPhone Duo, Tech Talk 111466.", language)
        }
        XCTAssertEqual(sources(try TestSupport.guide("es")).first?.lead, "Fuente")
        XCTAssertEqual(sources(try TestSupport.guide("fr")).first?.lead, "Source")
        XCTAssertEqual(sources(try TestSupport.guide("pt")).first?.lead, "Fonte")
    }

    // MARK: Translations share one structure

    func testTranslationsHaveTheSameStructureAndIdenticalCode() throws {
        let es = try TestSupport.guide("es")
        for language in ["pt", "fr"] {
            let other = try TestSupport.guide(language)
            XCTAssertEqual(other.chapters.map(\.id), es.chapters.map(\.id), language)
            XCTAssertEqual(other.chapters.flatMap(\.checkpoints).map(\.id), es.chapters.flatMap(\.checkpoints).map(\.id), language)
            XCTAssertEqual(other.chapters.map(\.entries.count), es.chapters.map(\.entries.count), language)
            XCTAssertEqual(other.chapters.flatMap(\.entries).map(\.anchor), es.chapters.flatMap(\.entries).map(\.anchor), language)
            XCTAssertEqual(other.codeSamples.count, es.codeSamples.count, language)
            for (a, b) in zip(es.codeSamples, other.codeSamples) {
                XCTAssertEqual(b.code, a.code, "\(language) sample at \(b.startLine)")
                XCTAssertEqual(b.startLine, a.startLine, language)
                XCTAssertEqual(b.framework, a.framework, language)
            }
        }
    }

    // MARK: Code detection

    private func sample(_ document: Document, startingAt line: Int) throws -> CodeSample {
        try XCTUnwrap(document.codeSamples.first { $0.startLine == line }, "no code sample starts at \(document.id):\(line)")
    }

    func testSpanishCodeSamplesSpotChecks() throws {
        let es = try TestSupport.guide("es")
        let lines = try TestSupport.contentLines("guide/es.txt")
        // (start, end, framework) read off the source.
        let expected: [(Int, Int, Framework?)] = [
            (19, 29, .swiftUI), (33, 41, .uiKit), (53, 58, .swiftUI), (60, 63, .uiKit), (169, 177, .swiftUI),
            (186, 188, nil), (220, 225, .uiKit), (244, 260, .swiftUI), (271, 277, .uiKit), (279, 279, .uiKit),
            (319, 330, .swiftUI), (332, 337, .uiKit), (349, 364, .uiKit), (435, 455, .swiftUI), (459, 475, .uiKit),
            (583, 586, .swiftUI), (744, 744, .swiftUI), (746, 746, .uiKit), (855, 855, nil), (1085, 1085, nil),
        ]
        for (start, end, framework) in expected {
            let s = try sample(es, startingAt: start)
            XCTAssertEqual(s.endLine, end, "sample \(start)")
            XCTAssertEqual(s.framework, framework, "sample \(start)")
            XCTAssertEqual(s.code, lines[(start - 1)...(end - 1)].joined(separator: "\n"), "sample \(start) must be the source lines verbatim")
        }
        XCTAssertEqual(es.codeSamples.count, 61)
    }

    func testSampleSpanningABlankLineIsOneSample() throws {
        let s = try sample(TestSupport.guide("es"), startingAt: 244)
        XCTAssertEqual(s.endLine, 260)
        XCTAssertTrue(s.code.contains("@State private var size: CGSize = .zero\n\n    var body: some View {"))
        XCTAssertTrue(s.code.hasSuffix("private var isWiderThanTall: Bool { size.width > size.height }\n}"))
        // The sample below it is separate.
        XCTAssertNotNil(try? sample(TestSupport.guide("es"), startingAt: 262))
    }

    func testBareIdentifierLinesStayInsideTheirSample() throws {
        let s = try sample(TestSupport.guide("es"), startingAt: 583)
        XCTAssertEqual(s.code, "content\n    .safeAreaPadding(.horizontal)\nbackground\n    .ignoresSafeArea()")
    }

    func testCaptionsAndTheAPIHeadingAreNotCode() throws {
        let es = try TestSupport.guide("es")
        let ch3 = try XCTUnwrap(es.chapter(id: "chapter-3"))
        XCTAssertTrue(ch3.headings.contains { $0.line == 283 && $0.text == "API" })
        XCTAssertFalse(es.codeSamples.contains { (283...283).contains($0.startLine) || ($0.startLine...$0.endLine).contains(283) })
        let ch0 = try XCTUnwrap(es.chapter(id: "chapter-0"))
        let captions = ch0.blocks.compactMap { if case .caption(let p) = $0 { return p } else { return nil } }
        XCTAssertEqual(captions.map(\.line), [17, 31])
        XCTAssertEqual(captions.first?.text, "SwiftUI ramificado por postura:")
        XCTAssertEqual(es.headings.filter { $0.text == "API" }.map(\.line), [283, 393, 527, 616, 687, 763, 889, 948])
    }

    /// A hand-written rule for prose: outside comments and string literals, a code line never holds a
    /// Spanish/Portuguese/French function word, nor reads as a capitalised sentence ending in a period.
    static let functionWords: Set<String> = [
        "de", "la", "el", "que", "los", "las", "una", "es", "se", "por", "para", "con", "del", "no", "en", "lo", "al",
        "da", "um", "uma", "com", "não", "le", "les", "des", "du", "et", "est", "pas", "une", "mais", "ou",
    ]

    static func looksLikeProse(_ line: String) -> Bool {
        var text = line
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        var code = ""
        var inString = false
        for ch in text {
            if ch == "\"" { inString.toggle(); continue }
            if !inString { code.append(ch) }
        }
        if code.split(whereSeparator: { !$0.isLetter }).contains(where: { functionWords.contains($0.lowercased()) }) { return true }
        let t = code.trimmingCharacters(in: .whitespaces)
        if let first = t.first, first.isUppercase, t.hasSuffix("."), t.split(separator: " ").count >= 3 { return true }
        return false
    }

    func testProseRuleRecognisesProseAndAcceptsCode() {
        XCTAssertTrue(Self.looksLikeProse("Cuando de verdad necesites UIScreen, tómalo en el momento de usarlo desde view.window?.windowScene?.screen."))
        XCTAssertTrue(Self.looksLikeProse("UIKit no tiene ViewThatFits."))
        XCTAssertTrue(Self.looksLikeProse("Les trois onglets restent en bas."))
        XCTAssertFalse(Self.looksLikeProse("    let readable = view.readableContentGuide.layoutFrame"))
        XCTAssertFalse(Self.looksLikeProse("    Text(\"说明保持在容易扫读的宽度里。\") // 不要写死"))
        XCTAssertFalse(Self.looksLikeProse("        // Secciones como Diarios no existen en la barra de pestañas: vuelve a Hoy."))
    }

    func testNoProseLineIsInsideACodeSample() throws {
        let corpus = try TestSupport.realCorpus()
        var checked = 0
        for document in corpus.documents {
            for s in document.codeSamples {
                for (offset, line) in s.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    checked += 1
                    XCTAssertFalse(Self.looksLikeProse(String(line)), "\(document.source):\(s.startLine + offset) is prose inside code: \(line)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 1100, "every code line of every document is checked")
    }

    func testArticleCodeSamples() throws {
        let article = try TestSupport.document("estructura-segun-el-ancho")
        // An import paragraph joins the declaration after it.
        let first = try sample(article, startingAt: 17)
        XCTAssertEqual(first.endLine, 23)
        XCTAssertTrue(first.code.hasPrefix("import SwiftUI\n"))
        XCTAssertEqual(try sample(article, startingAt: 33).endLine, 47)
        XCTAssertEqual(try sample(article, startingAt: 66).endLine, 81)
        XCTAssertEqual(try sample(article, startingAt: 123).endLine, 136)
        let single = try sample(article, startingAt: 91)
        XCTAssertEqual(single.endLine, 91)
        let other = try TestSupport.document("arrangementview-split-overlay")
        XCTAssertEqual(other.codeSamples.map(\.startLine), [19, 35, 54, 69, 95])
        XCTAssertEqual(other.codeSamples.map(\.endLine), [27, 40, 61, 75, 107])
    }

    // MARK: Article headings

    func testArticleHeadingsLoseTheTrailingHash() throws {
        let article = try TestSupport.document("estructura-segun-el-ancho")
        XCTAssertEqual(article.title, "iPhone Duo y SwiftUI: la estructura de la app según el ancho")
        XCTAssertEqual(article.headings.map(\.line), [7, 13, 51, 87, 119, 142])
        XCTAssertEqual(article.headings.first?.text, "Por qué el idioma ya no responde a «¿teléfono o tableta?»")
        XCTAssertEqual(article.headings.map(\.text).last, "Qué funciona y qué queda")
        XCTAssertFalse(article.headings.contains { $0.text.contains("#") })
    }

    func testArticleQuestionHeadings() throws {
        let article = try TestSupport.document("arrangementview-split-overlay")
        XCTAssertEqual(article.title, "ArrangementView en SwiftUI: estilo split vs overlay en iPhone Duo")
        XCTAssertEqual(article.headings.map(\.line), [7, 15, 44, 65, 85, 111, 121])
        XCTAssertEqual(article.headings.map(\.text), [
            "¿Qué es ArrangementView en SwiftUI?",
            "¿Cómo añado un ArrangementView a mi app?",
            "Split vs overlay: ¿qué estilo de ArrangementView debo usar?",
            "¿Cómo funciona splitArrangementLayoutRatio en iPhone Duo?",
            "¿Qué clases de tamaño recibe cada panel de ArrangementView?",
            "ArrangementView vs NavigationSplitView: ¿cuándo usar cada uno?",
            "Conclusiones clave",
        ])
        // The closing bullets are a list, not entries (articles have no API entries).
        let lists = article.intro.compactMap { if case .bulletList(let items) = $0 { return items } else { return nil } }
        XCTAssertEqual(lists.map { $0.map(\.line) }, [[123, 124, 125, 126, 127]])
    }

    /// A long guide (the ×1000 benchmark has 12,000 chapters) numbers chapters past 9999.
    func testChapterNumbersUpToSixDigits() throws {
        let text = TestSupport.miniGuide
            .replacingOccurrences(of: "Capítulo 2 · La bisagra", with: "Capítulo 12000 · La bisagra")
            .replacingOccurrences(of: "Capítulo 2. El ángulo", with: "Capítulo 12000. El ángulo")
        let (corpus, diagnostics) = try TestSupport.compileGuide(text)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let guide = try XCTUnwrap(corpus?.documents.first)
        XCTAssertEqual(guide.chapters.compactMap(\.number), [1, 12000])
        XCTAssertEqual(guide.chapters[1].checkpoints.first?.answer, "El ángulo de la bisagra va en radianes.")
        XCTAssertNil(try TestSupport.compileGuide(TestSupport.miniGuide.replacingOccurrences(
            of: "Capítulo 2 · La bisagra", with: "Capítulo 1234567 · La bisagra")).corpus?.documents.first?.chapters.first { $0.number == 1234567 })
    }

    /// Spaces are trimmed as Characters: a space that a combining mark joins is not one.
    func testTrimmingSpacesTakesWholeCharacters() {
        XCTAssertEqual("  a b  ".trimmingSpaces(), "a b")
        XCTAssertEqual("a b".trimmingSpaces(), "a b")
        XCTAssertEqual(" \u{301}a ".trimmingSpaces().unicodeScalars.map(\.value), [0x20, 0x301, 0x61])
        XCTAssertEqual("  x ".trimmingLeadingSpaces(), "x ")
        XCTAssertEqual("x  ".trimmingLeadingSpaces(), "x  ")
        XCTAssertEqual(" \u{301}x".trimmingLeadingSpaces().unicodeScalars.count, 3)
    }

    /// A prefix matches as whole Characters: bytes that end inside a Character do not.
    func testCharacterPrefixEndsAtACharacterBoundary() {
        XCTAssertTrue("let x = 1".hasCharacterPrefix("let "))
        XCTAssertFalse("le".hasCharacterPrefix("let "))
        XCTAssertFalse("@\u{301}State".hasCharacterPrefix("@"))
        XCTAssertTrue("@State".hasCharacterPrefix("@"))
        XCTAssertTrue("x".hasCharacterPrefix(""))
    }

    /// Brackets are counted outside strings and comments, with their scalar columns.
    func testBraceBalanceColumns() {
        var balance = BraceBalance()
        balance.scan(line: "f(\"(\") { // )", lineNumber: 3)
        XCTAssertEqual(balance.depth, 1)
        XCTAssertEqual(balance.open.last?.char, "{")
        XCTAssertEqual(balance.open.last?.column, 8)
        balance.scan(line: "}}", lineNumber: 4)
        XCTAssertEqual(balance.firstUnderflow?.line, 4)
        XCTAssertEqual(balance.firstUnderflow?.column, 2)
    }
}
