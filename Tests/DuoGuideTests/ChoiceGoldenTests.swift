import XCTest
@testable import DuoGuide

/// Every quiz choice the compiler derives from the real guide, per language, checked by hand: each
/// line was read against the question in Content/guide/<lang>.txt and its answer in the appendix
/// («Respuestas de los puntos de control»), and for numbers and sets against the chapter sentence
/// that gives the other options. `[option]` is the correct one. A choice added, removed or changed
/// fails the test: check the new one by hand before writing it here.
final class ChoiceGoldenTests: XCTestCase {
    static let golden: [String: [String]] = [
        "es": [
            // «¿… subir a una barra lateral o quedarse abajo?» — «Las tres pestañas se quedan abajo.»
            "case-study-q1: las tres pestañas deben subir a una barra lateral | [quedarse abajo]",
            // «800 pt, ¿una sola columna o en paralelo?» — «800 pt sigue siendo una sola columna.»
            "case-study-q2: [en una sola columna] | en paralelo",
            // «¿se puede decir «el sheet del sistema lo evita»?» — «…no es un sheet del sistema y no evita…»
            "case-study-q4: Sí | [No]",
            "chapter-0-q1: [las barras del sistema están arriba y abajo] | en el lateral",
            // «¿Cuántas interfaces…?» — «…una sola interfaz.»; the chapter's title: «…no seis interfaces».
            "chapter-0-q2: [1] | 6",
            // «¿cuál de los dos puede quedarse en el centro?» — «El degradado puede quedarse en el centro.»
            "chapter-1-q2: [el fondo en degradado] | el botón «Pagar»",
            "chapter-1-q3: [a la lista] | a la barra del sistema del extremo derecho",
            "chapter-10-q3: ángulo | [status]",
            // «¿se puede fijar un panel…?» — «…no se puede fijar un panel…»
            "chapter-11-q1: Sí | [No]",
            // «¿Aparecen las barras verticales?» — «…aparecen las barras verticales.»
            "chapter-2-q1: [Sí] | No",
            // «…hay que cambiar el SDK de compilación. No detectes el modelo…»
            "chapter-2-q2: es detectar el modelo y estirar | [cambiar de SDK]",
            "chapter-4-q3: qué dispositivo | [qué disposición cabe]",
            // «¿entra en la barra vertical?» — «…no entra en la barra vertical.»
            "chapter-5-q1: Sí | [No]",
            // «De las tres columnas…, ¿la barra de cuál…?» — «…solo la barra de la columna de detalle es
            // vertical.»; the chapter: «La columna lateral y la columna de contenido se mantienen horizontales.»
            "chapter-5-q2: columna de contenido | [columna de detalle] | columna lateral",
            // «…mete primero los ítems de herramientas en el desbordamiento y conserva la barra de pestañas.»
            "chapter-5-q3: [primero los ítems de herramientas] | primero la barra de pestañas",
            "chapter-6-q1: horizontal | [vertical]",
            // «¿Lo hace una máscara…?» — «…no evita el pliegue como lo hace un sheet del sistema.»
            "chapter-6-q3: Sí | [No]",
            // «¿… ocupa occlusion en condiciones normales?» — «…no ocupa occlusion en condiciones normales.»
            "chapter-7-q3: Sí | [No]",
            "chapter-8-q1: split | [overlay]",
            // «¿Se puede crear una ventana nueva…?» — «Una ventana nueva no se puede crear…»
            "chapter-9-q3: Sí | [No]",
        ],
        "pt": [
            "case-study-q1: as três abas devem subir para uma barra lateral | [ficar embaixo]",
            "case-study-q2: [«Hoje» deve ser uma coluna] | lado a lado",
            // «dá para dizer «o sheet do sistema desvia»?» — «…não é um sheet do sistema e não desvia…»
            "case-study-q4: Sim | [Não]",
            "chapter-0-q1: [as barras do sistema ficam em cima e embaixo] | na lateral",
            // «Quantas interfaces…?» — «…uma interface só.»; the title: «…não seis interfaces».
            "chapter-0-q2: [1] | 6",
            "chapter-1-q2: [o fundo em gradiente] | o botão «Pagar»",
            "chapter-1-q3: [a lista] | a barra do sistema que está na extrema direita",
            "chapter-10-q3: o ângulo | [o status]",
            "chapter-11-q1: Sim | [Não]",
            "chapter-2-q1: [Sim] | Não",
            "chapter-2-q2: O próximo passo é detectar o modelo e esticar | [trocar o SDK]",
            "chapter-4-q3: qual aparelho | [qual arranjo cabe]",
            "chapter-5-q1: Sim | [Não]",
            // The chapter: «A coluna lateral e a coluna de conteúdo permanecem horizontais.»
            "chapter-5-q2: coluna de conteúdo | [coluna de detalhe] | coluna lateral",
            "chapter-5-q3: [primeiro os itens de ferramenta] | primeiro a barra de abas",
            "chapter-6-q1: horizontal | [vertical]",
            "chapter-6-q3: Sim | [Não]",
            "chapter-7-q3: Sim | [Não]",
            "chapter-8-q1: split | [overlay]",
            "chapter-9-q3: Sim | [Não]",
        ],
        "fr": [
            "case-study-q1: les trois onglets doivent-ils monter en barre latérale | [rester en bas]",
            "case-study-q2: [« Aujourd'hui » doit-il être en une colonne] | côte à côte",
            // No case-study-q4: «Le voile de paywall n'est pas un sheet système. Il n'évite pas le pli…»
            // restates the question over two sentences, neither enough alone.
            "chapter-0-q1: [les barres système sont-elles en haut et en bas] | sur le côté",
            // «Combien d'interfaces…?» — «…une seule interface.»; the title: «…pas six interfaces».
            "chapter-0-q2: [1] | 6",
            "chapter-1-q2: [le fond en dégradé] | le bouton « Payer »",
            "chapter-1-q3: [la liste] | la barre système la plus à droite",
            "chapter-10-q3: l'angle | [status]",
            "chapter-11-q1: Oui | [Non]",
            "chapter-2-q1: [Oui] | Non",
            "chapter-2-q2: de détecter le modèle pour étirer | [de changer de SDK]",
            "chapter-4-q3: quel appareil | [quelle disposition tient]",
            "chapter-5-q1: Oui | [Non]",
            // The chapter: «La colonne latérale et la colonne de contenu restent horizontales.»
            "chapter-5-q2: colonne de contenu | [colonne de détail] | colonne latérale",
            "chapter-5-q3: [d'abord les outils] | d'abord la barre d'onglets",
            "chapter-6-q1: horizontale | [verticale]",
            // «Un voile plein écran que vous dessinez le fait-il ?» («que» joins, it does not ask) —
            // «…n'évite pas le pli comme le fait un sheet système.»
            "chapter-6-q3: Oui | [Non]",
            "chapter-7-q3: Oui | [Non]",
            "chapter-8-q1: split | [overlay]",
            "chapter-9-q3: Oui | [Non]",
        ],
    ]

    func testEveryDerivedChoiceIsTheOneCheckedByHand() throws {
        let (corpus, diagnostics) = Compiler.compile(contentDirectory: QuizDataTests.repoRoot.appendingPathComponent("Content"))
        let choices = try XCTUnwrap(corpus, "\(diagnostics.prefix(3))").quizChoices
        for (lang, expected) in Self.golden {
            let derived = choices.filter { $0.key.hasPrefix("\(lang)/") }.sorted { $0.key < $1.key }.map { key, c in
                "\(key.dropFirst(lang.count + 1)): " + c.options.enumerated().map { $0 == c.correct ? "[\($1)]" : $1 }.joined(separator: " | ")
            }
            XCTAssertEqual(derived, expected, lang)
        }
        XCTAssertEqual(choices.count, Self.golden.values.map(\.count).reduce(0, +), "a language without golden choices")
    }

    // MARK: When unsure, nothing: the rules on made-up text

    let es = ChoiceExtractor(phrases: try! Vocabulary.load(from: QuizDataTests.repoRoot.appendingPathComponent("Content/locales/es.json")).parser)
    let fr = ChoiceExtractor(phrases: try! Vocabulary.load(from: QuizDataTests.repoRoot.appendingPathComponent("Content/locales/fr.json")).parser)

    func chapter(_ title: String, _ paragraphs: String...) -> Chapter {
        Chapter(id: "chapter-1", kind: .chapter, number: 1, title: title, heading: title, line: 1, endLine: 9, objective: nil,
                blocks: paragraphs.map { .paragraph(Paragraph(line: 2, text: $0)) }, checkpoints: [])
    }

    func testNumbersComeFromTheChapterAndNeverRepeatTheAnswer() {
        let ch = chapter("Dos pantallas, no tres pantallas", "Con cuatro botones basta.")
        let asked = "¿Cuántas pantallas tiene el Duo?"
        XCTAssertEqual(es.countedChoice(question: asked, answer: "El Duo tiene dos pantallas.", chapter: ch),
                       QuizChoice(options: ["2", "3"], correct: 0))
        // No other number of screens in the chapter: nothing to choose from.
        XCTAssertNil(es.countedChoice(question: asked, answer: "Tiene dos pantallas.", chapter: chapter("Dos pantallas")))
        // An answer stating two numbers of screens does not say which one answers.
        XCTAssertNil(es.countedChoice(question: asked, answer: "Dos pantallas, o tres pantallas abierto.", chapter: ch))
    }

    func testASetIsOfferedOnlyWhenTheChapterNamesAllOfIt() {
        let ch = chapter("Columnas", "La columna lateral y la columna de contenido se quedan.", "La columna de detalle cambia.")
        let asked = "De las tres columnas, ¿cuál cambia?"
        XCTAssertEqual(es.countedChoice(question: asked, answer: "Cambia la columna de detalle.", chapter: ch),
                       QuizChoice(options: ["columna de contenido", "columna de detalle", "columna lateral"], correct: 1))
        // Four columns asked, three named: nothing. Members not joined as a list: nothing.
        XCTAssertNil(es.countedChoice(question: "De las cuatro columnas, ¿cuál cambia?", answer: "Cambia la columna de detalle.", chapter: ch))
        let apart = chapter("Columnas", "La columna lateral se queda. La columna de contenido se queda.")
        XCTAssertNil(es.countedChoice(question: asked, answer: "Cambia la columna de detalle.", chapter: apart))
    }

    func testListedItemsAndWhatSetsTheScene() {
        let asked = "A media apertura, el fondo y el botón: ¿cuál de los dos se queda?"
        XCTAssertEqual(es.listedChoice(question: asked, answer: "El fondo se queda. El botón no."),
                       QuizChoice(options: ["el fondo", "el botón"], correct: 0))
        // «El mapa, el fondo y el botón»: the answer names the first part, which is not offered.
        XCTAssertNil(es.listedChoice(question: "El mapa, el fondo y el botón: ¿cuál se queda?", answer: "El mapa se queda."))
        // A list asking why offers nothing.
        XCTAssertNil(es.listedChoice(question: "El fondo y el botón: ¿por qué se quedan?", answer: "El fondo se queda."))
    }

    func testAFrenchQueAsksOnlyWhereItStartsTheClause() {
        XCTAssertEqual(fr.yesNoChoice(question: "Un voile que vous dessinez évite-t-il le pli ?", answer: "Un voile que vous dessinez n'évite pas le pli."),
                       QuizChoice(options: ["Oui", "Non"], correct: 1))
        XCTAssertNil(fr.yesNoChoice(question: "Que dessine le voile sur le pli ?", answer: "Le voile dessine le pli."))
    }
}
