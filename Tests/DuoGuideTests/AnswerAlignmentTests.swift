import Foundation
import XCTest
@testable import DuoGuide

/// Answers given to each question, checked by hand: each appendix paragraph («Capítulo N. …», lines
/// 1022–1044 of es.txt) and the case study's «Respuestas.» paragraph (line 1111) were split into
/// sentences and each sentence given to the question it answers.
final class AnswerAlignmentTests: XCTestCase {
    private func answers(_ language: String) throws -> [String: String] {
        let guide = try TestSupport.guide(language)
        return Dictionary(uniqueKeysWithValues: guide.chapters.flatMap(\.checkpoints).map { ($0.id, $0.answer) })
    }

    private func check(_ language: String, _ expected: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = try answers(language)
        for (id, answer) in expected {
            XCTAssertEqual(actual[id], answer, "\(language) \(id)", file: file, line: line)
        }
    }

    func testSpanishAnswersOfEveryChapter() throws {
        try check("es", [
            ("chapter-0-q1", "Las barras del sistema de la interior en vertical están arriba y abajo."),
            ("chapter-0-q2", "Las seis posturas siguen siendo una sola interfaz."),
            ("chapter-0-q3", "Después de abrirlo sigue siendo una app de iPhone. Lo que ocurre es que la pantalla interior pasa a ser regular × regular."),
            ("chapter-1-q1", "Un formulario de ajustes de 900 pt de ancho estira la frase hasta llenarla, y el vacío separa la etiqueta del interruptor. Hay que limitar el ancho y dejar el espacio que sobra para la capa siguiente de la jerarquía."),
            ("chapter-1-q2", "El degradado puede quedarse en el centro. El botón de pagar no."),
            ("chapter-1-q3", "Seleccionar todo de la lista sigue a la lista, no a la barra del sistema del extremo derecho."),
            ("chapter-2-q1", "El destino de implementación puede seguir siendo iOS 18. Después de compilar con el SDK 27.1, aparecen las barras verticales."),
            ("chapter-2-q2", "Cuando alrededor queda vacío, hay que cambiar el SDK de compilación. No detectes el modelo para estirar el frame."),
            ("chapter-2-q3", "Los símbolos nuevos no existen en el sistema antiguo, así que tienen que entrar en #available."),
            ("chapter-3-q1", "El ancho regular se cumple en la pantalla interior del Duo, así que ya no equivale a iPad."),
            ("chapter-3-q2", "La interior no hace caso de la orientación declarada. Si es ancho o alto se compara el ancho y el alto del contenedor."),
            ("chapter-3-q3", "Los inset de izquierda y derecha pueden no ser iguales. left * 2 calcula mal el otro lado."),
            ("chapter-4-q1", "La selección vive en el mismo estado, fuera de la columna dividida."),
            ("chapter-4-q2", "El número de columnas sale de dividir el ancho del contenedor entre el ancho mínimo de ítem. Aquí cae en 2."),
            ("chapter-4-q3", "ViewThatFits responde qué disposición cabe."),
            ("chapter-5-q1", "Un botón que solo tiene título no entra en la barra vertical."),
            ("chapter-5-q2", "En una columna dividida, solo la barra de la columna de detalle es vertical."),
            ("chapter-5-q3", "Una página de navegación, por defecto, mete primero los ítems de herramientas en el desbordamiento y conserva la barra de pestañas."),
            ("chapter-5-q4", "Un UIToolbar creado aparte no es una barra que proporcione el contenedor de navegación. El sistema no lo pone en vertical."),
            ("chapter-6-q1", "En la pantalla interior, la barra de herramientas de un sheet trailing es vertical."),
            ("chapter-6-q2", "El área segura de izquierda y derecha es asimétrica y no se puede espejar."),
            ("chapter-6-q3", "Una máscara a pantalla completa dibujada por ti no evita el pliegue como lo hace un sheet del sistema."),
            ("chapter-7-q1", "Después de quedar completamente plano, division no está activa y el ancho es 0."),
            ("chapter-7-q2", "Un artículo que se puede desplazar no se aparta párrafo a párrafo."),
            ("chapter-7-q3", "La cámara de la interior no ocupa occlusion en condiciones normales. Solo la ocupa mientras se usa."),
            ("chapter-8-q1", "Un ZStack se mapea a overlay."),
            ("chapter-8-q2", "La navegación envuelve a Arrangement. No al revés."),
            ("chapter-8-q3", "Meterlo en un ScrollView hace que uno de los dos bloques quede fuera de alcance."),
            ("chapter-9-q1", "El borrador se recupera desde el mismo estado, no desde otro árbol de vistas."),
            ("chapter-9-q2", "La barra vertical del lado derecho de Split View está a la derecha, es decir, en el borde exterior de esa app."),
            ("chapter-9-q3", "Una ventana nueva no se puede crear en la pantalla exterior."),
            ("chapter-10-q1", "La barra lateral no mira el ángulo de la bisagra."),
            ("chapter-10-q2", "El nil de SwiftUI significa que este dispositivo no tiene bisagra. El nil de UIKit significa que la interacción ha salido de la jerarquía que puede proporcionar actualizaciones."),
            ("chapter-10-q3", "Si solo quieres saber si está a media apertura, lee status."),
            ("chapter-11-q1", "Cuando no se está capturando, no se puede fijar un panel en la pantalla exterior."),
            ("chapter-11-q2", "El obturador se queda en la interfaz principal."),
            ("chapter-11-q3", "El simulador no tiene cámara. El accesorio de captura necesita un dispositivo real."),
        ])
    }

    func testSpanishCaseStudyAnswers() throws {
        try check("es", [
            ("case-study-q1", "Las tres pestañas se quedan abajo."),
            ("case-study-q2", "800 pt sigue siendo una sola columna. En paralelo empieza a 801 pt."),
            ("case-study-q3", "La esfera y los controles son la relación de arriba y abajo del mismo ejercicio. Se lo entregas a split. El ángulo no decide el diseño."),
            ("case-study-q4", "La máscara de pago no es un sheet del sistema y no evita el pliegue sola."),
        ])
        let q3 = try XCTUnwrap(TestSupport.guide("es").chapter(id: "case-study")?.checkpoints[2])
        XCTAssertEqual(q3.answerSentences.count, 3)
    }

    func testEveryAnswersParagraphIsUsedWhole() throws {
        // Joined in order, a chapter's answers are exactly its answers paragraph: nothing lost, nothing repeated.
        for language in ["es", "pt", "fr"] {
            let guide = try TestSupport.guide(language)
            var paragraphs: [String: String] = [:]
            for chapter in guide.chapters {
                for case .answers(let id, let p) in chapter.blocks { paragraphs[id] = p.text }
            }
            for chapter in guide.chapters where !chapter.checkpoints.isEmpty {
                XCTAssertEqual(chapter.checkpoints.map(\.answer).joined(separator: " "), paragraphs[chapter.id], "\(language) \(chapter.id)")
            }
        }
    }

    func testPortugueseAnswers() throws {
        try check("pt", [
            ("chapter-3-q2", "A tela interna ignora a declaração de orientação. Largo ou alto se decide comparando a largura e a altura do contêiner."),
            ("chapter-8-q2", "O Arrangement é envolvido pela navegação. Não o contrário."),
            ("chapter-10-q2", "O nil do SwiftUI significa que esse aparelho não tem dobradiça. O nil do UIKit significa que a interação saiu da hierarquia que consegue fornecer atualização."),
            ("case-study-q2", "800 pt ainda é uma coluna. Só a partir de 801 pt fica lado a lado."),
            ("case-study-q3", "A esfera e os controles são a relação de cima e de baixo do mesmo exercício. Isso vai para o split. O ângulo não decide o layout."),
        ])
    }

    func testFrenchAnswers() throws {
        try check("fr", [
            ("chapter-3-q2", "L'écran interne ignore la déclaration d'orientation. Large ou haut : comparez la largeur et la hauteur du conteneur."),
            ("chapter-8-q2", "Arrangement est enveloppé par la navigation, pas l'inverse."),
            ("chapter-10-q3", "Pour savoir seulement si c'est semi-ouvert, on lit status."),
            ("case-study-q3", "La sphère et les contrôles sont la relation haut-bas du même exercice. On la confie à split. L'angle ne décide pas la mise en page."),
            ("case-study-q4", "Le voile de paywall n'est pas un sheet système. Il n'évite pas le pli tout seul."),
        ])
    }

    // MARK: Sentence splitter

    func testSplitterCutsAtSentenceEnds() {
        XCTAssertEqual(SentenceSplitter.split("Uno. ¿Dos? ¡Tres! Cuatro."), ["Uno.", "¿Dos?", "¡Tres!", "Cuatro."])
        XCTAssertEqual(SentenceSplitter.split("Sin punto final"), ["Sin punto final"])
        XCTAssertEqual(SentenceSplitter.split(""), [])
        XCTAssertEqual(SentenceSplitter.split("  Espacios.   Sobrantes.  "), ["Espacios.", "Sobrantes."])
    }

    func testSplitterKeepsPeriodsInsideNumbersNamesAndParentheses() {
        XCTAssertEqual(SentenceSplitter.split("Compila con el SDK 27.1 de Xcode. Usa UIScreen.main solo aquí."),
                       ["Compila con el SDK 27.1 de Xcode.", "Usa UIScreen.main solo aquí."])
        XCTAssertEqual(SentenceSplitter.split("Mide 0.5 pt (ver la nota. Sigue aquí) y basta. Fin."),
                       ["Mide 0.5 pt (ver la nota. Sigue aquí) y basta.", "Fin."])
        XCTAssertEqual(SentenceSplitter.split("left * 2 calcula mal el otro lado."), ["left * 2 calcula mal el otro lado."])
    }

    // MARK: Aligner

    private func aligner(_ language: String = "es") throws -> CheckpointAligner {
        CheckpointAligner(phrases: try TestSupport.vocabulary(language).parser)
    }

    /// What the answer linker does for one chapter: for each question, the indices of its
    /// sentences; nil when there are fewer sentences than questions.
    private func align(_ aligner: CheckpointAligner, questions: [String], sentences: [String]) -> [[Int]]? {
        var words = WordMemo()
        let q = questions.map { aligner.features($0, offering: aligner.choices.alternatives(in: $0), words: &words) }
        let s = sentences.map { aligner.features($0, words: &words) }
        return aligner.cut(s.map { s in q.map { aligner.similarity(s, $0) } }, into: questions.count)
    }

    /// Words are cut on UTF-8: the two-byte separators («, », ¿, ¡) split words as the one-byte
    /// ones do, other accented letters do not, and final periods are not part of a word.
    func testAlignerCutsWordsAtEverySeparator() throws {
        let aligner = try aligner()
        var words = WordMemo()
        let marked = aligner.features("¡Abrir! ¿la «posición» (ancho), `900`: columna.", words: &words)
        let plain = aligner.features("Abrir la posición ancho `900` columna", words: &words)
        XCTAssertEqual(marked.stems.ids, plain.stems.ids)
        XCTAssertEqual(marked.code.ids, plain.code.ids)
        XCTAssertEqual(plain.stems.ids.count, 5, "abrir, posic, ancho, 900, colum")
        XCTAssertEqual(aligner.features("posiciónancho", words: &words).stems.ids.count, 1)
    }

    /// Stems are cut on scalars, whatever their length in UTF-8.
    func testStemsDropAPluralAndAGenderVowelThenKeepFiveScalars() {
        let stems = ["ancho": "anch", "anchas": "anch", "abrirlo": "abrir", "abrir": "abrir", "pestanas": "pesta", "ninas": "nina",
                     "decir": "decir", "decide": "decid", "mas": "mas", "столы": "столы", "столами": "стола", "ñoños": "ñoño"]
        for (folded, stem) in stems {
            XCTAssertEqual(String(decoding: CheckpointAligner.stem(folded: Array(folded.utf8)[...]), as: UTF8.self), stem, folded)
        }
    }

    func testAlignerGivesEachSentenceToTheQuestionItAnswers() throws {
        let groups = align(try aligner(),
            questions: ["¿Cuánto mide el ancho de la columna?", "¿Dónde queda la bisagra?"],
            sentences: ["La columna mide 320 pt de ancho.", "La bisagra queda en el centro.", "Nunca en el borde de la bisagra."])
        XCTAssertEqual(groups, [[0], [1, 2]])
    }

    func testAlignerMatchesCodeIdentifiers() throws {
        let groups = align(try aligner(),
            questions: ["¿Sirve interfaceOrientation para saber el ancho?", "¿Qué devuelve reservedRegions?"],
            sentences: ["interfaceOrientation no lo dice.", "reservedRegions devuelve rectángulos.", "Con su margen."])
        // Without the shared identifier, the tie rule would have given [[0, 1], [2]].
        XCTAssertEqual(groups, [[0], [1, 2]])
    }

    func testAlignerTieGivesExtraSentencesToTheEarlierQuestion() throws {
        let groups = align(try aligner(), questions: ["¿Uno?", "¿Dos?"], sentences: ["Alfa.", "Beta.", "Gama."])
        XCTAssertEqual(groups, [[0, 1], [2]])
    }

    func testAlignerRefusesFewerSentencesThanQuestions() throws {
        XCTAssertNil(align(try aligner(), questions: ["¿A?", "¿B?"], sentences: ["Solo una."]))
        XCTAssertNil(align(try aligner(), questions: [], sentences: ["Nada."]))
        XCTAssertEqual(align(try aligner(), questions: ["¿A?"], sentences: ["Una.", "Dos."]), [[0, 1]])
    }

    /// On many question/sentence combinations from the real guide, the result is always a partition
    /// of the sentences into contiguous, ordered, non-empty groups.
    func testAlignerAlwaysReturnsAMonotonePartition() throws {
        let guide = try TestSupport.guide("es")
        let aligner = try aligner()
        let questions = guide.chapters.flatMap(\.checkpoints).map(\.question)
        let sentences = guide.chapters.flatMap(\.checkpoints).flatMap(\.answerSentences)
        var runs = 0
        for n in 1...5 {
            for extra in 0...4 {
                for offset in stride(from: 0, to: 30, by: 7) {
                    let qs = Array(questions[offset..<(offset + n)])
                    let ss = Array(sentences[(offset * 2 % 20)..<(offset * 2 % 20 + n + extra)])
                    let groups = try XCTUnwrap(align(aligner, questions: qs, sentences: ss))
                    XCTAssertEqual(groups.count, n)
                    XCTAssertTrue(groups.allSatisfy { !$0.isEmpty }, "every question gets at least one sentence")
                    XCTAssertEqual(groups.flatMap { $0 }, Array(0..<ss.count), "every sentence used once, in order")
                    runs += 1
                }
            }
        }
        XCTAssertEqual(runs, 125)
    }
}
