import Foundation
import XCTest
@testable import DuoGuide

/// A new language is a vocabulary file and content, never code: this test writes an Italian
/// vocabulary (every parser phrase and a full `site` dictionary), a manifest and a small guide,
/// and checks the compiled model.
final class FourthLanguageTests: XCTestCase {
    static let italianVocabulary = #"""
    {
      "language": "it",
      "languageName": "Italiano",
      "parser": {
        "chapter": "Capitolo",
        "appendix": "Appendice",
        "caseStudy": "Buone pratiche",
        "titleSeparator": " · ",
        "objectiveLeads": ["Alla fine saprai.", "Dopo averlo letto saprai."],
        "checkpointHeadings": ["Punto di verifica", "Verifica con questa app"],
        "whenToUse": "Quando usarlo",
        "whenNotToUse": "Quando non usarlo",
        "notYetLeads": ["Non ancora in questo capitolo."],
        "source": "Fonte",
        "answersHeading": "Risposte dei punti di verifica",
        "caseStudyAnswersLead": "Risposte.",
        "chapterReferenceWords": ["capitolo", "capitoli"],
        "chapterReferenceJoiners": ["e", "a", "o"],
        "stopwords": ["il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "di", "del", "della", "dei", "a", "al", "alla",
                      "in", "nel", "nella", "e", "o", "che", "si", "non", "per", "con", "su", "da", "come", "ma", "se", "è",
                      "quale", "quali", "serve", "va", "sono"],
        "alternativeJoiners": ["o", "oppure"],
        "negations": ["non", "né", "mai"],
        "codeGlossary": {
          "left": ["sinistra"], "right": ["destra"], "top": ["sopra"], "bottom": ["sotto"],
          "width": ["larghezza"], "height": ["altezza"], "angle": ["angolo"], "hinge": ["cerniera", "angolo"],
          "safe": ["sicura"], "area": ["area"], "window": ["finestra"], "screen": ["schermo"], "bar": ["barra"],
          "toolbar": ["barra"], "column": ["colonna"], "selection": ["selezione"], "orientation": ["orientamento"],
          "state": ["stato"], "sheet": ["sheet"], "fold": ["piega"], "camera": ["fotocamera"], "draft": ["bozza"]
        }
      },
      "site": {
        "siteTitle": "Guida all'iPhone Duo",
        "titleChapter": "{chapter} — {guide}",
        "titleQuiz": "Quiz: {chapter}",
        "titleSymbol": "{symbol} — Indice delle API",
        "chooseLanguage": "Scegli una lingua",
        "languageSuggestion": "Il tuo browser preferisce questa lingua",
        "skipToContent": "Vai al contenuto",
        "home": "Home",
        "chapters": "Capitoli",
        "chapter": "Capitolo",
        "appendix": "Appendice",
        "caseStudy": "Caso pratico",
        "articles": "Articoli",
        "article": "Articolo",
        "objective": "Alla fine saprai",
        "onThisPage": "In questa pagina",
        "previous": "Precedente",
        "next": "Successivo",
        "pagerLabel": "Capitolo precedente e successivo",
        "whenToUse": "Quando usarlo",
        "whenNotToUse": "Quando non usarlo",
        "availability": "Disponibilità",
        "notYet": "Non ancora",
        "source": "Fonte",
        "checkpoint": "Punto di verifica",
        "takeQuiz": "Mettiti alla prova",
        "quiz": "Quiz",
        "quizzes": "Quiz",
        "apiIndex": "Indice delle API",
        "apiIndexIntro": "Ogni nome di API citato dalla guida: la sua scheda, se la guida gliene dedica una; altrimenti la frase che lo presenta e il suo primo uso nel codice; e tutti i punti in cui compare.",
        "letterIndex": "Indice alfabetico",
        "definedIn": "Definito in",
        "mentionedIn": "Citato in",
        "symbolIntroduction": "Come lo presenta la guida",
        "introducedIn": "Presentato in",
        "firstCodeUse": "Primo uso nel codice",
        "usedIn": "Usato in",
        "whatItDoes": "Che cosa fa",
        "apiDeck": "Schede di API: quale API è?",
        "apiDeckIntro": "Una scheda per voce della guida: leggi quando usarla e ricordi quale API è.",
        "colon": ":",
        "otherLanguages": "In altre lingue",
        "search": "Cerca",
        "mentionsRange": "Menzioni {from}–{to} di {total}",
        "mentionPagesLabel": "Pagine di menzioni",
        "titleSymbolMentions": "{symbol}: menzioni {from}–{to} — Indice delle API",
        "moreChapters": "e altri {n}",
        "moreDefinitions": "e altre {n} definizioni in altri capitoli",
        "searchPlaceholder": "Cerca nella guida (premi /)",
        "searchNoResults": "Nessun risultato",
        "searchResultCount": "{n} risultati",
        "searchOneResult": "1 risultato",
        "searchSeeAll": "Vedi tutti i {n} risultati",
        "searchShowingFirst": "I primi {shown} di {n} risultati",
        "searchNeedsScript": "La ricerca ha bisogno di JavaScript. Senza, sfoglia i capitoli, l'indice delle API o cerca con il browser nella versione stampabile:",
        "print": "Versione stampabile",
        "printTitle": "La guida completa",
        "languageSwitcher": "Lingua",
        "onlyAvailableIn": "Questo articolo è disponibile solo in {language}",
        "notFoundTitle": "Pagina non trovata",
        "notFoundText": "Questa pagina non esiste. Torna alla home o cerca ciò che ti serve.",
        "code": "Codice",
        "codeOther": "Swift",
        "progress": "Progressi",
        "review": "Ripasso",
        "reviewIntro": "Le domande di oggi, da tutti i capitoli.",
        "reviewEmpty": "Nessuna domanda in sospeso. Torna più tardi.",
        "questionOf": "Domanda {n} di {total}",
        "yourAnswer": "La tua risposta (resta solo in questo browser)",
        "showAnswer": "Mostra la risposta",
        "answer": "Risposta",
        "readInChapter": "Leggilo nel capitolo",
        "knewIt": "Lo sapevo",
        "notYetGrade": "Non ancora",
        "scoreLine": "Punteggio: {k}/{n}",
        "gradedKnew": "Lo sapevo · Punteggio: {k}/{n}",
        "gradedNotYet": "Non ancora · Punteggio: {k}/{n}",
        "summary": "Riepilogo",
        "toRevisit": "Da ripassare",
        "allQuestions": "Tutte insieme",
        "oneAtATime": "Una alla volta",
        "restart": "Ricomincia",
        "resetProgress": "Cancella i progressi",
        "resetConfirm": "Cancellare tutti i progressi dei quiz in questo browser?",
        "exportProgress": "Esporta i progressi",
        "importProgress": "Importa i progressi",
        "importDone": "Progressi importati",
        "importFailed": "Il file non contiene progressi validi",
        "correct": "Corretto",
        "incorrect": "Sbagliato",
        "chooseOne": "Scegli un'opzione",
        "notStarted": "Non iniziato",
        "badgeAnswered": "{answered}/{total} risposte",
        "badgeAnsweredDue": "{answered}/{total} risposte · {due} da fare",
        "noscriptQuiz": "Senza JavaScript, apri ogni domanda per vederne la risposta.",
        "builtWith": "Generato da duoguide",
        "symbols": "simboli",
        "backToTop": "Torna su",
        "contents": "Indice",
        "menu": "Menu",
        "lines": "righe",
        "copy": "Copia",
        "copied": "Copiato",
        "dueToday": "oggi",
        "dueTomorrow": "domani",
        "dueInDaysOne": "tra {n} giorno",
        "dueInDays": "tra {n} giorni",
        "dueCountOne": "{n} da ripassare",
        "dueCount": "{n} da ripassare",
        "badgeAnsweredDueOne": "{answered}/{total} risposte · {due} da fare",
        "reviewNextDue": "La prossima domanda torna {when} ({date}).",
        "reviewNew": "Non hai ancora valutato nessuna domanda. Quelle che valuterai torneranno qui il giorno del ripasso.",
        "reviewNextQuiz": "Prossimo quiz da fare:"
      }
    }
    """#

    static let italianGuide = #"""
    Guida all'iPhone Duo

    Questa guida parte dalla larghezza, poi dalla cerniera.

    Capitolo 1 · La larghezza decide, non il dispositivo

    Alla fine saprai. Scegliere la disposizione in base alla larghezza del contenitore.

    L'esempio che si rompe

    struct Root: View {
        @Environment(\.horizontalSizeClass) private var sizeClass

        var body: some View {
            Text("Ciao")
        }
    }

    • horizontalSizeClass. Dice se la larghezza è compact o regular. Quando usarlo: per scegliere quante colonne mostrare. Quando non usarlo: per riconoscere un iPad.

    Punto di verifica

    1. Che cosa decide il numero di colonne?

    2. Serve horizontalSizeClass per riconoscere un iPad?

    Non ancora in questo capitolo. Non leggere l'angolo della cerniera.

    Fonte: HIG · Designing for iPhone Duo.

    Capitolo 2 · La cerniera muove l'effetto

    Alla fine saprai. Leggere la cerniera senza toccare le colonne, come spiega il capitolo 1.

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addInteraction(interaction)
    }

    • UIHingeInteraction (iOS 27.1). Osserva la cerniera. Quando usarlo: per un effetto continuo. Quando non usarlo: per decidere le colonne.

    Punto di verifica

    1. In che unità arriva l'angolo della cerniera?

    2. Quale API osserva la cerniera in UIKit?

    Appendice · Risposte

    Risposte dei punti di verifica

    Capitolo 1. La larghezza del contenitore decide il numero di colonne. Non serve per riconoscere un iPad.

    Capitolo 2. L'angolo arriva in radianti. UIKit la osserva con UIHingeInteraction. La aggiungi alla vista che osserva la cerniera.
    """#

    /// The vocabulary file as written: es.json's `site` keys, each with the Italian text above (a key
    /// added to es.json later keeps its Spanish text), so the file always has the full dictionary.
    static func vocabularyFile() throws -> Data {
        var italian = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(italianVocabulary.utf8)) as? [String: Any])
        let translated = try XCTUnwrap(italian["site"] as? [String: String])
        italian["site"] = try TestSupport.vocabulary("es").site.reduce(into: [String: String]()) { $0[$1.key] = translated[$1.key] ?? $1.value }
        return try JSONSerialization.data(withJSONObject: italian, options: [.prettyPrinted, .sortedKeys])
    }

    private func compileItalian() throws -> (Corpus, [Diagnostic]) {
        let (corpus, diagnostics) = try TestSupport.compile(
            [.init(id: "guide-it", language: "it", path: "guide/it.txt", text: Self.italianGuide)],
            languages: ["it"], extraFiles: ["locales/it.json": try Self.vocabularyFile()])
        return (try XCTUnwrap(corpus), diagnostics)
    }

    func testVocabularyHasEveryKeyOfTheSpanishOne() throws {
        let handWritten = try JSONDecoder().decode(Vocabulary.self, from: Data(Self.italianVocabulary.utf8))
        let italian = try JSONDecoder().decode(Vocabulary.self, from: Self.vocabularyFile())
        let spanish = try TestSupport.vocabulary("es")
        XCTAssertEqual(Set(italian.site.keys), Set(spanish.site.keys))
        let covered = spanish.site.keys.filter { handWritten.site[$0] != nil }.count
        XCTAssertGreaterThanOrEqual(Double(covered), 0.9 * Double(spanish.site.count), "the Italian text covers the site strings")
        XCTAssertEqual(italian.site["search"], "Cerca")
        XCTAssertEqual(Set(italian.parser.codeGlossary.keys), Set(spanish.parser.codeGlossary.keys))
        XCTAssertEqual(italian.language, "it")
    }

    func testItalianGuideCompilesWithoutDiagnostics() throws {
        let (corpus, diagnostics) = try compileItalian()
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertFalse(corpus.hasErrors)
        XCTAssertEqual(corpus.vocabularies["it"]?.site["siteTitle"], "Guida all'iPhone Duo")
    }

    func testChaptersAndObjectives() throws {
        let guide = try XCTUnwrap(try compileItalian().0.guide(language: "it"))
        XCTAssertEqual(guide.title, "Guida all'iPhone Duo")
        XCTAssertEqual(guide.chapters.map(\.id), ["chapter-1", "chapter-2", "appendix"])
        XCTAssertEqual(guide.chapters.filter { $0.kind == .chapter }.count, 2)
        XCTAssertEqual(guide.chapters[0].title, "La larghezza decide, non il dispositivo")
        XCTAssertEqual(guide.chapters[0].line, 5)
        XCTAssertEqual(guide.chapters[0].objective, "Scegliere la disposizione in base alla larghezza del contenitore.")
        XCTAssertEqual(guide.chapters[0].headings.map(\.text), ["L'esempio che si rompe", "Punto di verifica"])
        let notes = guide.allBlocks.compactMap { if case .notYet(let p) = $0 { return p.text } else { return nil } }
        XCTAssertEqual(notes, ["Non leggere l'angolo della cerniera."])
        let sources = guide.allBlocks.compactMap { if case .source(let p) = $0 { return p.text } else { return nil } }
        XCTAssertEqual(sources, ["HIG · Designing for iPhone Duo."])
    }

    func testEntriesAreParsed() throws {
        let guide = try XCTUnwrap(try compileItalian().0.guide(language: "it"))
        let entries = guide.chapters.flatMap(\.entries)
        XCTAssertEqual(entries.map(\.title), ["horizontalSizeClass", "UIHingeInteraction"])
        XCTAssertEqual(entries.map(\.availability), [nil, "iOS 27.1"])
        XCTAssertEqual(entries[0].description, "Dice se la larghezza è compact o regular.")
        XCTAssertEqual(entries[0].whenToUse, "per scegliere quante colonne mostrare.")
        XCTAssertEqual(entries[0].whenNotToUse, "per riconoscere un iPad.")
        XCTAssertEqual(entries[1].whenToUse, "per un effetto continuo.")
        XCTAssertEqual(entries[1].whenNotToUse, "per decidere le colonne.")
    }

    func testQuestionsGetTheRightAnswers() throws {
        let guide = try XCTUnwrap(try compileItalian().0.guide(language: "it"))
        let q = guide.chapters.flatMap(\.checkpoints)
        XCTAssertEqual(q.map(\.id), ["chapter-1-q1", "chapter-1-q2", "chapter-2-q1", "chapter-2-q2"])
        XCTAssertEqual(q.map(\.answer), [
            "La larghezza del contenitore decide il numero di colonne.",
            "Non serve per riconoscere un iPad.",
            "L'angolo arriva in radianti.",
            "UIKit la osserva con UIHingeInteraction. La aggiungi alla vista che osserva la cerniera.",
        ])
    }

    func testCodeIsDetectedAndClassified() throws {
        let guide = try XCTUnwrap(try compileItalian().0.guide(language: "it"))
        XCTAssertEqual(guide.codeSamples.map(\.startLine), [11, 35])
        XCTAssertEqual(guide.codeSamples.map(\.endLine), [17, 38])
        XCTAssertEqual(guide.codeSamples.map(\.framework), [.swiftUI, .uiKit])
        XCTAssertTrue(guide.codeSamples[0].code.contains("\n\n    var body: some View {"), "one sample across the blank line")
    }

    func testSymbolsAndChapterReferences() throws {
        let (corpus, _) = try compileItalian()
        XCTAssertEqual(corpus.symbol(key: "horizontalSizeClass")?.definitions.map(\.line), [19])
        XCTAssertEqual(corpus.symbol(key: "UIHingeInteraction")?.definitions.map(\.line), [40])
        let scanner = ChapterReferenceScanner(phrases: try XCTUnwrap(corpus.vocabularies["it"]).parser)
        XCTAssertEqual(scanner.scan("come spiega il capitolo 1, e i capitoli 3 e 4").map(\.number), [1, 3, 4])
    }
}
